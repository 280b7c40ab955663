/**
 * The per-request context shared by GraphQL (HTTP and WebSocket) and the
 * REST layer, so both run through the same resolvers and checks.
 */
import type { Db } from './db/client.ts';
import type { Config as AppConfig } from './config.ts';
import { parseLang, translate, type Lang } from './i18n/messages.ts';
import type { Viewer } from './auth/viewer.ts';
import type { AuthService } from './auth/service.ts';
import { createLoaders, type Loaders } from './crud/loaders.ts';

export type AuthState = 'none' | 'ok' | 'invalid' | 'expired';

export interface Ctx {
  db: Db;
  config: AppConfig;
  auth: AuthService;
  lang: Lang;
  t(key: string, params?: Record<string, unknown>): string;
  viewer: Viewer | null;
  authState: AuthState;
  token: string | null;
  /** The community chosen in the client (selectAreaId header), if any. */
  selectAreaId: number | null;
  ip: string;
  /** The /admin path when the call came through the REST layer. */
  restPath: string | null;
  loaders: Loaders;
}

export interface RequestFacts {
  headers: { get(name: string): string | null };
  ip: string;
  restPath?: string | null;
  /** graphql-ws connectionParams, which carry the token for subscriptions. */
  connectionParams?: Record<string, unknown>;
}

export interface AppServices {
  db: Db;
  config: AppConfig;
  auth: AuthService;
}

function parseAreaId(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export async function buildContext(app: AppServices, req: RequestFacts): Promise<Ctx> {
  const params = req.connectionParams ?? {};
  const lang = parseLang((params.language as string | undefined) ?? req.headers.get('language'));
  const rawToken = ((params.Authorization ?? params.authorization ?? params.token) as string | undefined) ?? req.headers.get('authorization');
  const token = rawToken ? rawToken.replace(/^Bearer\s+/i, '').trim() || null : null;
  const { viewer, state } = token ? await app.auth.resolveViewer(token) : { viewer: null, state: 'none' as const };
  return {
    db: app.db,
    config: app.config,
    auth: app.auth,
    lang,
    t: (key, p) => translate(lang, key, p),
    viewer,
    authState: state,
    token,
    selectAreaId: parseAreaId(params.selectAreaId ?? req.headers.get('selectareaid')),
    ip: req.ip,
    restPath: req.restPath ?? null,
    loaders: createLoaders(app.db),
  };
}
