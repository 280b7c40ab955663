/**
 * Vote counting at the boundaries (issue "Owners' meetings", done-when 1):
 * exactly 1/2, 2/3 and 3/4 of area and of owners, one hundredth below the
 * quorum, owners with several houses, abstentions, nobody voting, an area
 * majority without a headcount majority and the reverse; and the seats of
 * an election.
 */
import { describe, expect, it } from 'vitest';
import { countItem, DEVELOPER_KEY, electSeats, formatHundredths, ownersOf, participation, phoneKey, toHundredths, type Ballot, type HouseShare } from '../../../server/core/counting.ts';

/** n houses of distinct owners, each with the given area. */
function houses(areas: (string | number)[]): HouseShare[] {
  return areas.map((a, i) => ({ houseId: i + 1, ownerName: `业主${i + 1}`, phone: `1380000${String(i).padStart(4, '0')}`, privateArea: a }));
}

/** Ballots for the first houses: results by house index. */
function votes(results: (0 | 1 | 2 | null)[]): Ballot[] {
  return results.flatMap((r, i) => (r === null ? [] : [{ houseId: i + 1, result: r, at: 1000 + i }]));
}

describe('exact areas', () => {
  it('parses and prints hundredths without floating point', () => {
    expect(toHundredths('85.5')).toBe(8550n);
    expect(toHundredths('0.01')).toBe(1n);
    expect(toHundredths(120)).toBe(12000n);
    expect(toHundredths('99.990')).toBe(9999n);
    expect(toHundredths(null)).toBe(0n);
    expect(() => toHundredths('1.005')).toThrow();
    expect(() => toHundredths('-3')).toThrow();
    expect(formatHundredths(8550n)).toBe('85.50');
    expect(formatHundredths(1n)).toBe('0.01');
    // 0.1 + 0.2 is exact here.
    expect(formatHundredths(toHundredths('0.1') + toHundredths('0.2'))).toBe('0.30');
  });
});

describe('owners', () => {
  it('houses with equal (trimmed) name and phone are one owner whose areas add up; houses without an owner are the developer, one owner', () => {
    const hs: HouseShare[] = [
      { houseId: 1, ownerName: '张三', phone: '13800000000', privateArea: '80.25' },
      { houseId: 2, ownerName: ' 张三 ', phone: '13800000000 ', privateArea: '40.75' },
      { houseId: 3, ownerName: '张三', phone: '13900000000', privateArea: '10' },
      { houseId: 4, ownerName: null, phone: null, privateArea: '50' },
      { houseId: 5, ownerName: '', phone: ' ', privateArea: '50' },
    ];
    const owners = [...ownersOf(hs).values()];
    expect(owners.length).toBe(3);
    expect(owners.find((o) => o.houseIds.includes(1))).toMatchObject({ houseIds: [1, 2], area: 12100n });
    // 建设单位未出售的物业按一人计算 (指导规则 art. 15): both blank houses are one owner with their summed area.
    expect(owners.find((o) => o.houseIds.includes(4))).toMatchObject({ key: DEVELOPER_KEY, houseIds: [4, 5], area: 10000n });
  });

  it('the developer’s unsold units count once: 4 owners agreeing out of 5 reach the quorum and pass', () => {
    const hs: HouseShare[] = [
      ...[1, 2, 3, 4].map((i) => ({ houseId: i, ownerName: `业主${i}`, phone: `1380000000${i}`, privateArea: '100' })),
      ...[5, 6, 7].map((i) => ({ houseId: i, ownerName: null, phone: null, privateArea: '20' })),
    ];
    const c = countItem(hs, [1, 2, 3, 4].map((i) => ({ houseId: i, result: 0 as const, at: i })), 'majority');
    expect(c).toMatchObject({ totalOwners: 5, totalArea: '460.00', votingOwners: 4, votingArea: '400.00', quorumMet: true, passed: true });
  });

  it('phones are compared as digits without the +86 prefix; other phones stay other owners', () => {
    expect(phoneKey('+86 139-0000-0000')).toBe('13900000000');
    expect(phoneKey('8613900000000')).toBe('13900000000');
    expect(phoneKey('010-12345678')).toBe('01012345678');
    const hs: HouseShare[] = [
      { houseId: 1, ownerName: '王五', phone: '+86 13900000000', privateArea: '60' },
      { houseId: 2, ownerName: '王五', phone: '139 0000 0000', privateArea: '40' },
      { houseId: 3, ownerName: '王五', phone: '13700000000', privateArea: '50' },
    ];
    const owners = [...ownersOf(hs).values()];
    expect(owners.map((o) => o.houseIds)).toEqual([[1, 2], [3]]);
  });

  it('an owner with several houses counts once, with all their area, through whichever house they vote', () => {
    // Owner A holds houses 1 and 2 (60 + 40); B, C hold 50 each. Total 200 m², 3 owners.
    const hs: HouseShare[] = [
      { houseId: 1, ownerName: 'A', phone: '1', privateArea: '60' },
      { houseId: 2, ownerName: 'A', phone: '1', privateArea: '40' },
      { houseId: 3, ownerName: 'B', phone: '2', privateArea: '50' },
      { houseId: 4, ownerName: 'C', phone: '3', privateArea: '50' },
    ];
    const c = countItem(hs, [{ houseId: 2, result: 0, at: 1 }, { houseId: 3, result: 1, at: 2 }], 'majority');
    expect(c).toMatchObject({ totalArea: '200.00', totalOwners: 3, votingArea: '150.00', votingOwners: 2, agreeArea: '100.00', agreeOwners: 1, disagreeArea: '50.00', disagreeOwners: 1 });
    // 150/200 ≥ 2/3 and 2/3 owners: quorum; agree 100/150 > 1/2 by area but 1/2 owners is not more than half.
    expect(c.quorumMet).toBe(true);
    expect(c.passed).toBe(false);
  });

  it('a later vote of the same owner (through any house) replaces the earlier one', () => {
    const hs: HouseShare[] = [
      { houseId: 1, ownerName: 'A', phone: '1', privateArea: '50' },
      { houseId: 2, ownerName: 'A', phone: '1', privateArea: '50' },
      { houseId: 3, ownerName: 'B', phone: '2', privateArea: '50' },
    ];
    const c = countItem(hs, [{ houseId: 1, result: 1, at: 1 }, { houseId: 3, result: 0, at: 2 }, { houseId: 2, result: 0, at: 3 }], 'majority');
    expect(c).toMatchObject({ votingOwners: 2, agreeOwners: 2, disagreeOwners: 0, agreeArea: '150.00', passed: true });
  });
});

describe('quorum: two thirds of the area AND two thirds of the owners', () => {
  it('exactly two thirds of both is a quorum', () => {
    // 3 owners of 100 each: 2 voters = 200/300 area and 2/3 owners.
    const c = countItem(houses([100, 100, 100]), votes([0, 0, null]), 'majority');
    expect(c.quorumMet).toBe(true);
    expect(c.passed).toBe(true);
  });

  it('one hundredth of a square metre below two thirds of the area is no quorum, whatever the votes', () => {
    // Total 300.00; voters hold 199.99.
    const c = countItem(houses(['100.00', '99.99', '100.01']), votes([0, 0, null]), 'majority');
    expect(c.votingArea).toBe('199.99');
    expect(c.quorumMet).toBe(false);
    expect(c.passed).toBe(false);
  });

  it('enough area but too few owners is no quorum (and the reverse)', () => {
    // One big owner (700) and three small (100): the big one alone holds 70% of the area but is 1 of 4 owners.
    expect(countItem(houses([700, 100, 100, 100]), votes([0, null, null, null]), 'majority').quorumMet).toBe(false);
    // Three small owners are 3/4 of the owners but hold 30% of the area.
    expect(countItem(houses([700, 100, 100, 100]), votes([null, 0, 0, 0]), 'majority').quorumMet).toBe(false);
  });

  it('nobody voting: no quorum, not passed, zero counts', () => {
    const c = countItem(houses([80, 90]), [], 'majority');
    expect(c).toMatchObject({ votingArea: '0.00', votingOwners: 0, quorumMet: false, passed: false });
  });
});

describe('majority (ordinary matters): more than half of the voting area AND of the voting owners', () => {
  it('exactly half is not a majority, by area or by owners', () => {
    // 4 voters of 100: 2 agree = exactly half of both.
    expect(countItem(houses([100, 100, 100, 100]), votes([0, 0, 1, 1]), 'majority').passed).toBe(false);
    // Half the owners, more than half the area: not passed.
    expect(countItem(houses([150, 100, 100, 50]), votes([0, 0, 1, 1]), 'majority')).toMatchObject({ agreeArea: '250.00', votingArea: '400.00', passed: false });
  });

  it('one hundredth above half of the area with a headcount majority passes', () => {
    // 3 voters: 2 agree with 100.01 of 200.01 … area 100.01/200.01 > 1/2.
    const c = countItem(houses(['50.00', '50.01', '100.00']), votes([0, 0, 1]), 'majority');
    expect(c).toMatchObject({ agreeArea: '100.01', votingArea: '200.01', agreeOwners: 2, votingOwners: 3, passed: true });
  });

  it('an area majority without a headcount majority fails, and a headcount majority without the area fails', () => {
    // Agree: 1 owner with 300; disagree: 2 owners with 100 each.
    expect(countItem(houses([300, 100, 100]), votes([0, 1, 1]), 'majority')).toMatchObject({ quorumMet: true, passed: false });
    // Agree: 2 owners with 100 each; disagree: 1 owner with 300.
    expect(countItem(houses([100, 100, 300]), votes([0, 0, 1]), 'majority')).toMatchObject({ quorumMet: true, passed: false });
  });

  it('abstentions are voters: they count towards the quorum and against the majority', () => {
    // 3 voters: 1 agree, 2 abstain → quorum met, 1/3 agree: fails.
    const c = countItem(houses([100, 100, 100]), votes([0, 2, 2]), 'majority');
    expect(c).toMatchObject({ quorumMet: true, votingOwners: 3, abstainOwners: 2, abstainArea: '200.00', passed: false });
    // Without the abstentions there would be no quorum at all.
    expect(countItem(houses([100, 100, 100]), votes([0, null, null]), 'majority').quorumMet).toBe(false);
  });
});

describe('threeQuarters (major matters): at least three quarters of the voting area AND owners', () => {
  it('exactly three quarters of both passes; one hundredth below fails', () => {
    expect(countItem(houses([100, 100, 100, 100]), votes([0, 0, 0, 1]), 'threeQuarters').passed).toBe(true);
    // Area 299.99 of 400.00 < 3/4 although 3/4 of the owners agree.
    const c = countItem(houses(['100', '100', '99.99', '100.01']), votes([0, 0, 0, 1]), 'threeQuarters');
    expect(c).toMatchObject({ agreeArea: '299.99', votingArea: '400.00', agreeOwners: 3, passed: false });
  });

  it('three quarters of the area without three quarters of the owners fails', () => {
    // Agree: 2 owners with 400 of 500 area; disagree 1 owner 100 → area 80%, owners 2/3 < 3/4.
    expect(countItem(houses([200, 200, 100]), votes([0, 0, 1]), 'threeQuarters').passed).toBe(false);
  });

  it('a majority is not enough for a major matter', () => {
    const ballots = votes([0, 0, 1, 1, 0]);
    expect(countItem(houses([100, 100, 100, 100, 100]), ballots, 'majority').passed).toBe(true);
    expect(countItem(houses([100, 100, 100, 100, 100]), ballots, 'threeQuarters').passed).toBe(false);
  });
});

describe('turnout', () => {
  it('counts owners who voted on some item and on every item', () => {
    const hs = houses([100, 100, 100]);
    const p = participation(hs, [votes([0, 1, null]), votes([0, null, null])]);
    expect(p).toEqual({ totalArea: '300.00', totalOwners: 3, votedAnyArea: '200.00', votedAnyOwners: 2, votedAllArea: '100.00', votedAllOwners: 1 });
  });
});

describe('election seats', () => {
  const tally = (candidateId: number, agreeArea: string, agreeOwners: number, passed = true) => ({
    candidateId,
    count: { rule: 'majority' as const, passed, agreeArea, agreeOwners } as any,
  });
  const noDraw = () => {
    throw new Error('no draw expected');
  };

  it('seats go to qualified candidates by agree area, then agree owners', () => {
    const out = electSeats([tally(1, '300.00', 3), tally(2, '500.00', 2), tally(3, '300.00', 4), tally(4, '900.00', 9, false)], 2, noDraw);
    expect(out.elected).toEqual([2, 3]);
    expect(out.ranking.find((r) => r.candidateId === 4)).toMatchObject({ qualified: false, rank: null });
    expect(out.emptySeats).toBe(0);
  });

  it('a tie for the last seat is broken by a recorded draw', () => {
    const out = electSeats([tally(1, '500.00', 5), tally(2, '300.00', 3), tally(3, '300.00', 3)], 2, (among, n) => ({ chosen: [among[1]!].slice(0, n), seed: 'seed-1' }));
    expect(out.elected).toEqual([1, 3]);
    expect(out.draws).toEqual([{ among: [2, 3], chosen: [3], seed: 'seed-1' }]);
  });

  it('fewer qualified candidates than seats leaves seats empty', () => {
    const out = electSeats([tally(1, '500.00', 5), tally(2, '100.00', 1, false)], 3, noDraw);
    expect(out.elected).toEqual([1]);
    expect(out.emptySeats).toBe(2);
  });
});
