/**
 * Export of any list, one mechanism for every entity that has a page or a
 * list: the generic operation `export` (permission <prefix>:export, REST
 * POST /admin/<prefix>/export, GraphQL mutation <type>Export) is added to
 * each such declaration by crud/define.ts, so its route, EPS entry and
 * seeded button derive like every other operation's.
 *
 * How a stream gets past the GraphQL envelope (the decision):
 *  - The mutation does everything that can refuse: the caller's token and
 *    permission (the route is refused with 401/403 before its body is read,
 *    by the REST layer's refuseAccess: buildContext + hasPerm, as every
 *    route), the columns, format, filters and order, the community
 *    (rowScope/listWhere, so a foreign selectAreaId is refused), the row
 *    limit. It runs as a unit of work, so the call is in the request log.
 *    It answers a ticket: a random id, kept in this process for 60 s, bound
 *    to the user's session, naming what to export.
 *  - The REST route redeems the ticket at once (rest/handler.ts, RestMapping
 *    .file) and streams the file into the same answer. GraphQL clients get
 *    a URL, GET /admin/base/comm/download?ticket=…, which needs the same
 *    token (the ticket alone is not a credential), checks the permission
 *    again with hasPerm, and streams likewise. A ticket is used once.
 *  - The rows are read as the lists read them: listWhere (filters, keyword,
 *    community and data permission) for the ids in order (one integer per
 *    row is held), then rows in batches of 2,000 by id, each batch again
 *    under rowScope. Computed columns (areaName, userName…) are the
 *    GraphQL fields of the entity's type, executed over each batch through
 *    their own resolvers (so their batching and checks are the lists').
 *  - Cells: headers are the labels in the request's language, enumerated
 *    values their labels, dates 'YYYY-MM-DD HH:mm:ss' like REST. A text cell
 *    that starts with = + - @ (also after leading blanks), a tab or a
 *    carriage return is prefixed with a single quote, so no spreadsheet
 *    program takes it for a formula (OWASP CSV injection). CSV is UTF-8 with
 *    a BOM (Excel opens it right); XLSX is written by exceljs's streaming
 *    WorkbookWriter.
 */
import { randomBytes } from 'node:crypto';
import {
  execute,
  getNamedType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  isLeafType,
  isNonNullType,
  parse,
  type GraphQLField,
} from 'graphql';
import type ExcelJS from 'exceljs';
/** exceljs is loaded on the first workbook, not at start (about 25 MB of the process's memory; docs/compiled-server.md). */
const loadExcel = async () => (await import('exceljs')).default;
import { stringify } from 'csv-stringify/sync';
import { builder, SortOrder } from '../builder.ts';
import { AppError } from '../kernel/errors.ts';
import type { Ctx } from '../kernel/context.ts';
import type { Lang } from '../kernel/i18n/messages.ts';
import { translate } from '../kernel/i18n/messages.ts';
import { LABEL_CATALOGUES } from '../kernel/i18n/labels.ts';
import { hasPerm } from '../auth/viewer.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import { permOf, type EntityDecl, type FileAnswer, type OperationDecl } from './entity.ts';
import { readableFields } from './validate.ts';
import { legacyListArgs, listWhere, rowScope, type ListArgs } from './where.ts';
import { orderOf, type OrderArgs } from './service.ts';
import { delegate, type Tx } from './tx.ts';
import { maskRow } from './json-secrets.ts';
import { maskPersonalRow } from './personal.ts';
import { localized, localizeRow, TRANSLATIONS } from './translations.ts';
import { entityFilterRef } from './graphql.ts';
import { KEYWORD_DESCRIPTION } from './literal.ts';
import { legacyTime } from '../kernel/time.ts';
import type { Stream } from 'node:stream';

export const EXPORT_BATCH = 2000;
/** More rows than this are refused (export a filtered list instead). */
export const MAX_EXPORT_ROWS = 1_000_000;
export const TICKET_TTL_MS = 60_000;
const MAX_TICKETS = 10_000;
export const DOWNLOAD_PATH = '/admin/base/comm/download';

export type ExportFormatName = 'csv' | 'xlsx';
export const ExportFormat = builder.enumType('ExportFormat', { values: ['csv', 'xlsx'] as const, description: 'File format of an export or template' });

export const CONTENT_TYPES: Record<ExportFormatName, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface TicketView {
  ticket: string;
  url: string;
  fileName: string;
  expiresAt: Date;
}

export const ExportTicket = builder.objectRef<TicketView>('ExportTicket').implement({
  description: 'A short-lived, single-use download of an export: GET url with the same Authorization header',
  fields: (t) => ({
    ticket: t.exposeString('ticket'),
    url: t.exposeString('url', { description: `${DOWNLOAD_PATH}?ticket=… (needs the same token; valid ${TICKET_TTL_MS / 1000} s, once)` }),
    fileName: t.exposeString('fileName'),
    expiresAt: t.field({ type: 'DateTime', resolve: (v) => v.expiresAt }),
  }),
});

// ---------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------

export interface ExportColumn {
  name: string;
  header: string;
  /** The model column, or null for a computed field of the GraphQL type. */
  field: FieldInfo | null;
  /** GraphQL leaf type name (computed fields). */
  gqlType: string;
  /** Value → label, in the export's language (enumerated values). */
  options: Map<number, string> | null;
  /** Value → name of the column's dictionary (`dicts:` of the declaration), filled by withDictionaryNames. */
  dict?: Map<string, string> | null;
}

/**
 * Gives the columns whose values come from a dictionary the dictionary's
 * names (one statement for every dictionary of the export), so the file
 * says 阳光物业 where the row holds 1, as the screens do. A value the
 * dictionary does not hold is written as it is.
 */
export async function withDictionaryNames(db: Tx, decl: EntityDecl, columns: ExportColumn[], lang: Lang): Promise<ExportColumn[]> {
  const dictOf = (c: ExportColumn) => (c.field ? decl.dicts?.[c.name] : undefined);
  const keys = [...new Set(columns.map(dictOf).filter((k): k is string => !!k))];
  if (keys.length === 0) return columns;
  const types = await db.dictType.findMany({ where: { key: { in: keys } }, select: { key: true, items: { select: { value: true, name: true, i18n: true }, orderBy: [{ orderNum: 'asc' }, { id: 'asc' }] } } });
  // The first item of a value (by order) names it, in the export's language.
  const names = new Map(types.map((t) => [t.key, new Map([...t.items].reverse().flatMap((i) => (i.value == null ? [] : [[i.value, localized(i, 'name', lang) as string] as const])))]));
  return columns.map((c) => (dictOf(c) ? { ...c, dict: names.get(dictOf(c)!) ?? null } : c));
}

function labelIn(lang: Lang, key: string): string | undefined {
  return lang === 'zh-cn' ? undefined : LABEL_CATALOGUES[lang][key];
}

/** The entity's name in a language (file and sheet names). */
export function entityLabel(decl: EntityDecl, lang: Lang): string {
  return labelIn(lang, decl.model) ?? modelInfo(decl.model).label;
}

/** Computed fields of the entity's GraphQL type that an export may name: leaf outputs without required arguments. */
function computedFields(schema: GraphQLSchema, decl: EntityDecl): Map<string, GraphQLField<unknown, unknown>> {
  const type = schema.getType(decl.type) as GraphQLObjectType;
  const columns = new Set(modelInfo(decl.model).fields.map((f) => f.name));
  const out = new Map<string, GraphQLField<unknown, unknown>>();
  for (const f of Object.values(type.getFields())) {
    if (f.name === 'id' || f.name === 'rowId' || columns.has(f.name)) continue;
    if (f.args.some((a) => isNonNullType(a.type)) || !isLeafType(getNamedType(f.type))) continue;
    out.set(f.name, f);
  }
  return out;
}

/** The columns an export of this entity may name, and the default ones (what the REST page shows). */
export function exportableColumns(schema: GraphQLSchema, decl: EntityDecl): { allowed: string[]; defaults: string[] } {
  const readable = readableFields(decl).map((f) => f.name);
  const computed = [...computedFields(schema, decl).keys()];
  // A row's translations are in its translatable columns already (the export's language); the JSON is exported only when asked for.
  const shown = decl.translatable?.length ? readable.filter((n) => n !== TRANSLATIONS) : readable;
  return { allowed: [...readable, ...computed], defaults: [...shown, ...(decl.rest?.page ?? []).filter((n) => computed.includes(n))] };
}

export function exportColumns(schema: GraphQLSchema, decl: EntityDecl, requested: readonly string[] | null | undefined, lang: Lang): ExportColumn[] {
  const { allowed, defaults } = exportableColumns(schema, decl);
  const names = requested && requested.length ? [...new Set(requested.map((n) => String(n).trim()))] : defaults;
  const unknown = names.filter((n) => !allowed.includes(n));
  if (unknown.length) throw new AppError('export.columns', { names: unknown.slice(0, 10).join(', ').slice(0, 200) }, 1001, 'columns');
  const info = modelInfo(decl.model);
  const computed = computedFields(schema, decl);
  return names.map((name) => {
    const field = info.byName.get(name) ?? null;
    if (field) {
      const options = field.options ? new Map(field.options.map((o) => [o.value, labelIn(lang, `${decl.model}.${name}.${o.value}`) ?? o.label])) : null;
      return { name, header: labelIn(lang, `${decl.model}.${name}`) ?? field.label, field, gqlType: '', options };
    }
    const gql = computed.get(name)!;
    const zh = gql.description?.split(/[:：]/)[0]?.trim() || name;
    return { name, header: labelIn(lang, `${decl.model}.${name}`) ?? zh, field: null, gqlType: getNamedType(gql.type).name, options: null };
  });
}

// ---------------------------------------------------------------------------
// Cells
// ---------------------------------------------------------------------------

const FORMULA_START = /^(?:[\t\r]|[ \t\r\n]*[=+\-@])/;

/** A text that a spreadsheet would take for a formula gets a leading single quote. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type Cell = string | number | null;

export function cellValue(col: ExportColumn, v: unknown, format: ExportFormatName, lang: Lang): Cell {
  if (v === null || v === undefined) return format === 'csv' ? '' : null;
  if (Array.isArray(v)) return neutralise(v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(','));
  if (col.options && typeof v === 'number') return neutralise(col.options.get(v) ?? String(v));
  const named = col.dict?.get(String(v));
  if (named !== undefined) return neutralise(named);
  const type = col.field ? col.field.type : col.gqlType;
  switch (type) {
    case 'Boolean':
      return translate(lang, v ? 'export.yes' : 'export.no');
    case 'DateTime':
      return legacyTime(v as string | Date);
    case 'Decimal': {
      const n = Number(v);
      return format === 'xlsx' && Number.isFinite(n) ? n : String(v);
    }
    case 'Int':
    case 'Float':
      return typeof v === 'number' ? v : neutralise(String(v));
    case 'Json':
    case 'JSON':
      return neutralise(typeof v === 'string' ? v : JSON.stringify(v));
    default:
      return neutralise(typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
}

// ---------------------------------------------------------------------------
// Rows: batches by id, computed columns through the type's own resolvers
// ---------------------------------------------------------------------------

const rowSchemas = new WeakMap<object, GraphQLSchema>();

/** A schema whose root answers a given list of rows as the entity's type, so its field resolvers compute the columns. */
function rowSchema(schema: GraphQLSchema, decl: EntityDecl): GraphQLSchema {
  const type = schema.getType(decl.type) as GraphQLObjectType;
  let s = rowSchemas.get(type);
  if (!s) {
    const root = new GraphQLObjectType({
      name: 'ExportRows',
      fields: { rows: { type: new GraphQLList(type), resolve: (r: { rows: unknown[] }) => r.rows } },
    });
    s = new GraphQLSchema({ query: root });
    rowSchemas.set(type, s);
  }
  return s;
}

async function computeRows(ctx: Ctx, schema: GraphQLSchema, decl: EntityDecl, columns: ExportColumn[], rows: Record<string, unknown>[]) {
  const computed = columns.filter((c) => !c.field);
  if (computed.length === 0) return rows;
  const document = parse(`{ rows { __i: rowId ${computed.map((c) => c.name).join(' ')} } }`);
  const result = await execute({ schema: rowSchema(schema, decl), document, rootValue: { rows }, contextValue: ctx });
  if (result.errors?.length) throw result.errors[0]!.originalError ?? result.errors[0]!;
  const values = (result.data as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row, i) => ({ ...row, ...values[i] }));
}

export interface ExportSpec {
  decl: EntityDecl;
  schema: GraphQLSchema;
  args: ListArgs & OrderArgs;
  columns: ExportColumn[];
  format: ExportFormatName;
  lang: Lang;
  fileName: string;
}

/** Every row of the export, batch by batch, in the list's order. */
async function* exportBatches(ctx: Ctx, spec: ExportSpec): AsyncGenerator<Record<string, unknown>[]> {
  const { decl } = spec;
  const model = delegate(ctx.db, decl.model);
  const where = await listWhere(ctx, decl, spec.args);
  const ids: number[] = (await model.findMany<{ id: number }>({ where, orderBy: orderOf(decl, spec.args), select: { id: true } })).map((r: { id: number }) => r.id);
  const scope = await rowScope(ctx, decl);
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    const chunk = ids.slice(i, i + EXPORT_BATCH);
    const found: Record<string, unknown>[] = await model.findMany({ where: { AND: [{ id: { in: chunk } }, ...scope] } });
    const byId = new Map(found.map((r) => [r.id as number, r]));
    // Rows deleted (or moved out of scope) since the ids were read drop out.
    const ordered = chunk.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    // Translatable columns (a dictionary item's name) in the export's language, as the lists show them.
    // Personal columns (and shapes holding them) as the lists show them to this viewer (crud/personal.ts).
    yield computeRows(ctx, spec.schema, decl, spec.columns, ordered.map((r) => localizeRow(decl.translatable ?? [], maskPersonalRow(ctx, spec.schema, decl, maskRow(decl, r)), spec.lang)));
  }
}

/** Waits until the answer takes more data; fails when the client went away (so no more rows are read for nobody). */
function drain(out: NodeJS.WritableStream): Promise<void> {
  const o = out as NodeJS.WritableStream & { destroyed?: boolean; writableNeedDrain?: boolean };
  if (o.destroyed) return Promise.reject(new Error('export: the client went away'));
  if (!o.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      o.off('drain', onDrain);
      o.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('export: the client went away'));
    o.on('drain', onDrain);
    o.on('close', onClose);
  });
}

async function write(out: NodeJS.WritableStream, chunk: string | Buffer): Promise<void> {
  if ((out as { destroyed?: boolean }).destroyed) throw new Error('export: the client went away');
  out.write(chunk);
  await drain(out);
}

function sheetName(text: string): string {
  return text.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** Streams the export into `out` (the HTTP answer). */
export async function writeExport(ctx: Ctx, spec: ExportSpec, out: NodeJS.WritableStream): Promise<void> {
  const { columns, format, lang } = spec;
  const line = (row: Record<string, unknown>) => columns.map((c) => cellValue(c, row[c.name], format, lang));
  if (format === 'csv') {
    await write(out, `\uFEFF${stringify([columns.map((c) => neutralise(c.header))])}`);
    for await (const batch of exportBatches(ctx, spec)) {
      if (batch.length) await write(out, stringify(batch.map(line)));
    }
    out.end();
    return;
  }
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(entityLabel(spec.decl, lang)));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.name, width: Math.min(40, Math.max(10, [...c.header].length * 2 + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of exportBatches(ctx, spec)) {
    for (const row of batch) sheet.addRow(line(row)).commit();
    await drain(out);
  }
  sheet.commit();
  await workbook.commit();
}

// ---------------------------------------------------------------------------
// Tickets
// ---------------------------------------------------------------------------

interface Ticket {
  id: string;
  userId: number;
  sessionId: string;
  perm: string;
  selectAreaId: number | null;
  spec: ExportSpec;
  expires: number;
}

const tickets = new Map<string, Ticket>();

function purge(now = Date.now()): void {
  for (const [id, t] of tickets) if (t.expires <= now) tickets.delete(id);
}

function issue(ctx: Ctx, perm: string, spec: ExportSpec): TicketView {
  purge();
  if (tickets.size >= MAX_TICKETS) throw new AppError('export.busy');
  const id = randomBytes(24).toString('base64url');
  const expires = Date.now() + TICKET_TTL_MS;
  tickets.set(id, { id, userId: ctx.viewer!.userId, sessionId: ctx.viewer!.sessionId, perm, selectAreaId: ctx.selectAreaId, spec, expires });
  return { ticket: id, url: `${DOWNLOAD_PATH}?ticket=${id}`, fileName: spec.fileName, expiresAt: new Date(expires) };
}

/** The caller's own, live ticket (not used up); refuses anyone else's and checks the permission again. */
export function ticketFor(ctx: Ctx, id: string): TicketView {
  const t = typeof id === 'string' ? tickets.get(id) : undefined;
  if (!t || t.expires <= Date.now() || !ctx.viewer || t.userId !== ctx.viewer.userId || t.sessionId !== ctx.viewer.sessionId) {
    throw new AppError('export.ticketInvalid', {}, 1001, 'ticket');
  }
  if (!hasPerm(ctx.viewer, t.perm)) throw new AppError('auth.forbidden', {}, 1001, undefined, 403);
  return { ticket: t.id, url: `${DOWNLOAD_PATH}?ticket=${t.id}`, fileName: t.spec.fileName, expiresAt: new Date(t.expires) };
}

/** Uses the ticket up and answers the file, streamed from the rows the request may read. */
export function redeemTicket(ctx: Ctx, id: string): FileAnswer {
  ticketFor(ctx, id);
  const t = tickets.get(id)!;
  tickets.delete(id);
  // The rows are those of the community the export was asked for (checked against the viewer again by rowScope).
  ctx.selectAreaId = t.selectAreaId;
  return { fileName: t.spec.fileName, contentType: CONTENT_TYPES[t.spec.format], body: (out) => writeExport(ctx, t.spec, out) };
}

// ---------------------------------------------------------------------------
// The operation
// ---------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

export function exportFileName(decl: EntityDecl, lang: Lang, format: ExportFormatName, now = new Date()): string {
  const label = entityLabel(decl, lang).replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || decl.type;
  return `${label}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}

/** The generic export operation of an entity (added by crud/define.ts to every entity with a page or a list). */
/** The arguments of an entity's export field: the list's, the columns and the file format. */
interface ExportArgs {
  filter?: Record<string, unknown> | null;
  keyWord?: string | null;
  orderBy?: string | null;
  sort?: 'asc' | 'desc' | null;
  columns?: string[] | null;
  format?: ExportFormatName | null;
}

export function exportOperation(decl: EntityDecl): OperationDecl {
  const perm = permOf(decl.prefix, 'export');
  return {
    action: 'export',
    method: 'post',
    summary: '导出',
    graphql: (t) => {
      const Filter = entityFilterRef(decl.type);
      return t.field({
        type: ExportTicket,
        description: `${modelInfo(decl.model).label}: export the list (same filters as the page) as CSV or XLSX (perm ${perm}). REST streams the file; GraphQL answers a download URL.`,
        args: {
          ...(Filter ? { filter: t.arg({ type: Filter, required: false }) } : {}),
          keyWord: t.arg.string({ required: false, description: KEYWORD_DESCRIPTION }),
          orderBy: t.arg.string({ required: false }),
          sort: t.arg({ type: SortOrder, required: false }),
          columns: t.arg.stringList({ required: false, description: 'Column names (fields and computed fields such as areaName); default: the columns of the page' }),
          format: t.arg({ type: ExportFormat, required: false, description: 'csv (default) or xlsx' }),
        },
        resolve: async (_r: unknown, args: ExportArgs, ctx: Ctx, info: { schema: GraphQLSchema }) => {
          const format: ExportFormatName = args.format ?? 'csv';
          const columns = await withDictionaryNames(ctx.db, decl, exportColumns(info.schema, decl, args.columns, ctx.lang), ctx.lang);
          const listArgs = { filter: args.filter ?? null, keyWord: args.keyWord ?? null, orderBy: args.orderBy ?? null, sort: args.sort ?? null };
          orderOf(decl, listArgs);
          const where = await listWhere(ctx, decl, listArgs);
          const count: number = await delegate(ctx.db, decl.model).count({ where });
          if (count > MAX_EXPORT_ROWS) throw new AppError('export.tooManyRows', { max: MAX_EXPORT_ROWS });
          return issue(ctx, perm, { decl, schema: info.schema, args: listArgs, columns, format, lang: ctx.lang, fileName: exportFileName(decl, ctx.lang, format) });
        },
      });
    },
    rest: {
      args: (body) => ({ ...legacyListArgs(decl, body), columns: body.columns, format: typeof body.format === 'string' ? body.format.trim().toLowerCase() || null : body.format }),
      file: (v: TicketView, ctx: Ctx) => redeemTicket(ctx, v.ticket),
    },
  };
}

// ---------------------------------------------------------------------------
// Small files answered whole (templates)
// ---------------------------------------------------------------------------

export interface FileContent {
  fileName: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  base64: string;
}

export const DownloadFile = builder.objectRef<FileContent>('DownloadFile').implement({
  description: 'A small file answered whole (e.g. an import template); REST sends the bytes as an attachment',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    base64: t.exposeString('base64', { description: 'The file, base64-encoded' }),
  }),
});

/** The REST answer of a DownloadFile field. */
export function fileAnswerOf(v: FileContent): FileAnswer {
  return { fileName: v.fileName, contentType: v.contentType, body: Buffer.from(v.base64, 'base64') };
}
