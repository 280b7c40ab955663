/**
 * Menus in and out (base/sys/menu create, export, parse, import).
 *
 * - create: a page for a declared resource (its REST prefix) with one
 *   permission button per declared action of it (crud/permissions.ts, the
 *   list the seed uses).
 * - export: the chosen menus and everything under them as a tree of plain
 *   values — no ids, parent ids or timestamps — in a content order that does
 *   not depend on the database (orderNum, then type, name, router, perms).
 *   Children are in `childMenus`, as the source system's client reads them.
 * - parse: what an import of such a tree would do, written nowhere.
 * - import: merges the tree into the menus, in the request's one
 *   transaction (all or nothing). A node matches an existing menu — a page
 *   by its router, a button by its permissions among its parent's buttons, a
 *   directory by its name under its parent — and only what matches nothing
 *   is created, so importing twice adds nothing. New rows go through the
 *   same validation and hooks as menu add (router, lengths, no permission
 *   the importer does not hold).
 *
 * Writes use addRow (crud/service.ts) on ctx.db, the unit of work's transaction.
 */
import { AppError } from '../../kernel/errors.ts';
import { parseJsonInput } from '../../kernel/text-input.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { addRow } from '../../crud/service.ts';
import { buildWriteData } from '../../crud/validate.ts';
import { modelInfo } from '../../crud/datamodel.ts';
import { permissionsByPrefix } from '../../crud/permissions.ts';
import { rowScope } from '../../crud/where.ts';
import { descendantsOf } from './tree.ts';
import { seedTranslations, translationsOf, type Translations } from '../../crud/translations.ts';

export const MENU_TYPES = { directory: 0, page: 1, button: 2 } as const;
/** The icon a created menu gets when none is given. */
export const DEFAULT_ICON = 'icon-menu';
export const MAX_IMPORT_NODES = 5000;
export const MAX_IMPORT_DEPTH = 12;

interface MenuRow {
  id: number;
  parentId: number | null;
  name: string;
  router: string | null;
  viewPath: string | null;
  perms: string | null;
  type: number;
  icon: string | null;
  orderNum: number;
  keepAlive: boolean;
  isShow: boolean;
  i18n?: unknown;
}

/** A menu as exported and imported. */
export interface MenuNode {
  name: string;
  type: number;
  router: string | null;
  viewPath: string | null;
  perms: string | null;
  icon: string | null;
  orderNum: number;
  keepAlive: boolean;
  isShow: boolean;
  /** The menu's translations (crud/translations.ts), when it has any. */
  i18n?: Translations;
  childMenus: MenuNode[];
}

/** Comma-separated permissions compared as a set. */
function permsKey(perms: unknown): string {
  return typeof perms === 'string' ? [...new Set(perms.split(',').map((p) => p.trim()).filter(Boolean))].sort().join(',') : '';
}

function nodeOrder(a: MenuRow, b: MenuRow): number {
  return a.orderNum - b.orderNum || a.type - b.type || a.name.localeCompare(b.name) || (a.router ?? '').localeCompare(b.router ?? '') || permsKey(a.perms).localeCompare(permsKey(b.perms)) || a.id - b.id;
}

/** Permission strings a non-super viewer does not hold (a menu carrying them would grant them). */
export function permsNotHeld(ctx: Ctx, perms: unknown): string[] {
  const viewer = ctx.viewer!;
  if (viewer.isSuper || typeof perms !== 'string') return [];
  return perms.split(',').map((p) => p.trim()).filter((p) => p && !viewer.perms.has(p));
}

// ---------------------------------------------------------------- create

export interface CreateInput {
  prefix?: string | null;
  parentId?: number | null;
  name?: string | null;
  router?: string | null;
  viewPath?: string | null;
  icon?: string | null;
  orderNum?: number | null;
  keepAlive?: boolean | null;
  isShow?: boolean | null;
  actions?: string[] | null;
}

async function assertDirectory(ctx: Ctx, parentId: number | null | undefined, field: string): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  const parent = await ctx.db.baseSysMenu.findUnique({ where: { id: parentId }, select: { type: true } });
  if (!parent) throw new AppError('validation.notFound', {}, 1001, field);
  if (parent.type !== MENU_TYPES.directory) throw new AppError('menu.parentNotDirectory', {}, 1001, field);
}

const required = (name: string, label: string) => new AppError('validation.required', { field: { label, name, model: 'BaseSysMenu' } }, 1001, name);

export async function createMenuPage(ctx: Ctx, decl: EntityDecl, input: CreateInput) {
  const prefix = (input.prefix ?? '').trim().replace(/^\/?(admin\/)?/, '').replace(/\/+$/, '');
  if (!prefix) throw new AppError('validation.required', { field: { label: '接口前缀', name: 'prefix' } }, 1001, 'prefix');
  const defs = permissionsByPrefix().get(prefix);
  if (!defs) throw new AppError('menu.unknownPrefix', { prefix: prefix.slice(0, 100) }, 1001, 'prefix');
  let chosen = defs;
  if (input.actions?.length) {
    const unknown = input.actions.find((a) => !defs.some((d) => d.action === a));
    if (unknown !== undefined) throw new AppError('menu.unknownAction', { prefix, action: String(unknown).slice(0, 100) }, 1001, 'actions');
    chosen = defs.filter((d) => input.actions!.includes(d.action));
  }
  if (!input.name?.trim()) throw required('name', modelInfo('BaseSysMenu').byName.get('name')!.label);
  if (!input.router?.trim()) throw required('router', modelInfo('BaseSysMenu').byName.get('router')!.label);
  // Checked before anything is written (the hook would refuse each button too).
  const notHeld = chosen.filter((d) => permsNotHeld(ctx, d.perm).length > 0);
  if (notHeld.length) throw new AppError('menu.grantPerm', {}, 1001, 'actions');
  await assertDirectory(ctx, input.parentId, 'parentId');
  const taken = await ctx.db.baseSysMenu.findFirst({ where: { type: MENU_TYPES.page, router: input.router.trim() }, select: { id: true } });
  if (taken) throw new AppError('menu.routerTaken', { router: input.router.trim().slice(0, 255) }, 1001, 'router');
  const pageId = await addRow(ctx, decl, {
    parentId: input.parentId ?? null,
    name: input.name,
    type: MENU_TYPES.page,
    router: input.router.trim(),
    viewPath: input.viewPath ?? null,
    icon: input.icon?.trim() || DEFAULT_ICON,
    ...(input.orderNum !== undefined && input.orderNum !== null ? { orderNum: input.orderNum } : {}),
    ...(input.keepAlive !== undefined && input.keepAlive !== null ? { keepAlive: input.keepAlive } : {}),
    ...(input.isShow !== undefined && input.isShow !== null ? { isShow: input.isShow } : {}),
  });
  const buttons: { id: number; name: string; perms: string }[] = [];
  for (const [i, d] of chosen.entries()) {
    // A button's name is the operation's summary: the product's own text, translated like the seeded buttons.
    const i18n = seedTranslations('BaseSysMenu', { name: d.summary });
    const id = await addRow(ctx, decl, { parentId: pageId, name: d.summary, type: MENU_TYPES.button, perms: d.perm, orderNum: i, ...(i18n ? { i18n } : {}) });
    buttons.push({ id, name: d.summary, perms: d.perm });
  }
  return { id: pageId, buttons };
}

// ---------------------------------------------------------------- export

function toNode(row: MenuRow, children: Map<number | null, MenuRow[]>): MenuNode {
  return {
    name: row.name,
    type: row.type,
    router: row.router,
    viewPath: row.viewPath,
    perms: row.perms,
    icon: row.icon,
    orderNum: row.orderNum,
    keepAlive: row.keepAlive,
    isShow: row.isShow,
    ...(Object.keys(translationsOf(row.i18n)).length ? { i18n: translationsOf(row.i18n) } : {}),
    childMenus: (children.get(row.id) ?? []).sort(nodeOrder).map((c) => toNode(c, children)),
  };
}

/** The chosen menus and their descendants as a tree (roots: chosen menus whose parent is not exported). */
export async function exportMenus(ctx: Ctx, decl: EntityDecl, ids: number[]): Promise<MenuNode[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw new AppError('menu.exportNone', {}, 1001, 'ids');
  if (wanted.length > MAX_IMPORT_NODES) throw new AppError('menu.importTooLarge', { max: MAX_IMPORT_NODES }, 1001, 'ids');
  const scope = await rowScope(ctx, decl);
  const all: MenuRow[] = await ctx.db.baseSysMenu.findMany({ where: scope.length ? { AND: scope } : {} });
  const byId = new Map(all.map((r) => [r.id, r]));
  if (wanted.some((id) => !byId.has(id))) throw new AppError('validation.notFound', {}, 1001, 'ids');
  const included = new Set([...wanted, ...descendantsOf(all, wanted)]);
  const children = new Map<number | null, MenuRow[]>();
  const roots: MenuRow[] = [];
  for (const r of all) {
    if (!included.has(r.id)) continue;
    if (r.parentId !== null && included.has(r.parentId)) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
    else roots.push(r);
  }
  return roots.sort(nodeOrder).map((r) => toNode(r, children));
}

// ---------------------------------------------------------------- parse and import

export interface PlanItem {
  path: string;
  name: string;
  type: number;
  router: string | null;
  viewPath: string | null;
  perms: string | null;
  /** The existing menu it matched (exists), or the menu created (import). */
  id: number | null;
}

export interface PlanError {
  path: string;
  field: string | null;
  message: string;
}

export interface Plan {
  create: PlanItem[];
  exists: PlanItem[];
  errors: PlanError[];
}

/** The import's tree from what clients send: the exported array, {menus: [...]}, or either as JSON text (an uploaded file). */
export function menusFromInput(raw: unknown): unknown[] {
  let value = raw;
  // Parsed and judged as input (kernel/text-input.ts): what it holds is stored.
  if (typeof value === 'string') value = parseJsonInput(value, () => new AppError('menu.importInvalidJson', {}, 1001, 'menus'), 'menus');
  if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as { menus?: unknown }).menus)) value = (value as { menus: unknown[] }).menus;
  if (!Array.isArray(value)) throw new AppError('menu.importInvalidJson', {}, 1001, 'menus');
  if (value.length === 0) throw new AppError('menu.importEmpty', {}, 1001, 'menus');
  return value;
}

const COLUMNS = ['name', 'type', 'router', 'viewPath', 'perms', 'icon', 'orderNum', 'keepAlive', 'isShow', 'i18n'] as const;

/** The column values of a node (only those it has; anything else, ids included, is ignored). */
function columnsOf(node: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of COLUMNS) if (node[c] !== undefined) out[c] = node[c];
  return out;
}

function childrenOf(node: Record<string, unknown>): unknown {
  return node.childMenus ?? node.children;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * Walks the tree, matching each node against the menus (and those the walk
 * itself added), validating the new ones. `write` is called for each new,
 * valid node with its column data and answers its id; the dry run (parse)
 * answers a stand-in id.
 */
async function walk(
  ctx: Ctx,
  decl: EntityDecl,
  roots: unknown[],
  rootParent: number | null,
  write: ((data: Record<string, unknown>) => Promise<number>) | null,
): Promise<Plan> {
  const plan: Plan = { create: [], exists: [], errors: [] };
  const rows: MenuRow[] = await ctx.db.baseSysMenu.findMany({ orderBy: { id: 'asc' } });
  const byParent = new Map<number | null, MenuRow[]>();
  const add = (r: MenuRow) => byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  rows.forEach(add);
  const pages = rows.filter((r) => r.type === MENU_TYPES.page && r.router);
  const typeOptions = (modelInfo('BaseSysMenu').byName.get('type')!.options ?? []).map((o) => o.value);
  let virtualId = 0;
  let count = 0;

  const fail = (path: string, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    plan.errors.push({ path, field: err.field ?? null, message: ctx.t(err.key, err.params) });
  };

  const match = (parent: number | null, parentIsNew: boolean, type: number, node: Record<string, unknown>): MenuRow | undefined => {
    const router = text(node.router);
    if (type === MENU_TYPES.page && router) {
      const same = pages.filter((p) => p.router === router);
      return same.find((p) => p.parentId === parent) ?? same[0];
    }
    if (parentIsNew) return undefined;
    const siblings = (byParent.get(parent) ?? []).filter((r) => r.type === type);
    if (type === MENU_TYPES.button && permsKey(node.perms)) return siblings.find((r) => permsKey(r.perms) === permsKey(node.perms));
    return siblings.find((r) => r.name === text(node.name));
  };

  const visit = async (raw: unknown, parent: number | null, parentIsNew: boolean, trail: string[], depth: number, index: number): Promise<void> => {
    if (++count > MAX_IMPORT_NODES) throw new AppError('menu.importTooLarge', { max: MAX_IMPORT_NODES }, 1001, 'menus');
    const label = raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string' ? String((raw as { name: string }).name).slice(0, 60) : `#${index + 1}`;
    const pathParts = [...trail, label];
    const path = pathParts.join(' / ');
    if (depth > MAX_IMPORT_DEPTH) throw new AppError('menu.importTooDeep', { max: MAX_IMPORT_DEPTH }, 1001, 'menus');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      fail(path, new AppError('validation.type', { field: { label: '菜单', name: 'menus' } }, 1001, 'menus'));
      return;
    }
    const node = raw as Record<string, unknown>;
    const kids = childrenOf(node) ?? [];
    const type = node.type === undefined ? MENU_TYPES.directory : Number(node.type);
    const data: Record<string, unknown> = { ...columnsOf(node), type, parentId: parent };
    const item = (id: number | null): PlanItem => ({
      path,
      name: typeof node.name === 'string' ? node.name : '',
      type,
      router: text(node.router),
      viewPath: text(node.viewPath),
      perms: typeof node.perms === 'string' ? node.perms : null,
      id,
    });
    let id: number | null = null;
    let isNew = false;
    try {
      if (!Array.isArray(kids)) throw new AppError('validation.type', { field: { label: 'childMenus', name: 'childMenus' } }, 1001, 'childMenus');
      if (!Number.isInteger(type) || !typeOptions.includes(type)) throw new AppError('validation.type', { field: { label: modelInfo('BaseSysMenu').byName.get('type')!.label, name: 'type', model: 'BaseSysMenu' } }, 1001, 'type');
      if (type === MENU_TYPES.button && kids.length > 0) throw new AppError('menu.buttonChildren', {}, 1001, 'childMenus');
      const existing = match(parent, parentIsNew, type, node);
      if (existing) {
        id = existing.id;
        plan.exists.push(item(existing.id > 0 ? existing.id : null));
      } else {
        // The checks of menu add, before anything is written: columns (types, lengths, required, the router rule)…
        buildWriteData(decl, data, 'add');
        // …and no permission the importer does not hold.
        if (permsNotHeld(ctx, data.perms).length) throw new AppError('menu.grantPerm', {}, 1001, 'perms');
        id = write ? await write(data) : --virtualId;
        isNew = true;
        const row: MenuRow = {
          id,
          parentId: parent,
          name: String(node.name ?? ''),
          router: text(node.router),
          viewPath: text(node.viewPath),
          perms: typeof node.perms === 'string' ? node.perms : null,
          type,
          icon: null,
          orderNum: 0,
          keepAlive: true,
          isShow: true,
        };
        add(row);
        if (type === MENU_TYPES.page && row.router) pages.push(row);
        plan.create.push(item(write ? id : null));
      }
    } catch (err) {
      // A write refused by the database or a hook is the whole import's refusal (the unit of work rolls back).
      if (write) {
        if (err instanceof AppError) throw new AppError('menu.importInvalid', { path, reason: ctx.t(err.key, err.params) }, 1001, err.field);
        throw err;
      }
      fail(path, err);
      // Its children are still looked at (as new rows under a new parent).
      id = --virtualId;
      isNew = true;
    }
    if (Array.isArray(kids)) for (const [i, child] of kids.entries()) await visit(child, id, parentIsNew || isNew, pathParts, depth + 1, i);
  };

  for (const [i, root] of roots.entries()) await visit(root, rootParent, false, [], 1, i);
  return plan;
}

/** What an import would do (nothing is written). */
export async function parseMenus(ctx: Ctx, decl: EntityDecl, raw: unknown, parentId: number | null | undefined): Promise<Plan> {
  const roots = menusFromInput(raw);
  await assertDirectory(ctx, parentId, 'parentId');
  return walk(ctx, decl, roots, parentId ?? null, null);
}

/** Merges the tree into the menus; refuses as a whole when any node would be refused. */
export async function importMenus(ctx: Ctx, decl: EntityDecl, raw: unknown, parentId: number | null | undefined) {
  const roots = menusFromInput(raw);
  await assertDirectory(ctx, parentId, 'parentId');
  const dry = await walk(ctx, decl, roots, parentId ?? null, null);
  const first = dry.errors[0];
  if (first) throw new AppError('menu.importInvalid', { path: first.path, reason: first.message }, 1001, first.field ?? undefined);
  const done = await walk(ctx, decl, roots, parentId ?? null, (data) => addRow(ctx, decl, data));
  return { created: done.create.length, existing: done.exists.length, createdIds: done.create.map((c) => c.id!) };
}

