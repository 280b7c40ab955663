/**
 * Communities are isolated on every entry point (issue "access-control
 * holes", done-when 1): every REST route and the GraphQL field behind it,
 * and node(id) of every entity, run as {superuser, staff of community A,
 * staff of A with a forged selectAreaId of B, staff without permissions, no
 * token} against data of communities A and B. Nothing of B is read (its
 * marker never appears), changed or created, and no row ends up linking two
 * communities. The routes and models come from the registry and the schema,
 * so new ones are covered without touching this file.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../../support/app.ts';
import { crossCommunityLinks, MARK_B, seedCommunities, snapshotOf, writeBody, type Communities } from '../../support/communities.ts';
import { entities } from '../../../server/crud/entity.ts';
import { ownershipOf } from '../../../server/crud/ownership.ts';
import { coerceArgs } from '../../../server/rest/coerce.ts';
import type { RouteDef } from '../../../server/rest/routes.ts';
import { print } from 'graphql';

/** Routes that end the caller's own session; they are tested on their own. */
const SKIP = new Set(['/admin/base/comm/logout']);

describeOnDatabases('community isolation on every route and field', (kind) => {
  let t: TestApp;
  let c: Communities;
  let admin: string;
  let staff: string;
  let nobody: string;
  let adminId: number;
  let superRoleId: number;
  const declByPrefix = () => new Map(entities().map((e) => [`/admin/${e.prefix}`, e]));

  /** The id of B's row of a model (B itself for communities). */
  const idB = (model: string) => (model === 'AreaInfo' ? c.B : c.rows.B[model]);
  const idA = (model: string) => (model === 'AreaInfo' ? c.A : c.rows.A[model]);

  const rowFor = (model: string, side: 'A' | 'B', parents: 'A' | 'B' = side) => writeBody(c, model, side, parents);

  /** Bodies that aim at community B through a route: B's ids everywhere, B rows to add, A rows moved to B. */
  function bodiesFor(route: RouteDef): Record<string, unknown>[] {
    const decl = declByPrefix().get(route.prefix);
    const model = decl?.model;
    const bIds = {
      meetingId: idB('MeetingInfo'),
      adviceId: idB('AdviceInfo'),
      itemId: idB('VoteItem'),
      classifyId: idB('SpaceType'),
      houseId: idB('AreaHouse'),
      areaId: c.B,
      areaIds: [c.B],
      page: 1,
      size: 100,
    };
    if (!model) return [{ ...bIds, id: 999999, ids: [999999] }];
    const owned = ownershipOf(model).kind !== 'none';
    // System entities: aim at the superuser's own rows.
    const victim = model === 'BaseSysUser' ? adminId : model === 'BaseSysRole' ? superRoleId : owned ? idB(model) : 999999;
    const bodies: Record<string, unknown>[] = [{ ...bIds, id: victim, ids: [victim] }];
    if (owned && (route.path === '/add' || route.path === '/update')) {
      bodies.push({ ...rowFor(model, 'B'), id: idB(model) });
      if (ownershipOf(model).kind !== 'root') {
        // A's own row, moved to B or linked to B's parents.
        bodies.push({ ...rowFor(model, 'B'), id: idA(model) });
        bodies.push({ ...rowFor(model, 'A', 'B'), id: idA(model) });
      }
    }
    return bodies;
  }

  async function call(route: RouteDef, body: Record<string, unknown>, token: string | null, headers: Record<string, string> = {}) {
    const path = route.prefix + route.path;
    if (route.method === 'get') {
      const q = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
      return t.req('GET', `${path}?${q}`, { token, headers });
    }
    return t.req('POST', path, { body, token, headers });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    const db = t.app.db;
    adminId = (await db.baseSysUser.findUniqueOrThrow({ where: { username: 'admin' } })).id;
    superRoleId = (await db.baseSysRole.findFirstOrThrow({ where: { label: 'admin' } })).id;
    c = await seedCommunities(db, (await db.areaInfo.findFirstOrThrow()).id);
    // Staff of A holding every permission there is: only the community scope stands between them and B.
    const buttons = await db.baseSysMenu.findMany({ select: { id: true } });
    const role = await db.baseSysRole.create({ data: { name: 'A区全权', label: 'a_all', menus: { create: buttons.map((b) => ({ menuId: b.id })) } } });
    const { hashPassword } = await import('../../../server/auth/password.ts');
    const password = await hashPassword('staff123');
    await db.baseSysUser.create({ data: { username: 'staff_all', name: '甲', password, areaIds: [c.A], roles: { create: [{ roleId: role.id }] } } });
    await db.baseSysUser.create({ data: { username: 'nobody', name: '无权', password, areaIds: [c.A] } });
    staff = (await t.login('staff_all', 'staff123')).token;
    nobody = (await t.login('nobody', 'staff123')).token;
  });
  afterAll(async () => {
    await t?.close();
    await stopSharedPostgres();
  });

  it('the superuser reads B (so a leak would be seen)', async () => {
    let seen = 0;
    for (const route of t.app.routes.filter((r) => r.path === '/page' && declByPrefix().get(r.prefix) && ownershipOf(declByPrefix().get(r.prefix)!.model).kind !== 'none')) {
      const res = await call(route, { page: 1, size: 100 }, admin);
      expect(res.body.code, `${route.prefix} ${res.text}`).toBe(1000);
      if (res.text.includes(MARK_B)) seen++;
    }
    expect(seen).toBeGreaterThan(15);
  });

  it('staff of A read, change and create nothing of B over any REST route (also with a forged selectAreaId)', async () => {
    const before = await snapshotOf(t.app.db, c.B);
    const leaks: string[] = [];
    const errors: string[] = [];
    for (const route of t.app.routes) {
      if (SKIP.has(route.prefix + route.path)) continue;
      for (const body of bodiesFor(route)) {
        for (const headers of [{}, { selectAreaId: String(c.B) }] as Record<string, string>[]) {
          const res = await call(route, body, staff, headers);
          if (res.text.includes(MARK_B)) leaks.push(`${route.method} ${route.prefix}${route.path} ${JSON.stringify(headers)}`);
          if (res.status >= 500) errors.push(`${route.prefix}${route.path}: ${res.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(errors).toEqual([]);
    expect(await snapshotOf(t.app.db, c.B)).toBe(before);
    expect(await crossCommunityLinks(t.app.db)).toEqual([]);
  });

  it('over GraphQL: every route’s field leaks and changes nothing of B; node(id) of B’s rows is null', async () => {
    const before = await snapshotOf(t.app.db, c.B);
    const leaks: string[] = [];
    let calls = 0;
    for (const route of t.app.routes) {
      if (SKIP.has(route.prefix + route.path)) continue;
      for (const body of bodiesFor(route)) {
        let variables: Record<string, unknown>;
        try {
          variables = coerceArgs(route.field.args, route.args(body));
        } catch {
          continue;
        }
        for (const headers of [{}, { selectAreaId: String(c.B) }] as Record<string, string>[]) {
          const res = await t.gql(print(route.document), variables, staff, headers);
          calls++;
          if (JSON.stringify(res.body).includes(MARK_B)) leaks.push(`${route.prefix}${route.path} ${JSON.stringify(headers)}`);
          expect(res.status, route.prefix + route.path).toBeLessThan(500);
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    for (const decl of entities()) {
      if (ownershipOf(decl.model).kind === 'none') continue;
      const res = await t.gql('query($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID(decl.type, idB(decl.model)!) }, staff);
      expect(res.body.data?.node ?? null, decl.type).toBeNull();
      const mine = await t.gql('query($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID(decl.type, idA(decl.model)!) }, staff);
      expect(mine.body.data?.node, `${decl.type} of A`).not.toBeNull();
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOf(t.app.db, c.B)).toBe(before);
    expect(await crossCommunityLinks(t.app.db)).toEqual([]);
  });

  it('without a token every route but the open ones answers 401; without the permission 403; nothing leaks or changes', async () => {
    const before = await snapshotOf(t.app.db, c.B);
    const wrong: string[] = [];
    for (const route of t.app.routes) {
      if (SKIP.has(route.prefix + route.path)) continue;
      const [body] = bodiesFor(route);
      const anonymous = await call(route, body!, null);
      if (route.access !== 'open' && anonymous.status !== 401) wrong.push(`no token ${route.prefix}${route.path}: ${anonymous.status}`);
      if (anonymous.text.includes(MARK_B)) wrong.push(`no token leak ${route.prefix}${route.path}`);
      const denied = await call(route, body!, nobody);
      if (route.access === 'perm' && denied.status !== 403) wrong.push(`no permission ${route.prefix}${route.path}: ${denied.status}`);
      if (denied.text.includes(MARK_B)) wrong.push(`no permission leak ${route.prefix}${route.path}`);
      // The same over GraphQL.
      const gql = await t.gql(print(route.document), {}, null);
      if (route.access !== 'open' && gql.body.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED') wrong.push(`graphql no token ${route.prefix}${route.path}: ${JSON.stringify(gql.body.errors?.[0] ?? null).slice(0, 300)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOf(t.app.db, c.B)).toBe(before);
  });
});
