/**
 * When the embedded database's data may have changed. It is this process's alone (a second worker is refused
 * on it), and every message that reaches it — Prisma's statements, transactions, migrations, the direct
 * statements, closing — passes through PGlite's `execProtocolRawSync`. Each call moves the database's
 * generation on, except the calls a caller marks as reading only (the direct path's SELECTs). An answer read at
 * generation g is therefore the database's answer for as long as the generation is still g: the direct path
 * reuses a list page's count on that condition (db/adapter.ts), a count being a scan of every matching row
 * while the page's rows stop at its LIMIT.
 *
 * Moving on too often costs only a recount; never moving on when the data changed would answer a stale count.
 * Hence counting every call but the marked ones, rather than recognising the writes.
 */
type Watched = { generation: number; reading: number };

const watched = new WeakMap<object, Watched>();

/** Starts counting the messages sent into `pglite` (idempotent). */
export function watchWrites(pglite: object): void {
  if (watched.has(pglite)) return;
  const state: Watched = { generation: 0, reading: 0 };
  const target = pglite as { execProtocolRawSync(message: Uint8Array): Uint8Array };
  const send = target.execProtocolRawSync.bind(pglite);
  // PGlite calls it on itself (this.execProtocolRawSync) from every other way of sending a message.
  target.execProtocolRawSync = (message: Uint8Array) => {
    if (state.reading === 0) state.generation++;
    return send(message);
  };
  watched.set(pglite, state);
}

/** The current generation, or null when `pglite` is not watched (nothing may be reused then). */
export function generationOf(pglite: object): number | null {
  return watched.get(pglite)?.generation ?? null;
}

/**
 * Runs `start` with the messages it sends synchronously counted as reads. PGlite sends a message within the
 * synchronous part of `execProtocolRawStream`, so `start` returns that call's promise; the caller awaits it.
 */
export function asRead<T>(pglite: object, start: () => T): T {
  const state = watched.get(pglite);
  if (!state) return start();
  state.reading++;
  try {
    return start();
  } finally {
    state.reading--;
  }
}
