/**
 * What the assembly rules add to the vote table (modules/meeting/vote-table.ts; pure: the offline check recomputes the same lines):
 * a ballot cast by a proxy (or online, from the owner's ballot page) says so in its cell; the tally gains the owners
 * and area that voted by proxy, 从众's adjusted figures with the rule cited,
 * and a terminated item reads 终止表决 instead of 不通过.
 */
import { latestBallots, ownerKey, type Ballot, type HouseShare, type ItemCount } from './counting.ts';
import { sharesOf, verdictKey, verdictOf, type RuledCount } from './ruled-count.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

/** Owner key → how the owner's counted ballot came in: the proxy who cast it, or online (paper ballots the owners cast themselves are absent). */
export function ballotNotes(houses: readonly HouseShare[], ballots: readonly Ballot[]): Map<string, { proxy: string } | { online: true }> {
  const counted = latestBallots(houses, ballots);
  const byKey = new Map(houses.map((h) => [h.houseId, ownerKey(h)]));
  const latest = new Map<string, { at: number; proxy: string | null; online: boolean }>();
  for (const b of ballots) {
    const key = byKey.get(b.houseId);
    if (!key || !counted.has(key)) continue;
    const at = new Date(b.at).getTime();
    const prev = latest.get(key);
    if (!prev || at >= prev.at) latest.set(key, { at, proxy: b.proxy ?? null, online: b.channel === 'online' });
  }
  const out = new Map<string, { proxy: string } | { online: true }>();
  for (const [k, v] of latest) {
    if (v.proxy) out.set(k, { proxy: v.proxy });
    else if (v.online) out.set(k, { online: true });
  }
  return out;
}

/** The verdict as the table prints it (ruled-count.ts verdictOf: terminated, passed or not passed). */
export function resultText(c: ItemCount, t: T): string {
  return t(verdictKey(verdictOf(c as RuledCount)));
}

/** One line of the tally under the table: its label's message key, whether it holds an area, its value for an item's count. */
export interface TallyLine {
  key: string;
  area: boolean;
  value: (c: ItemCount) => string | number;
}

/**
 * The tally lines of counted items, in the order printed: the figures, the
 * shares (two decimals, as the announcements print them), the quorum, the
 * assembly rules' lines where a count has them, the verdict. The vote table
 * writes these; the offline check (verify-table.ts) recomputes every value
 * from the ballot record and compares it with the printed cell.
 */
export function tallyLines(counts: readonly ItemCount[], t: T): TallyLine[] {
  const row = (name: string, value: TallyLine['value'], area = name.endsWith('Area')): TallyLine => ({ key: `voteTable.row.${name}`, area, value });
  const lines: TallyLine[] = [
    row('totalOwners', (c) => c.totalOwners),
    row('totalArea', (c) => c.totalArea),
    row('votingOwners', (c) => c.votingOwners),
    row('votingArea', (c) => c.votingArea),
    row('agreeOwners', (c) => c.agreeOwners),
    row('agreeArea', (c) => c.agreeArea),
    row('disagreeOwners', (c) => c.disagreeOwners),
    row('disagreeArea', (c) => c.disagreeArea),
    row('abstainOwners', (c) => c.abstainOwners),
    row('abstainArea', (c) => c.abstainArea),
    row('votingOwnersShare', (c) => sharesOf(c).votingOwners, false),
    row('votingAreaShare', (c) => sharesOf(c).votingArea, false),
    row('agreeOwnersShare', (c) => sharesOf(c).agreeOwners, false),
    row('agreeAreaShare', (c) => sharesOf(c).agreeArea, false),
    row('quorum', (c) => t(c.quorumMet ? 'voteTable.yes' : 'voteTable.no')),
  ];
  for (const [key, value] of assemblyLines(counts, t)) lines.push({ key, area: key.endsWith('Area'), value });
  lines.push(row('result', (c) => resultText(c, t)));
  return lines;
}

/** Extra tally lines (message key, value) for the counts that need them. */
export function assemblyLines(counts: readonly ItemCount[], t: T): [string, (c: ItemCount) => string | number][] {
  const ruled = counts as readonly RuledCount[];
  const lines: [string, (c: ItemCount) => string | number][] = [];
  if (ruled.some((c) => (c.proxyOwners ?? 0) > 0)) {
    lines.push(['assembly.row.proxyOwners', (c) => (c as RuledCount).proxyOwners ?? 0], ['assembly.row.proxyArea', (c) => (c as RuledCount).proxyArea ?? '0.00']);
  }
  if (ruled.some((c) => c.nonVoters)) {
    const adjusted = (c: ItemCount, f: (a: ItemCount) => string | number) => {
      const n = (c as RuledCount).nonVoters;
      return n?.applied && n.adjusted ? f(n.adjusted) : '—';
    };
    lines.push(
      ['assembly.row.rawResult', (c) => t((c as RuledCount).nonVoters?.rawPassed ?? c.passed ? 'voteTable.passed' : 'voteTable.failed')],
      ['assembly.row.nonVoterRule', (c) => {
        const n = (c as RuledCount).nonVoters;
        return n ? (n.applied ? t(`assembly.follows.${n.follows}`) : t(`assembly.notApplied.${n.reason}`)) : '—';
      }],
      ['assembly.row.adjustedAgreeOwners', (c) => adjusted(c, (a) => a.agreeOwners)],
      ['assembly.row.adjustedAgreeArea', (c) => adjusted(c, (a) => a.agreeArea)],
    );
  }
  return lines;
}
