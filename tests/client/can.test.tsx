// @vitest-environment happy-dom
/** Permission checks (SPEC §6): substring match, or / and objects; the Can component and useCan hook. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Can, checkPerm, useCan, type PermCheck } from '../../client/src/components/Can.tsx';
import { sessionStore } from '../../client/src/relay/session.ts';

const PERMS = ['base:sys:user:page', 'base:sys:user:add', 'dict:info:list'];

describe('checkPerm', () => {
  it('a string passes when it is a substring of a held permission', () => {
    expect(checkPerm(PERMS, 'base:sys:user:add')).toBe(true);
    expect(checkPerm(PERMS, 'base:sys:user')).toBe(true);
    expect(checkPerm(PERMS, 'user:page')).toBe(true);
    expect(checkPerm(PERMS, 'base:sys:user:delete')).toBe(false);
    expect(checkPerm(PERMS, 'base/sys/user/add')).toBe(true);
    expect(checkPerm(PERMS, '')).toBe(false);
    expect(checkPerm([], 'base')).toBe(false);
  });

  it('or passes when any passes; and when all pass', () => {
    expect(checkPerm(PERMS, { or: ['base:sys:user:delete', 'dict:info:list'] })).toBe(true);
    expect(checkPerm(PERMS, { or: ['base:sys:user:delete', 'dict:info:add'] })).toBe(false);
    expect(checkPerm(PERMS, { and: ['base:sys:user:page', 'dict:info:list'] })).toBe(true);
    expect(checkPerm(PERMS, { and: ['base:sys:user:page', 'dict:info:add'] })).toBe(false);
    expect(checkPerm(PERMS, { and: ['base:sys:user:page', { or: ['x:y', 'dict:info'] }] })).toBe(true);
    expect(checkPerm(PERMS, {} as PermCheck)).toBe(false);
  });
});

function Probe({ check }: { check: PermCheck }) {
  const can = useCan();
  return <span data-testid="probe">{can(check) ? 'yes' : 'no'}</span>;
}

describe('Can and useCan', () => {
  beforeEach(() => sessionStore.set({ token: 't', userInfo: null, menus: [], perms: PERMS }));
  afterEach(cleanup);

  it('renders children only when the check passes', () => {
    render(
      <>
        <Can I="base:sys:user:add">
          <button>add</button>
        </Can>
        <Can I="base:sys:user:delete" fallback={<i>denied</i>}>
          <button>delete</button>
        </Can>
        <Can I={{ and: ['base:sys:user:page', 'dict:info:list'] }}>
          <button>both</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.getByText('denied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'both' })).toBeTruthy();
  });

  it('follows the permissions of the session', () => {
    render(<Probe check={{ or: ['base:sys:user:delete'] }} />);
    expect(screen.getByTestId('probe').textContent).toBe('no');
    act(() => sessionStore.set((s) => ({ ...s, perms: [...PERMS, 'base:sys:user:delete'] })));
    expect(screen.getByTestId('probe').textContent).toBe('yes');
    act(() => sessionStore.set({ token: null, userInfo: null, menus: null, perms: [] }));
    expect(screen.getByTestId('probe').textContent).toBe('no');
  });
});
