/**
 * A resident's roles: GraphQL answers them as texts (`[String]`,
 * ResidentInfo.roles); the form edits and sends them as the residentRole
 * dictionary's values are, numbers where they are numeric (as the source
 * client stores them), so an unchanged edit writes back what was stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { roleValues } from '../../client/src/features/resident/info/ResidentControls.tsx';
import { setDict } from '../../client/src/dict/index.ts';

afterEach(() => setDict({}));

describe('resident roles in the form', () => {
  it('numbers where the dictionary’s values are numeric', () => {
    setDict({ residentRole: [{ id: 1, name: '业主', value: 1 }, { id: 2, name: '租户', value: 2 }] });
    expect(roleValues(['1', '2'])).toEqual([1, 2]);
    expect(roleValues([1, '2'])).toEqual([1, 2]);
  });

  it('texts where they are texts, and before the dictionary is loaded', () => {
    setDict({ residentRole: [{ id: 1, name: '业主', value: 'owner' }, { id: 2, name: '租户', value: '2' }] });
    expect(roleValues(['owner', '2'])).toEqual(['owner', '2']);
    setDict({});
    expect(roleValues(['1', 'x'])).toEqual(['1', 'x']);
    expect(roleValues(null)).toEqual([]);
  });
});
