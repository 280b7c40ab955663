/**
 * A context for work no staff request carries: the scheduler's runs, the demo
 * seed, an owner's ballot. One builder, so such a context cannot miss a field
 * the request's (request.ts) has. A port the caller does not hand over
 * refuses when used — that work has no business calling it — and says who
 * refused, so a wrong call shows up at once instead of acting without rights.
 */
import type { AuthPort, Ctx, Db, FilesPort, TaskPort, Viewer } from '../kernel/context.ts';
import type { Config } from '../kernel/config.ts';
import { translate, type Lang } from '../kernel/i18n/messages.ts';
import { createLoaders } from '../crud/loaders.ts';

export interface DetachedContextInput {
  db: Db;
  config: Config;
  /** Who acts, for the refusal text of a port not handed over and for the log's address column. */
  actor: string;
  lang?: Lang;
  /** The acting staff user (the demo's admin); none for tasks and owners. */
  viewer?: Viewer | null;
  selectAreaId?: number | null;
  /** The caller's address when there is one (an owner's phone); `actor` otherwise. */
  ip?: string;
  auth?: AuthPort;
  files?: FilesPort;
  tasks?: TaskPort;
}

export function detachedContext(input: DetachedContextInput): Ctx {
  const { db, config, actor } = input;
  const lang = input.lang ?? 'zh-cn';
  const refuse = () => {
    throw new Error(`not available to ${actor}`);
  };
  return {
    db,
    config,
    auth: input.auth ?? { captcha: refuse, login: refuse, refresh: refuse, revokeFamily: refuse, revokeUser: refuse, invalidateViewers: () => {} },
    requestScope: null,
    files: input.files ?? (new Proxy({}, { get: (_, name) => (name === 'then' ? undefined : refuse) }) as FilesPort),
    tasks: input.tasks ?? { leaseMs: config.taskLeaseMs, execute: refuse, wake: () => {} },
    lang,
    t: (key, params) => translate(lang, key, params),
    viewer: input.viewer ?? null,
    authState: input.viewer ? 'ok' : 'none',
    token: null,
    selectAreaId: input.selectAreaId ?? null,
    ip: input.ip ?? actor,
    publicUrl: config.publicUrl ?? '',
    restPath: null,
    restMethod: null,
    loaders: createLoaders(),
  };
}
