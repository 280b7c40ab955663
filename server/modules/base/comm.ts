/** What every logged-in user may call about themselves: person, permmenu, personUpdate, logout. */
import { builder } from '../../builder.ts';
import { AppError } from '../../errors.ts';
import { defineRoute } from '../../rest/registry.ts';
import { hashPassword, passwordLengthOk, verifyPassword } from '../../auth/password.ts';
import { buildWriteData } from '../../crud/validate.ts';
import { sysUser } from './user.ts';
import { Person, PermMenu, personFields } from './person.ts';
import { descendantsOf } from './tree.ts';

const personSelect = Object.fromEntries([['id', true], ...personFields.map((f) => [f.name, true])]);

builder.queryField('person', (t) =>
  t.field({
    type: Person,
    description: 'The logged-in user',
    authScopes: { loggedIn: true },
    resolve: async (_r, _a, ctx) => (await ctx.db.baseSysUser.findUnique({ where: { id: ctx.viewer!.userId }, select: personSelect }))!,
  }),
);

builder.queryField('permmenu', (t) =>
  t.field({
    type: PermMenu,
    description: "The viewer's menus and permission strings",
    authScopes: { loggedIn: true },
    resolve: async (_r, _a, ctx) => {
      const viewer = ctx.viewer!;
      const all = await ctx.db.baseSysMenu.findMany({ orderBy: [{ orderNum: 'asc' }, { id: 'asc' }] });
      let menus = all;
      if (!viewer.isSuper) {
        const links = await ctx.db.baseSysRoleMenu.findMany({ where: { roleId: { in: viewer.roleIds } }, select: { menuId: true } });
        const ids = new Set(links.map((l) => l.menuId));
        // Directories above a granted page come along so the tree can be built.
        const byId = new Map(all.map((m) => [m.id, m]));
        for (const id of [...ids]) {
          let p = byId.get(id)?.parentId ?? null;
          while (p !== null && !ids.has(p)) (ids.add(p), (p = byId.get(p)?.parentId ?? null));
        }
        menus = all.filter((m) => ids.has(m.id));
      }
      const perms = viewer.isSuper
        ? [...new Set(all.flatMap((m) => (m.perms ? m.perms.split(',') : [])))]
        : [...viewer.perms];
      return { menus, perms: perms.filter(Boolean).sort() };
    },
  }),
);

const PersonUpdateInput = builder.inputType('PersonUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nickName: t.string({ required: false }),
    headImg: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    password: t.string({ required: false, description: 'New password, 6 to 16 characters' }),
    oldPassword: t.string({ required: false, description: 'Current password; checked when given' }),
  }),
});

builder.mutationField('personUpdate', (t) =>
  t.field({
    type: Person,
    errors: {},
    description: 'Updates the viewer (name, nick name, avatar, contact, password). A new password ends the other sessions.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: PersonUpdateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const viewer = ctx.viewer!;
      const { password, oldPassword, ...profile } = input;
      // Same column rules (lengths, types) as the user screen.
      const { data } = buildWriteData(sysUser, Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)), 'update');
      const changing = typeof password === 'string' && password !== '';
      if (changing) {
        if (!passwordLengthOk(password)) throw new AppError('validation.passwordLength', {}, 1001, 'password');
        if (oldPassword) {
          const row = await ctx.db.baseSysUser.findUnique({ where: { id: viewer.userId }, select: { password: true } });
          if (!row || !(await verifyPassword(row.password, oldPassword))) throw new AppError('auth.oldPasswordWrong', {}, 1001, 'oldPassword');
        }
        data.password = await hashPassword(password);
        data.passwordV = { increment: 1 };
      }
      const updated = await ctx.db.$transaction(async (tx) => {
        const u = await tx.baseSysUser.update({ where: { id: viewer.userId }, data, select: personSelect });
        // Tokens carry passwordV, so every older token now gets 401; refresh tokens are revoked too.
        if (changing) await ctx.auth.revokeUser(viewer.userId, tx as any);
        return u;
      });
      return updated;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session (its access and refresh tokens)',
    authScopes: { loggedIn: true },
    resolve: async (_r, _a, ctx) => {
      await ctx.auth.revokeFamily(ctx.viewer!.sessionId);
      return true;
    },
  }),
);

export const PERSON_SELECTION = `rowId ${personFields.map((f) => f.name).join(' ')}`;

const comm = { module: 'base', prefix: '/admin/base/comm' } as const;
const errorsSel = '__typename ... on AppError { code message httpStatus retryAfter }';

defineRoute({
  ...comm,
  method: 'get',
  path: '/person',
  summary: '个人信息',
  perm: null,
  document: `query { r: person { id: ${PERSON_SELECTION} } }`,
  variables: () => ({}),
  result: (d) => d.r,
});
defineRoute({
  ...comm,
  method: 'get',
  path: '/permmenu',
  summary: '权限与菜单',
  perm: null,
  document: `query { r: permmenu { perms menus { id: rowId parentId name router perms type icon orderNum viewPath keepAlive isShow createTime updateTime } } }`,
  variables: () => ({}),
  result: (d) => d.r,
});
defineRoute({
  ...comm,
  method: 'post',
  path: '/personUpdate',
  summary: '修改个人信息',
  perm: null,
  document: `mutation($input: PersonUpdateInput!) { r: personUpdate(input: $input) { ${errorsSel} ... on MutationPersonUpdateSuccess { data { rowId } } } }`,
  variables: (b) => ({
    input: Object.fromEntries(
      ['name', 'nickName', 'headImg', 'phone', 'email', 'password', 'oldPassword']
        .filter((k) => b[k] !== undefined)
        .map((k) => [k, b[k] === null ? null : String(b[k])]),
    ),
  }),
  result: () => undefined,
});
defineRoute({
  ...comm,
  method: 'post',
  path: '/logout',
  summary: '退出',
  perm: null,
  document: `mutation { r: logout }`,
  variables: () => ({}),
  result: () => undefined,
});

