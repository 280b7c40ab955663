/**
 * A statement's rows as objects of one fixed shape: an object literal generated once per statement from its
 * column names, so every row of a statement has the same hidden class and is built in one step (pg's object rows
 * copied a template and assigned each column by name: docs/read-path.md "Rows"). Names are written as JSON string
 * literals and a name that could change an object's prototype is a computed key; a column named twice keeps the
 * last value, as pg's rows do. Values are generated from names only, never from data.
 */
export type Column = { name: string; dataTypeID: number };
export type Shape = { columns: Column[]; build: (values: readonly unknown[]) => Record<string, unknown> };

const shapes = new Map<string, Shape>();

function sameColumns(a: Column[], b: readonly Column[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.name !== b[i]!.name || a[i]!.dataTypeID !== b[i]!.dataTypeID) return false;
  return true;
}

/** The shape of a prepared statement's columns (a changed row description, e.g. after an ALTER TABLE, makes a new one). */
export function shapeFor(name: string, columns: readonly Column[]): Shape {
  const known = shapes.get(name);
  if (known && sameColumns(known.columns, columns)) return known;
  const entries = columns.map((c, i) => `${c.name === '__proto__' ? `[${JSON.stringify(c.name)}]` : JSON.stringify(c.name)}: v[${i}]`);
  const build = new Function('v', `return {${entries.join(', ')}};`) as Shape['build'];
  const shape = { columns: columns.map((c) => ({ name: c.name, dataTypeID: c.dataTypeID })), build };
  shapes.set(name, shape);
  return shape;
}
