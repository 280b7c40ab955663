/**
 * The order a recycle-bin restore writes its rows in: every row after the
 * rows it names among those being restored, whatever order the entries
 * arrived in. A row names another by a foreign key of the schema (a
 * sub-category's parent, a document's category) or by a reference its
 * entity declares without one (`lookups`, `references`: a department's
 * parent, a user's department). Generic: no entity is special-cased, and a
 * self-reference is ordered like any other (parents before children).
 */
import { models } from './datamodel.ts';
import { entityByModel } from './entity.ts';
import { referenceApplies } from './ownership.ts';

type Row = Record<string, unknown>;

export interface RestoreRow {
  model: string;
  row: Row;
}

interface Dependency {
  column: string;
  target: string;
  /** The column holds a JSON list of ids (a user's communities, areaIds). */
  list?: boolean;
  when?: Record<string, number>;
}

const cache = new Map<string, Dependency[]>();

/** The columns of a model that name a row: its foreign keys and its entity's declared references. */
export function dependenciesOf(model: string): Dependency[] {
  let deps = cache.get(model);
  if (!deps) {
    const info = models().get(model);
    const decl = entityByModel(model);
    deps = [
      ...(info?.foreignKeys ?? []).map((fk) => ({ column: fk.column, target: fk.target })),
      ...Object.values({ ...(decl?.lookups ?? {}), ...(decl?.references ?? {}) }).map((l) => ({ column: l.column, target: l.model, list: l.list, when: l.when })),
    ];
    cache.set(model, deps);
  }
  return deps;
}

const keyOf = (model: string, id: unknown) => `${model}:${String(id)}`;

/** The ids a row names through one of its dependencies. */
function named(dep: Dependency, row: Row): unknown[] {
  if (!referenceApplies(dep, row)) return [];
  const v = row[dep.column];
  if (v === null || v === undefined) return [];
  return dep.list ? (Array.isArray(v) ? v : []) : [v];
}

/**
 * The rows, each after the rows it names among them; otherwise in the order
 * given (a stable topological order). Rows caught in a cycle, which no
 * schema here allows, keep their given order at the end.
 */
export function dependencyOrder(rows: RestoreRow[]): RestoreRow[] {
  const index = new Map(rows.map((r, i) => [keyOf(r.model, r.row.id), i]));
  const dependents: number[][] = rows.map(() => []);
  const waiting = rows.map(() => 0);
  rows.forEach((r, i) => {
    const before = new Set<number>();
    for (const dep of dependenciesOf(r.model)) {
      for (const id of named(dep, r.row)) {
        const j = index.get(keyOf(dep.target, id));
        if (j !== undefined && j !== i) before.add(j);
      }
    }
    for (const j of before) dependents[j]!.push(i);
    waiting[i] = before.size;
  });
  // Ready rows, taken lowest given position first: a small binary heap of indexes.
  const heap: number[] = [];
  const push = (i: number) => {
    heap.push(i);
    for (let k = heap.length - 1; k > 0; ) {
      const p = (k - 1) >> 1;
      if (heap[p]! <= heap[k]!) break;
      [heap[p], heap[k]] = [heap[k]!, heap[p]!];
      k = p;
    }
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let k = 0; ; ) {
        const l = 2 * k + 1;
        const r = l + 1;
        let m = k;
        if (l < heap.length && heap[l]! < heap[m]!) m = l;
        if (r < heap.length && heap[r]! < heap[m]!) m = r;
        if (m === k) break;
        [heap[m], heap[k]] = [heap[k]!, heap[m]!];
        k = m;
      }
    }
    return top;
  };
  waiting.forEach((w, i) => w === 0 && push(i));
  const placed = new Set<number>();
  const out: RestoreRow[] = [];
  while (heap.length) {
    const i = pop();
    placed.add(i);
    out.push(rows[i]!);
    for (const d of dependents[i]!) if (--waiting[d]! === 0) push(d);
  }
  rows.forEach((r, i) => placed.has(i) || out.push(r));
  return out;
}
