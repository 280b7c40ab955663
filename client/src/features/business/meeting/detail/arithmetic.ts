/**
 * The arithmetic of a vote item's count (Civil Code art. 278) for showing
 * it: the thresholds, the quorum and the agreement are decided by the very
 * functions the server counts with (server/core/counting.ts, through the
 * @core alias), so what the screen shows as met is exactly what the server
 * decided. Areas travel as text with two decimals and are handled here in
 * hundredths of a square metre as integers.
 *
 * - quorum: voters hold ≥ 2/3 of the total area AND are ≥ 2/3 of all owners;
 * - majority: agree > 1/2 of the voting area AND of the voting owners;
 * - threeQuarters: agree ≥ 3/4 of both;
 * - abstentions are voters.
 */
import { agreeThreshold, agreementReached, formatHundredths, quorumReached, reaches as reachesExactly, THRESHOLDS, toHundredths, type ItemCount, type Threshold } from '@core/counting.ts';

export type { ItemCount, PassRule, Threshold } from '@core/counting.ts';

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

/** '85.5' → 8550; blank (or anything that is not an area) → 0. */
export function hundredths(area: string | number | null | undefined): number {
  try {
    return Number(toHundredths(area === undefined ? null : area));
  } catch {
    return 0;
  }
}

/** 8550 → '85.50'. */
export function areaText(h: number): string {
  return formatHundredths(BigInt(h));
}

/** a/b as a percentage with one decimal ('—' when b is 0). */
export function percent(a: number, b: number): string {
  return b > 0 ? `${((a * 100) / b).toFixed(1)}%` : '—';
}

/** Whether a/b reaches the threshold (exact; an empty denominator never does): the server's own test. */
export function reaches(a: number, b: number, threshold: Threshold): boolean {
  return reachesExactly(BigInt(a), BigInt(b), threshold);
}

/** The smallest headcount that reaches the threshold of n (how many owners a line needs). */
export function ownersNeeded(n: number, threshold: Threshold): number {
  for (let k = 0; k <= n; k++) if (reaches(k, n, threshold)) return k;
  return n + 1;
}

/** The area (hundredths, rounded up) that reaches the threshold of a total. */
export function areaNeeded(total: number, threshold: Threshold): number {
  const { p, q, inclusive } = THRESHOLDS[threshold];
  const exact = (total * Number(p)) / Number(q);
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
  const rule = agreeThreshold(c.rule);
  return [
    { key: 'quorumArea', unit: 'area', numerator: areaText(voting), denominator: areaText(total), percent: percent(voting, total), threshold: 'twoThirds', met: reaches(voting, total, 'twoThirds') },
    { key: 'quorumOwners', unit: 'owners', numerator: String(c.votingOwners), denominator: String(c.totalOwners), percent: percent(c.votingOwners, c.totalOwners), threshold: 'twoThirds', met: reaches(c.votingOwners, c.totalOwners, 'twoThirds') },
    { key: 'agreeArea', unit: 'area', numerator: areaText(agree), denominator: areaText(voting), percent: percent(agree, voting), threshold: rule, met: reaches(agree, voting, rule) },
    { key: 'agreeOwners', unit: 'owners', numerator: String(c.agreeOwners), denominator: String(c.votingOwners), percent: percent(c.agreeOwners, c.votingOwners), threshold: rule, met: reaches(c.agreeOwners, c.votingOwners, rule) },
  ];
}

/** The verdict of the figures, by the server's own rules (core/counting.ts quorumReached, agreementReached). */
export function verdictOf(c: ItemCount): { quorumMet: boolean; passed: boolean } {
  const voting = BigInt(hundredths(c.votingArea));
  const quorumMet = quorumReached(voting, BigInt(hundredths(c.totalArea)), c.votingOwners, c.totalOwners);
  return { quorumMet, passed: quorumMet && agreementReached(c.rule, BigInt(hundredths(c.agreeArea)), voting, c.agreeOwners, c.votingOwners) };
}
