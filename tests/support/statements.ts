/**
 * The SQL statements the server sends while `run` runs (App.statements), without the read log's batched
 * inserts (written off the request's path, at any time).
 */
import type { TestApp } from './app.ts';
import type { StatementEvent } from '../../server/db/adapter.ts';

export async function statementsDuring<T>(t: TestApp, run: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = t.app.statements.listen((e) => statements.push(e.sql));
  try {
    return { value: await run(), statements: statements.filter((s) => !/base_sys_log/.test(s)) };
  } finally {
    stop();
  }
}

/** Every statement event (SQL and parameters) the server sends while `run` runs, the read log's included. */
export async function eventsDuring(t: TestApp, run: () => Promise<unknown>): Promise<StatementEvent[]> {
  const seen: StatementEvent[] = [];
  const stop = t.app.statements.listen((e) => seen.push(e));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}
