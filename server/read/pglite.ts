/**
 * The read path on the embedded database (PGlite), through PGlite's public protocol API: each statement is
 * prepared once as a named statement of PGlite's session (Parse + Describe, `execProtocolStream`), then run as
 * Bind + Execute + Sync in one call (`execProtocolRawStream`) with PGlite's own serializers and parsers. PGlite's
 * `query` sends parse, describe, bind, describe and execute as five calls into the WASM module and has every
 * statement parsed and planned again.
 *
 * The statements asked for in one turn of the event loop go into PGlite together, back to back, then are decoded
 * and answered: sent one per turn, each call into the WASM backend alternated with its request's JavaScript and the
 * backend's machine code ran cold (the user page's statement 187 µs under load against 110 µs in a loop:
 * docs/read-path.md "On the embedded database"). Each statement keeps its own Sync (its own implicit transaction, its
 * own error).
 *
 * Exclusivity through documented calls only: a batch runs inside `runExclusive` (no other query meanwhile) and only
 * when `isInTransaction()` is false. PGlite is one session: between the statements of a transaction in progress
 * (Prisma's interactive transactions hold PGlite's `transaction`) a read must not slip in, so a batch that finds one
 * open hands its statements to PGlite's `query`, which waits for the transaction to end.
 */
import type { PGlite } from '@electric-sql/pglite';
import { dataRows, joined } from './pglite-wire.ts';
import { asRead, generationOf, watchWrites } from './embedded-generation.ts';
import { shapeFor, type Shape } from './row-shape.ts';
import { preparedOf, type ReadRunner, type ReadStatement } from './statements.ts';

type Prepared = { name: string; paramTypes: number[]; fields: { name: string; dataTypeID: number }[]; generic: boolean };
/** A statement asked for, waiting for its batch; then its prepared form and its answer's bytes. */
type Job = {
  sql: string;
  args: unknown[];
  read: boolean;
  answered?: () => void;
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: unknown): void;
  statement?: Promise<Prepared>;
  prepared?: Prepared;
  answer: Uint8Array | null;
  error: unknown;
};
type Protocol = typeof import('@electric-sql/pglite').protocol;
/** PGlite's message writer and parser, and the settings' messages (loaded with PGlite, once). */
type Wire = { serialize: Protocol['serialize']; Parser: Protocol['Parser']; planGeneric: Uint8Array; planDefault: Uint8Array };
/** The messages of a Parse + Describe, as PGlite's parser reads them (the fields this module reads). */
type Described = { name: string; dataTypeIDs?: number[]; fields?: { name: string; dataTypeID: number }[] }[];
/** One PGlite session's prepared statements and their decoders. */
type Session = {
  pglite: PGlite;
  wire: Wire;
  prepared: Map<string, Promise<Prepared>>;
  /** Per prepared statement: its row shape and its columns' parsers (the session's parsers do not change). */
  decoders: WeakMap<Promise<Prepared>, { shape: Shape; parsers: ((text: string) => unknown)[] }>;
};

/** At most this many statements per batch (the rest go in the next turn): a bound on how long one batch holds the thread. */
const BATCH_MAX = 64;
/** Answers of `reuse` statements kept at most (emptied when full). */
const REUSABLE_MAX = 500;

let wireLoaded: Promise<Wire> | undefined;
function loadWire(): Promise<Wire> {
  return (wireLoaded ??= import('@electric-sql/pglite').then(({ protocol }) => ({
    serialize: protocol.serialize,
    Parser: protocol.Parser,
    // `plan_cache_mode` set and reset around a generic statement in the same call (Prisma's statements share the session).
    planGeneric: protocol.serialize.query('SET plan_cache_mode = force_generic_plan'),
    planDefault: protocol.serialize.query('RESET plan_cache_mode'),
  })));
}

/**
 * The embedded read path on `pglite`. `yielding`: each batch waits for the next turn of the event loop (the server's
 * embedded database, like every statement of its: db/adapter.ts yieldingBetweenStatements); else the next microtask.
 */
export function pgliteReads(pglite: PGlite, yielding: boolean): ReadRunner {
  // From now on every message into it moves its generation on (a list page's count is reused until then).
  watchWrites(pglite);
  const queue: Job[] = [];
  const reusable = new Map<string, { generation: number; rows: Record<string, unknown>[] }>();
  const later = yielding ? setImmediate : queueMicrotask;
  let session: Session | undefined;

  return (statement) => (statement.reuse && statement.readOnly ? reused(statement) : one(statement.sql, statement.args, statement.readOnly === true));

  /** A count read at generation g is given again while the generation is still g (embedded-generation.ts). */
  async function reused({ sql, args }: ReadStatement): Promise<Record<string, unknown>[]> {
    const key = `${sql}\u0000${JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
    const known = reusable.get(key);
    const now = generationOf(pglite);
    if (known && now !== null && known.generation === now) return known.rows.map((row) => ({ ...row }));
    let readAt: number | null = null;
    const rows = await one(sql, args, true, () => (readAt = generationOf(pglite)));
    if (readAt !== null) {
      if (reusable.size >= REUSABLE_MAX) reusable.clear();
      reusable.set(key, { generation: readAt, rows: rows.map((row) => ({ ...row })) });
    }
    return rows;
  }

  /** `read`: the statement changes no data; `answered`: called when it has answered, before anything else can reach the database. */
  function one(sql: string, args: unknown[], read: boolean, answered?: () => void): Promise<Record<string, unknown>[]> {
    return new Promise((resolve, reject) => {
      queue.push({ sql, args, read, answered, resolve, reject, answer: null, error: undefined });
      if (queue.length === 1) later(() => void drain());
    });
  }

  async function drain(): Promise<void> {
    const batch = queue.splice(0, BATCH_MAX);
    if (queue.length) later(() => void drain());
    session ??= { pglite, wire: await loadWire(), prepared: new Map(), decoders: new WeakMap() };
    if (await sendBatch(session, batch)) {
      // A transaction in progress: PGlite's query waits for it to end, then runs the statement (answers parsed by PGlite).
      for (const job of batch) pglite.query<Record<string, unknown>>(job.sql, job.args).then((result) => job.resolve(result.rows), job.reject);
      return;
    }
    try {
      // As PGlite's query does after a statement outside a transaction (once for the batch).
      await pglite.syncToFs();
    } catch (error) {
      // A write is not answered as done unless it was kept.
      for (const job of batch) if (job.error === undefined && !job.read) job.error = error;
    }
    for (const job of batch) {
      if (job.error !== undefined) job.reject(job.error);
      else {
        try {
          job.resolve(decode(session, job));
        } catch (error) {
          job.reject(error);
        }
      }
    }
  }
}

/**
 * Sends a batch into PGlite under `runExclusive`, unless a transaction is open (then nothing is sent: true). Each
 * job keeps its answer's bytes or its error: a statement not yet prepared is prepared first (once per text), then
 * every statement of the batch goes back to back (each call is synchronous).
 */
async function sendBatch(session: Session, batch: Job[]): Promise<boolean> {
  const { pglite } = session;
  let inTransaction = false;
  try {
    await pglite.runExclusive(async () => {
      if ((inTransaction = pglite.isInTransaction())) return;
      for (const job of batch) {
        job.statement = preparedStatement(session, job.sql, job.read);
        job.prepared = await job.statement.catch((error: unknown) => void (job.error = error) as undefined);
      }
      const sent = batch.map((job) => {
        if (job.error !== undefined) return null;
        try {
          return send(session, job, job.prepared!);
        } catch (error) {
          // A value its parameter's serializer refuses: this statement's error, the others go on.
          job.error = error;
          return null;
        }
      });
      // A call that failed inside PGlite rejects its promise: that statement's error.
      for (const [i, call] of sent.entries()) await call?.catch((error: unknown) => void (batch[i]!.error = error));
    });
  } catch (error) {
    for (const job of batch) if (job.error === undefined && job.answer === null) job.error = error;
  }
  return inTransaction;
}

/** The statement prepared on the session (a named statement), its parameter and column types. */
function preparedStatement({ pglite, wire, prepared }: Session, sql: string, read: boolean): Promise<Prepared> {
  let statement = prepared.get(sql);
  if (!statement) {
    const { name, generic } = preparedOf(sql);
    const prepare = () => pglite.execProtocolStream(joined([wire.serialize.parse({ name, text: sql }), wire.serialize.describe({ type: 'S', name }), wire.serialize.sync()]), { syncToFs: false });
    // Preparing changes no data either.
    statement = (read ? asRead(pglite, prepare) : prepare()).then((answer) => {
      const messages = answer as unknown as Described;
      return {
        name,
        generic,
        paramTypes: messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
        fields: (messages.find((m) => m.name === 'rowDescription')?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    });
    prepared.set(sql, statement);
    statement.catch(() => prepared.delete(sql));
  }
  return statement;
}

/** Binds, executes and syncs the statement in one call into PGlite; keeps the answer's bytes. The call's promise. */
function send({ pglite, wire }: Session, job: Job, { name, paramTypes, generic }: Prepared): Promise<void> {
  const values = job.args.map((v, i) => {
    if (v === null || v === undefined) return null;
    const serializer = pglite.serializers[paramTypes[i]!];
    return serializer ? serializer(v) : String(v);
  });
  const run = [wire.serialize.bind({ statement: name, values }), wire.serialize.execute({}), wire.serialize.sync()];
  const message = joined(generic ? [wire.planGeneric, ...run, wire.planDefault] : run);
  const chunks: Uint8Array[] = [];
  // The chunks are views of PGlite's memory, valid during the call only: copied. The message is sent within the
  // synchronous part of the call (the promise settles with nothing left to do: syncToFs is off).
  const start = () => pglite.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk: Uint8Array) => void chunks.push(chunk.slice()) });
  const call = job.read ? asRead(pglite, start) : start();
  job.answered?.();
  job.answer = joined(chunks);
  return call;
}

/** The rows of an answer through the statement's shape with PGlite's parsers, or PGlite's own error for it. */
function decode({ pglite, wire, decoders }: Session, job: Job): Record<string, unknown>[] {
  const answer = job.answer!;
  const rows = dataRows(answer);
  if (!rows) {
    // An error (or an answer this reader does not know): PGlite's parser reads it and its error is thrown.
    let error: unknown = new Error('the embedded database answered a statement with something unreadable');
    new wire.Parser().parse(answer, (m: unknown) => {
      if (m instanceof Error && !(error instanceof Error && 'code' in error)) error = m;
    });
    throw error;
  }
  const statement = job.statement!;
  let decoder = decoders.get(statement);
  if (!decoder) {
    const { name, fields } = job.prepared!;
    const parsers = fields.map((f) => {
      const parse = pglite.parsers[f.dataTypeID];
      return parse ? (text: string) => parse(text, f.dataTypeID) : (text: string) => text;
    });
    decoders.set(statement, (decoder = { shape: shapeFor(name, fields), parsers }));
  }
  const { shape, parsers } = decoder;
  const out: Record<string, unknown>[] = new Array(rows.length);
  const values: unknown[] = new Array(parsers.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    for (let i = 0; i < parsers.length; i++) values[i] = row[i] === null ? null : parsers[i]!(row[i]!);
    out[r] = shape.build(values);
  }
  return out;
}
