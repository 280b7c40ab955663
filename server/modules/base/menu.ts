/** Menus (base/sys/menu): the tree of directories, pages and permission buttons. */
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { assertParentOk, descendantsOf } from './tree.ts';

export const sysMenu = defineEntity({
  model: 'BaseSysMenu',
  type: 'SysMenu',
  prefix: 'base/sys/menu',
  filters: { eq: ['type', 'parentId'], keyword: ['name', 'router', 'perms'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
  rules: {
    // A route starts with /; an external page (opened in an iframe) may be a full http(s) URL.
    router: { kind: 'pattern', pattern: '^(/|https?://)', message: 'validation.routerSlash' },
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (data.parentId !== undefined && data.parentId !== null) {
        const parent = await tx.baseSysMenu.findUnique({ where: { id: data.parentId }, select: { id: true } });
        if (!parent) throw new AppError('validation.notFound', {}, 1001, 'parentId');
      }
      if (mode === 'update' && data.parentId !== undefined) {
        const rows = await tx.baseSysMenu.findMany({ select: { id: true, parentId: true } });
        assertParentOk(rows, Number(input.id), data.parentId, 'menu.parentIsSelf');
      }
      // Permission strings are stored comma-separated without blanks.
      if (typeof data.perms === 'string') data.perms = data.perms.split(',').map((p: string) => p.trim()).filter(Boolean).join(',') || null;
      // A menu's permissions are rights: nobody writes one they do not hold (a button would grant it to their roles).
      const viewer = ctx.viewer!;
      if (!viewer.isSuper && typeof data.perms === 'string' && data.perms.split(',').some((p: string) => !viewer.perms.has(p))) {
        throw new AppError('menu.grantPerm', {}, 1001, 'perms');
      }
      if (!viewer.isSuper && mode === 'update' && !viewer.menuIds.has(Number(input.id))) throw new AppError('menu.grantPerm');
    },
    async beforeDelete(ctx, _tx, ids) {
      if (!ctx.viewer!.isSuper && ids.some((id) => !ctx.viewer!.menuIds.has(id))) throw new AppError('menu.grantPerm');
    },
    // Child menus and buttons go with their parent (and come back with it from the recycle bin).
    async expandDelete(_ctx, tx, ids) {
      return descendantsOf(await tx.baseSysMenu.findMany({ select: { id: true, parentId: true } }), ids);
    },
  },
});
