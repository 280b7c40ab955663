/** The shapes of the home page's counts (comm/count summary and voting, JSON on the wire). */
import type { Participation } from '../../business/meeting/detail/arithmetic.ts';

export interface SeriesCount {
  total: number;
  days: { date: string; count: number }[];
}

export type Summary = Record<string, SeriesCount | undefined>;

export interface VotingMeeting {
  id: number;
  name: string;
  voteStartTime: string | null;
  voteEndTime: string | null;
  participation: Participation;
}

/**
 * The overview's series in order, with their chart colours and the list each
 * card opens (with its filters in the URL: components/DataTable/listState.ts),
 * shown as a link to who may read that list. Votes count ballots (one per
 * owner and meeting): their card opens the meetings now voting.
 */
export const SERIES = [
  { key: 'notices', color: 'var(--chakra-colors-blue-500)', href: '/info/notice', perm: 'info:notice:page' },
  { key: 'meetings', color: 'var(--chakra-colors-purple-500)', href: '/meeting/info', perm: 'business:meeting:info:page' },
  { key: 'votes', color: 'var(--chakra-colors-teal-500)', href: '/meeting/info?status=6', perm: 'business:meeting:info:page' },
  { key: 'repairs', color: 'var(--chakra-colors-orange-500)', href: '/repair/info', perm: 'business:repair:info:page' },
  { key: 'users', color: 'var(--chakra-colors-green-500)', href: '/user/list', perm: 'user:info:page' },
  { key: 'advice', color: 'var(--chakra-colors-red-500)', href: '/advice/info', perm: 'business:advice:info:page' },
] as const;

/** The lists the to-do cards open: what waits (待处理), and beside it what is being handled (处理中). */
export const TODO_LINKS = {
  advicePending: '/advice/info?status=0',
  adviceProcessing: '/advice/info?status=1',
  repairPending: '/repair/info?status=0',
} as const;

/** One row per day with a count per series (what the trend chart draws). */
export function trendRows(summary: Summary): Record<string, string | number>[] {
  const days = SERIES.map((s) => summary[s.key]?.days ?? []).find((d) => d.length) ?? [];
  return days.map((d, i) => {
    const row: Record<string, string | number> = { date: d.date.slice(5) };
    for (const s of SERIES) row[s.key] = summary[s.key]?.days[i]?.count ?? 0;
    return row;
  });
}
