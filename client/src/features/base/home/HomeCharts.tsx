/**
 * The home page's charts (recharts, loaded with this module only): the last
 * 30 days per day of each counted series, and the turnout of the meetings
 * now voting (by owners and by area) against the two-thirds quorum line.
 * Ballots come by the dozen a day while a meeting votes, the other series by
 * ones: ballots have an axis of their own (on the right), so the others keep
 * their shape. The same figures are text on the page as well.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box } from '@chakra-ui/react/box';
import { hundredths } from '../../business/meeting/detail/arithmetic.ts';
import { SERIES, trendRows, type Summary, type VotingMeeting } from './summary.ts';

const share = (a: number, b: number) => (b > 0 ? Math.round((a * 10000) / b) / 100 : 0);
const TWO_THIRDS = 200 / 3;

function Trend({ summary }: { summary: Summary }) {
  const intl = useIntl();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const rows = trendRows(summary);
  const name = (key: string) => intl.formatMessage({ id: `home.series.${key}` });
  return (
    <Box role="img" aria-label={intl.formatMessage({ id: 'home.trend.title' })} data-testid="home-trend">
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--chakra-colors-border)" />
          <XAxis dataKey="date" fontSize={12} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="count" allowDecimals={false} fontSize={12} width={40} />
          <YAxis yAxisId="ballots" orientation="right" allowDecimals={false} fontSize={12} width={40} stroke={SERIES.find((s) => s.key === 'votes')!.color} />
          <Tooltip />
          <Legend
            wrapperStyle={{ cursor: 'pointer', fontSize: 12 }}
            onClick={(e) => {
              const key = String((e as { dataKey?: unknown }).dataKey ?? '');
              setHidden((h) => {
                const next = new Set(h);
                if (next.has(key)) next.delete(key);
                else next.add(key);
                return next;
              });
            }}
          />
          {SERIES.map((s) => (
            <Line key={s.key} yAxisId={s.key === 'votes' ? 'ballots' : 'count'} type="monotone" dataKey={s.key} name={name(s.key)} stroke={s.color} strokeWidth={2} dot={false} hide={hidden.has(s.key)} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

function Voting({ meetings }: { meetings: VotingMeeting[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const rows = meetings.map((m) => ({
    name: m.name,
    owners: share(m.participation.votedAnyOwners, m.participation.totalOwners),
    area: share(hundredths(m.participation.votedAnyArea), hundredths(m.participation.totalArea)),
  }));
  const pct = (v: unknown) => `${Number(v).toFixed(1)}%`;
  return (
    <Box role="img" aria-label={f('home.voting.chart')}>
      <ResponsiveContainer width="100%" height={Math.max(120, 56 * rows.length + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 18, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--chakra-colors-border)" />
          <XAxis type="number" domain={[0, 100]} tickFormatter={pct} fontSize={12} />
          <YAxis type="category" dataKey="name" width={120} fontSize={12} />
          <Tooltip formatter={pct} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine x={TWO_THIRDS} stroke="var(--chakra-colors-orange-500)" strokeDasharray="4 3" label={{ value: '2/3', position: 'top', fill: 'var(--chakra-colors-orange-500)', fontSize: 12 }} ifOverflow="extendDomain" />
          <Bar dataKey="owners" name={f('meeting.vote.owners')} fill="var(--chakra-colors-brand-solid, var(--chakra-colors-blue-500))" isAnimationActive={false} />
          <Bar dataKey="area" name={f('meeting.vote.area')} fill="var(--chakra-colors-teal-500)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default function HomeCharts(props: { kind: 'trend'; summary: Summary } | { kind: 'voting'; meetings: VotingMeeting[] }) {
  return props.kind === 'trend' ? <Trend summary={props.summary} /> : <Voting meetings={props.meetings} />;
}
