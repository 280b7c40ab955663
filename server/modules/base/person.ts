/** The logged-in user's own record, readable without base:sys:user permissions. */
import { builder } from '../../builder.ts';
import { graphqlTypeOf } from '../../crud/graphql.ts';
import { scalarFields } from '../../crud/datamodel.ts';
import type { EntityFieldBuilder } from '../../crud/entity.ts';
import type { BaseSysMenu } from '../../generated/prisma/client.ts';

const SECRET = new Set(['password']);

export const personFields = scalarFields('BaseSysUser').filter((f) => !SECRET.has(f.name) && f.name !== 'id');

export const Person = builder.objectRef<Record<string, unknown>>('Person').implement({
  description: 'The logged-in admin user (without password)',
  fields: (t) => ({
    rowId: t.int({ resolve: (u) => u.id as number }),
    ...Object.fromEntries(
      personFields.map((f) => [
        f.name,
        // The columns are listed from the datamodel at run time: their fields are made through the kit's loosely typed builder.
        (t as EntityFieldBuilder).field({ type: graphqlTypeOf(f), nullable: !f.isRequired, description: f.doc || undefined, resolve: (u: Record<string, unknown>) => u[f.name] }),
      ]),
    ),
  }),
});

export const PermMenuItem = builder.objectRef<BaseSysMenu>('PermMenuItem').implement({
  description: 'A menu row the viewer may use: directories (0) and pages (1) form the tree, buttons (2) carry permissions',
  fields: (t) => ({
    rowId: t.int({ resolve: (m) => m.id }),
    parentId: t.int({ nullable: true, resolve: (m) => m.parentId }),
    name: t.string({ resolve: (m) => m.name }),
    router: t.string({ nullable: true, resolve: (m) => m.router }),
    perms: t.string({ nullable: true, resolve: (m) => m.perms }),
    type: t.int({ resolve: (m) => m.type }),
    icon: t.string({ nullable: true, resolve: (m) => m.icon }),
    orderNum: t.int({ resolve: (m) => m.orderNum }),
    viewPath: t.string({ nullable: true, resolve: (m) => m.viewPath }),
    keepAlive: t.boolean({ resolve: (m) => m.keepAlive }),
    isShow: t.boolean({ resolve: (m) => m.isShow }),
    createTime: t.field({ type: 'DateTime', resolve: (m) => m.createTime }),
    updateTime: t.field({ type: 'DateTime', resolve: (m) => m.updateTime }),
  }),
});

export const PermMenu = builder.objectRef<{ menus: BaseSysMenu[]; perms: string[] }>('PermMenu').implement({
  fields: (t) => ({
    menus: t.field({ type: [PermMenuItem], resolve: (p) => p.menus }),
    perms: t.stringList({ resolve: (p) => p.perms }),
  }),
});
