/**
 * The operator's addresses, answered before any other route (server/app.ts): `/healthz` and `/readyz`
 * (health.ts). Their exact paths only; anything under them is an unknown address (static.ts notFound).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from '../http/security.ts';
import { createHealth, type HealthSources } from './health.ts';

export interface OpsEndpoints {
  /** Answers an operator's address and says so; false for every other request. */
  handle(req: IncomingMessage, res: ServerResponse, url: string): boolean;
  readiness: ReturnType<typeof createHealth>['readiness'];
}

export function createOpsEndpoints(sources: HealthSources): OpsEndpoints {
  const health = createHealth(sources);
  return {
    readiness: health.readiness,
    handle(req, res, url) {
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      if (path !== '/healthz' && path !== '/readyz') return false;
      applySecurityHeaders(res, 'api');
      return health.handle(req, res, path);
    },
  };
}
