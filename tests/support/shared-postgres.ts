/**
 * The PostgreSQL cluster a test file's apps share (support/app.ts), started on
 * first use and stopped after the file's own afterAll hooks by the setup file
 * support/stop-shared-postgres.ts, which every test file runs: a file that
 * forgets to stop it leaves no server behind (vitest ends its worker process
 * with a signal, which skips the cluster's own exit hook).
 */
import { startPostgres, type TestPostgres } from './postgres.ts';

let pg: Promise<TestPostgres | null> | undefined;

/** One PostgreSQL cluster per test file (process), started on first use. */
export function sharedPostgres(): Promise<TestPostgres | null> {
  pg ??= startPostgres();
  return pg;
}

export async function stopSharedPostgres(): Promise<void> {
  const server = await pg;
  pg = undefined;
  await server?.stop();
}
