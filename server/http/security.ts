/**
 * Security headers and cross-origin rules for every answer. Each kind of
 * answer gets the Content-Security-Policy it needs: the client (scripts
 * only from this origin; Chakra's emotion styles are inline), GraphiQL
 * (its scripts, styles and editor workers only from this origin, served
 * from the installed package), a public HTML page of a rich-text parameter
 * (no script at all, sandboxed), the owner's ballot page (/vote/: scripts
 * from this origin only, and no form, frame, base or outside image, because
 * it shows texts staff wrote to every owner), files and the API (nothing
 * runs).
 * Cross-origin reads are allowed only for origins listed in
 * CORS_ORIGINS (none by default: same origin only), never reflected blindly.
 */
import type { ServerResponse } from 'node:http';
import type { Config } from '../kernel/config.ts';

export type AnswerKind = 'client' | 'owner' | 'graphiql' | 'html' | 'api' | 'file';

function csp(kind: AnswerKind, frameAncestors: string): string {
  const common = [`frame-ancestors ${frameAncestors}`, "base-uri 'self'", "object-src 'none'", "form-action 'self'"];
  switch (kind) {
    case 'client':
      // Menus whose view is an http(s) address open in an iframe (SPEC §2).
      return ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "font-src 'self' data:", "connect-src 'self'", "media-src 'self' blob:", 'frame-src * data: blob:', "worker-src 'self' blob:", ...common].join('; ');
    case 'owner':
      // The owner's ballot page (client features/owner-vote, docs/owner-voting.md): its texts pass the ballot allow
      // list (kernel/rich-text.ts); should anything slip through, it still cannot post a form, open a frame, move
      // the base URL, embed a plugin, be framed itself, or load an image or anything else from another host.
      return ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self'", "font-src 'self'", "connect-src 'self'", "media-src 'none'", "frame-src 'none'", "child-src 'none'", "worker-src 'none'", "manifest-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "form-action 'none'"].join('; ');
    case 'graphiql':
      // Scripts and the editor's workers come from this origin only (server/graphql/graphiql.ts); the
      // editor (Monaco) sets inline styles, so styles may be inline. connect-src 'self' covers fetch and
      // the same-origin WebSocket of subscriptions.
      return ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self' data:", "connect-src 'self'", "worker-src 'self'", ...common].join('; ');
    case 'html':
      // Sanitized rich text of a parameter (modules/base/rich-text.ts): nothing runs, nothing is
      // fetched but images (and media) from here or https, styles only inline; sandboxed besides.
      return ["default-src 'none'", "img-src 'self' data: https:", "media-src 'self' https:", "style-src 'unsafe-inline'", "base-uri 'none'", "object-src 'none'", "form-action 'none'", `frame-ancestors ${frameAncestors}`, 'sandbox allow-popups allow-popups-to-escape-sandbox'].join('; ');
    case 'file':
      return ["default-src 'none'", "img-src 'self' data:", "media-src 'self'", "style-src 'unsafe-inline'", 'sandbox', ...common].join('; ');
    case 'api':
      return ["default-src 'none'", ...common].join('; ');
  }
}

let frameAncestors = "'self'";

/** Set once at start from the configuration (FRAME_ANCESTORS). */
export function configureSecurity(config: Pick<Config, 'frameAncestors'>): void {
  frameAncestors = config.frameAncestors;
}

export function securityHeaders(kind: AnswerKind): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': csp(kind, frameAncestors),
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  // X-Frame-Options has no list form; it is sent when only this origin may frame the pages (the owner's page: nobody).
  if (kind === 'owner') headers['x-frame-options'] = 'DENY';
  else if (frameAncestors === "'self'") headers['x-frame-options'] = 'SAMEORIGIN';
  else if (frameAncestors === "'none'") headers['x-frame-options'] = 'DENY';
  return headers;
}

export function applySecurityHeaders(res: ServerResponse, kind: AnswerKind): void {
  for (const [k, v] of Object.entries(securityHeaders(kind))) res.setHeader(k, v);
}

/** Whether a browser request from `origin` may read our answers. */
export function originAllowed(config: Pick<Config, 'corsOrigins'>, origin: string | null | undefined, host: string | null | undefined): boolean {
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    const u = new URL(origin);
    if (host && u.host === host) return true;
  } catch {
    return false;
  }
  return config.corsOrigins.includes(origin);
}

/** CORS headers for an allowed cross-origin request (none for same-origin or refused ones). */
export function corsHeaders(config: Pick<Config, 'corsOrigins'>, origin: string | null, host: string | null): Record<string, string> {
  if (!origin || !config.corsOrigins.includes(origin)) return {};
  void host;
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization, language, selectareaid',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
