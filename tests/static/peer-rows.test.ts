// bench/peer-rows.ts: how `npm run bench -- peer` decides that our answer and PostGraphile's are the same rows.
import { describe, expect, it } from 'vitest';
import { compareAnswers, normalise } from '../../bench/peer-rows.ts';

const ours = {
  areaHousePage: {
    totalCount: 2,
    totalCountExact: true,
    edges: [
      { node: { id: 'QXJlYUhvdXNlOjE=', rowId: 1, areaName: '一号小区', privateArea: '80.25', createTime: '2026-12-07T15:00:00.123Z', phone: '13900000001' } },
      { node: { id: 'QXJlYUhvdXNlOjI=', rowId: 2, areaName: '一号小区', privateArea: '90.00', createTime: '2026-12-07T15:00:01.000Z', phone: null } },
    ],
  },
};
const theirs = {
  areaHousePage: {
    totalCount: 2,
    nodes: [
      { id: 'WyJBcmVhSG91c2UiLDFd', rowId: 1, areaName: { name: '一号小区' }, privateArea: '80.25', createTime: '2026-12-07T23:00:00.123+08:00', phone: '13900000001' },
      { id: 'WyJBcmVhSG91c2UiLDJd', rowId: 2, areaName: { name: '一号小区' }, privateArea: '90', createTime: '2026-12-07 15:00:01+00', phone: null },
    ],
  },
};

describe('bench/peer-rows.ts', () => {
  it('turns both connection shapes into rows and leaves the global ids out', () => {
    expect(normalise({ c: { totalCount: 1, edges: [{ node: { id: 'x', rowId: 7 } }] } })).toEqual({ c: { totalCount: 1, rows: [{ rowId: 7 }] } });
    expect(normalise({ c: { totalCount: 1, nodes: [{ id: 'y', rowId: 7, __typename: 'T' }] } })).toEqual({ c: { totalCount: 1, rows: [{ rowId: 7 }] } });
  });

  it('compares instants as instants and decimals as numbers', () => {
    expect(normalise('2026-12-07T23:00:00.123+08:00')).toBe('2026-12-07T15:00:00.123Z');
    expect(normalise('2026-12-07 15:00:01+00')).toBe('2026-12-07T15:00:01.000Z');
    expect(normalise('90.00')).toBe(90);
    expect(normalise('业主2-0')).toBe('业主2-0');
  });

  it('finds the same rows equal, through a flattened lookup, and lists the fields only one side answers', () => {
    const c = compareAnswers(ours, theirs);
    expect(c.differences).toEqual([]);
    expect(c.rows).toBe(2);
    expect(c.oursOnly).toEqual(['areaHousePage.totalCountExact']);
    expect(c.theirsOnly).toEqual([]);
  });

  it('names every place the rows differ: a value, a row count, a lookup', () => {
    const other = structuredClone(theirs);
    other.areaHousePage.nodes[1]!.rowId = 3;
    other.areaHousePage.nodes[0]!.areaName = { name: '二号小区' };
    expect(compareAnswers(ours, other).differences).toEqual(['areaHousePage.rows[0].areaName: "一号小区" ≠ "二号小区"', 'areaHousePage.rows[1].rowId: 2 ≠ 3']);
    const fewer = { areaHousePage: { ...theirs.areaHousePage, nodes: theirs.areaHousePage.nodes.slice(0, 1) } };
    expect(compareAnswers(ours, fewer).differences).toEqual(['areaHousePage.rows: 2 rows ≠ 1 rows']);
    expect(compareAnswers({ a: { x: 1 } }, { a: { x: 1, y: 2 } }).theirsOnly).toEqual(['a.y']);
  });
});
