/**
 * The per-request context shared by GraphQL (HTTP and WebSocket) and the
 * REST layer, so both run through the same resolvers and checks. The kernel
 * only describes it; auth/request.ts builds it.
 */
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Config } from './config.ts';
import type { Lang } from './i18n/messages.ts';
import type { FileStorage } from './file-storage.ts';
import type { RequestScope } from './request-context.ts';

/** The application's Prisma client type (or the transaction client a mutation runs in). */
export type Db = PrismaClient;

/**
 * What became of the request's token: none sent; ok; malformed (not a token
 * of ours: bad format or signature); invalid (ours, but the wrong kind,
 * revoked, or issued before a password change); expired.
 */
export type AuthState = 'none' | 'ok' | 'malformed' | 'invalid' | 'expired';

/**
 * The message of a refusal for want of a valid login, as the legacy server
 * words it: a token of ours that no longer holds (expired, revoked, a
 * refresh token used for a call) is "登录失效~"; no token, or something that
 * is no token of ours, "登录失效或无权限访问~".
 */
export function unauthenticatedKey(state: AuthState): 'auth.expired' | 'auth.unauthenticated' {
  return state === 'expired' || state === 'invalid' ? 'auth.expired' : 'auth.unauthenticated';
}

/** The logged-in admin user as seen by every resolver. */
export interface Viewer {
  userId: number;
  username: string;
  name: string;
  passwordV: number;
  /** The refresh-token family (session) the access token belongs to. */
  sessionId: string;
  /** Holds every permission (the admin user, or a role labelled admin). */
  isSuper: boolean;
  roleIds: number[];
  perms: ReadonlySet<string>;
  /** Menus (all types) the viewer's roles grant; empty for the superuser, who holds every menu. */
  menuIds: ReadonlySet<number>;
  departmentId: number | null;
  /** Communities the user may work in; null means all (superuser). */
  areaIds: number[] | null;
}

export interface TokenPair {
  token: string;
  expire: number;
  refreshToken: string;
  refreshExpire: number;
}

export interface LoginInput {
  username?: string | null;
  password?: string | null;
  captchaId?: string | null;
  verifyCode?: string | null;
}

/** What resolvers may ask of authentication (implemented by auth/service.ts). */
export interface AuthPort {
  captcha(opts: { width?: number; height?: number; type?: string }, db: Db): Promise<{ captchaId: string; data: string }>;
  login(db: Db, input: LoginInput, ip: string): Promise<TokenPair>;
  refresh(db: Db, refreshToken: string): Promise<TokenPair>;
  revokeFamily(db: Db, familyId: string): Promise<void>;
  revokeUser(db: Pick<Db, 'authRefreshToken'>, userId: number): Promise<void>;
  /** Forgets every cached viewer (after users, roles or menus change), in every server process; resolves once the others were told. */
  invalidateViewers(): void | Promise<void>;
}

/** A run a caller claimed on the task row (its lease is held under `token`). */
export interface TaskClaim {
  taskId: number;
  token: string;
  service: string | null;
  data: string | null;
  /** The scheduled slot; null for a run-once. */
  planTime: Date | null;
  /** The database time of the claim. */
  startTime: Date;
}

/** What resolvers may ask of the task scheduler (implemented by tasks/scheduler.ts). */
export interface TaskPort {
  /** Lease of a claimed run, renewed while it runs. */
  readonly leaseMs: number;
  /** Runs a claimed run outside any transaction, then writes its log row and releases the lease. */
  execute(claim: TaskClaim): void;
  /** Looks for due runs now (after a task was started or changed). */
  wake(): void;
}

/** A loader's answer: the value when it is already known, else its promise. */
export type MaybeLoaded<T> = T | Promise<T>;

/**
 * A row of a model named at run time (a loader's here, crud/tx.ts's generic delegate's): the columns its
 * select named.
 * any: the model is chosen by name at run time, so no type of its row exists here; each caller (resolvers,
 * tests) reads the columns it selected with the types it knows them by, as Prisma's typed rows would let it.
 */
export type LoadedRow = any;

/**
 * Per-request batching of lookups by id (crud/loaders.ts); `db` is the handle of the resolver's context (a mutation's transaction).
 * Pass the same `select` object for every row (a module constant): batches are keyed by its identity, and a
 * fresh object per row costs a key computation and a WeakMap entry each time.
 */
export interface Loaders {
  /**
   * The row of `model` by id; with `where`, only a row that also meets it (a reader's community scope), else null.
   * A row already folded into this request's page statement is answered at once, not as a promise: a resolver
   * that passes it on without `await` (crud/loaders.ts whenLoaded) answers each row of a page without a promise.
   */
  byId(db: Db, model: string, id: number | null | undefined, select: Record<string, true>, where?: Record<string, unknown> | null): MaybeLoaded<LoadedRow | null>;
  /** The rows of `model` whose `column` holds `parentId` (a to-many relation such as a user's roles), batched the same way; with `where`, only those that also meet it. */
  byParent(db: Db, model: string, column: string, parentId: number, select: Record<string, unknown>, where?: Record<string, unknown> | null): MaybeLoaded<LoadedRow[]>;
  /** Any per-row load batched the same way: `load` answers every id asked under `key` in this tick at once (a computed field of a list's rows). */
  batch<T>(db: Db, key: string, id: number, load: (ids: number[]) => Promise<Map<number, T>>): Promise<T | undefined>;
  /**
   * A list page's rows were read at `site` (crud/service.ts findPage): its rows' lookups are learned from
   * this request, and `answers` (lookups folded into the page's statement, batch key → id → answer) are
   * served without a statement (crud/loaders.ts Fold).
   */
  notePage(db: Db, site: object, rows: LoadedRow[], answers: Map<string, Map<number, unknown>>): void;
}

/** public: avatars, banners… served to anyone who has the URL; space: documents served through signed URLs only. */
export type UploadArea = 'public' | 'space';

export interface StoredFile {
  /** The site path it is served at: /upload/<key>. */
  url: string;
  key: string;
  /** The client's file name (checked: no path, no control characters). */
  name: string;
  size: number;
  /** Type group (SPEC §9): image, video, audio, word, excel, ppt, pdf, archive, other. */
  group: string;
  ext: string;
  contentType: string;
}

/** The upload pipeline (implemented by files/service.ts). */
export interface FilesPort {
  /** Where the files are kept (local disk or S3). */
  readonly storage: FileStorage;
  /** Checks (count, size limit, type against content) then stores the files; refuses with AppError. */
  store(db: Db, files: unknown[], area: UploadArea): Promise<StoredFile[]>;
  /** The per-file size limit in bytes (parameter uploadMaxSize, MB). */
  limitBytes(db: Db): Promise<number>;
  /**
   * A URL that serves a private file for a while to `viewer`, who may read
   * the row naming it now: it stops serving when the row is deleted or the
   * viewer loses the row's community. Without a viewer it serves nothing.
   */
  signedUrl(url: string, viewer: { userId: number } | null, opts?: { name?: string | null; download?: boolean }): string;
  /** The SHA-256 (hex) of a stored file's bytes, or null when no storage holds it (the ballot record's proxy letters); db: the caller's transaction. */
  sha256Of(url: string, db: Db): Promise<string | null>;
}

export interface Ctx {
  /** The database; inside a mutation, the transaction the whole mutation and its log row run in. */
  db: Db;
  config: Config;
  auth: AuthPort;
  files: FilesPort;
  tasks: TaskPort;
  lang: Lang;
  t(key: string, params?: Record<string, unknown>): string;
  viewer: Viewer | null;
  authState: AuthState;
  token: string | null;
  /** The community chosen in the client (selectAreaId header), if any. */
  selectAreaId: number | null;
  ip: string;
  /**
   * The site's address for absolute links (http/public-url.ts): PUBLIC_URL,
   * else the request's forwarded or own host; '' without one (tasks).
   */
  publicUrl: string;
  /** The /admin path and method when the call came through the REST layer. */
  restPath: string | null;
  restMethod: string | null;
  loaders: Loaders;
  /** The HTTP request it serves (its id, metrics kind and route: kernel/request-context.ts); null for graphql-ws and tasks. */
  requestScope: RequestScope | null;
}
