/**
 * JSON columns the REST layer answers as their stored text (a typed shape
 * declared with `rest: 'stored'`, crud/shapes.ts): a meeting's frozen
 * electorate holds one object per participating house, 5,000 in a large
 * community, and a page of such meetings walked participant by participant
 * through GraphQL (and parsed, then stringified again) cost seconds of CPU
 * per page (docs/capacity.md "2. Meeting pages and the frozen electorate: the decision").
 *
 * The route's GraphQL selection leaves such a column out; after execution
 * one statement reads the answered rows' columns as text (`::text`, never
 * parsed here), and the envelope is written with that text in place. The
 * legacy contract answers JSON columns as stored (rest/format.ts), which this
 * does literally. The rows are the ones the route answered, so the scope that
 * chose them holds for their columns too.
 */
import type { Db } from '../db/client.ts';
import type { EntityDecl } from '../crud/entity.ts';
import { modelInfo } from '../crud/datamodel.ts';
import { readableFields } from '../crud/validate.ts';
import { shapeOf } from '../crud/graphql.ts';
import { shapeTypeName, typeHoldsPersonal } from '../crud/personal.ts';
import type { GraphQLSchema } from 'graphql';

/** A column answered as stored text; `personalType` names its shape's type when that holds personal fields. */
export interface StoredColumn {
  name: string;
  dbName: string;
  personalType?: string;
}

/** Masks a stored JSON value of a shape type holding personal fields (crud/personal.ts maskShapeValue). */
export type StoredMask = (typeName: string, value: unknown) => unknown;

export interface StoredColumns {
  /** The entity's table, and the columns answered as stored text. */
  table: string;
  columns: StoredColumn[];
  /** The answered rows within the envelope's data (a page's list, a list, an info's row). */
  rowsOf(data: unknown): Record<string, unknown>[];
}

/**
 * The readable columns of an entity its REST rows answer as stored text,
 * each with its shape's type when that type holds personal fields (a
 * meeting's participants): such text is answered as stored only to a viewer
 * who may read residents, and parsed and masked for anyone else.
 */
export function storedColumnsOf(decl: EntityDecl, schema: GraphQLSchema): StoredColumn[] {
  const info = modelInfo(decl.model);
  return readableFields(decl)
    .filter((f) => shapeOf(decl, f)?.rest === 'stored')
    .map((f) => {
      const type = shapeTypeName(shapeOf(decl, f)!.type);
      return { name: f.name, dbName: info.byName.get(f.name)!.dbName, ...(type && typeHoldsPersonal(schema, type) ? { personalType: type } : {}) };
    });
}

export function storedTable(decl: EntityDecl): string {
  return modelInfo(decl.model).table;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A placeholder the envelope's JSON text can hold for nothing else: no stored text contains NUL (PostgreSQL refuses it in text and jsonb). */
const marker = (i: number) => `\u0000stored:${i}`;
const MARKED = /"\\u0000stored:(\d+)"/g;

/**
 * Reads the stored text of the answered rows' columns (one statement) and
 * puts a placeholder in each row; returns the texts the placeholders stand
 * for (a column without a value answers null, no placeholder). With `mask`
 * (a viewer who may not read residents), a column holding personal fields
 * is parsed, masked and written again instead of answered as stored.
 */
export async function attachStored(db: Pick<Db, '$queryRawUnsafe'>, stored: StoredColumns, data: unknown, mask: StoredMask | null = null): Promise<string[]> {
  const rows = stored.rowsOf(data).filter((r) => r && typeof r.id === 'number');
  if (rows.length === 0) return [];
  const cols = stored.columns.map((c) => `${quote(c.dbName)}::text AS ${quote(c.name)}`).join(', ');
  const found = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT "id" AS id, ${cols} FROM "public".${quote(stored.table)} WHERE "id" = ANY($1::int[])`, rows.map((r) => r.id));
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  const texts: string[] = [];
  for (const row of rows) {
    const values = byId.get(row.id as number);
    for (const c of stored.columns) {
      const text = values?.[c.name];
      if (typeof text !== 'string') row[c.name] = null;
      else {
        row[c.name] = marker(texts.length);
        texts.push(mask && c.personalType ? JSON.stringify(mask(c.personalType, JSON.parse(text))) : text);
      }
    }
  }
  return texts;
}

/** The envelope as JSON text with each placeholder replaced by the stored text it stands for. */
export function stringifyWithStored(body: unknown, texts: string[]): string {
  const text = JSON.stringify(body);
  return texts.length === 0 ? text : text.replace(MARKED, (_m, i: string) => texts[Number(i)]!);
}
