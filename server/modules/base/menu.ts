/**
 * Menus (base/sys/menu): the tree of directories, pages and permission
 * buttons; and create (a page with the buttons of a declared resource),
 * export, parse and import (menu-transfer.ts).
 */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { modelInfo } from '../../crud/datamodel.ts';
import { AppError } from '../../kernel/errors.ts';
import { assertParentOk, descendantsOf } from './tree.ts';
import { createMenuPage, exportMenus, importMenus, parseMenus, permsNotHeld, type CreateInput } from './menu-transfer.ts';

const MenuCreateInput = builder.inputType('SysMenuCreateInput', {
  description: 'A page for a declared resource, with one permission button per declared action of it',
  fields: (t) => ({
    prefix: t.string({ required: false, description: 'REST prefix of the declared resource, e.g. demo/goods' }),
    parentId: t.int({ required: false, description: 'The directory the page goes in (none: top level)' }),
    name: t.string({ required: false, description: '菜单名称' }),
    router: t.string({ required: false, description: '菜单地址' }),
    viewPath: t.string({ required: false, description: '视图地址' }),
    icon: t.string({ required: false, description: '图标 (default icon-menu)' }),
    orderNum: t.int({ required: false, description: '排序' }),
    keepAlive: t.boolean({ required: false, description: '路由缓存' }),
    isShow: t.boolean({ required: false, description: '是否显示' }),
    actions: t.stringList({ required: false, description: 'Actions to make buttons for (default: every declared action of the prefix)' }),
  }),
});

const MenuButton = builder.objectRef<{ id: number; name: string; perms: string }>('SysMenuCreatedButton').implement({
  fields: (t) => ({ rowId: t.exposeInt('id'), name: t.exposeString('name'), perms: t.exposeString('perms') }),
});

const MenuCreated = builder.objectRef<{ id: number; buttons: { id: number; name: string; perms: string }[] }>('SysMenuCreateResult').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id', { description: 'Database id of the page' }),
    buttons: t.field({ type: [MenuButton], resolve: (r) => r.buttons }),
  }),
});

/** A menu of an import plan. */
type PlanMenu = { path: string; name: string; type: number; router: string | null; viewPath: string | null; perms: string | null; id: number | null };
/** A refusal of an import plan. */
type PlanRefusal = { path: string; field: string | null; message: string };

const PlanItem = builder
  .objectRef<PlanMenu>('SysMenuImportItem')
  .implement({
    description: 'A menu of an import: its place in the tree (names joined by " / ") and values',
    fields: (t) => ({
      path: t.exposeString('path'),
      name: t.exposeString('name'),
      type: t.exposeInt('type'),
      router: t.exposeString('router', { nullable: true }),
      viewPath: t.exposeString('viewPath', { nullable: true }),
      perms: t.exposeString('perms', { nullable: true }),
      rowId: t.int({ nullable: true, description: 'The existing menu it matches (exists)', resolve: (i) => i.id }),
    }),
  });

const PlanError = builder.objectRef<PlanRefusal>('SysMenuImportError').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    field: t.exposeString('field', { nullable: true }),
    message: t.exposeString('message', { description: 'Translated into the caller language' }),
  }),
});

const Plan = builder.objectRef<{ create: PlanMenu[]; exists: PlanMenu[]; errors: PlanRefusal[] }>('SysMenuImportPlan').implement({
  description: 'What an import would do: menus it would create, menus that already exist, and what it would refuse',
  fields: (t) => ({
    create: t.field({ type: [PlanItem], resolve: (p) => p.create }),
    exists: t.field({ type: [PlanItem], resolve: (p) => p.exists }),
    errors: t.field({ type: [PlanError], resolve: (p) => p.errors }),
  }),
});

const ImportResult = builder.objectRef<{ created: number; existing: number; createdIds: number[] }>('SysMenuImportResult').implement({
  fields: (t) => ({
    created: t.exposeInt('created', { description: 'Menus created' }),
    existing: t.exposeInt('existing', { description: 'Menus of the tree that existed already (left as they are)' }),
    createdIds: t.exposeIntList('createdIds'),
  }),
});

/** The tree to import: the body field `menus` (the exported array, or {menus}), an uploaded .json file (`file`), or a bare array body. */
const importArgs = (b: Record<string, unknown>) => ({ menus: b.menus ?? b.file ?? b.list, parentId: b.parentId });

const MENU_TYPE_VALUES = (modelInfo('BaseSysMenu').byName.get('type')!.options ?? []).map((o) => o.value);

// Typed: resolvers below refer to it, and TypeScript cannot infer a type from itself.
export const sysMenu: EntityDecl = defineEntity({
  model: 'BaseSysMenu',
  type: 'SysMenu',
  prefix: 'base/sys/menu',
  translatable: ['name'],
  // The source's menu list names each row's parent, as its department list does.
  lookups: { parentName: { model: 'BaseSysMenu', column: 'parentId', pick: 'name', description: '上级菜单名称' } },
  rest: { page: ['parentName'] },
  filters: { eq: ['type', 'parentId'], keyword: ['name', 'router', 'perms'] },
  defaultOrder: { field: 'orderNum', sort: 'asc' },
  rules: {
    // A route starts with /; an external page (opened in an iframe) may be a full http(s) URL.
    router: { kind: 'pattern', pattern: '^(/|https?://)', message: 'validation.routerSlash' },
  },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (data.type !== undefined && !MENU_TYPE_VALUES.includes(data.type)) {
        throw new AppError('validation.type', { field: { label: modelInfo('BaseSysMenu').byName.get('type')!.label, name: 'type', model: 'BaseSysMenu' } }, 1001, 'type');
      }
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
      if (permsNotHeld(ctx, data.perms).length) throw new AppError('menu.grantPerm', {}, 1001, 'perms');
      if (!ctx.viewer!.isSuper && mode === 'update' && !ctx.viewer!.menuIds.has(Number(input.id))) throw new AppError('menu.grantPerm');
    },
    async beforeDelete(ctx, _tx, ids) {
      if (!ctx.viewer!.isSuper && ids.some((id) => !ctx.viewer!.menuIds.has(id))) throw new AppError('menu.grantPerm');
    },
    // Child menus and buttons go with their parent (and come back with it from the recycle bin).
    async expandDelete(_ctx, tx, ids) {
      return descendantsOf(await tx.baseSysMenu.findMany({ select: { id: true, parentId: true } }), ids);
    },
  },
  operations: [
    {
      action: 'create',
      method: 'post',
      summary: '创建菜单',
      graphql: (t) =>
        t.field({
          type: MenuCreated,
          description: 'Creates a page for a declared resource (by its REST prefix) with one permission button per declared action; a non-super user only with buttons for permissions they hold',
          args: { input: t.arg({ type: MenuCreateInput, required: true }) },
          resolve: (_r: unknown, { input }: { input: CreateInput }, ctx) => createMenuPage(ctx, sysMenu, input),
        }),
      rest: { args: (b) => ({ input: b }) },
    },
    {
      action: 'export',
      method: 'post',
      kind: 'query',
      summary: '导出菜单',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'The chosen menus and their descendants as a tree (childMenus), without ids or timestamps, for import elsewhere',
          args: { ids: t.arg.intList({ required: true }) },
          resolve: (_r: unknown, { ids }: { ids: number[] }, ctx) => exportMenus(ctx, sysMenu, ids),
        }),
      rest: { args: (b) => ({ ids: b.ids ?? [] }) },
    },
    {
      action: 'parse',
      method: 'post',
      kind: 'query',
      summary: '解析菜单',
      graphql: (t) =>
        t.field({
          type: Plan,
          description: 'A preview of an import: menus it would create, menus that exist already, and errors; writes nothing',
          args: { menus: t.arg({ type: 'JSON', required: true, description: '菜单' }), parentId: t.arg.int({ required: false }) },
          resolve: (_r: unknown, args, ctx) => parseMenus(ctx, sysMenu, args.menus, args.parentId),
        }),
      rest: { args: importArgs },
    },
    {
      action: 'import',
      method: 'post',
      summary: '导入菜单',
      graphql: (t) =>
        t.field({
          type: ImportResult,
          description: 'Merges an exported tree into the menus, without duplicates, all or nothing',
          args: { menus: t.arg({ type: 'JSON', required: true, description: '菜单' }), parentId: t.arg.int({ required: false }) },
          resolve: (_r: unknown, args, ctx) => importMenus(ctx, sysMenu, args.menus, args.parentId),
        }),
      rest: { args: importArgs },
    },
  ],
  labels: {
    name: { 'zh-tw': '菜單', en: 'Menu' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      parentId: { 'zh-tw': '父菜單ID', en: 'Parent menu ID' },
      name: { 'zh-tw': '菜單名稱', en: 'Menu name' },
      router: { 'zh-tw': '菜單地址', en: 'Menu route' },
      viewPath: { 'zh-tw': '視圖地址', en: 'View path' },
      perms: { 'zh-tw': '權限', en: 'Permissions' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '目錄', en: 'Directory' },
      'type.1': { 'zh-tw': '菜單', en: 'Menu' },
      'type.2': { 'zh-tw': '權限', en: 'Permission' },
      icon: { 'zh-tw': '圖標', en: 'Icon' },
      orderNum: { 'zh-tw': '排序', en: 'Sort order' },
      keepAlive: { 'zh-tw': '路由緩存', en: 'Route cache' },
      isShow: { 'zh-tw': '是否顯示', en: 'Visible' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
      parentName: { 'zh-tw': '上級選單名稱', en: 'Parent menu name' },
    },
  },
});
