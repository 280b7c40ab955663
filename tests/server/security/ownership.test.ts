/**
 * Community ownership by construction (issue "access-control holes" §1):
 * every model of the Prisma schema with an areaId column, or with a foreign
 * key to a community-owned model, is community-scoped, unless its
 * declaration says explicitly why not; and every such model that has an API
 * (an entity declaration) gets the scope in its generic fields.
 */
import { describe, expect, it } from 'vitest';
import '../../../server/schema.ts';
import { models } from '../../../server/crud/datamodel.ts';
import { entityByModel } from '../../../server/crud/entity.ts';
import { communityWhereFor, isCommunityModel, ownershipOf } from '../../../server/crud/ownership.ts';
import { isAccessControlModel } from '../../../server/crud/access-control.ts';

describe('community ownership of every model', () => {
  const all = [...models().values()];

  it('the schema has the models this test is about', () => {
    expect(all.length).toBeGreaterThan(35);
    expect(all.filter((m) => m.byName.has('areaId')).length).toBeGreaterThan(10);
  });

  it('a model with an areaId column is community-owned (or says why not)', () => {
    const unscoped = all
      .filter((m) => m.byName.get('areaId')?.kind === 'scalar')
      .filter((m) => {
        const own = ownershipOf(m.name);
        return own.kind === 'none' && !(own.reason && own.reason.length > 10);
      })
      .map((m) => m.name);
    expect(unscoped).toEqual([]);
  });

  it('a model with a key to a community-owned model is community-owned (or says why not)', () => {
    const unscoped = all
      .filter((m) => m.foreignKeys.some((fk) => isCommunityModel(fk.target)))
      .filter((m) => {
        const own = ownershipOf(m.name);
        return own.kind === 'none' && !(own.reason && own.reason.length > 10);
      })
      .map((m) => m.name);
    expect(unscoped).toEqual([]);
  });

  it('rows owned through a parent inherit its community (meeting → notices, items, votes, candidates, groups; advice → replies)', () => {
    for (const [model, via] of [
      ['MeetingNotice', 'meeting'],
      ['VoteItem', 'meeting'],
      ['VoteRecord', 'meeting'],
      ['ElectionCandidate', 'meeting'],
      ['ElectionGroup', 'meeting'],
      ['UserAddress', 'user'],
    ] as const) {
      const own = ownershipOf(model);
      expect(own.kind, model).toBe('parent');
      expect(own.kind === 'parent' && own.via.relation, model).toBe(via);
      expect(communityWhereFor(model, [7], true), model).toEqual({ [via]: { is: communityWhereFor(own.kind === 'parent' ? own.via.target : '', [7], true) } });
    }
    // A reply has its own areaId, kept equal to its advice's by the writes.
    expect(ownershipOf('AdviceReply').kind).toBe('column');
    expect(ownershipOf('SpaceInfo').kind).toBe('column');
  });

  it('every community-owned model that has an API is declared, and only the banner may be shared by all communities', () => {
    const shared: string[] = [];
    for (const m of all) {
      const own = ownershipOf(m.name);
      if (own.kind === 'column' && own.nullable) shared.push(m.name);
    }
    // RecycleData keeps the community of what it holds; its scope is declared (custom), not a column.
    expect(shared).toEqual(['InfoBanner']);
    for (const m of ['AreaHouse', 'AdviceInfo', 'MeetingInfo', 'ResidentInfo', 'SpaceInfo', 'SpaceType', 'InfoNotice', 'InfoBanner', 'UserInfo', 'RecycleData']) {
      expect(entityByModel(m), m).toBeDefined();
      expect(ownershipOf(m).kind, m).not.toBe('none');
    }
  });

  it('a model that names its communities itself also reads them off a row (the recycle bin keeps them with a deleted row)', () => {
    const own = ownershipOf('UserInfo');
    expect(own.kind === 'custom' && own.communities({ areaIds: [3, 5] })).toEqual([3, 5]);
    expect(own.kind === 'custom' && own.communities({ areaIds: null })).toEqual([]);
  });

  it('the access-control models (restored from the recycle bin by the superuser only) are the four and every model pointing at them', () => {
    expect(all.filter((m) => isAccessControlModel(m.name)).map((m) => m.name).sort()).toEqual(
      ['BaseSysDepartment', 'BaseSysMenu', 'BaseSysRole', 'BaseSysRoleDepartment', 'BaseSysRoleMenu', 'BaseSysUser', 'BaseSysUserRole'].sort(),
    );
  });
});
