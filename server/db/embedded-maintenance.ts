/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL as one
 * single-user backend: there is no autovacuum launcher, so without this its
 * tables were never analyzed — the planner took every table for a few pages
 * and read the user page of 1,000 users by a sequential scan and a sort
 * instead of the createTime index (EXPLAIN ANALYZE 2.1 → 0.7 ms once
 * analyzed, docs/history/2026-11-27-read-path-direct.md) — and never vacuumed, so updated and
 * deleted rows stayed as dead tuples for good.
 *
 * Every interval (and once a second after start) it reads the same counters
 * autovacuum reads (pg_stat_user_tables, kept by PGlite's backend) and applies
 * autovacuum's default rules per table:
 * - VACUUM (ANALYZE) when dead tuples exceed 50 + 20% of the table's rows;
 * - ANALYZE when rows changed since the last analyze exceed 50 + 10% of its
 *   rows, or when the table was never analyzed (pg_class.reltuples < 0).
 * The first round of a process analyzes every table: PGlite does not keep
 * these counters across a close (PostgreSQL writes them at shutdown), so rows
 * written by an earlier process — `npm run bench`'s 1,000 users, an import
 * just before a restart — would otherwise count as unchanged; ANALYZE reads a
 * bounded sample per table (30,000 rows), so this costs tens of milliseconds
 * on a small database and stays bounded on a large one.
 * One table per statement, each behind a turn of the event loop, so requests
 * are served between them (PGlite runs one statement at a time).
 *
 * EMBEDDED_MAINTENANCE_MS (config.embeddedMaintenanceMs) sets the interval (default 60 s); 0 turns it off.
 */
import type { PGlite } from '@electric-sql/pglite';
import { quoteIdentifier } from './identifier.ts';

export interface EmbeddedMaintenance {
  /** Runs one round now (tests; after a bulk import). Resolves when it is done. */
  runNow(): Promise<MaintenanceRound>;
  /** Stops the timer and waits for a round in progress (before the database is closed). */
  stop(): Promise<void>;
}

/** What one round did: the tables vacuumed and analyzed, by name. */
export interface MaintenanceRound {
  vacuumed: string[];
  analyzed: string[];
}

type TableStats = { name: string; live: number; dead: number; modified: number; reltuples: number };

/** autovacuum's defaults (autovacuum_vacuum_threshold / _scale_factor, autovacuum_analyze_threshold / _scale_factor). */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

/** What a table needs under autovacuum's rules: a vacuum (with analyze), an analyze, or nothing. */
export function maintenanceOf(t: TableStats): 'vacuum' | 'analyze' | null {
  const rows = Math.max(t.reltuples, 0);
  if (t.dead > VACUUM_THRESHOLD + VACUUM_SCALE * rows) return 'vacuum';
  if (t.reltuples < 0 || t.modified > ANALYZE_THRESHOLD + ANALYZE_SCALE * rows) return 'analyze';
  return null;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function startEmbeddedMaintenance(pglite: PGlite, options: { intervalMs: number; firstAfterMs?: number }): EmbeddedMaintenance {
  const { intervalMs } = options;
  // Soon after start: a database written by an earlier process (or by an import before a restart) is planned on real figures from the start.
  const firstAfterMs = options.firstAfterMs ?? Math.min(intervalMs, 1_000);
  let stopped = false;
  let first = true;
  let running: Promise<MaintenanceRound> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function round(): Promise<MaintenanceRound> {
    const done: MaintenanceRound = { vacuumed: [], analyzed: [] };
    if (pglite.closed) return done;
    // The backend publishes its counters at the end of a transaction, at most once a second and otherwise
    // when idle — which a single-user backend never is: ask for them to be published by this statement's end.
    await pglite.query('SELECT pg_stat_force_next_flush()');
    const { rows } = await pglite.query<TableStats>(
      `SELECT s.relname AS name, s.n_live_tup::float8 AS live, s.n_dead_tup::float8 AS dead,
              s.n_mod_since_analyze::float8 AS modified, c.reltuples::float8 AS reltuples
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
        WHERE s.schemaname = 'public' ORDER BY s.relname`,
    );
    const everyTable = first;
    first = false;
    for (const t of rows) {
      if (stopped || pglite.closed) break;
      const need = maintenanceOf(t) ?? (everyTable ? 'analyze' : null);
      if (!need) continue;
      await turn();
      await pglite.exec(`${need === 'vacuum' ? 'VACUUM (ANALYZE)' : 'ANALYZE'} "public".${quoteIdentifier(t.name)}`);
      (need === 'vacuum' ? done.vacuumed : done.analyzed).push(t.name);
    }
    return done;
  }

  function runNow(): Promise<MaintenanceRound> {
    // One round at a time: a call during a round waits for it and then runs its own.
    const previous = running ?? Promise.resolve(null);
    const next = previous.catch(() => null).then(() => round());
    running = next;
    void next.catch(() => {}).finally(() => {
      if (running === next) running = null;
    });
    return next;
  }

  function schedule(ms: number): void {
    if (stopped || !(intervalMs > 0)) return;
    timer = setTimeout(() => {
      runNow()
        .catch((err) => {
          if (!stopped && !pglite.closed) console.error('[embedded maintenance] a round failed', err);
        })
        .finally(() => schedule(intervalMs));
    }, ms);
    timer.unref();
  }
  schedule(firstAfterMs);

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
