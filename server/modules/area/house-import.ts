/**
 * House import (area/house/import): rows from an XLSX/CSV upload or from
 * JSON, every row validated before anything is written, then one bulk
 * insert in the mutation's unit of work (all rows or none).
 *
 * Decisions (docs/house-import-export.md "House import"):
 *  - Columns, in template order: ownerName, phone, buildingNo, unitNo,
 *    houseNo, privateArea, areaCode, propertyCertNo. Headers are matched
 *    in zh-cn, zh-tw or en (the schema labels and the label catalogues) or
 *    by the column name, ignoring case, blanks, full/half width and the
 *    '*' the template puts on required columns. An unknown header is
 *    refused (a misspelt column would otherwise be dropped silently).
 *  - Every cell is judged by the house's own declaration (house.ts rules,
 *    the schema's types and lengths: crud/validate.ts judgeField), exactly
 *    as a hand-entered house is: required building and house numbers and
 *    exclusive area, the phone format, an area above 0 with two decimals.
 *    The template's notes state the same rules.
 *  - The same house (the declared unique rule: building + unit + house,
 *    folded as crud/unique.ts folds them) twice in the file, or already in
 *    the community, is a bad row; the existing house is named.
 */
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Lang } from '../../kernel/i18n/messages.ts';
import { LABEL_CATALOGUES } from '../../kernel/i18n/labels.ts';
import type { UploadedFile } from '../../builder.ts';
import { modelInfo, type FieldInfo } from '../../crud/datamodel.ts';
import { fieldRef, inputFields, judgeField } from '../../crud/validate.ts';
import { keyOfRow, siblingsWithKeys, uniqueError } from '../../crud/unique.ts';
import { isRequiredByRules, ruleMessage, rulesOf, uniqueKeyOf } from '../../core/field-rules.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';
import { requestCommunities } from '../../crud/where.ts';
import { MAX_IMPORT_ROWS, readTable, templateFile, type TemplateColumn } from '../../crud/sheet.ts';
import { CONTENT_TYPES, entityLabel, type ExportFormatName, type FileContent } from '../../crud/export.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { bulkInsert } from '../../crud/bulk.ts';

const MODEL = 'AreaHouse';

interface ImportColumn {
  name: string;
  /** Excel keeps it as text (no 1.38E+10 for a phone number). */
  text?: boolean;
}

/** The columns of the file, in template order; what each requires is the entity's declaration. */
export const HOUSE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'ownerName', text: true },
  { name: 'phone', text: true },
  { name: 'buildingNo', text: true },
  { name: 'unitNo', text: true },
  { name: 'houseNo', text: true },
  { name: 'privateArea' },
  { name: 'areaCode', text: true },
  { name: 'propertyCertNo', text: true },
];

/** Whether the house's declaration requires the column (a required column of the file). */
function isRequired(decl: EntityDecl, name: string): boolean {
  const f = field(name);
  return (f.isRequired && !f.hasDefault) || isRequiredByRules(decl.rules, name);
}

function field(name: string): FieldInfo {
  return modelInfo(MODEL).byName.get(name)!;
}

function columnLabel(lang: Lang, name: string): string {
  return (lang === 'zh-cn' ? undefined : LABEL_CATALOGUES[lang][`${MODEL}.${name}`]) ?? field(name).label;
}

/** Header text as matched: NFKC (full width → half width, ² → 2), no case, no blanks, no '*'. */
function norm(header: string): string {
  return header.normalize('NFKC').toLowerCase().replace(/[\s*]/g, '');
}

let aliases: Map<string, string> | undefined;
/** Every accepted header (in the three languages, and the column name) → column name. */
function headerAliases(): Map<string, string> {
  if (aliases) return aliases;
  aliases = new Map();
  for (const c of HOUSE_IMPORT_COLUMNS) {
    for (const text of [c.name, columnLabel('zh-cn', c.name), columnLabel('zh-tw', c.name), columnLabel('en', c.name)]) aliases.set(norm(text), c.name);
  }
  return aliases;
}

/** The template's header of a column: its label in the language, '*' on required ones. */
export function templateHeader(lang: Lang, c: ImportColumn, required: boolean): string {
  return `${columnLabel(lang, c.name)}${required ? '*' : ''}`;
}

export async function houseTemplate(decl: EntityDecl, ctx: Ctx, format: ExportFormatName): Promise<FileContent> {
  const columns: TemplateColumn[] = HOUSE_IMPORT_COLUMNS.map((c) => {
    const required = isRequired(decl, c.name);
    const header = templateHeader(ctx.lang, c, required);
    const f = field(c.name);
    const ref = fieldRef(f);
    // The notes state the declaration's rules, in the words a refusal uses.
    const notes = [
      ...(required && !rulesOf(decl.rules, c.name).some((r) => r.kind === 'required') ? [ctx.t('validation.required', { field: ref })] : []),
      ...rulesOf(decl.rules, c.name).map((rule) => {
        const m = ruleMessage(rule);
        return ctx.t(m.key as MessageKey, { ...m.params, field: ref });
      }),
      ...(f.maxLength ? [ctx.t('validation.maxLength', { field: ref, max: f.maxLength })] : []),
      ...(f.precision ? [ctx.t('validation.decimalPlaces', { field: ref, places: f.precision.scale })] : []),
    ];
    return { header, text: !!c.text, width: Math.max(12, [...header].length * 2 + 4), note: notes.join('\n') };
  });
  const label = entityLabel(decl, ctx.lang);
  const fileName = `${ctx.t('import.templateName', { entity: label })}.${format}`;
  const bytes = await templateFile(columns, format, label);
  return { fileName, contentType: CONTENT_TYPES[format], base64: bytes.toString('base64') };
}

interface RawRow {
  row: number;
  values: Record<string, string>;
  /** Columns whose value was not text or a number (JSON rows). */
  badType: string[];
}

function mapHeaders(headers: string[]): (string | null)[] {
  const known = headerAliases();
  const unknown: string[] = [];
  const seen = new Set<string>();
  const twice: string[] = [];
  const map = headers.map((h) => {
    if (h.trim() === '') return null;
    const name = known.get(norm(h));
    if (!name) {
      unknown.push(h);
      return null;
    }
    if (seen.has(name)) twice.push(h);
    seen.add(name);
    return name;
  });
  if (unknown.length) throw new AppError('import.unknownColumn', { names: unknown.slice(0, 10).join(', ').slice(0, 300) }, 1001, 'file');
  if (twice.length) throw new AppError('import.duplicateColumn', { names: twice.join(', ').slice(0, 300) }, 1001, 'file');
  return map;
}

function requireColumns(decl: EntityDecl, present: Set<string>, lang: Lang): void {
  const missing = HOUSE_IMPORT_COLUMNS.filter((c) => isRequired(decl, c.name) && !present.has(c.name));
  if (missing.length) throw new AppError('import.missingColumn', { names: missing.map((c) => columnLabel(lang, c.name)).join(', ') });
}

async function rowsFromFile(decl: EntityDecl, file: UploadedFile, lang: Lang): Promise<RawRow[]> {
  const table = await readTable(file);
  const map = mapHeaders(table.headers);
  requireColumns(decl, new Set(map.filter((n): n is string => !!n)), lang);
  return table.rows.map(({ row, cells }) => {
    const values: Record<string, string> = {};
    map.forEach((name, i) => {
      if (name) values[name] = cells[i] ?? '';
    });
    return { row, values, badType: [] };
  });
}

function rowsFromJson(rows: unknown): RawRow[] {
  if (!Array.isArray(rows) || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw new AppError('import.rowsNotList', {}, 1001, 'rows');
  if (rows.length === 0) throw new AppError('import.empty', {}, 1001, 'rows');
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('import.tooManyRows', { max: MAX_IMPORT_ROWS }, 1001, 'rows');
  const known = headerAliases();
  const unknown = new Set<string>();
  const out = rows.map((r: Record<string, unknown>, i) => {
    const values: Record<string, string> = {};
    const badType: string[] = [];
    for (const [key, v] of Object.entries(r)) {
      const name = known.get(norm(key));
      if (!name) {
        unknown.add(key);
        continue;
      }
      if (v === null || v === undefined) values[name] = '';
      else if (typeof v === 'string') values[name] = v.trim();
      else if (typeof v === 'number' && Number.isFinite(v)) values[name] = String(v);
      else badType.push(name);
    }
    return { row: i + 1, values, badType };
  });
  if (unknown.size) throw new AppError('import.unknownColumn', { names: [...unknown].slice(0, 10).join(', ').slice(0, 300) }, 1001, 'rows');
  return out;
}

export interface RowProblem {
  row: number;
  fields: string[];
  messages: string[];
}

export interface ImportOutcome {
  total: number;
  imported: number;
  validateOnly: boolean;
}

/** The community the houses go to: the selected one, which must be the viewer's and exist. */
async function targetCommunity(ctx: Ctx): Promise<number> {
  if (ctx.selectAreaId === null) throw new AppError('import.noCommunity', {}, 1001, 'selectAreaId');
  const [areaId] = requestCommunities(ctx) ?? [ctx.selectAreaId];
  const area = await ctx.db.areaInfo.findUnique({ where: { id: areaId! }, select: { id: true } });
  if (!area) throw new AppError('validation.notFound', {}, 1001, 'selectAreaId');
  return area.id;
}

export async function importHouses(
  ctx: Ctx,
  decl: EntityDecl,
  args: { file?: UploadedFile | null; rows?: unknown; validateOnly?: boolean | null },
): Promise<ImportOutcome> {
  const areaId = await targetCommunity(ctx);
  const hasFile = !!args.file;
  const hasRows = args.rows !== undefined && args.rows !== null;
  if (hasFile === hasRows) throw new AppError('import.sourceRequired', {}, 1001, hasFile ? 'rows' : 'file');
  const raw = hasFile ? await rowsFromFile(decl, args.file!, ctx.lang) : rowsFromJson(args.rows);

  const problems = new Map<number, RowProblem>();
  const complain = (row: number, name: string, message: string) => {
    let p = problems.get(row);
    if (!p) problems.set(row, (p = { row, fields: [], messages: [] }));
    if (!p.fields.includes(name)) p.fields.push(name);
    p.messages.push(message);
  };

  const rule = decl.unique![0]!;
  const data: Record<string, unknown>[] = [];
  const firstRowOf = new Map<string, number>();
  for (const r of raw) {
    const input: Record<string, unknown> = { areaId };
    for (const c of HOUSE_IMPORT_COLUMNS) {
      if (r.badType.includes(c.name)) complain(r.row, c.name, ctx.t('validation.type', { field: fieldRef(field(c.name)) }));
      // A blank cell is no value (null), as before the declaration judged it.
      else input[c.name] = (r.values[c.name] ?? '').trim() === '' ? null : r.values[c.name];
    }
    // Every cell through the declaration, as a hand-entered house: all of a row's problems, not only the first.
    const row: Record<string, unknown> = { row: r.row, areaId };
    for (const f of inputFields(decl, 'add').filter((x) => x.name !== 'areaId')) {
      if (r.badType.includes(f.name)) continue;
      try {
        const judged = judgeField(decl, f, input, 'add');
        if (!judged.skip) row[f.name] = judged.value;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        complain(r.row, err.field ?? f.name, ctx.t(err.key, err.params));
      }
    }
    const key = keyOfRow(decl, rule, row);
    if (key !== null) {
      const first = firstRowOf.get(key);
      if (first !== undefined) complain(r.row, 'houseNo', ctx.t('import.duplicateInFile', { row: first }));
      else firstRowOf.set(key, r.row);
    }
    row[rule.key] = key;
    if (!problems.has(r.row)) data.push(row);
  }

  // Houses the community has already: one statement for the whole file.
  const seen = new Set<string>();
  for (const h of await siblingsWithKeys(decl, ctx.db, rule, areaId, [...firstRowOf.keys()])) {
    const key = uniqueKeyOf(rule.fields.map((c) => h[c]));
    if (seen.has(key)) continue;
    seen.add(key);
    const e = uniqueError(decl, rule, h);
    complain(firstRowOf.get(key)!, 'houseNo', ctx.t(e.key, e.params));
  }

  if (problems.size) {
    const rows = [...problems.values()].sort((a, b) => a.row - b.row);
    throw new AppError('import.rowsInvalid', { count: rows.length }, 1001, undefined, 200, { total: raw.length, invalid: rows.length, rows });
  }
  if (args.validateOnly) return { total: raw.length, imported: 0, validateOnly: true };
  // One INSERT … SELECT FROM unnest() in the mutation's transaction (crud/bulk.ts: 10,000 rows in ~0.2 s, createMany took seconds).
  const imported = await bulkInsert(ctx.db, MODEL, ['areaId', ...HOUSE_IMPORT_COLUMNS.map((c) => c.name), rule.key], data);
  return { total: raw.length, imported, validateOnly: false };
}
