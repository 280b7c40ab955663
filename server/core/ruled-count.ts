/**
 * An item's count under the assembly's frozen rules, as pure arithmetic over
 * an electorate and each voting owner's choice (docs/assembly-rules.md):
 * 从众 (countNonVotersWithMajority), the owners and area that voted by
 * proxy, the lapse of an extended vote without a quorum (终止表决), the
 * stored result (0 不通过, 1 通过, 2 终止表决), the verdict and the shares
 * the announcements and the vote table print.
 *
 * No database, no server imports: the server's count (meeting-flow.ts
 * countAndFreeze, through assembly.ts) and the offline check of an exported
 * vote table (verify-table.ts) both compute through this file, so a
 * challenger's recomputation is the product's own arithmetic, not a copy.
 */
import { countVotes, share, toHundredths, formatHundredths, type Electorate, type ItemCount, type PassRule, type VoteResult } from './counting.ts';
import type { FrozenRules } from './assembly-rules.ts';
import { CHOICE_NAMES } from './vote-choice.ts';

/** Item result of a terminated vote (vote_item.result: 0 不通过, 1 通过, 2 终止表决). */
export const RESULT_TERMINATED = 2;

// The choices' names as declared once (vote-choice.ts): 从众 follows one of them.
const CHOICES = CHOICE_NAMES;

/** What 从众 did to an item's count (count.nonVoters). */
export interface NonVoterAdjustment {
  rule: 'countNonVotersWithMajority';
  /** Whether the non-voters were counted (the quorum met by real votes and a majority choice to follow). */
  applied: boolean;
  /** Why not: 'noQuorum' | 'noMajority'. */
  reason: string | null;
  /** The choice the non-voters were counted with. */
  follows: (typeof CHOICES)[number] | null;
  nonVotingArea: string;
  nonVotingOwners: number;
  /** The adjusted count (null when not applied). */
  adjusted: ItemCount | null;
  /** The verdict of the raw figures (the count's `passed` is the adjusted verdict when applied). */
  rawPassed: boolean;
}

/** The figures of an item as the frozen rules count them (count JSON). */
export type RuledCount = ItemCount & { nonVoters?: NonVoterAdjustment; proxyOwners?: number; proxyArea?: string; terminated?: boolean };

/** The rules this arithmetic reads (the rest of the frozen rules govern the vote, not its count). */
export type CountingRules = Pick<FrozenRules, 'countNonVotersWithMajority' | 'extensions'>;

/**
 * 从众: the non-voters counted with the majority choice of the voters. The
 * quorum must be met by the real votes (counting non-voters cannot make a
 * quorum: art. 278's participation would mean nothing); the majority choice
 * is the one holding more than half of the voting area and of the voting
 * owners (none → nothing to follow). The adjusted count is computed by the
 * same art. 278 arithmetic over every owner.
 */
export function nonVotersOf(electorate: Electorate, votes: ReadonlyMap<string, VoteResult>, rule: PassRule, raw: ItemCount): NonVoterAdjustment {
  const nonVotingOwners = raw.totalOwners - raw.votingOwners;
  const nonVotingArea = formatHundredths(toHundredths(raw.totalArea) - toHundredths(raw.votingArea));
  const base = { rule: 'countNonVotersWithMajority' as const, nonVotingArea, nonVotingOwners, rawPassed: raw.passed };
  if (!raw.quorumMet) return { ...base, applied: false, reason: 'noQuorum', follows: null, adjusted: null };
  const votingArea = toHundredths(raw.votingArea);
  const figures = [
    [toHundredths(raw.agreeArea), raw.agreeOwners],
    [toHundredths(raw.disagreeArea), raw.disagreeOwners],
    [toHundredths(raw.abstainArea), raw.abstainOwners],
  ] as const;
  const majority = figures.findIndex(([area, owners]) => area * 2n > votingArea && owners * 2 > raw.votingOwners);
  if (majority < 0) return { ...base, applied: false, reason: 'noMajority', follows: null, adjusted: null };
  const all = new Map<string, VoteResult>(votes);
  for (const key of electorate.owners.keys()) if (!all.has(key)) all.set(key, majority as VoteResult);
  return { ...base, applied: true, reason: null, follows: CHOICES[majority]!, adjusted: countVotes(electorate, all, rule) };
}

/**
 * An item's count under the meeting's frozen rules: the raw art. 278 count,
 * with 从众 when the rules say so, and the owners and area whose current
 * ballot was cast by a proxy (proxyOwnerKeys: the owners of the item's
 * current proxy ballots, keyed as the electorate is).
 */
export function ruledCountOf(electorate: Electorate, votes: ReadonlyMap<string, VoteResult>, rule: PassRule, raw: ItemCount, rules: Pick<CountingRules, 'countNonVotersWithMajority'>, proxyOwnerKeys: ReadonlySet<string>): RuledCount {
  let proxyArea = 0n;
  let proxyOwners = 0;
  for (const key of proxyOwnerKeys) {
    const o = electorate.owners.get(key);
    if (o) (proxyArea += o.area), (proxyOwners += 1);
  }
  const out: RuledCount = { ...raw, proxyOwners, proxyArea: formatHundredths(proxyArea) };
  if (rules.countNonVotersWithMajority) {
    const nonVoters = nonVotersOf(electorate, votes, rule, raw);
    out.nonVoters = nonVoters;
    if (nonVoters.applied) out.passed = nonVoters.adjusted!.passed;
  }
  return out;
}

/** Whether an item of this meeting is terminated rather than not passed: the vote was extended and still has no quorum. */
export function isTerminated(rules: Pick<CountingRules, 'extensions'>, count: ItemCount): boolean {
  return (rules.extensions ?? 0) > 0 && !count.quorumMet;
}

/** An item's count as it is frozen (a terminated one says so) and its stored result (vote_item.result). */
export function frozenResult(rules: Pick<CountingRules, 'extensions'>, count: RuledCount): { result: 0 | 1 | 2; count: RuledCount } {
  if (isTerminated(rules, count)) return { result: RESULT_TERMINATED, count: { ...count, terminated: true } };
  return { result: count.passed ? 1 : 0, count };
}

/**
 * An item counted from scratch as the server freezes it: the raw count of
 * the owners' choices, the frozen rules applied, the lapse decided.
 */
export function countFrozenItem(electorate: Electorate, votes: ReadonlyMap<string, VoteResult>, rule: PassRule, rules: CountingRules, proxyOwnerKeys: ReadonlySet<string>): { result: 0 | 1 | 2; count: RuledCount } {
  const raw = countVotes(electorate, votes, rule);
  return frozenResult(rules, ruledCountOf(electorate, votes, rule, raw, rules, proxyOwnerKeys));
}

export type Verdict = 'passed' | 'failed' | 'terminated';

/** The verdict a frozen count prints: terminated, passed or not passed. */
export function verdictOf(count: RuledCount): Verdict {
  return count.terminated ? 'terminated' : count.passed ? 'passed' : 'failed';
}

/** The message key of a verdict (the vote table's and the announcements' words). */
export function verdictKey(verdict: Verdict): string {
  return verdict === 'terminated' ? 'assembly.terminated' : verdict === 'passed' ? 'voteTable.passed' : 'voteTable.failed';
}

export interface Shares {
  /** Voting owners against all owners. */
  votingOwners: string;
  /** Voting area against the total area. */
  votingArea: string;
  /** Agreeing owners against the voting owners. */
  agreeOwners: string;
  /** Agreeing area against the voting area. */
  agreeArea: string;
}

/** The shares printed for a count (two decimals, rounded half up, integer arithmetic: counting.ts share). */
export function sharesOf(c: ItemCount): Shares {
  return {
    votingOwners: share(BigInt(c.votingOwners), BigInt(c.totalOwners)),
    votingArea: share(toHundredths(c.votingArea), toHundredths(c.totalArea)),
    agreeOwners: share(BigInt(c.agreeOwners), BigInt(c.votingOwners)),
    agreeArea: share(toHundredths(c.agreeArea), toHundredths(c.votingArea)),
  };
}
