/**
 * When the embedded database's data may have changed: the read path's ONE reliance on a dependency's internals
 * (ARCHITECTURE.md principle 10), isolated here.
 *
 * The embedded database is this process's alone (a second worker is refused on it). PGlite's public methods —
 * `query`, `exec`, `transaction`, `execProtocol*`, `close` — all hand their messages to the public
 * `execProtocolRawSync` *by calling it on the instance* (`this.execProtocolRawSync`). That routing is PGlite's
 * implementation, not its documented contract: wrapping the instance's method counts every message, so each one
 * moves the database's generation on, except the calls the read path marks as reads (its SELECTs and their
 * preparation). An answer read at generation g is the database's answer while the generation is still g: the read
 * path gives a list page's count again on that condition (read/pglite.ts), a count being a scan of every matching
 * row where the page's rows stop at their LIMIT (embedded REST page 0.84–0.89 → 0.67–0.74 ms of server CPU:
 * docs/history/2026-11-27-read-path-direct.md "The embedded database's counts").
 *
 * Moving on too often costs only a recount; never moving on when the data changed would answer a stale count. Hence
 * counting every call but the marked ones, rather than recognising writes. tests/server/embedded-count-reuse.test.ts
 * fails loudly if an upgrade of PGlite stops routing a method through `execProtocolRawSync` (a write through
 * `query`, `exec`, a committed and a rolled-back transaction must each make the next count read afresh, and the
 * generation must move for each).
 *
 * What would retire it: a documented way to observe every message PGlite executes (or a data-change counter) in
 * PGlite's API. No upstream issue asking for it was found (2026-12-07); none was filed from here.
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
