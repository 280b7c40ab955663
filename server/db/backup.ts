/**
 * Backup and restore of the whole database, the same on PostgreSQL and on the
 * embedded PGlite (both speak PostgreSQL, so a backup of one restores into
 * the other).
 *
 * Format: gzip-compressed JSON lines. The first line is a header (format,
 * the applied migrations, the tables with their sequence positions); then
 * one line per batch of rows `{table, rows}`. Rows are read with
 * `row_to_json` and written back with `json_populate_recordset`, so every
 * column type (timestamps, numeric, json, arrays, bytea) round-trips through
 * PostgreSQL's own text forms, and no column list is kept twice here.
 *
 * A restore runs in one transaction: every table is emptied, every row
 * inserted, every sequence put back where it was. It is refused before
 * anything is changed when the backup was taken at other migrations (restore
 * into a database of the same version). Uploaded files are not in the
 * database: back up DATA_DIR/upload (or the S3 bucket) beside it.
 *
 * A backup file is input like any other: it is inflated line by line within
 * BACKUP_LIMITS (kernel/archive.ts), counted while it inflates, so a gzip
 * bomb — a few hundred KB that inflate to gigabytes, or one endless line —
 * is refused with a BackupError instead of growing the heap until the
 * process dies.
 */
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import type { Db } from './client.ts';
import { gunzipLinesWithinBounds, GzipRefused } from '../kernel/archive.ts';

export const BACKUP_FORMAT = 'community-governance-backup';
const BATCH = 1000;
const MIGRATIONS_TABLE = '_prisma_migrations';

export interface BackupLimits {
  /** Inflated bytes of one line: the header, or one batch of BATCH rows. */
  maxLineBytes: number;
  /** Inflated characters of one table's rows: they go to PostgreSQL as one statement's text, which must fit in one JavaScript string (V8's limit is ~512 Mi characters). */
  maxTableBytes: number;
  /** Inflated bytes of the whole file. */
  maxTotalBytes: number;
}

/** The limits a restore holds a backup file to; generous for any real database of this product, finite for a hostile file. */
export const BACKUP_LIMITS: Readonly<BackupLimits> = {
  maxLineBytes: 256 * 1024 * 1024,
  maxTableBytes: 384 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024 * 1024,
};

interface SequenceState {
  column: string;
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: { name: string; rows: number; sequences: SequenceState[] }[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (public schema), without the migrations' own. */
async function tableNames(db: Pick<Db, '$queryRawUnsafe'>): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name`,
    MIGRATIONS_TABLE,
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(db: Pick<Db, '$queryRawUnsafe'>): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT migration_name AS name FROM ${ident(MIGRATIONS_TABLE)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.name);
}

/** The sequences behind a table's serial/identity columns, with their current position. */
async function sequencesOf(db: Pick<Db, '$queryRawUnsafe'>, table: string): Promise<SequenceState[]> {
  const columns = await db.$queryRawUnsafe<{ column: string; sequence: string | null }[]>(
    `SELECT column_name AS column, pg_get_serial_sequence($1, column_name) AS sequence FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $2 ORDER BY ordinal_position`,
    ident(table),
    table,
  );
  const out: SequenceState[] = [];
  for (const c of columns) {
    if (!c.sequence) continue;
    const [state] = await db.$queryRawUnsafe<{ last_value: bigint | number | string; is_called: boolean }[]>(`SELECT last_value, is_called FROM ${c.sequence}`);
    out.push({ column: c.column, sequence: c.sequence, lastValue: String(state!.last_value), isCalled: state!.is_called });
  }
  return out;
}

/** Writes a backup of every table to `out` (gzip JSON lines); answers the header written. */
export async function backupDatabase(db: Db, out: Writable): Promise<BackupHeader> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let header!: BackupHeader;
  // One snapshot for the whole read: the rows of every table as of the same moment.
  await db.$transaction(
    async (tx) => {
      // Parents before children, so a restore can insert in file order.
      const tables = await dependencyOrder(tx, await tableNames(tx));
      header = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await appliedMigrations(tx), tables: [] };
      for (const name of tables) {
        const [count] = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${ident(name)}`);
        header.tables.push({ name, rows: count!.n, sequences: await sequencesOf(tx, name) });
      }
      await write(JSON.stringify(header));
      for (const { name, rows: n } of header.tables) {
        for (let offset = 0; offset < n; offset += BATCH) {
          // ctid order is stable inside the snapshot; the text of each row is PostgreSQL's own.
          const rows = await tx.$queryRawUnsafe<{ r: string }[]>(`SELECT row_to_json(t)::text AS r FROM ${ident(name)} t ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}`);
          await write(`{"table":${JSON.stringify(name)},"rows":[${rows.map((r) => r.r).join(',')}]}`);
        }
      }
    },
    { isolationLevel: 'RepeatableRead', timeout: 30 * 60_000, maxWait: 60_000 },
  );
  gzip.end();
  await done;
  return header;
}

export class BackupError extends Error {}

/**
 * Replaces every row of the database by those of the backup, in one
 * transaction (all or nothing); answers the header read.
 */
export async function restoreDatabase(db: Db, input: NodeJS.ReadableStream, limits: BackupLimits = BACKUP_LIMITS): Promise<BackupHeader> {
  const lines = gunzipLinesWithinBounds(input as Readable, { maxLineBytes: limits.maxLineBytes, maxTotalBytes: limits.maxTotalBytes });
  const next = async () => {
    try {
      return await lines.next();
    } catch (e) {
      if (!(e instanceof GzipRefused)) throw e;
      if (e.reason === 'notGzip') throw new BackupError('not a backup of this product (not a gzip file, or a damaged one)');
      throw new BackupError(`refused: ${e.message} (limit ${e.limit} bytes)`);
    }
  };
  try {
    return await restoreLines(db, next, limits);
  } finally {
    await lines.return(undefined);
  }
}

async function restoreLines(db: Db, iterator: { (): Promise<IteratorResult<string>> }, limits: BackupLimits): Promise<BackupHeader> {
  const first = await iterator();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.value ?? '');
  } catch {
    throw new BackupError('not a backup of this product (unreadable header)');
  }
  if (header?.format !== BACKUP_FORMAT || header.version !== 1) throw new BackupError('not a backup of this product');
  const migrations = await appliedMigrations(db);
  if (JSON.stringify(migrations) !== JSON.stringify(header.migrations)) {
    throw new BackupError(`the backup was taken at other migrations (backup: ${header.migrations.at(-1) ?? 'none'}, database: ${migrations.at(-1) ?? 'none'}); restore into a database of the same version`);
  }
  const tables = await tableNames(db);
  const known = new Set(tables);
  for (const t of header.tables) if (!known.has(t.name)) throw new BackupError(`the backup has a table this database lacks: ${t.name}`);

  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`TRUNCATE ${tables.map(ident).join(', ')} RESTART IDENTITY CASCADE`);
      // A table's rows go in one statement: its foreign keys (self-references included, e.g. a
      // menu's parent) are checked at the statement's end. Tables come parents first (backupDatabase).
      let current: string | null = null;
      let parts: string[] = [];
      let tableBytes = 0;
      const flush = async () => {
        if (current && parts.length) await tx.$executeRawUnsafe(`INSERT INTO ${ident(current)} SELECT * FROM json_populate_recordset(NULL::${ident(current)}, $1::json)`, `[${parts.join(',')}]`);
        parts = [];
        tableBytes = 0;
      };
      for (let next = await iterator(); !next.done; next = await iterator()) {
        if (!next.value.trim()) continue;
        const line = next.value;
        const table = /^\{"table":("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
        if (!table) throw new BackupError('damaged backup (a line without its table)');
        const name = JSON.parse(table) as string;
        if (!known.has(name)) throw new BackupError(`unknown table in the backup: ${name}`);
        if (name !== current) {
          await flush();
          current = name;
        }
        // The rows' text as written: `{"table":…,"rows":[…]}` → its inner list.
        const inner = line.slice(line.indexOf('"rows":[') + 8, line.lastIndexOf(']'));
        if (inner.trim()) {
          tableBytes += inner.length + 1;
          if (tableBytes > limits.maxTableBytes) throw new BackupError(`refused: the rows of ${name} pass ${limits.maxTableBytes} bytes`);
          parts.push(inner);
        }
      }
      await flush();
      // A cut file restores nothing: every table must hold what the header says.
      for (const t of header.tables) {
        const [count] = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${ident(t.name)}`);
        if (count!.n !== t.rows) throw new BackupError(`damaged backup: ${t.name} has ${count!.n} rows, the header says ${t.rows}`);
      }
      for (const t of header.tables) {
        for (const s of t.sequences) await tx.$executeRawUnsafe(`SELECT setval($1::regclass, $2::bigint, $3::boolean)`, s.sequence, s.lastValue, s.isCalled);
      }
    },
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  return header;
}

/** Tables ordered so a table comes after every table its foreign keys point to (self-references aside). */
async function dependencyOrder(db: Pick<Db, '$queryRawUnsafe'>, tables: string[]): Promise<string[]> {
  const edges = await db.$queryRawUnsafe<{ child: string; parent: string }[]>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (s: string) => (s.startsWith('"') ? s.slice(1, -1).replaceAll('""', '"') : s);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) {
    const child = unquote(e.child);
    const parent = unquote(e.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (t: string) => {
    if (state.get(t) === 'done' || state.get(t) === 'visiting') return;
    state.set(t, 'visiting');
    for (const p of parents.get(t) ?? []) visit(p);
    state.set(t, 'done');
    order.push(t);
  };
  tables.forEach(visit);
  return order;
}
