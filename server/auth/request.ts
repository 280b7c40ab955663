/** Builds the per-request context (kernel/context.ts) from HTTP headers or graphql-ws connectionParams. */
import type { Config } from '../kernel/config.ts';
import { noteUser, type RequestScope } from '../kernel/request-context.ts';
import type { Ctx, Db, FilesPort, TaskPort } from '../kernel/context.ts';
import { parseLang, translate } from '../kernel/i18n/messages.ts';
import type { AuthService } from './service.ts';
import { createLoaders } from '../crud/loaders.ts';
import { publicBase } from '../http/public-url.ts';

export interface RequestFacts {
  headers: { get(name: string): string | null };
  ip: string;
  restPath?: string | null;
  restMethod?: string | null;
  /** graphql-ws connectionParams, which carry the token for subscriptions. */
  connectionParams?: Record<string, unknown>;
  /** The HTTP request's scope (ops/requests.ts, `requestScopeOf(req)`); none for graphql-ws operations. */
  scope?: RequestScope | null;
}

export interface AppServices {
  db: Db;
  config: Config;
  auth: AuthService;
  files: FilesPort;
  tasks: TaskPort;
}

function parseAreaId(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}

export async function buildContext(app: AppServices, req: RequestFacts): Promise<Ctx> {
  const params = req.connectionParams ?? {};
  const lang = parseLang((params.language as string | undefined) ?? req.headers.get('language'));
  const rawToken = ((params.Authorization ?? params.authorization ?? params.token) as string | undefined) ?? req.headers.get('authorization');
  const token = typeof rawToken === 'string' ? rawToken.replace(/^Bearer\s+/i, '').trim() || null : null;
  const { viewer, state } = token ? await app.auth.resolveViewer(token) : { viewer: null, state: 'none' as const };
  // The request's line in the server log names its user (ops/requests.ts).
  noteUser(req.scope, viewer?.userId);
  const ctx: Ctx = {
    db: app.db,
    config: app.config,
    auth: app.auth,
    files: app.files,
    tasks: app.tasks,
    lang,
    t: (key, p) => translate(lang, key, p),
    viewer,
    authState: state,
    token,
    selectAreaId: parseAreaId(params.selectAreaId ?? req.headers.get('selectareaid')),
    ip: req.ip,
    publicUrl: publicBase(app.config, req.headers),
    restPath: req.restPath ?? null,
    restMethod: req.restMethod ?? null,
    loaders: createLoaders(),
    requestScope: req.scope ?? null,
  };
  return ctx;
}
