/**
 * Runs one benchmark on the embedded database, then on a PostgreSQL server of
 * its own (when one can be started). BENCH_DB=embedded or BENCH_DB=postgres
 * runs only one of them (for a quicker look while working on one figure).
 */
import { createDatabase, startPostgres } from '../tests/support/postgres.ts';

export async function onBothDatabases<R>(what: string, database: string, one: (label: string, databaseUrl: string | undefined) => Promise<R[]>): Promise<R[]> {
  const which = process.env.BENCH_DB;
  const rows = which === 'postgres' ? [] : await one('embedded (PGlite)', undefined);
  if (which === 'embedded') return rows;
  // The embedded run's leftovers (its database's memory) are collected before PostgreSQL's figures.
  (globalThis as { gc?: () => void }).gc?.();
  const pg = await startPostgres();
  if (!pg) {
    console.log(`PostgreSQL not available: ${what} figures only on the embedded database.`);
    return rows;
  }
  try {
    rows.push(...(await one('PostgreSQL', await createDatabase(pg.url, database))));
  } finally {
    await pg.stop();
  }
  return rows;
}
