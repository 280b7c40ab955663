/**
 * Keywords are literal (issue "Trust no input"): text a user searches for is
 * matched as text, `%`, `_` and `\` included, never as a LIKE pattern.
 *
 * - No LIKE is built outside server/crud/literal.ts: the server's source is
 *   read for Prisma's LIKE filters (contains, startsWith, endsWith and the
 *   JSON string_* ones) and for LIKE / ILIKE / SIMILAR TO in SQL.
 * - Every entity's declared text search, enumerated from the registry (each
 *   keyword column, each like filter, each keyword lookup): rows holding
 *   `a_b`, `axb`, `a%b`, `a\b` and `aXXb` in that place, written through
 *   the database, and the page asked over REST and over GraphQL finds only
 *   the row holding the text asked for; `%`, `_` and `\` alone find only
 *   rows that hold them. On both databases (PGlite and PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import { actionsOf, entities, fieldNameOf, type EntityDecl } from '../../server/crud/entity.ts';
import { modelInfo, type FieldInfo } from '../../server/crud/datamodel.ts';
import { delegate } from '../../server/crud/tx.ts';
import { likeLiteral, containsText, startsWithText } from '../../server/crud/literal.ts';
import type { Db } from '../../server/kernel/context.ts';
// The registry fills as the modules load.
import '../../server/schema.ts';

const SERVER = fileURLToPath(new URL('../../server/', import.meta.url));
/** The one file allowed to build LIKE filters. */
const HELPER = 'crud/literal.ts';

/** Prisma filter keys that compile to LIKE / ILIKE (not array_contains, which is @>; not a JS .startsWith( call). */
const PRISMA_LIKE = /(?<![\w.$'"])(contains|startsWith|endsWith|string_contains|string_starts_with|string_ends_with)\s*:|['"](contains|startsWith|endsWith|string_contains|string_starts_with|string_ends_with)['"]:/;
/** LIKE in SQL text: the keywords in upper case anywhere, or in any case followed by a parameter or a string. */
const SQL_LIKE = [/\b(I?LIKE|SIMILAR\s+TO)\b/, /\bi?like\s+(\$\{|\$\d|E?')/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The lines of a text that build a LIKE. */
function likeLines(text: string): string[] {
  return text.split('\n').filter((line) => PRISMA_LIKE.test(line) || SQL_LIKE.some((re) => re.test(line)));
}

describe('one place builds LIKE', () => {
  it('likeLiteral escapes the escape character and both wildcards, and nothing else', () => {
    expect(likeLiteral('a_b')).toBe('a\\_b');
    expect(likeLiteral('a%b')).toBe('a\\%b');
    expect(likeLiteral('a\\b')).toBe('a\\\\b');
    expect(likeLiteral('\\%_')).toBe('\\\\\\%\\_');
    expect(likeLiteral('普通 text *?[]^$.')).toBe('普通 text *?[]^$.');
    expect(containsText('5%')).toEqual({ contains: '5\\%', mode: 'insensitive' });
    expect(startsWithText('system:')).toEqual({ startsWith: 'system:' });
  });

  it('the source check recognises every form of LIKE it looks for, and not look-alikes', () => {
    for (const line of [
      "where: { name: { contains: kw, mode: 'insensitive' } }",
      'jobId: { startsWith: prefix }',
      "{ 'endsWith': x }",
      "data: { path: ['a'], string_contains: v }",
      'SELECT id FROM t WHERE name ILIKE ${p}',
      "WHERE name LIKE 'a%'",
      'where name ilike $1',
    ]) expect(likeLines(line), line).toEqual([line]);
    for (const line of ["url.startsWith('/admin/')", "areaIds: { array_contains: [id] }", '// alike: unlike the legacy page', 'containsText(kw)', "description: like ? 'contains' : 'equals'"]) expect(likeLines(line), line).toEqual([]);
  });

  it(`no LIKE is built in server/ outside ${HELPER}`, () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((f) => relative(SERVER, f) !== HELPER)
      .flatMap((f) => likeLines(readFileSync(f, 'utf8')).map((line) => `${relative(SERVER, f)}: ${line.trim()}`));
    expect(found).toEqual([]);
    // The helper itself is where they are.
    expect(likeLines(readFileSync(join(SERVER, HELPER), 'utf8')).length).toBeGreaterThan(0);
  });
});

/** Where an entity searches text: a keyword column, a like filter, or a keyword lookup (a name of the row pointed at). */
type Target =
  | { kind: 'keyword'; column: string }
  | { kind: 'like'; column: string }
  | { kind: 'lookup'; column: string; model: string; field: string };

function targetsOf(decl: EntityDecl): Target[] {
  const f = decl.filters ?? {};
  const info = modelInfo(decl.model);
  return [
    ...(f.keyword ?? []).filter((c) => info.byName.get(c)?.type === 'String').map((column) => ({ kind: 'keyword' as const, column })),
    ...(f.like ?? []).map((column) => ({ kind: 'like' as const, column })),
    ...(f.keywordLookups ?? []).map((l) => ({ kind: 'lookup' as const, column: l.column, model: l.model, field: l.field })),
  ];
}

/** The five texts of the issue; each row holds one, after the target's marker. */
const VALUES = { under: 'a_b', plain: 'axb', percent: 'a%b', backslash: 'a\\b', two: 'aXXb' } as const;
type Name = keyof typeof VALUES;

/** What is asked (after the marker, or alone) and which of the five rows it must find. */
const ASKED: { text: string; marked: boolean; finds: Name[] }[] = [
  { text: 'a_b', marked: true, finds: ['under'] },
  { text: 'a%b', marked: true, finds: ['percent'] },
  { text: 'a\\b', marked: true, finds: ['backslash'] },
  { text: 'axb', marked: true, finds: ['plain'] },
  // Still case-insensitive.
  { text: 'AXXB', marked: true, finds: ['two'] },
  { text: 'a_', marked: true, finds: ['under'] },
  { text: '%', marked: false, finds: ['percent'] },
  { text: '_', marked: false, finds: ['under'] },
  { text: '\\', marked: false, finds: ['backslash'] },
];

/** Writes rows through the database, with every required column filled and each foreign key naming an existing row. */
class Rows {
  private n = 1000;
  private anyId = new Map<string, number>();
  constructor(private db: Db) {}

  private filler(f: FieldInfo): unknown {
    const n = ++this.n;
    switch (f.type) {
      case 'String':
        return `n${n}`.slice(0, f.maxLength ?? 20);
      case 'Int':
        return f.isUnique || /Id$/.test(f.name) ? n : f.options ? f.options[0]!.value : 1;
      case 'BigInt':
        return BigInt(n);
      case 'Float':
        return 1.5;
      case 'Decimal':
        return '1.00';
      case 'Boolean':
        return false;
      case 'DateTime':
        return new Date();
      case 'Json':
        return f.name === 'areaIds' ? [] : {};
      default:
        return undefined;
    }
  }

  /** Some row of a model (created when there is none). */
  async any(model: string): Promise<number> {
    const known = this.anyId.get(model);
    if (known !== undefined) return known;
    const found: { id: number } | null = await delegate(this.db, model).findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
    const id = found?.id ?? (await this.create(model, {}));
    this.anyId.set(model, id);
    return id;
  }

  async create(model: string, set: Record<string, unknown>): Promise<number> {
    const info = modelInfo(model);
    const data: Record<string, unknown> = {};
    for (const f of info.fields) {
      if (f.kind === 'object' || f.isId || f.isUpdatedAt || f.name === 'createTime' || f.name === 'updateTime') continue;
      if (f.name in set) {
        data[f.name] = set[f.name];
        continue;
      }
      const fk = info.foreignKeys.find((k) => k.column === f.name);
      if (fk) {
        // Trees start at the top; other keys name a row of the target (a community included).
        if (fk.target !== model) data[f.name] = await this.any(fk.target);
        continue;
      }
      if (!f.isRequired || f.hasDefault) continue;
      data[f.name] = this.filler(f);
    }
    return (await delegate(this.db, model).create({ data, select: { id: true } })).id;
  }
}

describeOnDatabases('keywords and like filters are literal', (kind) => {
  let t: TestApp;
  let admin: string;
  let rows: Rows;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    rows = new Rows(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  const searching = entities().filter((d) => targetsOf(d).length > 0);

  it('covers every entity that searches text, each through a list', () => {
    expect(searching.length).toBeGreaterThanOrEqual(25);
    for (const d of searching) {
      expect(actionsOf(d).some((a) => a === 'page' || a === 'list'), d.prefix).toBe(true);
      for (const c of d.filters?.like ?? []) expect(modelInfo(d.model).byName.get(c)?.type, `${d.prefix} like ${c}`).toBe('String');
    }
    // Each kind of target is met at least once.
    const kinds = new Set(searching.flatMap((d) => targetsOf(d).map((x) => x.kind)));
    expect([...kinds].sort()).toEqual(['keyword', 'like', 'lookup']);
  });

  let marker = 0;
  for (const decl of searching) {
    it(`${decl.prefix}: ${targetsOf(decl).map((x) => (x.kind === 'lookup' ? `keyword via ${x.column}→${x.model}.${x.field}` : `${x.kind} ${x.column}`)).join(', ')}`, async () => {
      const db = t.app.db;
      const info = modelInfo(decl.model);
      const lookups = decl.filters?.keywordLookups ?? [];
      const keywordText = (decl.filters?.keyword ?? []).filter((c) => info.byName.get(c)?.type === 'String');
      const page = actionsOf(decl).includes('page');

      /** The ids a search answers over REST and over GraphQL. */
      const ask = async (target: Target, text: string): Promise<{ rest: number[]; gql: number[] }> => {
        const body = target.kind === 'like' ? { [target.column]: text } : { keyWord: text };
        const res = await t.req('POST', `/admin/${decl.prefix}/${page ? 'page' : 'list'}`, { body: { page: 1, size: 1000, ...body }, token: admin });
        expect(res.body.code, `${decl.prefix} ${JSON.stringify(body)}: ${res.text.slice(0, 300)}`).toBe(1000);
        const restRows = (page ? res.body.data.list : res.body.data) as { id: number }[];
        const args = target.kind === 'like' ? `filter: $v` : 'keyWord: $v';
        const vtype = target.kind === 'like' ? `${decl.type}Filter` : 'String';
        const query = page
          ? `query($v: ${vtype}) { r: ${fieldNameOf(decl, 'page')}(first: 1000, ${args}) { edges { node { rowId } } } }`
          : `query($v: ${vtype}) { r: ${fieldNameOf(decl, 'list')}(${args}) { rowId } }`;
        const g = await t.gql(query, { v: target.kind === 'like' ? { [target.column]: text } : text }, admin);
        expect(g.body.errors, `${decl.prefix} GraphQL ${JSON.stringify(body)}: ${JSON.stringify(g.body.errors)}`).toBeUndefined();
        const gRows = page ? g.body.data.r.edges.map((e: { node: { rowId: number } }) => ({ id: e.node.rowId })) : g.body.data.r.map((r: { rowId: number }) => ({ id: r.rowId }));
        return { rest: restRows.map((r) => r.id), gql: gRows.map((r: { id: number }) => r.id) };
      };

      /** Whether a row holds the text literally where the target searches (case-insensitively, as the search does). */
      const holds = async (target: Target, ids: number[], text: string): Promise<number[]> => {
        const lower = text.toLowerCase();
        const has = (v: unknown) => typeof v === 'string' && v.toLowerCase().includes(lower);
        const columns = target.kind === 'like' ? [target.column] : [...keywordText, ...lookups.map((l) => l.column)];
        const found = await delegate(db, decl.model).findMany({ where: { id: { in: ids } }, select: Object.fromEntries(['id', ...columns].map((c) => [c, true])) });
        const out: number[] = [];
        for (const row of found) {
          let ok = target.kind === 'like' ? has(row[target.column]) : keywordText.some((c) => has(row[c]));
          if (!ok && target.kind !== 'like') {
            for (const l of lookups) {
              if (row[l.column] == null) continue;
              const named = await delegate(db, l.model).findUnique({ where: { id: row[l.column] }, select: { [l.field]: true } });
              if (has(named?.[l.field])) ok = true;
            }
          }
          if (ok) out.push(row.id);
        }
        return out;
      };

      // Rows that are not about a lookup point their lookup columns at a row whose name holds none of the texts.
      const neutral: Record<string, unknown> = {};
      for (const l of lookups) neutral[l.column] = await rows.create(l.model, { [l.field]: 'neutral' });

      for (const target of targetsOf(decl)) {
        const m = `Lq${++marker}z`;
        // Where the text goes must hold the longest of them.
        const place = target.kind === 'lookup' ? modelInfo(target.model).byName.get(target.field)! : info.byName.get(target.column)!;
        expect(m.length + 4, `${decl.prefix}.${place.name} is long enough`).toBeLessThanOrEqual(place.maxLength ?? Infinity);
        const mine = {} as Record<Name, number>;
        for (const [name, value] of Object.entries(VALUES) as [Name, string][]) {
          const text = m + value;
          const set = target.kind === 'lookup' ? { ...neutral, [target.column]: await rows.create(target.model, { [target.field]: text }) } : { ...neutral, [target.column]: text };
          mine[name] = await rows.create(decl.model, set);
        }
        const ours = new Set(Object.values(mine));

        for (const asked of ASKED) {
          const text = asked.marked ? m + asked.text : asked.text;
          const what = `${decl.prefix} ${target.kind} ${target.column}: ${JSON.stringify(text)}`;
          const want = asked.finds.map((n) => mine[n]).sort();
          const answer = await ask(target, text);
          for (const [side, ids] of Object.entries(answer)) {
            // Of the five rows, exactly the one holding the text.
            expect(ids.filter((id) => ours.has(id)).sort(), `${what} over ${side}`).toEqual(want);
            // And no other row that does not hold it (a wildcard alone would find them all).
            expect((await holds(target, ids, text)).sort(), `${what} over ${side}: every row found holds the text`).toEqual([...ids].sort());
          }
        }
      }
    });
  }
});
