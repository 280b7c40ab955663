/**
 * The charts of the live vote (recharts, loaded with this module only):
 * turnout by owners and by area against the two-thirds quorum line, and
 * each item's 同意/不同意/弃权 shares of all owners and of the whole area.
 */
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { hundredths, type VotingSnapshot } from './arithmetic.ts';

const share = (a: number, b: number) => (b > 0 ? Math.round((a * 10000) / b) / 100 : 0);
const TWO_THIRDS = 200 / 3;
const COLORS = {
  agree: 'var(--chakra-colors-green-500)',
  disagree: 'var(--chakra-colors-red-500)',
  abstain: 'var(--chakra-colors-gray-400)',
  voted: 'var(--chakra-colors-brand-solid, var(--chakra-colors-blue-500))',
  line: 'var(--chakra-colors-orange-500)',
};

export default function LiveCharts({ snapshot }: { snapshot: VotingSnapshot }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const p = snapshot.participation;
  const pct = (v: unknown) => `${Number(v).toFixed(1)}%`;
  const turnout = [
    { name: f('meeting.vote.owners'), voted: share(p.votedAnyOwners, p.totalOwners) },
    { name: f('meeting.vote.area'), voted: share(hundredths(p.votedAnyArea), hundredths(p.totalArea)) },
  ];
  const line = <ReferenceLine x={TWO_THIRDS} stroke={COLORS.line} strokeDasharray="4 3" label={{ value: '2/3', position: 'top', fill: COLORS.line, fontSize: 12 }} ifOverflow="extendDomain" />;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
      <Box borderWidth="1px" borderRadius="md" p="3" role="img" aria-label={f('meeting.live.chart.turnout')}>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          {f('meeting.live.chart.turnout')}
        </Text>
        <ResponsiveContainer width="100%" height={150}>
          <BarChart data={turnout} layout="vertical" margin={{ top: 18, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} tickFormatter={pct} />
            <YAxis type="category" dataKey="name" width={56} />
            <Tooltip formatter={(v) => pct(v)} />
            <Bar dataKey="voted" name={f('meeting.live.chart.voted')} fill={COLORS.voted} isAnimationActive={false} />
            {line}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      {snapshot.items.map((item) => {
        const c = item.count;
        const totalArea = hundredths(c.totalArea);
        const data = [
          { name: f('meeting.vote.owners'), agree: share(c.agreeOwners, c.totalOwners), disagree: share(c.disagreeOwners, c.totalOwners), abstain: share(c.abstainOwners, c.totalOwners) },
          { name: f('meeting.vote.area'), agree: share(hundredths(c.agreeArea), totalArea), disagree: share(hundredths(c.disagreeArea), totalArea), abstain: share(hundredths(c.abstainArea), totalArea) },
        ];
        return (
          <Box key={item.itemId} borderWidth="1px" borderRadius="md" p="3" role="img" aria-label={`${item.name}: ${f('meeting.live.chart.item')}`}>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {item.name}
            </Text>
            <ResponsiveContainer width="100%" height={170}>
              <BarChart data={data} layout="vertical" margin={{ top: 18, right: 16, bottom: 0, left: 8 }}>
                <CartesianGrid horizontal={false} strokeDasharray="3 3" />
                <XAxis type="number" domain={[0, 100]} tickFormatter={pct} />
                <YAxis type="category" dataKey="name" width={56} />
                <Tooltip formatter={(v) => pct(v)} />
                <Legend />
                <Bar dataKey="agree" stackId="v" name={f('meeting.vote.agree')} fill={COLORS.agree} isAnimationActive={false} />
                <Bar dataKey="disagree" stackId="v" name={f('meeting.vote.disagree')} fill={COLORS.disagree} isAnimationActive={false} />
                <Bar dataKey="abstain" stackId="v" name={f('meeting.vote.abstain')} fill={COLORS.abstain} isAnimationActive={false} />
                {line}
              </BarChart>
            </ResponsiveContainer>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
