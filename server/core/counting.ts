/**
 * Counting owners' votes under Civil Code art. 278 and the Supreme People's
 * Court interpretation on building ownership (法释〔2009〕7号, art. 8–9):
 *
 * - Participants are the houses frozen when voting opened; the total area is
 *   the sum of their exclusive areas, the total owners their owners by
 *   headcount: houses whose owner name and phone are equal (trimmed; phones
 *   compared as digits, without a +86/86 country prefix) belong to one owner,
 *   who counts once however many houses they hold, with the areas of all
 *   those houses. Houses with neither owner name nor phone have no
 *   registered owner: they are the developer's unsold or undelivered units,
 *   and together count as ONE owner with their summed area (《业主大会和业主
 *   委员会指导规则》 art. 15: 建设单位… 未出售或者未交付的物业… 按一人计算).
 * - Voters of an item are the owners who voted on it (their latest vote
 *   through any of their houses). Abstentions are voters.
 * - Quorum (参与表决): voters hold at least two thirds of the total area AND
 *   are at least two thirds of all owners ("以上" includes the bound).
 * - majority (一般事项): agree from MORE than half of the voting area AND more
 *   than half of the voting owners ("过半数"). threeQuarters (重大事项: raising
 *   or using the maintenance fund, rebuilding, changing the use of common
 *   parts): agree from AT LEAST three quarters of both ("四分之三以上").
 * - No quorum → not passed.
 *
 * Exact arithmetic: areas in hundredths of a square metre as bigints,
 * comparisons by cross-multiplication; no floating point anywhere.
 */
import type { VoteChoice } from './vote-choice.ts';

export type PassRule = 'majority' | 'threeQuarters';
export const PASS_RULES: readonly PassRule[] = ['majority', 'threeQuarters'];

/** Vote record result: 0 同意, 1 不同意, 2 弃权 (declared once: vote-choice.ts). */
export type VoteResult = VoteChoice;

export interface HouseShare {
  houseId: number;
  ownerName: string | null;
  phone: string | null;
  /** Exclusive area, as the database holds it (a Decimal(12,2) string or number); null counts as 0. */
  privateArea: string | number | null | { toString(): string };
}

export interface Ballot {
  houseId: number;
  result: VoteResult;
  /** When it was cast (later ballots of the same owner replace earlier ones). */
  at: Date | string | number;
  /** The proxy who cast it, if one did (shown in the vote table; the count does not depend on it). */
  proxy?: string | null;
  /** 'online' for an owner's own vote from the ballot page (shown in the vote table; the count does not depend on it). */
  channel?: string | null;
}

/** The `count` JSON of a vote item, as stored and answered (areas as strings with two decimals). */
export interface ItemCount {
  rule: PassRule;
  totalArea: string;
  totalOwners: number;
  votingArea: string;
  votingOwners: number;
  agreeArea: string;
  agreeOwners: number;
  disagreeArea: string;
  disagreeOwners: number;
  abstainArea: string;
  abstainOwners: number;
  quorumMet: boolean;
  passed: boolean;
}

/** '85.5' → 8550n; null/'' → 0n. Refuses anything that is not a non-negative decimal with at most two places. */
export function toHundredths(value: HouseShare['privateArea']): bigint {
  if (value === null || value === undefined) return 0n;
  const text = String(value).trim();
  if (text === '') return 0n;
  const m = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!m) throw new Error(`Not an area in square metres with at most two decimals: ${text}`);
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** 8550n → '85.50'. */
export function formatHundredths(v: bigint): string {
  const sign = v < 0n ? '-' : '';
  const abs = v < 0n ? -v : v;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The key of the houses without a registered owner: the developer, one owner for all of them. */
export const DEVELOPER_KEY = 'developer';

/** A phone as compared: its digits, without a +86 / 86 country prefix before a mobile number ('+86 139-0000-0000' → '13900000000'). */
export function phoneKey(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return /^86(1\d{10})$/.test(digits) ? digits.slice(2) : digits;
}

/** The owner a house belongs to: its trimmed name and phone; houses with neither belong to the developer (one owner). */
export function ownerKey(h: Pick<HouseShare, 'houseId' | 'ownerName' | 'phone'>): string {
  const name = (h.ownerName ?? '').trim();
  const phone = phoneKey(h.phone);
  return name === '' && phone === '' ? DEVELOPER_KEY : `owner:${JSON.stringify([name, phone])}`;
}

export interface Owner {
  key: string;
  houseIds: number[];
  area: bigint;
}

/** Groups the participants' houses into owners (headcount one each, areas added up). */
export function ownersOf(houses: readonly HouseShare[]): Map<string, Owner> {
  return groupOwners(houses.map((h) => ({ houseId: h.houseId, key: ownerKey(h), privateArea: h.privateArea })));
}

/** A house with the key of its owner already known (the owner key, or a digest of it: the grouping is the same). */
export interface KeyedHouse {
  houseId: number;
  key: string;
  privateArea: HouseShare['privateArea'];
}

/** Groups houses by their owner's key: one owner per key, areas added up. */
export function groupOwners(houses: readonly KeyedHouse[]): Map<string, Owner> {
  const owners = new Map<string, Owner>();
  for (const h of houses) {
    const o = owners.get(h.key) ?? { key: h.key, houseIds: [], area: 0n };
    o.houseIds.push(h.houseId);
    o.area += toHundredths(h.privateArea);
    owners.set(h.key, o);
  }
  return owners;
}

/**
 * The electorate of houses whose owners are known by key only: the offline
 * check of a vote table (verify-table.ts) groups the houses the ballot record
 * states by their owner digests, which partition them exactly as the owner
 * keys do (one digest per key, the developer's houses sharing one).
 */
export function electorateOfKeyed(houses: readonly KeyedHouse[]): Electorate {
  const owners = groupOwners(houses);
  let totalArea = 0n;
  for (const o of owners.values()) totalArea += o.area;
  return { owners, ownerOfHouse: new Map(houses.map((h) => [h.houseId, h.key])), totalArea };
}

/** The owners of a frozen participants list, grouped (see electorateOf). */
export interface Electorate {
  owners: ReadonlyMap<string, Readonly<Owner>>;
  ownerOfHouse: ReadonlyMap<number, string>;
  totalArea: bigint;
}

/**
 * The owners of a participants list, grouped once per list (a meeting's
 * snapshot counts every item over the same frozen participants; grouping
 * 5,000 houses again for each item and each vote was most of its cost).
 * Keyed by the list itself: a list is never changed once frozen.
 */
const indexes = new WeakMap<readonly HouseShare[], Electorate>();
export function electorateOf(houses: readonly HouseShare[]): Electorate {
  let index = indexes.get(houses);
  if (!index) {
    const owners = ownersOf(houses);
    let totalArea = 0n;
    for (const o of owners.values()) totalArea += o.area;
    index = { owners, ownerOfHouse: new Map(houses.map((h) => [h.houseId, ownerKey(h)])), totalArea };
    indexes.set(houses, index);
  }
  return index;
}

/**
 * a/b as a percentage with two decimals, rounded half up, by integer
 * arithmetic ('—' when b is 0): the shares the announcements and the vote
 * table print, and the offline check recomputes.
 */
export function share(a: bigint, b: bigint): string {
  if (b === 0n) return '—';
  const hundredths = (a * 20000n + b) / (2n * b);
  return `${formatHundredths(hundredths)}%`;
}

/** The bounds art. 278 measures against: two thirds and three quarters include the bound ("以上"), half does not ("过半数"). */
export type Threshold = 'twoThirds' | 'moreThanHalf' | 'threeQuarters';
export const THRESHOLDS: Readonly<Record<Threshold, { p: bigint; q: bigint; inclusive: boolean }>> = {
  twoThirds: { p: 2n, q: 3n, inclusive: true },
  moreThanHalf: { p: 1n, q: 2n, inclusive: false },
  threeQuarters: { p: 3n, q: 4n, inclusive: true },
};

/** Whether a/b reaches the threshold, by cross-multiplication (an empty denominator never does). */
export function reaches(a: bigint, b: bigint, threshold: Threshold): boolean {
  if (b <= 0n) return false;
  const { p, q, inclusive } = THRESHOLDS[threshold];
  return inclusive ? a * q >= p * b : a * q > p * b;
}

/** The threshold agreement must reach under a pass rule. */
export function agreeThreshold(rule: PassRule): Threshold {
  return rule === 'threeQuarters' ? 'threeQuarters' : 'moreThanHalf';
}

/** The quorum: voters hold two thirds of the total area AND are two thirds of all owners (none, or no area: never). */
export function quorumReached(votingArea: bigint, totalArea: bigint, votingOwners: number, totalOwners: number): boolean {
  return totalOwners > 0 && totalArea > 0n && reaches(votingArea, totalArea, 'twoThirds') && reaches(BigInt(votingOwners), BigInt(totalOwners), 'twoThirds');
}

/** Agreement under the rule, by area AND by owners, against the voters. */
export function agreementReached(rule: PassRule, agreeArea: bigint, votingArea: bigint, agreeOwners: number, votingOwners: number): boolean {
  const threshold = agreeThreshold(rule);
  return reaches(agreeArea, votingArea, threshold) && reaches(BigInt(agreeOwners), BigInt(votingOwners), threshold);
}

/** Each owner's latest ballot on the item (by time, then by order given). */
export function latestBallots(houses: readonly HouseShare[], ballots: readonly Ballot[]): Map<string, VoteResult> {
  const { ownerOfHouse } = electorateOf(houses);
  const latest = new Map<string, { result: VoteResult; at: number; order: number }>();
  ballots.forEach((b, order) => {
    const key = ownerOfHouse.get(b.houseId);
    // A ballot from a house that is not a participant does not count (the API refuses those anyway).
    if (!key) return;
    const at = new Date(b.at).getTime();
    const prev = latest.get(key);
    if (!prev || at > prev.at || (at === prev.at && order > prev.order)) latest.set(key, { result: b.result, at, order });
  });
  return new Map([...latest].map(([k, v]) => [k, v.result]));
}

/** Counts one vote item. */
export function countItem(houses: readonly HouseShare[], ballots: readonly Ballot[], rule: PassRule): ItemCount {
  return countVotes(electorateOf(houses), latestBallots(houses, ballots), rule);
}

/** Counts one vote item from each voting owner's choice (owner key → result; keys that are not owners of the electorate do not count). */
export function countVotes(electorate: Electorate, votes: ReadonlyMap<string, VoteResult>, rule: PassRule): ItemCount {
  if (!PASS_RULES.includes(rule)) throw new Error(`Unknown pass rule ${rule}`);
  const { owners, totalArea } = electorate;
  const sums = { 0: { area: 0n, owners: 0 }, 1: { area: 0n, owners: 0 }, 2: { area: 0n, owners: 0 } };
  for (const [key, result] of votes) {
    const o = owners.get(key);
    if (!o) continue;
    sums[result].area += o.area;
    sums[result].owners += 1;
  }
  const votingArea = sums[0].area + sums[1].area + sums[2].area;
  const votingOwners = sums[0].owners + sums[1].owners + sums[2].owners;
  const totalOwners = owners.size;
  // A community with no area or no owners cannot reach a quorum.
  const quorumMet = quorumReached(votingArea, totalArea, votingOwners, totalOwners);
  const passed = quorumMet && agreementReached(rule, sums[0].area, votingArea, sums[0].owners, votingOwners);
  return {
    rule,
    totalArea: formatHundredths(totalArea),
    totalOwners,
    votingArea: formatHundredths(votingArea),
    votingOwners,
    agreeArea: formatHundredths(sums[0].area),
    agreeOwners: sums[0].owners,
    disagreeArea: formatHundredths(sums[1].area),
    disagreeOwners: sums[1].owners,
    abstainArea: formatHundredths(sums[2].area),
    abstainOwners: sums[2].owners,
    quorumMet,
    passed,
  };
}

/**
 * Turnout of a meeting (for the live panel and the close of voting): the
 * owners, and their area, who voted on at least one item and on every item.
 */
export function participation(houses: readonly HouseShare[], ballotsByItem: readonly (readonly Ballot[])[]) {
  const electorate = electorateOf(houses);
  const { ownerOfHouse } = electorate;
  return participationOf(
    electorate,
    ballotsByItem.map((ballots) => new Set(ballots.map((b) => ownerOfHouse.get(b.houseId)).filter((k): k is string => !!k))),
  );
}

/**
 * Turnout from the owners who voted on each item (one set or map of owner
 * keys per item; keys that are not owners of the electorate do not count).
 * Walks the voters, not every owner: a vote early in a large meeting costs
 * little.
 */
export function participationOf(electorate: Electorate, votedOn: readonly { keys(): Iterable<string> }[]) {
  const { owners, totalArea } = electorate;
  const itemsOf = new Map<string, number>();
  for (const voters of votedOn) for (const key of voters.keys()) itemsOf.set(key, (itemsOf.get(key) ?? 0) + 1);
  const any = { area: 0n, owners: 0 };
  const all = { area: 0n, owners: 0 };
  for (const [key, n] of itemsOf) {
    const o = owners.get(key);
    if (!o) continue;
    (any.area += o.area), (any.owners += 1);
    if (n === votedOn.length) (all.area += o.area), (all.owners += 1);
  }
  return {
    totalArea: formatHundredths(totalArea),
    totalOwners: owners.size,
    votedAnyArea: formatHundredths(any.area),
    votedAnyOwners: any.owners,
    votedAllArea: formatHundredths(all.area),
    votedAllOwners: all.owners,
  };
}

// ------------------------------------------------------------------ elections

export interface CandidateTally {
  candidateId: number;
  count: ItemCount;
}

export interface ElectionOutcome {
  /** Candidates elected, in seat order. */
  elected: number[];
  /** Every candidate with its rank among the qualified (null when not qualified) and why. */
  ranking: { candidateId: number; qualified: boolean; rank: number | null; agreeArea: string; agreeOwners: number }[];
  /** Seats left empty for want of qualified candidates. */
  emptySeats: number;
  /** Ties at the last seat broken by a draw: who took part and who won. */
  draws: { among: number[]; chosen: number[]; seed: string }[];
}

/**
 * The seats of an election. A candidate qualifies with more than half of the
 * voting area and of the voting owners, the quorum being met (the majority
 * rule of each candidate's own count). In a 差额 (competitive) election the
 * seats go to the qualified candidates ranked by agree area, then agree
 * owners; a tie for the last seats is broken by a draw whose inputs are
 * recorded. Fewer qualified candidates than seats leaves seats empty. The draw
 * is passed in (modules/meeting/draw.ts hashes with node:crypto; this file
 * stays free of Node so the browser can import it).
 */
export function electSeats(tallies: readonly CandidateTally[], seats: number, draw: (among: number[], n: number) => { chosen: number[]; seed: string }): ElectionOutcome {
  const qualified = tallies.filter((t) => t.count.rule === 'majority' && t.count.passed);
  const key = (t: CandidateTally) => [toHundredths(t.count.agreeArea), BigInt(t.count.agreeOwners)] as const;
  const sorted = [...qualified].sort((a, b) => {
    const [aa, ao] = key(a);
    const [ba, bo] = key(b);
    if (aa !== ba) return aa > ba ? -1 : 1;
    if (ao !== bo) return ao > bo ? -1 : 1;
    return a.candidateId - b.candidateId;
  });
  const elected: number[] = [];
  const draws: ElectionOutcome['draws'] = [];
  let i = 0;
  while (elected.length < seats && i < sorted.length) {
    const [a0, o0] = key(sorted[i]!);
    const group = sorted.filter((t) => {
      const [a, o] = key(t);
      return a === a0 && o === o0;
    });
    const free = seats - elected.length;
    if (group.length <= free) {
      elected.push(...group.map((g) => g.candidateId));
    } else {
      const among = group.map((g) => g.candidateId);
      const { chosen, seed } = draw(among, free);
      draws.push({ among, chosen, seed });
      elected.push(...chosen);
    }
    i += group.length;
  }
  const rankOf = new Map<number, number>();
  sorted.forEach((t, idx) => rankOf.set(t.candidateId, idx + 1));
  return {
    elected,
    ranking: tallies.map((t) => ({
      candidateId: t.candidateId,
      qualified: rankOf.has(t.candidateId),
      rank: rankOf.get(t.candidateId) ?? null,
      agreeArea: t.count.agreeArea,
      agreeOwners: t.count.agreeOwners,
    })),
    emptySeats: Math.max(0, seats - elected.length),
    draws,
  };
}
