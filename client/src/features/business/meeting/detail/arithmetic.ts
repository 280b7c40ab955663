/**
 * The arithmetic of a vote item's count (Civil Code art. 278), as the server
 * does it (server/modules/meeting/counting.ts), for showing it: areas in
 * hundredths of a square metre as integers, comparisons by
 * cross-multiplication, so what the screen shows as met is exactly what the
 * server decided.
 *
 * - quorum: voters hold ≥ 2/3 of the total area AND are ≥ 2/3 of all owners;
 * - majority: agree > 1/2 of the voting area AND of the voting owners;
 * - threeQuarters: agree ≥ 3/4 of both;
 * - abstentions are voters.
 */
export type PassRule = 'majority' | 'threeQuarters';

/** A vote item's `count` (and each item of the live snapshot). */
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

/** The turnout of a meeting (live snapshot). */
export interface Participation {
  totalArea: string;
  totalOwners: number;
  votedAnyArea: string;
  votedAnyOwners: number;
  votedAllArea: string;
  votedAllOwners: number;
}

export interface VotingSnapshot {
  meetingId: number;
  status: number;
  items: { itemId: number; name: string; count: ItemCount }[];
  participation: Participation;
  at: string;
}

/** '85.5' → 8550; blank → 0. */
export function hundredths(area: string | number | null | undefined): number {
  if (area === null || area === undefined || area === '') return 0;
  const m = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(String(area).trim());
  if (!m) return 0;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 8550 → '85.50'. */
export function areaText(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** a/b as a percentage with one decimal ('—' when b is 0). */
export function percent(a: number, b: number): string {
  return b > 0 ? `${((a * 100) / b).toFixed(1)}%` : '—';
}

export type Threshold = 'twoThirds' | 'moreThanHalf' | 'threeQuarters';

/** p/q and whether the bound itself passes. */
const BOUNDS: Record<Threshold, { p: number; q: number; inclusive: boolean }> = {
  twoThirds: { p: 2, q: 3, inclusive: true },
  moreThanHalf: { p: 1, q: 2, inclusive: false },
  threeQuarters: { p: 3, q: 4, inclusive: true },
};

/** Whether a/b reaches the threshold (exact; an empty denominator never does). */
export function reaches(a: number, b: number, threshold: Threshold): boolean {
  if (b <= 0) return false;
  const { p, q, inclusive } = BOUNDS[threshold];
  return inclusive ? a * q >= p * b : a * q > p * b;
}

/** The smallest headcount that reaches the threshold of n (how many owners a line needs). */
export function ownersNeeded(n: number, threshold: Threshold): number {
  for (let k = 0; k <= n; k++) if (reaches(k, n, threshold)) return k;
  return n + 1;
}

/** The area (hundredths, rounded up) that reaches the threshold of a total. */
export function areaNeeded(total: number, threshold: Threshold): number {
  const { p, q, inclusive } = BOUNDS[threshold];
  const exact = (total * p) / q;
  const up = Math.ceil(exact);
  return inclusive ? up : up === exact ? up + 1 : up;
}

/** One line of a result: a fraction against its threshold. */
export interface ResultLine {
  key: 'quorumArea' | 'quorumOwners' | 'agreeArea' | 'agreeOwners';
  /** area lines in square metres (text with two decimals), owner lines as headcounts */
  unit: 'area' | 'owners';
  numerator: string;
  denominator: string;
  percent: string;
  threshold: Threshold;
  met: boolean;
}

/** The four lines that decide an item: the two quorum lines, then the two agree lines of its rule. */
export function resultLines(c: ItemCount): ResultLine[] {
  const total = hundredths(c.totalArea);
  const voting = hundredths(c.votingArea);
  const agree = hundredths(c.agreeArea);
  const rule: Threshold = c.rule === 'threeQuarters' ? 'threeQuarters' : 'moreThanHalf';
  return [
    { key: 'quorumArea', unit: 'area', numerator: areaText(voting), denominator: areaText(total), percent: percent(voting, total), threshold: 'twoThirds', met: reaches(voting, total, 'twoThirds') },
    { key: 'quorumOwners', unit: 'owners', numerator: String(c.votingOwners), denominator: String(c.totalOwners), percent: percent(c.votingOwners, c.totalOwners), threshold: 'twoThirds', met: reaches(c.votingOwners, c.totalOwners, 'twoThirds') },
    { key: 'agreeArea', unit: 'area', numerator: areaText(agree), denominator: areaText(voting), percent: percent(agree, voting), threshold: rule, met: reaches(agree, voting, rule) },
    { key: 'agreeOwners', unit: 'owners', numerator: String(c.agreeOwners), denominator: String(c.votingOwners), percent: percent(c.agreeOwners, c.votingOwners), threshold: rule, met: reaches(c.agreeOwners, c.votingOwners, rule) },
  ];
}

/** The verdict the lines give: quorum by area and owners, then agreement by area and owners. */
export function verdictOf(c: ItemCount): { quorumMet: boolean; passed: boolean } {
  const [qa, qo, aa, ao] = resultLines(c);
  const quorumMet = c.totalOwners > 0 && hundredths(c.totalArea) > 0 && qa!.met && qo!.met;
  return { quorumMet, passed: quorumMet && aa!.met && ao!.met };
}
