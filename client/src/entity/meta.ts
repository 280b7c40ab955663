/**
 * The client's view of an entity declaration (client/src/meta/entities.json,
 * printed from the server's declarations): fields with types, labels, lengths,
 * required flags, value options and read/write flags, the list filters, the
 * input rules, the permission strings and the default order. The DataTable,
 * its filters and the forms are driven by it.
 *
 * Screens import their entity by name (`import { SysUser } from '…/entities.json'`)
 * so a bundle only carries the declarations it uses.
 */

export type FieldType = 'Int' | 'String' | 'Boolean' | 'DateTime' | 'JSON' | 'Decimal' | 'Float';

export interface FieldOption {
  value: number;
  label: string;
}

export interface FieldMeta {
  name: string;
  type: FieldType | string;
  /** zh-cn label (translations in the declaration's `labels`) */
  label: string;
  required: boolean;
  maxLength: number | null;
  options: FieldOption[] | null;
  readable: boolean;
  writable: boolean;
  /** the column holds uploaded files: image / file one URL, images / files a list, text may name files anywhere */
  upload?: 'image' | 'images' | 'file' | 'files' | 'text';
  /** a large JSON column the list rows leave out (a meeting's frozen electorate); screens that need it ask for it */
  bulky?: true;
}

export type { FieldRule, OrderRule } from '@core/field-rules.ts';
import type { FieldRule, OrderRule } from '@core/field-rules.ts';

export interface InputMeta {
  type: string;
  list?: boolean;
  label: string;
  requiredOnAdd?: boolean;
}

export interface EntityMeta {
  type: string;
  prefix: string;
  label: string;
  actions: string[];
  perms: Record<string, string>;
  fields: FieldMeta[];
  inputs: Record<string, InputMeta>;
  filters: { eq: string[]; like: string[]; keyword: string[]; in: { name: string; column: string }[] };
  rules: Record<string, FieldRule | FieldRule[]>;
  /** ends that must come after their starts */
  order?: OrderRule[];
  /** dictionary types of fields (`{ type: 'goodsType' }`), declared with the entity: cells, filters and form selects show the names */
  dicts?: Record<string, string>;
  defaultOrder: { field: string; sort: 'asc' | 'desc' | string };
  /** fields the server answers in the reader's language; their translations are the `i18n` field (forms edit them, tables leave the JSON out) */
  translatable?: string[];
  areaScoped: boolean;
  /**
   * translations of the zh-cn labels by locale: key "" the entity, a field
   * name, or `field.value` for a value's label (printed by the server)
   */
  labels?: Partial<Record<'zh-cn' | 'zh-tw' | 'en', Record<string, string>>>;
}

/** Reads a declaration imported from entities.json (JSON imports are typed loosely). */
export function entityMeta(json: unknown): EntityMeta {
  return json as EntityMeta;
}

/**
 * The permission string of an action: the declared one, else
 * `module:entity:action` from the prefix (extras such as move, order, export).
 */
export function permOf(meta: EntityMeta, action: string): string {
  return meta.perms[action] ?? prefixPerm(meta.prefix, action);
}

/** `module:entity:action` of a REST prefix (the permission of an action that has its own). */
export function prefixPerm(prefix: string, action: string): string {
  return `${prefix.replace(/\//g, ':')}:${action}`;
}

export function fieldOf(meta: EntityMeta, name: string): FieldMeta | undefined {
  return meta.fields.find((f) => f.name === name);
}

/** The type of a filter's value: Int filters are sent as numbers. */
export function filterType(meta: EntityMeta, name: string): { type: string; list: boolean } {
  const inFilter = meta.filters.in.find((f) => f.name === name);
  const column = inFilter ? inFilter.column : name;
  return { type: fieldOf(meta, column)?.type ?? 'String', list: !!inFilter };
}

/** Names of the filters the list query accepts (eq, like and in). */
export function filterNames(meta: EntityMeta): string[] {
  return [...meta.filters.eq, ...meta.filters.like, ...meta.filters.in.map((f) => f.name)];
}

/** Columns a list can sort by: real, scalar columns (not JSON). */
export function isSortable(meta: EntityMeta, name: string): boolean {
  const f = fieldOf(meta, name);
  return !!f && f.readable && f.type !== 'JSON';
}
