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

/** The overview's series in order, with their chart colours. */
export const SERIES = [
  { key: 'notices', color: 'var(--chakra-colors-blue-500)' },
  { key: 'meetings', color: 'var(--chakra-colors-purple-500)' },
  { key: 'votes', color: 'var(--chakra-colors-teal-500)' },
  { key: 'repairs', color: 'var(--chakra-colors-orange-500)' },
  { key: 'users', color: 'var(--chakra-colors-green-500)' },
  { key: 'advice', color: 'var(--chakra-colors-red-500)' },
] as const;

/** One row per day with a count per series (what the trend chart draws). */
export function trendRows(summary: Summary): Record<string, string | number>[] {
  const days = SERIES.map((s) => summary[s.key]?.days ?? []).find((d) => d.length) ?? [];
  return days.map((d, i) => {
    const row: Record<string, string | number> = { date: d.date.slice(5) };
    for (const s of SERIES) row[s.key] = summary[s.key]?.days[i]?.count ?? 0;
    return row;
  });
}
