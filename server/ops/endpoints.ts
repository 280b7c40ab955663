/**
 * The operator's addresses, answered before any other route (server/app.ts): `/healthz` and `/readyz`
 * (health.ts), `/metrics` (metrics-http.ts). Their exact paths only; anything under them is an unknown
 * address (static.ts notFound).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from '../http/security.ts';
import { createHealth, type HealthSources } from './health.ts';
import { createMetricsEndpoint } from './metrics-http.ts';

export interface OpsEndpoints {
  /** Answers an operator's address and says so; false for every other request. */
  handle(req: IncomingMessage, res: ServerResponse, url: string): boolean;
  readiness: ReturnType<typeof createHealth>['readiness'];
}

export function createOpsEndpoints(sources: HealthSources & { metricsToken: string | undefined }): OpsEndpoints {
  const health = createHealth(sources);
  const metrics = createMetricsEndpoint(sources.metricsToken);
  return {
    readiness: health.readiness,
    handle(req, res, url) {
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (path === '/metrics') {
        // Refused, it is the unknown address's 404 to the byte, headers included (app.ts answers those as the client's).
        applySecurityHeaders(res, metrics.allowed(req) ? 'api' : 'client');
        metrics.handle(req, res);
        return true;
      }
      if (path !== '/healthz' && path !== '/readyz') return false;
      applySecurityHeaders(res, 'api');
      return health.handle(req, res, path);
    },
  };
}
