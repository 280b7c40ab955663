/**
 * Trigram indexes for text search, derived from the entity declarations.
 *
 * Every column an entity searches with a contains match — `filters.keyword`,
 * `filters.like`, and the field of a `filters.keywordLookups` model — is
 * matched case-insensitively anywhere in the text (crud/literal.ts). A B-tree
 * index cannot serve a pattern with a leading wildcard, so such a search read
 * the whole table. A pg_trgm GIN index (`gin_trgm_ops`) serves such patterns,
 * for texts of 3 or more characters (docs/keyword-search.md).
 *
 * The declarations are the one source of truth: this module computes the
 * indexes they need and `ensureKeywordIndexes` brings the database to that
 * set at every start, after the migrations (creating what is missing,
 * dropping our indexes no declaration needs any more). They are not in
 * prisma/schema.prisma nor in a migration: the migrations are replayed on a
 * scratch database to compute the next one (server/db/migrate.ts), where
 * these indexes never exist, so they are never seen as drift; and a
 * migration that rebuilds a table loses its index only until the next start.
 * Our indexes are recognised by their suffix `_kwtrgm`.
 */
import { createHash } from 'node:crypto';
import { entities, type EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';

/** Suffix of the index names this module owns (and may drop). */
export const KEYWORD_INDEX_SUFFIX = '_kwtrgm';

export interface KeywordIndex {
  /** Index name: <table>_<column>_kwtrgm (shortened with a hash past PostgreSQL's 63 bytes). */
  name: string;
  table: string;
  column: string;
  /** The Prisma model and field the column belongs to. */
  model: string;
  field: string;
  /** Why it is indexed: the declarations that search it, e.g. `AreaHouse keyword`. */
  reasons: string[];
}

function indexName(table: string, column: string): string {
  const plain = `${table}_${column}${KEYWORD_INDEX_SUFFIX}`;
  if (Buffer.byteLength(plain) <= 63) return plain;
  const hash = createHash('sha1').update(`${table}.${column}`).digest('hex').slice(0, 8);
  return `${table.slice(0, 63 - KEYWORD_INDEX_SUFFIX.length - hash.length - 1)}_${hash}${KEYWORD_INDEX_SUFFIX}`;
}

/** The text columns an entity declaration searches with a contains match: [model, field, how]. */
export function searchedColumns(decl: EntityDecl): [model: string, field: string, how: string][] {
  const f = decl.filters ?? {};
  const out: [string, string, string][] = [];
  for (const name of f.keyword ?? []) out.push([decl.model, name, 'keyword']);
  for (const name of f.like ?? []) out.push([decl.model, name, 'like']);
  for (const l of f.keywordLookups ?? []) out.push([l.model, l.field, `keywordLookups via ${l.column}`]);
  return out;
}

/**
 * The trigram indexes the declarations need, one per text column however
 * many declarations search it. Non-text keyword columns (integers, matched
 * by equality) are not here.
 */
export function keywordIndexes(decls: EntityDecl[] = entities()): KeywordIndex[] {
  const byName = new Map<string, KeywordIndex>();
  for (const decl of decls) {
    for (const [model, field, how] of searchedColumns(decl)) {
      const info = modelInfo(model);
      const f = info.byName.get(field);
      if (!f) throw new Error(`${decl.type}: searched column ${model}.${field} does not exist`);
      if (f.kind !== 'scalar' || f.type !== 'String') continue;
      const name = indexName(info.table, f.dbName);
      const reason = `${decl.type} ${how}`;
      const known = byName.get(name);
      if (known) {
        if (!known.reasons.includes(reason)) known.reasons.push(reason);
      } else byName.set(name, { name, table: info.table, column: f.dbName, model, field, reasons: [reason] });
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Raw statements of the Prisma client (or of a transaction on it). */
interface RawDb {
  $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(sql: string, ...values: unknown[]): Promise<T>;
}

const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

export interface KeywordIndexResult {
  created: string[];
  dropped: string[];
  /** Set when pg_trgm could not be installed (no privilege): searches stay correct, unindexed. */
  unavailable?: string;
  /**
   * The database's character classification (LC_CTYPE). pg_trgm takes only
   * letters and digits into trigrams, and under `C` / `POSIX` a Chinese
   * character is neither: CJK keywords then find their rows without the
   * index (docs/keyword-search.md). A UTF-8 locale (C.UTF-8, the embedded
   * database's) indexes them.
   */
  ctype?: string;
}

/** Whether pg_trgm leaves CJK characters out of its trigrams under this LC_CTYPE. */
export function ctypeIgnoresCjk(ctype: string | undefined): boolean {
  return ctype === 'C' || ctype === 'POSIX';
}

/**
 * Brings the database's trigram indexes to what the declarations need:
 * installs pg_trgm if missing, creates the missing indexes, drops ours that
 * no declaration needs. Idempotent; a start with nothing to do sends two
 * statements. Without the right to install pg_trgm (PostgreSQL where the
 * role may not create extensions) it changes nothing and says why: search
 * works, without indexes.
 */
export async function ensureKeywordIndexes(db: RawDb, wanted: KeywordIndex[] = keywordIndexes()): Promise<KeywordIndexResult> {
  try {
    await db.$executeRawUnsafe('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (e) {
    return { created: [], dropped: [], unavailable: e instanceof Error ? e.message : String(e) };
  }
  const existing = await db.$queryRawUnsafe<{ indexname: string }[]>('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()');
  const have = new Set(existing.map((r) => r.indexname).filter((n) => n.endsWith(KEYWORD_INDEX_SUFFIX)));
  const want = new Set(wanted.map((i) => i.name));
  const created: string[] = [];
  const dropped: string[] = [];
  for (const name of have) {
    if (want.has(name)) continue;
    await db.$executeRawUnsafe(`DROP INDEX IF EXISTS ${q(name)}`);
    dropped.push(name);
  }
  for (const i of wanted) {
    if (have.has(i.name)) continue;
    // The pg_trgm operator class is looked up where the extension was installed (public, normally).
    await db.$executeRawUnsafe(`CREATE INDEX IF NOT EXISTS ${q(i.name)} ON ${q(i.table)} USING gin (${q(i.column)} gin_trgm_ops)`);
    created.push(i.name);
  }
  const [db0] = await db.$queryRawUnsafe<{ ctype: string }[]>('SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()');
  return { created, dropped, ctype: db0?.ctype };
}
