/**
 * A graphql-ws subscription lives only as long as its viewer holds.
 *
 * graphql-ws builds an operation's context (its viewer) once, when it
 * subscribes (server.ts onSubscribe). Without more, a user who logged out,
 * was disabled, changed password, whose token expired, or who lost the
 * permission or the community of a subscription would go on receiving its
 * events. So every subscription with a viewer runs through a LiveOperation:
 *
 * - On every bus event that can change a viewer ('session' of the user, or
 *   'viewers': users, roles or menus changed, or events may have been
 *   missed; realtime/pubsub.ts, of this process or another), the token of
 *   every socket concerned is resolved again, from the database.
 *   - No viewer any more (logged out, disabled, password changed, expired):
 *     the socket closes with 4401 (graphql-ws Unauthorized) and a translated reason.
 *   - Other rights than before: each operation is subscribed again with the
 *     new viewer (a probe through the same envelop chain, so every check a
 *     field makes when subscribing — scope-auth, its community — is made
 *     again, and no field can forget to). Refused: the operation ends with a
 *     FORBIDDEN error ('auth.subscriptionEnded'). Accepted: the new stream
 *     replaces the old one (its first event is the current state, as after a
 *     reconnection), so nothing computed under the old rights goes out.
 * - While such a re-check of its socket runs, an event waits for its outcome:
 *   a stale viewer never receives the next event, even before the database
 *   answered.
 * - At the token's expiry the socket closes with 4401.
 * - The database cannot be asked (it is away): the socket closes with 1013
 *   (try again later); the client reconnects and is authenticated afresh.
 *
 * A root field may be declared a session notice (`extensions: { [SESSION_NOTICE]: true }`,
 * sessionEvents): its events are about the end of the viewer's own
 * sessions, so they go out without waiting (the notice arrives, then the close).
 */
import type { WebSocket } from 'ws';
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { decodeJwt } from 'jose';
import { unauthenticatedKey, type Ctx, type Viewer } from '../kernel/context.ts';
import { isDatabaseUnavailable, authError } from '../kernel/errors.ts';
import { createLoaders } from '../crud/loaders.ts';
import { pubsub, type SessionEvent, type Topic } from '../realtime/pubsub.ts';
import type { AuthService } from '../auth/service.ts';

/** Field extension of a subscription whose events tell the viewer that its sessions ended. */
export const SESSION_NOTICE = 'sessionNotice';

/** graphql-ws close codes. */
export const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_TRY_AGAIN = 1013;
/** The longest delay setTimeout takes; a later expiry re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Result = ExecutionResult;

/** The arguments graphql-ws executed an operation with (server.ts onSubscribe). */
export interface LiveArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  contextValue: Ctx;
  rootValue: { subscribe(args: unknown): unknown };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Result> {
  return !!value && typeof (value as AsyncIterable<Result>)[Symbol.asyncIterator] === 'function';
}

function closeQuietly(stream: AsyncIterator<Result> | AsyncIterable<Result>): void {
  const it = (stream as AsyncIterator<Result>).next ? (stream as AsyncIterator<Result>) : (stream as AsyncIterable<Result>)[Symbol.asyncIterator]();
  void it.return?.()?.catch?.(() => {});
}

function sameSet<T>(a: Iterable<T>, b: ReadonlySet<T>): boolean {
  const list = [...a];
  return list.length === b.size && list.every((x) => b.has(x));
}

/** Whether two viewers of one token hold the same rights (then nothing needs checking again). */
export function sameRights(a: Viewer, b: Viewer): boolean {
  return (
    a.userId === b.userId &&
    a.sessionId === b.sessionId &&
    a.passwordV === b.passwordV &&
    a.isSuper === b.isSuper &&
    a.departmentId === b.departmentId &&
    sameSet(a.roleIds, new Set(b.roleIds)) &&
    sameSet(a.perms, b.perms) &&
    sameSet(a.menuIds, b.menuIds) &&
    (a.areaIds === null ? b.areaIds === null : b.areaIds !== null && sameSet(a.areaIds, new Set(b.areaIds)))
  );
}

/** The root field a subscription document selects (graphql validation allows exactly one). */
function isSessionNotice(args: LiveArgs): boolean {
  const op = getOperationAST(args.document, args.operationName ?? undefined);
  const sel = op?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (!sel || sel.kind !== Kind.FIELD) return false;
  return args.schema.getSubscriptionType()?.getFields()[sel.name.value]?.extensions?.[SESSION_NOTICE] === true;
}

/** The open operations of one socket: one token, one user, one session. */
class LiveSocket {
  readonly ops = new Set<LiveOperation>();
  /** The re-check under way: events wait for it. */
  checking: Promise<void> | null = null;
  /** Another event came during the re-check: check once more after it. */
  again = false;
  closed = false;
  timer: NodeJS.Timeout | null = null;

  constructor(
    readonly ws: WebSocket,
    readonly token: string,
    readonly userId: number,
    readonly sessionId: string,
    readonly expiresAt: number,
  ) {}
}

/** The iterator graphql-ws reads an operation's events from: the field's stream, guarded. */
class LiveOperation implements AsyncIterableIterator<Result> {
  private ending: GraphQLError | 'done' | null = null;
  /** Settles when the stream was replaced or the operation ended: a pending read of the old stream is abandoned. */
  private kicked!: Promise<null>;
  private kick!: () => void;

  constructor(
    private readonly socket: LiveSocket,
    readonly args: LiveArgs,
    private inner: AsyncIterator<Result>,
    private readonly notice: boolean,
    private readonly release: (op: LiveOperation) => void,
    private readonly expired: (socket: LiveSocket) => void,
  ) {
    this.rearm();
  }

  get ctx(): Ctx {
    return this.args.contextValue;
  }

  private rearm(): void {
    this.kicked = new Promise<null>((resolve) => (this.kick = () => resolve(null)));
  }

  async next(): Promise<IteratorResult<Result>> {
    for (;;) {
      if (this.ending) return this.finish();
      const inner = this.inner;
      let r: IteratorResult<Result> | null;
      try {
        r = await Promise.race([inner.next(), this.kicked]);
      } catch (err) {
        if (this.ending || inner !== this.inner) continue;
        // The field's stream failed: graphql-ws reports it; the operation is no longer watched.
        this.end('done');
        throw err;
      }
      if (this.ending) return this.finish();
      // Replaced meanwhile: what the old stream made under the old rights is dropped.
      if (r === null || inner !== this.inner) continue;
      if (r.done) {
        this.end('done');
        return this.finish();
      }
      if (!this.notice) {
        // A re-check of the viewer decides first whether this event may go out.
        while (this.socket.checking) await this.socket.checking;
        if (this.ending) return this.finish();
        if (inner !== this.inner) continue;
        if (Date.now() >= this.socket.expiresAt) {
          this.expired(this.socket);
          return this.finish();
        }
      }
      return r;
    }
  }

  private finish(): IteratorResult<Result> {
    const ending = this.ending;
    if (ending instanceof GraphQLError) {
      // Reported once, as graphql-ws reports a failed stream: an error message for the operation.
      this.ending = 'done';
      throw ending;
    }
    return { value: undefined, done: true };
  }

  /** Ends the operation: with an error for the client, or quietly ('done'). */
  end(reason: GraphQLError | 'done'): void {
    if (this.ending) return;
    this.ending = reason;
    this.kick();
    this.release(this);
    closeQuietly(this.inner);
  }

  /** The viewer's rights changed: subscribes again with them, and either goes on with the new stream or ends. */
  async recheck(viewer: Viewer): Promise<void> {
    if (this.ending || !this.ctx.viewer || sameRights(this.ctx.viewer, viewer)) return;
    // A context of its own (scope-auth caches per context), with the new viewer.
    const ctx: Ctx = { ...this.ctx, viewer, authState: 'ok', loaders: createLoaders() };
    const args = { ...this.args, contextValue: ctx };
    let probe: unknown = null;
    try {
      probe = await this.args.rootValue.subscribe(args);
    } catch {
      probe = null;
    }
    if (this.ending) {
      if (isAsyncIterable(probe)) closeQuietly(probe);
      return;
    }
    if (!isAsyncIterable(probe)) {
      this.end(authError('FORBIDDEN', ctx.t('auth.subscriptionEnded')));
      return;
    }
    const old = this.inner;
    (this as { args: LiveArgs }).args = args;
    this.inner = probe[Symbol.asyncIterator]();
    this.kick();
    this.rearm();
    closeQuietly(old);
  }

  return(): Promise<IteratorResult<Result>> {
    this.end('done');
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err?: unknown): Promise<IteratorResult<Result>> {
    this.end('done');
    return Promise.reject(err);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export class LiveSockets {
  private readonly sockets = new Map<WebSocket, LiveSocket>();
  /** Counts the bus events that can change a viewer; an operation set up across one is checked at once. */
  private epoch = 0;
  private readonly since = new WeakMap<object, number>();
  private readonly loading = new Map<string, ReturnType<AuthService['resolveViewer']>>();
  private readonly untap: () => void;

  constructor(private readonly auth: Pick<AuthService, 'resolveViewer'>) {
    this.untap = pubsub.tap((topic, args) => this.onEvent(topic, args));
  }

  /** Marks an operation's arguments as built from a viewer resolved after `epoch` (read before resolving it). */
  stamp<T extends object>(args: T, epoch: number): T {
    this.since.set(args, epoch);
    return args;
  }

  /** The current epoch, to read before an operation's viewer is resolved. */
  get now(): number {
    return this.epoch;
  }

  /** graphql-ws onOperation: a subscription with a viewer is handed back guarded; anything else as it is (undefined). */
  watch(ws: WebSocket, args: LiveArgs, result: unknown): AsyncIterableIterator<Result> | undefined {
    const ctx = args.contextValue;
    if (!isAsyncIterable(result) || !ctx?.viewer || !ctx.token) return undefined;
    let socket = this.sockets.get(ws);
    if (!socket || socket.closed) {
      socket = new LiveSocket(ws, ctx.token, ctx.viewer.userId, ctx.viewer.sessionId, expiryOf(ctx.token));
      this.sockets.set(ws, socket);
      this.arm(socket);
    }
    const live = new LiveOperation(socket, args, result[Symbol.asyncIterator](), isSessionNotice(args), (op) => this.release(op, socket), (s) => this.expire(s));
    socket.ops.add(live);
    if (Date.now() >= socket.expiresAt) this.expire(socket);
    // The viewer may have changed while this operation was set up.
    else if (this.since.get(args) !== this.epoch) this.recheck(socket);
    return live;
  }

  /** Stops listening to the bus (the server closes). */
  close(): void {
    this.untap();
    for (const s of this.sockets.values()) if (s.timer) clearTimeout(s.timer);
    this.sockets.clear();
  }

  private onEvent(topic: Topic, args: readonly unknown[]): void {
    if (topic === 'viewers') {
      this.epoch++;
      for (const s of this.sockets.values()) this.recheck(s);
    } else if (topic === 'session') {
      this.epoch++;
      const userId = args[0];
      const sessionId = (args[1] as SessionEvent | undefined)?.sessionId ?? null;
      for (const s of this.sockets.values()) if (s.userId === userId && (sessionId === null || s.sessionId === sessionId)) this.recheck(s);
    }
  }

  /** Resolves the socket's token again (at once: events wait for `checking`), once more if events come meanwhile. */
  private recheck(s: LiveSocket): void {
    if (s.closed) return;
    if (s.checking) {
      s.again = true;
      return;
    }
    s.checking = (async () => {
      do {
        s.again = false;
        await this.check(s);
      } while (s.again && !s.closed);
    })()
      .catch((err) => {
        if (!isDatabaseUnavailable(err)) console.error('[live] re-checking the viewer of a socket failed', err);
        this.shut(s, CLOSE_TRY_AGAIN, 'Try again later');
      })
      .finally(() => {
        s.checking = null;
      });
  }

  private async check(s: LiveSocket): Promise<void> {
    const { viewer, state } = await this.freshViewer(s.token);
    if (s.closed) return;
    if (!viewer) {
      const t = [...s.ops][0]?.ctx.t;
      this.shut(s, CLOSE_UNAUTHENTICATED, t ? t(unauthenticatedKey(state)) : 'Unauthorized');
      return;
    }
    await Promise.all([...s.ops].map((op) => op.recheck(viewer)));
  }

  /**
   * The token's viewer from the database. Sockets of one token (tabs, a load
   * test) share one lookup, but only among lookups started after the same
   * event: one begun before it may have read the rights it changed.
   */
  private freshViewer(token: string): ReturnType<LiveSockets['auth']['resolveViewer']> {
    const key = `${this.epoch}:${token}`;
    let p = this.loading.get(key);
    if (!p) {
      p = this.auth.resolveViewer(token, { fresh: true }).finally(() => this.loading.delete(key));
      this.loading.set(key, p);
    }
    return p;
  }

  private arm(s: LiveSocket): void {
    const wait = s.expiresAt - Date.now();
    if (wait <= 0) return;
    s.timer = setTimeout(() => (Date.now() >= s.expiresAt ? this.expire(s) : this.arm(s)), Math.min(wait, MAX_TIMER_MS));
    s.timer.unref?.();
  }

  private expire(s: LiveSocket): void {
    const t = [...s.ops][0]?.ctx.t;
    this.shut(s, CLOSE_UNAUTHENTICATED, t ? t('auth.expired') : 'Unauthorized');
  }

  /** Closes the socket (graphql-ws then ends its operations; they end here first, so nothing more goes out). */
  private shut(s: LiveSocket, code: number, reason: string): void {
    if (s.closed) return;
    s.closed = true;
    if (s.timer) clearTimeout(s.timer);
    if (this.sockets.get(s.ws) === s) this.sockets.delete(s.ws);
    // A close reason is at most 123 bytes.
    s.ws.close(code, Buffer.byteLength(reason) <= 123 ? reason : 'Unauthorized');
    for (const op of [...s.ops]) op.end('done');
  }

  private release(op: LiveOperation, s: LiveSocket): void {
    s.ops.delete(op);
    if (s.ops.size > 0 || s.closed) return;
    // No operation left: the socket is no longer watched (a new subscription on it starts again).
    s.closed = true;
    if (s.timer) clearTimeout(s.timer);
    if (this.sockets.get(s.ws) === s) this.sockets.delete(s.ws);
  }
}

/** The token's expiry in ms. It was verified when its viewer was resolved; no expiry claim means none. */
function expiryOf(token: string): number {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
  } catch {
    return 0;
  }
}
