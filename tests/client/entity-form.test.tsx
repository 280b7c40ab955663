// @vitest-environment happy-dom
/**
 * Form validation from the entity declarations (SPEC §5): required columns,
 * max lengths, the password length 6–16 and the menu route pattern, with the
 * same message keys as the server, translated; a server error about a field
 * highlights that field; Enter submits and Escape cancels.
 */
import { ruleMessage, rulesOf, type FieldRule } from '../../server/core/field-rules.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EntityForm } from '../../client/src/components/DataTable/index.ts';
import entities from '../../client/src/meta/entities.json';
import { DictInfo, SysMenu, SysUser } from '../../client/src/meta/entities.json';
import zhCN from '../../client/src/i18n/messages/zh-cn.ts';
import zhTW from '../../client/src/i18n/messages/zh-tw.ts';
import en from '../../client/src/i18n/messages/en.ts';
import { captureMessages, resetClientState } from './helpers.ts';
import { renderApp } from './render.tsx';
import { FieldError, entityMeta, validateValue, type FormValues } from '../../client/src/entity/index.ts';

const user = entityMeta(SysUser);
const menu = entityMeta(SysMenu);

beforeEach(() => resetClientState('/sys/user'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('rules of the declarations', () => {
  it('required, max length, password length and route pattern give the server message keys', () => {
    const label = { label: 'X' };
    expect(validateValue(user, 'username', '', label)).toEqual({ id: 'validation.required', values: { field: 'X' } });
    expect(validateValue(user, 'username', 'a'.repeat(100), label)).toBeNull();
    expect(validateValue(user, 'username', 'a'.repeat(101), label)).toEqual({ id: 'validation.maxLength', values: { field: 'X', max: 100 } });
    expect(validateValue(user, 'phone', '1'.repeat(21), label)).toMatchObject({ id: 'validation.maxLength', values: { max: 20 } });
    expect(validateValue(user, 'password', '12345', label)).toMatchObject({ id: 'validation.passwordLength' });
    expect(validateValue(user, 'password', '123456', label)).toBeNull();
    expect(validateValue(user, 'password', '1234567890123456', label)).toBeNull();
    expect(validateValue(user, 'password', '12345678901234567', label)).toMatchObject({ id: 'validation.passwordLength' });
    // optional on edit: blank passes, a short one still fails
    expect(validateValue(user, 'password', '', { label: 'X', required: false })).toBeNull();
    expect(validateValue(user, 'password', '123', { label: 'X', required: false })).toMatchObject({ id: 'validation.passwordLength' });
    expect(validateValue(menu, 'router', 'sys/user', label)).toEqual({ id: 'validation.routerSlash', values: { field: 'X' } });
    expect(validateValue(menu, 'router', '/sys/user', label)).toBeNull();
    expect(validateValue(menu, 'router', 'https://example.com', label)).toBeNull();
    expect(validateValue(menu, 'router', '', label)).toBeNull();
    expect(validateValue(menu, 'orderNum', '1.5', label)).toEqual({ id: 'validation.type', values: { field: 'X' } });
  });

  it('every message key of a declared rule is translated in every locale', () => {
    const keys = new Set<string>(['validation.required', 'validation.maxLength', 'validation.type', 'validation.endBeforeStart']);
    for (const e of Object.values(entities as unknown as Record<string, { rules: Record<string, FieldRule | FieldRule[]> }>)) {
      for (const name of Object.keys(e.rules)) for (const r of rulesOf(e.rules, name)) keys.add(ruleMessage(r).key);
    }
    expect(keys.has('validation.passwordLength')).toBe(true);
    expect(keys.has('validation.routerSlash')).toBe(true);
    expect(keys.has('validation.format.idCard')).toBe(true);
    for (const catalogue of [zhCN, zhTW, en]) for (const k of keys) expect(catalogue, k).toHaveProperty(k);
  });
});

function userForm(onSubmit: (v: FormValues) => Promise<unknown>, mode: 'add' | 'edit' = 'add', onClose = vi.fn()) {
  renderApp(
    <EntityForm
      meta={user}
      open
      mode={mode}
      title="用户"
      initial={mode === 'edit' ? { name: '张三', username: 'zhang', password: '', status: 1 } : { status: 1 }}
      fields={['name', 'username', { name: 'password', kind: 'password', required: mode === 'add' }, 'phone', { name: 'status', required: true }, 'remark']}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return onClose;
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const input = (name: string) => field(name).querySelector<HTMLInputElement>('input, textarea, select')!;

describe('the add/edit form', () => {
  it('shows the translated messages of the rules and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    userForm(onSubmit);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('姓名不能为空')).toBeTruthy();
    expect(within(dialog).getByText('用户名不能为空')).toBeTruthy();
    expect(within(dialog).getByText('密码不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input('name'), { target: { value: '张三' } });
    fireEvent.change(input('username'), { target: { value: 'u'.repeat(101) } });
    fireEvent.change(input('password'), { target: { value: '123' } });
    fireEvent.change(input('phone'), { target: { value: '1'.repeat(21) } });
    fireEvent.submit(input('name').form!);
    expect(await within(dialog).findByText('用户名长度不能超过100个字符')).toBeTruthy();
    expect(within(dialog).getByText('密码长度需在6到16个字符之间')).toBeTruthy();
    expect(within(dialog).getByText('手机长度不能超过20个字符')).toBeTruthy();
    expect(within(dialog).queryByText('姓名不能为空')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter submits the typed values; success shows 操作成功 and closes', async () => {
    const messages = captureMessages();
    const onSubmit = vi.fn(async () => {});
    const onClose = userForm(onSubmit);
    await screen.findByRole('dialog');
    fireEvent.change(input('name'), { target: { value: '张三' } });
    fireEvent.change(input('username'), { target: { value: 'zhang' } });
    fireEvent.change(input('password'), { target: { value: '123456' } });
    fireEvent.change(input('status'), { target: { value: '0' } });
    fireEvent.submit(input('password').form!); // Enter in a field submits the form
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: '张三', username: 'zhang', password: '123456', phone: '', status: 0, remark: '' });
    await waitFor(() => expect(messages).toContainEqual({ type: 'success', text: '操作成功' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('on edit a blank password is left out (kept by the server)', async () => {
    const onSubmit = vi.fn(async (_values: FormValues) => {});
    userForm(onSubmit, 'edit');
    await screen.findByRole('dialog');
    fireEvent.submit(input('name').form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('password');
  });

  it('a server error about a field highlights that field', async () => {
    const messages = captureMessages();
    const onSubmit = vi.fn(async () => {
      throw new FieldError('用户名已存在', 1001, 'username');
    });
    const onClose = userForm(onSubmit);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(input('name'), { target: { value: '张三' } });
    fireEvent.change(input('username'), { target: { value: 'admin' } });
    fireEvent.change(input('password'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('用户名已存在')).toBeTruthy();
    expect(field('username').getAttribute('data-invalid')).not.toBeNull();
    expect(field('name').getAttribute('data-invalid')).toBeNull();
    expect(messages).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    // typing in the field clears its error
    fireEvent.change(input('username'), { target: { value: 'admin2' } });
    expect(within(dialog).queryByText('用户名已存在')).toBeNull();
  });

  it('an error not about a shown field is a toast', async () => {
    const messages = captureMessages();
    userForm(async () => {
      throw new Error('网络异常，请检查网络连接');
    });
    await screen.findByRole('dialog');
    fireEvent.change(input('name'), { target: { value: '张三' } });
    fireEvent.change(input('username'), { target: { value: 'z' } });
    fireEvent.change(input('password'), { target: { value: '123456' } });
    fireEvent.submit(input('name').form!);
    await waitFor(() => expect(messages).toContainEqual({ type: 'error', text: '网络异常，请检查网络连接' }));
  });

  it('Escape cancels', async () => {
    const onClose = userForm(async () => {});
    await screen.findByRole('dialog');
    fireEvent.keyDown(input('name'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('the menu route must start with / (or be an http address)', async () => {
    const onSubmit = vi.fn(async () => {});
    renderApp(
      <EntityForm meta={menu} open mode="add" title="菜单" initial={{ type: 1, name: '用户', router: 'sys/user' }} fields={['type', 'name', 'router']} onSubmit={onSubmit} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('路由必须以 / 开头')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('router'), { target: { value: '/sys/user' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ type: 1, name: '用户', router: '/sys/user' }));
  });

  it('holds the other languages of the translatable fields and sends them as i18n, merged with what the row had', async () => {
    const dict = entityMeta(DictInfo);
    expect(dict.translatable).toEqual(['name', 'remark']);
    const onSubmit = vi.fn(async (_values: FormValues) => {});
    // An English reader edits a seeded item: the name field shows English, the other languages are below it.
    // The row answers its translations as GraphQL's [Translation] list; the form sends the i18n object.
    const initial = { name: 'Owner', value: '1', remark: '', i18n: [{ language: 'EN', field: 'name', text: 'Owner' }, { language: 'ZH_TW', field: 'name', text: '業主' }] };
    renderApp(<EntityForm meta={dict} open mode="edit" title="Item" initial={initial} fields={['name', 'value', 'remark']} onSubmit={onSubmit} onClose={() => {}} />, 'en');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Translations into the other languages (1 filled)' }));
    const tw = within(dialog).getByLabelText('Name · 繁體中文') as HTMLInputElement;
    expect(tw.value).toBe('業主');
    // The reader's own language is the field itself, not repeated below.
    expect(within(dialog).queryByLabelText('Name · English')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name · 简体中文'), { target: { value: '业主' } });
    fireEvent.change(tw, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Owner',
      value: '1',
      remark: '',
      i18n: { en: { name: 'Owner' }, 'zh-tw': { name: '' }, 'zh-cn': { name: '业主' } },
    });
  });

  it('shows the labels in English from the declaration\'s labels, with the en catalogue', async () => {
    // the declaration's translations (printed by the server); made up here so the test does not depend on the real ones
    const userEn = entityMeta({ ...SysUser, labels: { en: { '': 'System user', username: 'Username', 'status.0': 'Disabled', 'status.1': 'Enabled' } } });
    renderApp(<EntityForm meta={userEn} open mode="add" title="User" initial={{}} fields={['username', 'status']} onSubmit={async () => {}} onClose={() => {}} />, 'en');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Username')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Username cannot be empty')).toBeTruthy();
    expect([...(input('status') as unknown as HTMLSelectElement).options].map((o) => o.text)).toContain('Enabled');
  });
});
