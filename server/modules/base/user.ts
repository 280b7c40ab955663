import { builder } from '../../builder.ts';
import { defineEntity, permOf } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../../auth/password.ts';
import { SUPER_USERNAME } from '../../auth/service.ts';
import { departmentScope } from './department-scope.ts';
import { defineRoute } from '../../rest/registry.ts';

export const sysUser = defineEntity({
  model: 'BaseSysUser',
  type: 'SysUser',
  creator: true,
  prefix: 'base/sys/user',
  hidden: ['password'],
  readOnly: ['passwordV', 'socketId'],
  keepWhenBlank: ['password'],
  filters: {
    eq: ['status'],
    keyword: ['name', 'username', 'nickName', 'phone'],
    in: [{ name: 'departmentIds', column: 'departmentId' }],
  },
  inputs: { roleIdList: { type: 'Int', list: true, label: '角色' } },
  rules: { password: { kind: 'length', min: PASSWORD_MIN, max: PASSWORD_MAX, message: 'validation.passwordLength' } },
  // Data permission: users of the departments the viewer's roles cover.
  scope: async (ctx) => {
    const deps = await departmentScope(ctx);
    return deps ? { OR: [{ departmentId: { in: deps } }, { id: ctx.viewer!.userId }] } : null;
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (data.departmentId !== undefined && data.departmentId !== null) {
        const dept = await tx.baseSysDepartment.findUnique({ where: { id: data.departmentId }, select: { id: true } });
        if (!dept) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
      }
      if (data.username !== undefined) {
        const other = await tx.baseSysUser.findFirst({ where: { username: data.username, NOT: { id: mode === 'update' ? Number(input.id) : 0 } }, select: { id: true } });
        if (other) throw new AppError('user.usernameTaken', {}, 1001, 'username');
      }
      if (typeof data.password === 'string') {
        data.password = await hashPassword(data.password);
        // A new password invalidates every token issued before it.
        if (mode === 'update') data.passwordV = { increment: 1 };
      }
    },
    async afterWrite(ctx, tx, id, input, mode) {
      if (Array.isArray(input.roleIdList)) {
        const roleIds = [...new Set(input.roleIdList.map(Number))];
        await tx.baseSysUserRole.deleteMany({ where: { userId: id } });
        if (roleIds.length) await tx.baseSysUserRole.createMany({ data: roleIds.map((roleId) => ({ userId: id, roleId })) });
      }
      const passwordChanged = mode === 'update' && typeof input.password === 'string' && input.password.trim() !== '';
      if (mode === 'update' && (Number(input.status) === 0 || passwordChanged)) await ctx.auth.revokeUser(id, tx as any);
    },
    async beforeDelete(ctx, tx, ids) {
      if (ctx.viewer && ids.includes(ctx.viewer.userId)) throw new AppError('user.cannotDeleteSelf');
      const admin = await tx.baseSysUser.findFirst({ where: { id: { in: ids }, username: SUPER_USERNAME }, select: { id: true } });
      if (admin) throw new AppError('user.cannotDeleteAdmin');
      for (const id of ids) await ctx.auth.revokeUser(id, tx as any);
    },
  },
  extraFields: (t) => ({
    departmentName: t.string({
      nullable: true,
      description: '部门名称',
      resolve: async (u: any, _a: unknown, ctx: any) => (await ctx.loaders.byId('BaseSysDepartment', u.departmentId, { name: true }))?.name ?? null,
    }),
    roleIdList: t.intList({
      description: '角色ID',
      select: { roles: { select: { roleId: true } } },
      resolve: (u: any) => u.roles.map((r: any) => r.roleId),
    }),
    roleName: t.string({
      nullable: true,
      description: '角色名称',
      select: { roles: { select: { role: { select: { name: true } } } } },
      resolve: (u: any) => u.roles.map((r: any) => r.role.name).join(',') || null,
    }),
  }),
  rest: { page: ['departmentName', 'roleName'], info: ['roleIdList', 'departmentName'] },
});

registerEntity(sysUser);

builder.mutationField('sysUserMove', (t) =>
  t.field({
    type: ['Int'],
    errors: {},
    description: 'Moves users to a department (perm base:sys:user:move)',
    authScopes: { perm: permOf('base/sys/user', 'move') },
    args: { departmentId: t.arg.int({ required: true }), userIds: t.arg.intList({ required: true }) },
    resolve: async (_r, { departmentId, userIds }, ctx) => {
      const dept = await ctx.db.baseSysDepartment.findUnique({ where: { id: departmentId }, select: { id: true } });
      if (!dept) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
      const deps = await departmentScope(ctx);
      // The target must be a department the viewer's data permission covers, like the users moved.
      if (deps && !deps.includes(departmentId)) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
      const where = { id: { in: userIds }, ...(deps ? { departmentId: { in: deps } } : {}) };
      const moved = await ctx.db.baseSysUser.findMany({ where, select: { id: true } });
      await ctx.db.baseSysUser.updateMany({ where: { id: { in: moved.map((m) => m.id) } }, data: { departmentId } });
      return moved.map((m) => m.id);
    },
  }),
);

defineRoute({
  method: 'post',
  module: 'base',
  prefix: '/admin/base/sys/user',
  path: '/move',
  summary: '移动部门',
  perm: permOf('base/sys/user', 'move'),
  document: `mutation($departmentId: Int!, $userIds: [Int!]!) { r: sysUserMove(departmentId: $departmentId, userIds: $userIds) { __typename ... on AppError { code message httpStatus retryAfter } ... on MutationSysUserMoveSuccess { data } } }`,
  // Numbers may arrive as strings, like everywhere else in the REST layer; anything else fails the Int coercion.
  variables: (b) => ({ departmentId: numeric(b.departmentId), userIds: Array.isArray(b.userIds) ? b.userIds.map(numeric) : b.userIds }),
  result: () => undefined,
});

function numeric(v: unknown): unknown {
  return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
}
