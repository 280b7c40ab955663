import { defineEntity } from '../../crud/entity.ts';
import { registerEntity } from '../../crud/graphql.ts';
import { AppError } from '../../errors.ts';
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
    async beforeWrite(_ctx, tx, data, mode, input) {
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
    },
    async afterDelete(_ctx, tx, ids) {
      // Child menus and buttons go with their parent.
      const rows = await tx.baseSysMenu.findMany({ select: { id: true, parentId: true } });
      const orphans = descendantsOf([...rows, ...ids.map((id) => ({ id, parentId: null }))], ids);
      if (orphans.length) await tx.baseSysMenu.deleteMany({ where: { id: { in: orphans } } });
    },
  },
});

registerEntity(sysMenu);
