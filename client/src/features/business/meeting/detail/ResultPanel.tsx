/**
 * The results once counted (stage 8 on): for each item its rule, the two
 * quorum lines and the two agree lines as fractions (area in m² and owners
 * by headcount) against their thresholds, and the verdict frozen by the
 * count.
 */
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { ResultPanel_items$key } from '../../../../__generated__/ResultPanel_items.graphql.ts';
import { resultLines, type ItemCount } from './arithmetic.ts';
import { RuleBadge } from './VoteItems.tsx';

const fragment = graphql`
  fragment ResultPanel_items on VoteItem @relay(plural: true) {
    rowId
    name
    passRule
    result
    count {
      rule
      totalArea
      totalOwners
      votingArea
      votingOwners
      agreeArea
      agreeOwners
      disagreeArea
      disagreeOwners
      abstainArea
      abstainOwners
      quorumMet
      passed
      proxyOwners
      proxyArea
      terminated
      nonVoters
    }
  }
`;

export function ResultPanel({ items }: { items: ResultPanel_items$key }) {
  const list = useFragment(fragment, items);
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  if (list.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {f('meeting.items.empty')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="4" pt="2">
      {list.map((item) => (
        <ItemResult
          key={item.rowId}
          name={item.name}
          rule={item.passRule}
          result={item.result ?? null}
          count={item.count ? ({ ...item.count, rule: item.count.rule === 'THREE_QUARTERS' ? 'threeQuarters' : 'majority' } as ItemCount) : null}
          rules={item.count ? { proxyOwners: item.count.proxyOwners ?? null, proxyArea: item.count.proxyArea ?? null, nonVoters: (item.count.nonVoters ?? null) as NonVoters | null } : undefined}
        />
      ))}
    </Flex>
  );
}

/** What the assembly rules added to a count (docs/assembly-rules.md): 从众's figures, proxies. */
interface NonVoters {
  applied?: boolean;
  reason?: string | null;
  follows?: 'agree' | 'disagree' | 'abstain' | null;
  nonVotingArea?: string;
  nonVotingOwners?: number;
  rawPassed?: boolean;
  adjusted?: { agreeArea?: string; agreeOwners?: number; passed?: boolean } | null;
}

/** One item's arithmetic and verdict (count null: not counted yet); result 2: terminated (终止表决). */
export function ItemResult({ name, rule, result, count, rules }: { name: string; rule: string | null | undefined; result: number | null; count: ItemCount | null; rules?: { proxyOwners: number | null; proxyArea: string | null; nonVoters: NonVoters | null } }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const passed = result != null ? result === 1 : count?.passed;
  const terminated = result === 2;
  const nv = rules?.nonVoters;
  return (
    <Box as="section" aria-label={name} borderWidth="1px" borderRadius="md" p="3" data-testid="item-result">
      <Flex align="center" gap="2" mb="2" wrap="wrap">
        <Text fontWeight="semibold">{name}</Text>
        <RuleBadge rule={count?.rule ?? rule} />
        {count ? (
          <Badge size="md" variant="solid" colorPalette={terminated ? 'orange' : passed ? 'green' : 'red'} data-testid="verdict">
            {f(terminated ? 'meeting.result.terminated' : passed ? 'meeting.result.passed' : 'meeting.result.failed')}
          </Badge>
        ) : (
          <Badge size="sm">{f('meeting.result.pending')}</Badge>
        )}
        {count && !count.quorumMet && (
          <Text fontSize="sm" color="fg.warning">
            {f('meeting.quorum.notMet')}
          </Text>
        )}
      </Flex>
      {count && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{f('meeting.result.line')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f('meeting.result.fraction')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{f('meeting.result.share')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.result.required')}</Table.ColumnHeader>
              <Table.ColumnHeader>{f('meeting.result.met')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {resultLines(count).map((line) => (
              <Table.Row key={line.key} data-line={line.key}>
                <Table.Cell>{f(`meeting.result.${line.key}`)}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {f(line.unit === 'area' ? 'meeting.result.areaFraction' : 'meeting.result.ownersFraction', { a: line.numerator, b: line.denominator })}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {line.percent}
                </Table.Cell>
                <Table.Cell>{f(`meeting.threshold.${line.threshold}`)}</Table.Cell>
                <Table.Cell color={line.met ? 'fg.success' : 'fg.error'}>{f(line.met ? 'meeting.result.yes' : 'meeting.result.no')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {count && (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {f('meeting.result.abstainNote', { owners: count.abstainOwners, area: count.abstainArea })}
        </Text>
      )}
      {count && (rules?.proxyOwners ?? 0) > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="proxy-note">
          {f('meeting.result.proxyNote', { owners: rules!.proxyOwners!, area: rules!.proxyArea ?? '0.00' })}
        </Text>
      )}
      {count && nv && (
        <Text fontSize="sm" mt="2" data-testid="non-voters">
          {nv.applied && nv.adjusted
            ? f('meeting.result.nonVoters', {
                owners: nv.nonVotingOwners ?? 0,
                area: nv.nonVotingArea ?? '0.00',
                follows: f(`meeting.vote.${nv.follows ?? 'agree'}`),
                agreeOwners: nv.adjusted.agreeOwners ?? 0,
                agreeArea: nv.adjusted.agreeArea ?? '0.00',
                verdict: f(nv.adjusted.passed ? 'meeting.result.passed' : 'meeting.result.failed'),
                raw: f(nv.rawPassed ? 'meeting.result.passed' : 'meeting.result.failed'),
              })
            : f(nv.reason === 'noQuorum' ? 'meeting.result.nonVotersNoQuorum' : 'meeting.result.nonVotersNoMajority')}
        </Text>
      )}
    </Box>
  );
}
