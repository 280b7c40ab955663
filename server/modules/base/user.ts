/**
 * Admin users (base/sys/user): department data permission, role links,
 * moves, and no escalation: a non-super editor changes only users whose
 * rights lie within their own, and only within them (grants.ts, applied by
 * the generic write path through `guard`).
 */
import { INT_LIST } from '../../crud/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { localized } from '../../crud/translations.ts';
import { AppError } from '../../kernel/errors.ts';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from '../../auth/password.ts';
import { SUPER_USERNAME } from '../../auth/service.ts';
import { departmentScope } from './department-scope.ts';
import { numberList, userWithinEditor } from './grants.ts';
import { AREA_NAME, linkedIds } from '../../crud/lookups.ts';
import { whenLoaded } from '../../crud/loaders.ts';
import { rowColumns } from '../../crud/select.ts';
import { updateRow } from '../../crud/service.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';
import type { LoadedRow } from '../../kernel/context.ts';

/** What roleName reads of each user's roles: one object, so the loader's batch key is built once (crud/loaders.ts keyOf). */
const ROLE_NAMES = { roleId: true, role: { select: { name: true, i18n: true } } } as const;

export const sysUser = defineEntity({
  model: 'BaseSysUser',
  type: 'SysUser',
  creator: true,
  prefix: 'base/sys/user',
  shapes: { areaIds: INT_LIST },
  secret: ['password'],
  // One user per username as people read it (core/fold.ts): no "admin\u200b" or "ＡＤＭＩＮ" beside "admin".
  unique: [{ fields: ['username'], key: 'usernameKey' }],
  // The password version counts password changes (tokens issued before one stop working); the socket id is the live connection's.
  serverManaged: ['passwordV', 'socketId'],
  keepWhenBlank: ['password'],
  dataPermissionColumn: 'departmentId',
  dicts: { propertyCompany: 'propertyCompany' },
  filters: {
    eq: ['status'],
    keyword: ['name', 'username', 'nickName', 'phone'],
    in: [{ name: 'departmentIds', column: 'departmentId' }],
  },
  inputs: { roleIdList: { type: 'Int', list: true, label: '角色' } },
  rules: { password: { kind: 'length', min: PASSWORD_MIN, max: PASSWORD_MAX, message: 'validation.passwordLength' }, phone: RULE.phone, email: RULE.email },
  // Only users whose rights lie within the editor's, and only within them: update, password, status, move, delete.
  guard: userWithinEditor,
  // Data permission: users of the departments the viewer's roles cover (and the viewer's own row, read-only here).
  scope: async (ctx) => {
    const deps = await departmentScope(ctx);
    return deps ? { OR: [{ departmentId: { in: deps } }, { id: ctx.viewer!.userId }] } : null;
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      const viewer = ctx.viewer!;
      const id = mode === 'update' ? Number(input.id) : null;
      // One's own row changes only through personUpdate (profile and password), never one's rights.
      if (id === viewer.userId) throw new AppError('user.editSelf');
      if (data.departmentId !== undefined && data.departmentId !== null) {
        const dept = await tx.baseSysDepartment.findUnique({ where: { id: data.departmentId }, select: { id: true } });
        const deps = await departmentScope(ctx);
        if (!dept || (deps && !deps.includes(data.departmentId))) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
      }
      // Roles and communities granted or taken away: checked on the result by the guard (grants.ts).
      if (data.username !== undefined) {
        const other = await tx.baseSysUser.findFirst({ where: { username: data.username, NOT: { id: id ?? 0 } }, select: { id: true } });
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
        const roleIds = numberList(input.roleIdList);
        await tx.baseSysUserRole.deleteMany({ where: { userId: id } });
        if (roleIds.length) await tx.baseSysUserRole.createMany({ data: roleIds.map((roleId) => ({ userId: id, roleId })) });
      }
      const passwordChanged = mode === 'update' && typeof input.password === 'string' && input.password.trim() !== '';
      if (mode === 'update' && (Number(input.status) === 0 || passwordChanged)) await ctx.auth.revokeUser(tx, id);
    },
    async beforeDelete(ctx, tx, ids) {
      if (ctx.viewer && ids.includes(ctx.viewer.userId)) throw new AppError('user.cannotDeleteSelf');
      const admin = await tx.baseSysUser.findFirst({ where: { id: { in: ids }, username: SUPER_USERNAME }, select: { id: true } });
      if (admin) throw new AppError('user.cannotDeleteAdmin');
      for (const id of ids) await ctx.auth.revokeUser(tx, id);
    },
    async afterRestore(_ctx, tx, ids) {
      // Back into an existing department only: one deleted since comes back first (the same restore, or before it).
      const users = await tx.baseSysUser.findMany({ where: { id: { in: ids }, departmentId: { not: null } }, select: { departmentId: true } });
      const wanted = [...new Set(users.map((u) => u.departmentId!))];
      if ((await tx.baseSysDepartment.count({ where: { id: { in: wanted } } })) !== wanted.length) throw new AppError('recycle.relationGone');
    },
  },
  lookups: { departmentName: { model: 'BaseSysDepartment', column: 'departmentId', pick: 'name', description: '部门名称' } },
  // The communities the user works in (areaIds), as a relation; who may grant them is the grant rules' (base/grants.ts).
  references: { areas: { ...AREA_NAME, column: 'areaIds', list: true, membership: true, description: '所属小区' } },
  extraFields: (t) => ({
    // The roles are loaded beside the page, one statement for all its users (crud/loaders.ts byParent).
    roleIdList: linkedIds(t, { model: 'BaseSysUserRole', column: 'userId', pick: 'roleId', description: '角色ID' }),
    roleName: t.string({
      nullable: true,
      description: '角色名称',
      ...rowColumns('id'),
      resolve: (u: { id: number }, _a: unknown, ctx) =>
        whenLoaded(
          ctx.loaders.byParent(ctx.db, 'BaseSysUserRole', 'userId', u.id, ROLE_NAMES),
          (roles: LoadedRow[]) =>
            [...roles]
              .sort((a, b) => (a.roleId as number) - (b.roleId as number))
              // Role names in the reader's language (crud/translations.ts).
              .map((r) => localized(r.role as { name: string }, 'name', ctx.lang))
              .join(',') || null,
        ),
    }),
  }),
  // The legacy user add answers the new id itself (data: 2); other entities answer { id }.
  rest: { page: ['departmentName', 'roleName'], info: ['roleIdList', 'departmentName'], addAnswersId: true },
  // Like the legacy user page, lists never show the super user (it cannot be edited or deleted there anyway).
  hiddenFromLists: { username: SUPER_USERNAME },
  operations: [
    {
      action: 'move',
      method: 'post',
      summary: '移动部门',
      graphql: (t) =>
        t.field({
          type: ['Int'],
          description: 'Moves users to a department (perm base:sys:user:move); answers the ids moved',
          args: { departmentId: t.arg.int({ required: true }), userIds: t.arg.intList({ required: true }) },
          resolve: async (_r: unknown, { departmentId, userIds }: { departmentId: number; userIds: number[] }, ctx) => {
            const dept = await ctx.db.baseSysDepartment.findUnique({ where: { id: departmentId }, select: { id: true } });
            if (!dept) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
            const deps = await departmentScope(ctx);
            // The target must be a department the viewer's data permission covers, like the users moved.
            if (deps && !deps.includes(departmentId)) throw new AppError('validation.notFound', {}, 1001, 'departmentId');
            // The field's scope (a permission) lets only a logged-in viewer here.
            const where = { id: { in: userIds, not: ctx.viewer!.userId }, ...(deps ? { departmentId: { in: deps } } : {}) };
            const moved: number[] = (await ctx.db.baseSysUser.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } })).map((u: { id: number }) => u.id);
            // Each move is a user update, with every rule of one (the guard: only users within the mover's rights).
            for (const id of moved) await updateRow(ctx, sysUser, { id, departmentId });
            return moved;
          },
        }),
      rest: { data: () => undefined },
    },
  ],
  labels: {
    name: { 'zh-tw': '系統用戶', en: 'Admin user' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      departmentId: { 'zh-tw': '部門ID', en: 'Department ID' },
      areaIds: { 'zh-tw': '所屬小區', en: 'Communities' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      propertyCompany: { 'zh-tw': '物業公司', en: 'Property management company' },
      name: { 'zh-tw': '姓名', en: 'Name' },
      username: { 'zh-tw': '用戶名', en: 'Username' },
      usernameKey: { 'zh-tw': '用戶名鍵', en: 'Username key' },
      password: { 'zh-tw': '密碼', en: 'Password' },
      passwordV: { 'zh-tw': '密碼版本', en: 'Password version' },
      nickName: { 'zh-tw': '暱稱', en: 'Nickname' },
      headImg: { 'zh-tw': '頭像', en: 'Avatar' },
      phone: { 'zh-tw': '手機', en: 'Mobile' },
      email: { 'zh-tw': '郵箱', en: 'Email' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
      socketId: { 'zh-tw': 'socketId', en: 'Socket ID' },
      departmentName: { 'zh-tw': '部門名稱', en: 'Department name' },
      roleIdList: { 'zh-tw': '角色', en: 'Roles' },
      roleName: { 'zh-tw': '角色名稱', en: 'Role name' },
    },
  },
});

/** zh-tw and en names of a user's roles: no entity declares BaseSysUserRole. */
registerLabels('BaseSysUserRole', {
  name: { 'zh-tw': '用戶角色', en: 'User role' },
  fields: {
    userId: { 'zh-tw': '用戶ID', en: 'User ID' },
    roleId: { 'zh-tw': '角色ID', en: 'Role ID' },
  },
});
