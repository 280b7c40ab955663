/**
 * The recorded source system (tests/fixtures/legacy-transcripts.json, a copy
 * of shared/notes/legacy-transcripts.json: cool-admin-midway 7.1.0 answering
 * its own client) replayed against this server, request by request, on both
 * databases. Ids, tokens and captchas are the recording's own, so each is
 * mapped to ours (a user the replay added, the token a replayed login
 * answered, a department or menu of our seed); every answer must have the
 * recorded answer's shape: the same HTTP status and envelope code, every
 * recorded key, and values of the same type (null matches anything; extra
 * keys of ours are allowed, a legacy client ignores them). Where we answer
 * differently on purpose, DEVIATIONS says where and why (docs/decisions.md).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, describeOnDatabases, stopSharedPostgres, startTestApp, type TestApp } from '../support/app.ts';

interface Transcript {
  name: string;
  request: { method: string; url: string; headers: Record<string, string>; body?: any };
  response: { status: number; body: any };
}

const FIXTURE = new URL('../fixtures/legacy-transcripts.json', import.meta.url);
const TRANSCRIPTS: Transcript[] = JSON.parse(readFileSync(FIXTURE, 'utf8')).transcripts;

/**
 * Where our answer differs from the recording on purpose. `paths` (dotted,
 * `*` for any key or index) accept any value there; `status`/`code` accept
 * the answer's own.
 */
const DEVIATIONS: Record<string, { paths?: string[]; status?: number; code?: number; reason: string }> = {
  'recycle data page (after delete)': {
    paths: ['data.list.*.entityInfo', 'data.list.*.data', 'data.list.*.params'],
    reason: 'JSON columns answer objects; the source, on SQLite, sent their text (docs/decisions.md "Legacy answers kept")',
  },
  'role info': { paths: ['data.userId'], reason: 'a creator id is a number; the source, on SQLite, sent its bigint as text (docs/decisions.md "Legacy answers kept")' },
  'dict info data {types:[]}': { paths: ['data.*.*.value'], reason: 'an item’s value is data, text or a number by what it holds (so were the source’s; the recorded first type holds text, ours numbers)' },
  'refreshToken with access token (not a refresh token)': {
    status: 401,
    code: 1001,
    reason: 'an access token is no refresh token: refused with 401 (docs/decisions.md "REST errors"); the source accepted it',
  },
  'unknown route under /admin with token': { status: 404, code: 1001, reason: 'an unknown /admin path answers HTTP 404 (docs/decisions.md "REST errors"); the source answered 200 with code 404' },
  'login validation failure (missing username)': { code: 1001, reason: 'validation errors answer code 1001 (docs/decisions.md "Legacy answers kept"); the source’s DTO layer said 422' },
};

/** Keys the recorder added beside lists it trimmed (`_topLevelKeys`, `menusCount`…): not part of the answer. */
function annotation(obj: Record<string, unknown>, key: string): boolean {
  if (key.startsWith('_')) return true;
  const m = /^(.+)Count$/.exec(key);
  return !!m && Array.isArray(obj[m[1]!]);
}

/** Objects whose keys are data (a dictionary per type key, EPS per module): their values are compared to any recorded one. */
const DATA_KEYED: Record<string, string[]> = {
  'dict info data {types:[]}': ['data'],
  'eps (first entry only)': ['data'],
};

const kindOf = (v: unknown) => (v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** One recorded shape for a list's elements: every key any element has, with its first non-null value. */
function mergedElement(list: unknown[]): unknown {
  const objects = list.filter((e) => kindOf(e) === 'object') as Record<string, unknown>[];
  if (objects.length === 0) return list.find((e) => e !== null && e !== undefined) ?? null;
  const merged: Record<string, unknown> = {};
  for (const o of objects) for (const [k, v] of Object.entries(o)) if (merged[k] === undefined || merged[k] === null) merged[k] = v;
  return merged;
}

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('.');
  const q = path.split('.');
  return p.length === q.length && p.every((s, i) => s === '*' || s === q[i]);
}

/** The differences of shape between a recorded value and ours, as readable lines. */
function shapeDiffs(recorded: unknown, ours: unknown, path: string, t: Transcript): string[] {
  const dev = DEVIATIONS[t.name];
  if (dev?.paths?.some((p) => matches(p, path))) return [];
  const rk = kindOf(recorded);
  const ok = kindOf(ours);
  // A null is data, not shape: either side may hold one.
  if (rk === 'null' || ok === 'null') return [];
  if (rk !== ok) return [`${path}: recorded ${rk}, ours ${ok} (${JSON.stringify(ours).slice(0, 80)})`];
  if (rk === 'array') {
    const r = recorded as unknown[];
    const o = ours as unknown[];
    if (r.length === 0 || o.length === 0) return [];
    const element = mergedElement(r);
    return o.flatMap((e, i) => shapeDiffs(element, e, `${path}.${i}`, t)).slice(0, 20);
  }
  if (rk !== 'object') return [];
  const r = recorded as Record<string, unknown>;
  const o = ours as Record<string, unknown>;
  if (DATA_KEYED[t.name]?.includes(path)) {
    // Keys are data: the recorded ones that are modules or types of ours must be there (EPS's modules are), values compared to any recorded value.
    const keyed = Object.keys(r).filter((k) => !annotation(r, k));
    const element = mergedElement(keyed.map((k) => r[k]));
    const listed = (r._topLevelKeys as string[] | undefined) ?? [];
    return [...listed.filter((k) => !(k in o)).map((k) => `${path}.${k}: missing (a recorded module)`), ...Object.keys(o).flatMap((k) => shapeDiffs(element, o[k], `${path}.${k}`, t))];
  }
  const out: string[] = [];
  for (const key of Object.keys(r)) {
    if (annotation(r, key)) continue;
    const at = `${path ? `${path}.` : ''}${key}`;
    if (!(key in o)) {
      if (!dev?.paths?.some((p) => matches(p, at))) out.push(`${at}: missing`);
      continue;
    }
    out.push(...shapeDiffs(r[key], o[key], at, t));
  }
  return out;
}

describe('the shape comparison', () => {
  const tr = { name: 'a test' } as Transcript;
  it('finds a missing key, a changed type, a changed list element, and takes nulls and extra keys', () => {
    const recorded = { code: 1000, data: { id: 1, name: 'a', list: [{ x: 1 }, { y: 's' }], listCount: 7, _note: 1 } };
    expect(shapeDiffs(recorded, { code: 1000, data: { id: 2, name: 'b', list: [{ x: 3, y: 't' }], extra: true } }, '', tr)).toEqual([]);
    expect(shapeDiffs(recorded, { code: 1000, data: { id: null, name: null, list: [] } }, '', tr)).toEqual([]);
    expect(shapeDiffs(recorded, { code: 1000, data: { id: '1', list: [{ x: 'no', y: 's' }] } }, '', tr)).toEqual([
      'data.id: recorded number, ours string ("1")',
      'data.name: missing',
      'data.list.0.x: recorded number, ours string ("no")',
    ]);
    expect(shapeDiffs(recorded, { code: 1000, data: [] }, '', tr)).toEqual(['data: recorded object, ours array ([])']);
  });
});

describeOnDatabases('the recorded source system, replayed', (kind) => {
  let t: TestApp;
  /** Recorded ids → ours, by kind. */
  const ids = { user: new Map<number, number>(), dept: new Map<number, number>(), role: new Map<number, number>(), menu: new Map<number, number>() };
  /** Recorded token strings → ours, and the recorded length of a truncated Authorization header → our latest token of that length. */
  const tokens = new Map<string, string>();
  const byLength = new Map<number, string>();
  let captchaId = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.app.db;
    // The source's seed: role 1 is the super role; departments 11 (开发) and 12 (测试) are two of its departments.
    ids.role.set(1, (await db.baseSysRole.findFirstOrThrow({ where: { label: 'admin' } })).id);
    const deps = await db.baseSysDepartment.findMany({ where: { parentId: { not: null } }, orderBy: { id: 'asc' } });
    ids.dept.set(11, deps[0]!.id);
    ids.dept.set(12, deps[1]!.id);
    // Its menus the restricted role names, by what they are: a permission button by its permission, a page by its route, a directory by its name.
    const recorded = TRANSCRIPTS.find((x) => x.name === 'permmenu (restricted user)')!.response.body.data.menus as { id: number; type: number; perms: string | null; router: string | null; name: string }[];
    for (const m of recorded) {
      const where = m.type === 2 ? { type: 2, perms: m.perms } : m.type === 1 ? { type: 1, router: m.router } : { type: 0, name: m.name };
      ids.menu.set(m.id, (await db.baseSysMenu.findFirstOrThrow({ where, orderBy: { id: 'asc' } })).id);
    }
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  const mapId = (kind: keyof typeof ids, v: unknown): number | number[] | undefined => {
    if (Array.isArray(v)) return v.map((x) => mapId(kind, x) as number);
    const mapped = ids[kind].get(Number(v));
    expect(mapped, `a recorded ${kind} id ${String(v)} the replay knows`).toBeDefined();
    return mapped;
  };

  /** The ids a route's body and query name, and the id its answer gives, by kind. */
  const ROUTES: Record<string, { body?: Record<string, keyof typeof ids>; query?: Record<string, keyof typeof ids>; answers?: keyof typeof ids }> = {
    '/admin/base/sys/user/add': { body: { departmentId: 'dept', roleIdList: 'role' }, answers: 'user' },
    '/admin/base/sys/user/info': { query: { id: 'user' } },
    '/admin/base/sys/user/update': { body: { id: 'user', departmentId: 'dept', roleIdList: 'role' } },
    '/admin/base/sys/user/delete': { body: { ids: 'user' } },
    '/admin/base/sys/role/add': { body: { menuIdList: 'menu', departmentIdList: 'dept' }, answers: 'role' },
    '/admin/base/sys/role/info': { query: { id: 'role' } },
  };

  /** Tokens of a login or refresh answer: recorded → ours. */
  const learnTokens = (recorded: any, ours: any) => {
    for (const k of ['token', 'refreshToken'] as const) {
      if (typeof recorded?.[k] !== 'string' || typeof ours?.[k] !== 'string') continue;
      tokens.set(recorded[k], ours[k]);
      byLength.set(recorded[k].length, ours[k]);
    }
  };

  it('answers every recorded request of a route it serves in the recorded shape', async () => {
    const wrong: string[] = [];
    let replayed = 0;
    for (const tr of TRANSCRIPTS) {
      const url = new URL(tr.request.url, 'http://x');
      const route = ROUTES[url.pathname];
      // The query: ids mapped, recorded tokens replaced by ours.
      for (const [k, v] of [...url.searchParams]) {
        if (route?.query?.[k] && ids[route.query[k]].has(Number(v))) url.searchParams.set(k, String(mapId(route.query[k], v)));
        else if (tokens.has(v)) url.searchParams.set(k, tokens.get(v)!);
      }
      let body = tr.request.body === undefined ? undefined : structuredClone(tr.request.body);
      if (body && route?.body) for (const [k, idKind] of Object.entries(route.body)) if (body[k] !== undefined) body[k] = mapId(idKind, body[k]);
      if (url.pathname === '/admin/base/open/login' && body) {
        // The captcha we issued last; the recording's wrong answer stays wrong, a right one is our test code.
        body = { ...body, captchaId: body.captchaId === 'x' ? 'x' : captchaId, verifyCode: body.verifyCode === '0000x' || body.captchaId === 'x' ? body.verifyCode : CAPTCHA };
      }
      const headers: Record<string, string> = {};
      const auth = tr.request.headers.Authorization;
      if (auth) {
        const truncated = /\.\.\.\((\d+) chars\)$/.exec(auth);
        headers.authorization = truncated ? (byLength.get(Number(truncated[1])) ?? 'unknown') : auth;
      }
      const res = await t.req(tr.request.method, url.pathname + url.search, { body, headers });
      replayed++;
      const dev = DEVIATIONS[tr.name];
      const what = `${tr.name} (${tr.request.method} ${url.pathname})`;
      const status = dev?.status ?? tr.response.status;
      if (res.status !== status) wrong.push(`${what}: HTTP ${res.status}, recorded ${status}: ${res.text.slice(0, 200)}`);
      const code = dev?.code ?? tr.response.body?.code;
      if (res.body?.code !== code) wrong.push(`${what}: code ${res.body?.code}, recorded ${code}: ${res.text.slice(0, 200)}`);
      else if (dev?.code === undefined) wrong.push(...shapeDiffs(tr.response.body, res.body, '', tr).map((d) => `${what}: ${d}`));

      // What later requests need from this answer.
      if (url.pathname === '/admin/base/open/captcha' && res.body?.data?.captchaId) captchaId = res.body.data.captchaId;
      if (res.body?.code === 1000 && (url.pathname === '/admin/base/open/login' || url.pathname === '/admin/base/open/refreshToken')) learnTokens(tr.response.body.data, res.body.data);
      if (route?.answers && res.body?.code === 1000) {
        const recordedId = typeof tr.response.body.data === 'number' ? tr.response.body.data : tr.response.body.data.id;
        const ourId = typeof res.body.data === 'number' ? res.body.data : res.body.data.id;
        ids[route.answers].set(recordedId, ourId);
      }
    }
    expect(wrong).toEqual([]);
    expect(replayed).toBe(TRANSCRIPTS.length);
  });
});
