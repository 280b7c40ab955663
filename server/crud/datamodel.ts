/**
 * The storage facts of every model (types, lengths, nullability, defaults,
 * labels from `///` comments) read from prisma/schema.prisma itself, so the
 * schema stays the single source for them. Validation, GraphQL input types,
 * EPS columns and REST formatting all read this.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type ScalarType = 'Int' | 'String' | 'Boolean' | 'DateTime' | 'Json' | 'Decimal' | 'Float' | 'BigInt';

export interface FieldInfo {
  name: string;
  /** The column in the database (@map), for raw SQL. */
  dbName: string;
  /** The model the field belongs to. */
  model: string;
  kind: 'scalar' | 'object' | 'enum';
  type: ScalarType | string;
  isRequired: boolean;
  isList: boolean;
  isId: boolean;
  isUnique: boolean;
  hasDefault: boolean;
  isUpdatedAt: boolean;
  /** VarChar(n) limit; undefined for unbounded text. */
  maxLength?: number;
  /** The column's native type when the schema names one (@db.Uuid → 'Uuid'), for raw SQL casts. */
  nativeType?: string;
  /** Short label: the `///` comment up to the first colon. */
  label: string;
  /** The whole `///` comment (labels of enumerated values follow the colon). */
  doc: string;
  /** Value labels parsed from a doc like `状态: 0 禁用, 1 启用`. */
  options?: { value: number; label: string }[];
  default?: unknown;
  /** Decimal(p, s): digits in all and after the point. */
  precision?: { digits: number; scale: number };
  /** Relation fields: the foreign-key columns of this model, and what deleting the target does. */
  relationFromFields?: string[];
  /** Relation fields: the columns of the target the foreign key points at (id). */
  relationToFields?: string[];
  relationOnDelete?: string;
  /** Relation fields: Prisma's name of the relation (pairs the two sides when a model has several to the same target). */
  relationName?: string;
}

/** A foreign key of a model: its column, the model it points at, and what deleting that target does to this row. */
export interface ForeignKey {
  /** The relation field (e.g. meeting). */
  relation: string;
  /** The key column (e.g. meetingId). */
  column: string;
  target: string;
  required: boolean;
  onDelete: 'Cascade' | 'SetNull' | 'Restrict' | 'NoAction' | string;
}

export interface ModelInfo {
  name: string;
  table: string;
  label: string;
  fields: FieldInfo[];
  byName: Map<string, FieldInfo>;
  uniqueFields: string[];
  /** Foreign keys declared with @relation on this side. */
  foreignKeys: ForeignKey[];
  /** Columns that lead an index (@id, @unique, @@id, @@unique, @@index): a lookup by one of them is an index scan. */
  leadingIndexColumns: Set<string>;
}

const schemaPath = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));

function parseOptions(doc: string): FieldInfo['options'] {
  const colon = doc.indexOf(':');
  if (colon < 0) return undefined;
  const parts = doc.slice(colon + 1).split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  const options: { value: number; label: string }[] = [];
  for (const part of parts) {
    const m = /^(-?\d+)\s+(.+)$/.exec(part);
    if (!m) return undefined;
    options.push({ value: Number(m[1]), label: m[2]!.trim() });
  }
  return options.length ? options : undefined;
}

/**
 * The schema's DMMF (6 MB of JSON) from Prisma's schema wasm, which is then let
 * go: its instance's memory grew by about 80 MB computing the DMMF and keeps
 * 24 MB after (docs/compiled-server.md). Dropping the module from require's
 * cache is not enough — the requiring module's `children` still lists it
 * (a heap snapshot of the idle server found the 24 MB held that way) — so it
 * is taken out of there too and its exports let go.
 * Read once per process, at start.
 */
function readDmmf(text: string): string {
  const id = require.resolve('@prisma/prisma-schema-wasm');
  const wasm = require(id) as { get_dmmf(p: string): string };
  try {
    return wasm.get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', text]] }));
  } finally {
    const loaded = require.cache[id];
    delete require.cache[id];
    if (loaded) {
      for (const holder of [loaded.parent, ...Object.values(require.cache)]) {
        const children = holder?.children;
        const at = children ? children.indexOf(loaded) : -1;
        if (at >= 0) children!.splice(at, 1);
      }
      loaded.exports = {};
    }
  }
}

/** A field of Prisma's DMMF (what load reads of it). */
type DmmfField = Pick<FieldInfo, 'name' | 'kind' | 'type' | 'isRequired' | 'isList' | 'isId' | 'isUnique' | 'isUpdatedAt' | 'default' | 'relationOnDelete'> & {
  dbName?: string | null;
  documentation?: string;
  nativeType?: [string, string[]] | null;
  hasDefaultValue: boolean;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationName?: string | null;
};

function load(): Map<string, ModelInfo> {
  const text = readFileSync(schemaPath, 'utf8');
  const dmmf = JSON.parse(readDmmf(text));
  const models = new Map<string, ModelInfo>();
  for (const m of dmmf.datamodel.models) {
    const fields: FieldInfo[] = m.fields.map((f: DmmfField) => {
      const doc: string = (f.documentation ?? '').trim();
      const label = doc ? doc.split(/[:：]/)[0]!.trim() : f.name;
      const native = f.nativeType ?? null;
      const maxLength = native && native[0] === 'VarChar' && native[1][0] ? Number(native[1][0]) : undefined;
      const precision = native && native[0] === 'Decimal' && native[1].length === 2 ? { digits: Number(native[1][0]), scale: Number(native[1][1]) } : undefined;
      return {
        name: f.name,
        dbName: f.dbName ?? f.name,
        model: m.name,
        kind: f.kind,
        type: f.type,
        isRequired: f.isRequired,
        isList: f.isList,
        isId: f.isId,
        isUnique: f.isUnique,
        hasDefault: f.hasDefaultValue,
        isUpdatedAt: f.isUpdatedAt,
        maxLength,
        nativeType: native?.[0],
        label,
        doc,
        options: doc ? parseOptions(doc) : undefined,
        default: f.default,
        precision,
        relationFromFields: f.relationFromFields?.length ? f.relationFromFields : undefined,
        relationToFields: f.relationToFields?.length ? f.relationToFields : undefined,
        relationOnDelete: f.relationOnDelete,
        relationName: f.relationName ?? undefined,
      } satisfies FieldInfo;
    });
    const foreignKeys: ForeignKey[] = fields
      .filter((f) => f.kind === 'object' && f.relationFromFields?.length === 1)
      .map((f) => {
        const column = f.relationFromFields![0]!;
        return { relation: f.name, column, target: f.type, required: !!fields.find((c) => c.name === column)?.isRequired, onDelete: f.relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull') };
      });
    models.set(m.name, {
      name: m.name,
      table: m.dbName ?? m.name,
      label: (m.documentation ?? m.name).trim(),
      fields,
      byName: new Map(fields.map((f) => [f.name, f])),
      uniqueFields: fields.filter((f) => f.isUnique).map((f) => f.name),
      foreignKeys,
      leadingIndexColumns: new Set([
        ...fields.filter((f) => f.isId || f.isUnique).map((f) => f.name),
        ...(m.primaryKey?.fields?.slice(0, 1) ?? []),
        ...((m.uniqueFields ?? []) as string[][]).flatMap((u) => u.slice(0, 1)),
        ...((dmmf.datamodel.indexes ?? []) as { model?: string; fields?: { name?: string }[] }[]).filter((i) => i.model === m.name && i.fields?.[0]?.name).map((i) => i.fields![0]!.name!),
      ]),
    });
  }
  return models;
}

let cache: Map<string, ModelInfo> | undefined;

export function models(): Map<string, ModelInfo> {
  cache ??= load();
  return cache;
}

export function modelInfo(name: string): ModelInfo {
  const info = models().get(name);
  if (!info) throw new Error(`Unknown Prisma model ${name}`);
  return info;
}

/** Scalar columns of a model, in schema order. */
export function scalarFields(name: string): FieldInfo[] {
  return modelInfo(name).fields.filter((f) => f.kind !== 'object');
}
