/**
 * The code generator behind base/coding createCode: validates a description
 * of a new entity and writes exactly the files docs/architecture.md's "Add an entity"
 * names — the Prisma model (with `///` zh-cn labels) appended to
 * prisma/schema.prisma, its migration (server/db/migrate.ts), the server
 * declaration server/modules/<module>/<entity>.ts with its zh-tw and en
 * labels (the declaration's `labels`), the client screen
 * client/src/features/<module>/<entity>/<Entity>Screen.tsx and its registry
 * line in client/src/router/screens.ts — into a project directory (the
 * project itself in development, CODING_ROOT when set). Everything is
 * checked before the first write; when a step fails the touched files are
 * put back as they were and the new ones removed.
 *
 * What the caller typed never becomes code. Every text (labels) goes into
 * generated TypeScript only as an escaped string literal (tsString), never
 * into a comment; every name goes in as an identifier only after matching
 * a strict identifier pattern (code()), and is refused with 1001 otherwise.
 * The one place a label is not a string literal is the Prisma schema's
 * `///` comment, which is where the zh-cn labels live: a `///` comment ends only at
 * a line break, so labels may hold no line break or control character
 * (label()); Prisma itself escapes `*\/` when it copies them into JSDoc.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../kernel/errors.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { models } from '../crud/datamodel.ts';
import { resources, upperFirst } from '../crud/entity.ts';
import { createMigration } from '../db/migrate.ts';

export const FIELD_TYPES = ['string', 'text', 'int', 'decimal', 'boolean', 'datetime', 'json'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FILTERS = ['none', 'eq', 'like', 'keyword'] as const;
export type FieldFilter = (typeof FILTERS)[number];

export interface CodingField {
  name: string;
  type: FieldType;
  /** VarChar length of a string field (default 255). */
  length?: number | null;
  /** zh-cn label (the `///` comment). */
  label: string;
  labelTw?: string | null;
  labelEn?: string | null;
  required?: boolean | null;
  filter?: FieldFilter | null;
}

export interface CodingInput {
  /** First segment of the prefix, e.g. demo. */
  module: string;
  /** Second segment, e.g. book (camelCase allowed). */
  entity: string;
  /** Database table (default <module>_<entity in snake case>). */
  table?: string | null;
  label: string;
  labelTw?: string | null;
  labelEn?: string | null;
  fields: CodingField[];
}

export interface CodingResult {
  model: string;
  prefix: string;
  table: string;
  /** Paths relative to the project directory, in the order written. */
  files: string[];
  /** Labels that had no translation and were given the zh-cn text. */
  untranslated: string[];
  /** The commands the developer runs next (the Prisma client, the GraphQL schema and client declarations, the Relay artifacts); then a restart and a menu entry with the view path /<prefix>. */
  next: string[];
}

const MAX_FIELDS = 40;
/** Columns every generated model has, names the machinery gives a meaning, and words that break generated code. */
const RESERVED_FIELDS = new Set([
  'id', 'rowId', 'createTime', 'updateTime', 'userId', 'areaId', 'tenantId', 'deleteTime', 'keyWord', 'page', 'size', 'order', 'sort',
  'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'class', 'function', 'default', 'delete', 'new', 'this', 'type', 'enum', 'import', 'export', 'return',
]);
const RESERVED_NAMES = new Set(['base', 'sys', 'admin', 'app', 'open', 'comm', 'graphql', 'query', 'mutation', 'subscription', 'node', 'generated', 'index', 'coding', 'plugin']);
const RESERVED_TYPES = new Set(['Query', 'Mutation', 'Subscription', 'Node', 'PageInfo', 'AppError', 'JSON', 'DateTime', 'Decimal', 'String', 'Int', 'Float', 'Boolean']);

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function refuse(key: MessageKey, params: Record<string, unknown>, field?: string): never {
  throw new AppError(key, params, 1001, field);
}

function identifier(value: unknown, field: string, min: number, max: number, pattern = /^[a-z][a-zA-Z0-9]*$/): string {
  const v = typeof value === 'string' ? value : '';
  if (v.length < min || v.length > max || !pattern.test(v)) refuse('coding.identifier', { field, value: String(value ?? '').slice(0, 60), min, max }, field);
  return v;
}

function label(value: unknown, field: string, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) refuse('coding.label', { field }, field);
    return undefined;
  }
  // A label ends up inside the schema's `///` comment, which only a line break ends: no line breaks
  // (U+2028/2029 and NEL included) or other control characters. Anything else — quotes, backticks,
  // backslashes, `*/`, `${…}`, `</script>` — is text: generated code has it only as an escaped string literal.
  // eslint-disable-next-line no-control-regex
  if (typeof value !== 'string' || [...value].length > 50 || /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) || value.trim() === '') refuse('coding.label', { field }, field);
  return value.trim();
}

export interface PlannedEntity {
  input: CodingInput;
  model: string;
  type: string;
  prefix: string;
  table: string;
  screenName: string;
}

/** Checks the input against the identifiers, the reserved names and what the project (running and target) already has. */
// any: the request body as sent (a draft from the form or the AI), every property checked below before use
export function planEntity(raw: Record<string, any>, root: string): PlannedEntity {
  const module = identifier(raw.module, 'module', 2, 20, /^[a-z][a-z0-9]*$/);
  const entity = identifier(raw.entity, 'entity', 2, 30);
  for (const v of [module, entity]) if (RESERVED_NAMES.has(v)) refuse('coding.reserved', { value: v }, v === module ? 'module' : 'entity');
  const table = raw.table === undefined || raw.table === null || raw.table === '' ? `${module}_${snake(entity)}` : String(raw.table);
  if (table.length > 60 || !/^[a-z][a-z0-9_]*$/.test(table)) refuse('coding.table', { value: table.slice(0, 60) }, 'table');
  const model = upperFirst(module) + upperFirst(entity);
  const prefix = `${module}/${entity}`;
  if (RESERVED_TYPES.has(model)) refuse('coding.reserved', { value: model }, 'entity');

  const schemaText = fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
  const taken =
    models().has(model) ||
    new RegExp(`^model ${model}\\s*\\{`, 'm').test(schemaText) ||
    resources().some((r) => r.prefix === prefix || r.type === model || r.prefix.startsWith(`${prefix}/`)) ||
    fs.existsSync(path.join(root, 'server/modules', module, `${entity}.ts`));
  if (taken) refuse('coding.exists', { value: prefix }, 'entity');
  const tableTaken = [...models().values()].some((m) => m.table === table) || schemaText.includes(`@@map("${table}")`);
  if (tableTaken) refuse('coding.exists', { value: table }, 'table');

  const labelZh = label(raw.label, 'label', true)!;
  const labelTw = label(raw.labelTw, 'labelTw', false);
  const labelEn = label(raw.labelEn, 'labelEn', false);

  if (!Array.isArray(raw.fields) || raw.fields.length === 0) refuse('coding.noFields', {}, 'fields');
  if (raw.fields.length > MAX_FIELDS) refuse('coding.tooManyFields', { max: MAX_FIELDS }, 'fields');
  const seen = new Set<string>();
  // any: one field of the body as sent, each property checked below before use
  const fields: CodingField[] = raw.fields.map((f: any, i: number) => {
    if (!f || typeof f !== 'object' || Array.isArray(f)) refuse('coding.fieldType', { value: `#${i + 1}` }, 'fields');
    const name = identifier(f.name, `fields[${i}].name`, 1, 40);
    if (RESERVED_FIELDS.has(name)) refuse('coding.reserved', { value: name }, `fields[${i}].name`);
    if (seen.has(name)) refuse('coding.duplicateField', { value: name }, `fields[${i}].name`);
    seen.add(name);
    if (!FIELD_TYPES.includes(f.type)) refuse('coding.fieldType', { value: name }, `fields[${i}].type`);
    const type = f.type as FieldType;
    let length: number | undefined;
    if (type === 'string') {
      length = f.length === undefined || f.length === null || f.length === '' ? 255 : Number(f.length);
      if (!Number.isInteger(length) || length < 1 || length > 10000) refuse('coding.fieldLength', { value: name }, `fields[${i}].length`);
    }
    const filter = (f.filter ?? 'none') as FieldFilter;
    if (!FILTERS.includes(filter)) refuse('coding.filter', { value: name }, `fields[${i}].filter`);
    const textual = type === 'string' || type === 'text';
    if ((filter === 'like' || filter === 'keyword') && !textual) refuse('coding.filter', { value: name }, `fields[${i}].filter`);
    if (filter === 'eq' && !(type === 'string' || type === 'int' || type === 'boolean')) refuse('coding.filter', { value: name }, `fields[${i}].filter`);
    if (f.required !== undefined && f.required !== null && typeof f.required !== 'boolean') refuse('coding.fieldType', { value: name }, `fields[${i}].required`);
    return {
      name,
      type,
      length,
      label: label(f.label, `fields[${i}].label`, true)!,
      labelTw: label(f.labelTw, `fields[${i}].labelTw`, false),
      labelEn: label(f.labelEn, `fields[${i}].labelEn`, false),
      required: f.required === true,
      filter,
    };
  });
  const input: CodingInput = { module, entity, table, label: labelZh, labelTw, labelEn, fields };
  return { input, model, type: model, prefix, table, screenName: `${upperFirst(entity)}Screen` };
}

function prismaType(f: CodingField): string {
  const opt = f.required ? '' : '?';
  switch (f.type) {
    case 'string':
      return `String${opt} @db.VarChar(${f.length ?? 255})`;
    case 'text':
      return `String${opt} @db.Text`;
    case 'int':
      return `Int${opt}`;
    case 'decimal':
      return `Decimal${opt} @db.Decimal(12, 2)`;
    case 'boolean':
      return `Boolean${opt}`;
    case 'datetime':
      return `DateTime${opt} @db.Timestamptz(3)`;
    case 'json':
      return `Json${opt}`;
  }
}

export function renderModel(p: PlannedEntity): string {
  const width = Math.max('createTime'.length, ...p.input.fields.map((f) => f.name.length)) + 1;
  const line = (name: string, rest: string, doc: string) => `  /// ${doc}\n  ${name.padEnd(width)}${rest}\n`;
  let out = `\n/// ${p.input.label}\nmodel ${code(p.model, 'entity')} {\n`;
  out += line('id', 'Int      @id @default(autoincrement())', 'ID');
  out += line('createTime', 'DateTime @default(now()) @db.Timestamptz(3)', '创建时间');
  out += line('updateTime', 'DateTime @default(now()) @updatedAt @db.Timestamptz(3)', '更新时间');
  for (const f of p.input.fields) out += line(code(f.name, 'fields'), prismaType(f), f.label);
  if (!/^[a-z][a-z0-9_]{0,59}$/.test(p.table)) refuse('coding.table', { value: p.table.slice(0, 60) }, 'table');
  out += `\n  @@map(${JSON.stringify(p.table)})\n}\n`;
  return out;
}

/**
 * A TypeScript string literal of any text, in single quotes: JSON.stringify's
 * escapes (backslash, control characters, lone surrogates), its `\"` turned
 * back into `"` and `'` escaped, then what JSON leaves raw but a reader of
 * the source could take for something else: U+2028/2029 (line breaks to
 * older parsers), `<` (so no `</script>` or `<!--`), and `*\/` (so no
 * comment can be ended, should the literal ever sit inside one).
 */
export function tsString(text: string): string {
  // In JSON.stringify's output every `"` of the text is written `\"`; the backslash right before a `"` is always that escape's.
  const body = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\"|'/g, (m) => (m === "'" ? "\\'" : '"'))
    .replace(/[\u2028\u2029<]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('*/', '*\\/');
  return `'${body}'`;
}
const lit = tsString;

/** A name written into code as an identifier (or a path segment): refused with 1001 unless it is plainly one. */
function code(value: string, field: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]{0,79}$/.test(value)) refuse('coding.identifier', { field, value: value.slice(0, 60), min: 1, max: 80 }, field);
  return value;
}

/** The prefix (module/entity) as written into code: two identifiers. */
function codePrefix(p: PlannedEntity): string {
  return `${code(p.input.module, 'module')}/${code(p.input.entity, 'entity')}`;
}

/**
 * The declaration's `labels`: the zh-tw and en names of the entity and its
 * fields, each text a literal. A name not given is the zh-cn text for now,
 * and `untranslated` lists it (`<lang>:<Model>[.<field>]`, en first).
 */
function renderLabels(p: PlannedEntity, untranslated: string[]): string {
  const missing: Record<'en' | 'zh-tw', string[]> = { en: [], 'zh-tw': [] };
  const pick = (lang: 'en' | 'zh-tw', zh: string, given: string | null | undefined, key: string) => {
    if (given) return given;
    missing[lang].push(`${lang}:${key}`);
    return zh;
  };
  const pair = (zh: string, tw: string | null | undefined, en: string | null | undefined, key: string) =>
    `{ 'zh-tw': ${lit(pick('zh-tw', zh, tw, key))}, en: ${lit(pick('en', zh, en, key))} }`;
  const fixed: Record<string, [string, string]> = { id: ['ID', 'ID'], createTime: ['創建時間', 'Created at'], updateTime: ['更新時間', 'Updated at'] };
  const fields = [
    ...Object.entries(fixed).map(([name, [tw, en]]) => `${lit(name)}: ${pair(tw, tw, en, `${p.model}.${name}`)}`),
    ...p.input.fields.map((f) => `${lit(f.name)}: ${pair(f.label, f.labelTw, f.labelEn, `${p.model}.${f.name}`)}`),
  ];
  const name = pair(p.input.label, p.input.labelTw, p.input.labelEn, p.model);
  untranslated.push(...missing.en, ...missing['zh-tw']);
  return `  labels: {\n    name: ${name},\n    fields: {\n${fields.map((f) => `      ${f},\n`).join('')}    },\n  },`;
}

export function renderDeclaration(p: PlannedEntity, untranslated: string[] = []): string {
  code(p.model, 'entity');
  const by = (kind: FieldFilter) => p.input.fields.filter((f) => f.filter === kind).map((f) => lit(f.name));
  const parts: string[] = [];
  for (const kind of ['eq', 'like', 'keyword'] as const) {
    const names = by(kind);
    if (names.length) parts.push(`${kind}: [${names.join(', ')}]`);
  }
  const filters = parts.length ? `\n  filters: { ${parts.join(', ')} },` : '';
  const varName = code(p.model.charAt(0).toLowerCase() + p.model.slice(1), 'entity');
  // The comment names the prefix (two checked identifiers), never the label: a label is text, and text goes in literals.
  return `/** ${codePrefix(p)}: generated by the code generator (base/coding createCode). */
import { defineEntity } from '../../crud/define.ts';

export const ${varName} = defineEntity({
  model: ${lit(p.model)},
  type: ${lit(p.type)},
  prefix: ${lit(p.prefix)},${filters}
${renderLabels(p, untranslated)}
});
`;
}

export function renderScreen(p: PlannedEntity): string {
  const names = p.input.fields.map((f) => f.name);
  const wide = new Set(p.input.fields.filter((f) => f.type === 'text' || f.type === 'json').map((f) => f.name));
  const columns = ['id', ...names.filter((n) => !wide.has(n)), 'createTime'].map(lit).join(', ');
  const formFields = names.map((n) => (wide.has(n) ? `{ name: ${lit(n)}, wide: true }` : lit(n))).join(', ');
  const model = code(p.model, 'entity');
  return `/** /${codePrefix(p)}: generated by the code generator (base/coding createCode). */
import { ${model} } from '../../../meta/entities.json';
import { ${model}Operations, type ${model}Row } from '../../../entity/generated/${model}.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';

export const meta = entityMeta(${model});

export default defineEntityScreen<${model}Row>({
  meta,
  ops: ${model}Operations,
  columns: [${columns}],
  hidden: ['id'],
  form: {
    fields: [${formFields}],
  },
});
`;
}

/**
 * screens.ts with the entity's registry line added: the declaration by name and
 * the page query as a lazy import, so the new screen adds nothing to the
 * client's initial bundle (docs/client-bundle.md).
 */
export function addRegistryLine(screens: string, p: PlannedEntity): string {
  const model = code(p.model, 'entity');
  const screen = code(p.screenName, 'entity');
  const prefix = codePrefix(p);
  const registry = `registerScreen([${lit(`/${prefix}`)}], entityRoute(${lit(model)}, () => import(${lit(`../__generated__/${model}PageQuery.graphql.ts`)}), () => import(${lit(`../features/${prefix}/${screen}.tsx`)})));`;
  return `${screens.trimEnd()}\n\n// Generated by the code generator (base/coding createCode).\n${registry}\n`;
}

/** Writes the files (see the file comment); refuses with a translated 1001 and restores everything when a step fails. */
export async function generateEntity(p: PlannedEntity, root: string): Promise<CodingResult> {
  // The paths below are made of these names: identifiers only, so none can leave its folder.
  codePrefix(p);
  code(p.screenName, 'entity');
  const rel = {
    schema: 'prisma/schema.prisma',
    decl: `server/modules/${p.input.module}/${p.input.entity}.ts`,
    screen: `client/src/features/${p.input.module}/${p.input.entity}/${p.screenName}.tsx`,
    screens: 'client/src/router/screens.ts',
  };
  const abs = (r: string) => path.join(root, r);
  for (const r of [rel.decl, rel.screen]) if (fs.existsSync(abs(r))) refuse('coding.exists', { value: r }, 'entity');
  const originals = new Map<string, string>();
  for (const r of [rel.schema, rel.screens]) originals.set(r, fs.readFileSync(abs(r), 'utf8'));
  const created: string[] = [];
  const untranslated: string[] = [];
  const files: string[] = [];
  const write = (r: string, text: string) => {
    if (!originals.has(r) && !fs.existsSync(abs(r))) created.push(r);
    fs.mkdirSync(path.dirname(abs(r)), { recursive: true });
    fs.writeFileSync(abs(r), text);
    files.push(r);
  };
  const migrationsDir = abs('prisma/migrations');
  const before = new Set(fs.existsSync(migrationsDir) ? fs.readdirSync(migrationsDir) : []);
  try {
    write(rel.schema, originals.get(rel.schema)!.trimEnd() + '\n' + renderModel(p));
    const migration = await createMigration(`add_${p.table}`, { schemaPath: abs(rel.schema), migrationsDir });
    if (!migration) throw new Error('the schema change produced no migration');
    files.push(path.relative(root, path.join(migration.dir, 'migration.sql')));
    write(rel.decl, renderDeclaration(p, untranslated));
    write(rel.screen, renderScreen(p));
    write(rel.screens, addRegistryLine(originals.get(rel.screens)!, p));
  } catch (error) {
    for (const [r, text] of originals) fs.writeFileSync(abs(r), text);
    for (const r of created) fs.rmSync(abs(r), { force: true });
    if (fs.existsSync(migrationsDir)) for (const d of fs.readdirSync(migrationsDir)) if (!before.has(d)) fs.rmSync(path.join(migrationsDir, d), { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    refuse('coding.failed', { reason: (error instanceof Error ? error.message : String(error)).slice(0, 300) });
  }
  return {
    model: p.model,
    prefix: p.prefix,
    table: p.table,
    files,
    untranslated,
    next: ['npx tsx scripts/generate-client.ts', 'npm run schema:print', 'npx relay-compiler'],
  };
}
