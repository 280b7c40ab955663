/**
 * The matters put to the vote, each with its pass rule (majority: more than
 * half; threeQuarters: at least three quarters, for the maintenance fund,
 * rebuilding and changing the use of common parts). They are added, edited
 * and removed only before voting opens (the server refuses afterwards too).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VoteItem } from '../../../../meta/entities.json';
import { VoteItemOperations } from '../../../../entity/generated/VoteItem.ts';
import { entityMeta, resultOf, commit, useMetaText, type FormValues } from '../../../../entity/index.ts';
import type { VoteItems_items$key } from '../../../../__generated__/VoteItems_items.graphql.ts';
import { Can } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { EntityForm } from '../../../../components/DataTable/index.ts';
import { message } from '../../../../lib/message.ts';
import { VOTING } from '../stages.ts';
import { PERMS } from './perms.ts';

const meta = entityMeta(VoteItem);

const fragment = graphql`
  fragment VoteItems_items on VoteItem @relay(plural: true) {
    rowId
    name
    description
    passRule
    result
    candidateId
  }
`;

export const PASS_RULES = ['majority', 'threeQuarters'] as const;

/** The label of a pass rule (message id). */
export const ruleLabelId = (rule: string | null | undefined) => (rule === 'threeQuarters' ? 'meeting.rule.threeQuarters' : 'meeting.rule.majority');

export function RuleBadge({ rule }: { rule: string | null | undefined }) {
  const intl = useIntl();
  return (
    <Badge size="sm" colorPalette={rule === 'threeQuarters' ? 'purple' : 'blue'} title={intl.formatMessage({ id: `${ruleLabelId(rule)}.help` })}>
      {intl.formatMessage({ id: ruleLabelId(rule) })}
    </Badge>
  );
}

interface Props {
  meetingId: number;
  stage: number;
  items: VoteItems_items$key;
  onChanged: () => void;
}

type Editing = { mode: 'add' } | { mode: 'edit'; rowId: number; values: FormValues };

export function VoteItems({ meetingId, stage, items, onChanged }: Props) {
  const list = useFragment(fragment, items);
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ rowId: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const open = stage < VOTING;
  const ruleOptions = PASS_RULES.map((r) => ({ value: r, label: f(ruleLabelId(r)) }));

  const submit = async (values: FormValues) => {
    if (editing?.mode === 'edit') resultOf(await commit(environment, VoteItemOperations.updateMutation, { input: { ...values, id: editing.rowId } }));
    else resultOf(await commit(environment, VoteItemOperations.addMutation, { input: { ...values, meetingId } }));
    message.success(f('common.success'));
    setEditing(null);
    onChanged();
  };
  const remove = () => {
    if (!removing) return;
    setBusy(true);
    commit(environment, VoteItemOperations.deleteMutation, { ids: [removing.rowId] })
      .then((r) => {
        resultOf(r);
        message.success(f('common.success'));
        setRemoving(null);
        onChanged();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };

  return (
    <Box pt="2">
      <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {open ? f('meeting.items.editableUntilVoting') : f('meeting.items.fixed')}
        </Text>
        {open && (
          <Can I={PERMS.itemAdd}>
            <Button size="sm" colorPalette="brand" onClick={() => setEditing({ mode: 'add' })}>
              {f('meeting.items.add')}
            </Button>
          </Can>
        )}
      </Flex>
      {list.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {f('meeting.items.empty')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10">#</Table.ColumnHeader>
              <Table.ColumnHeader>{text.field(meta, 'name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{text.field(meta, 'passRule')}</Table.ColumnHeader>
              <Table.ColumnHeader>{text.field(meta, 'description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{text.field(meta, 'result')}</Table.ColumnHeader>
              {open && <Table.ColumnHeader>{f('table.actions')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((item, i) => (
              <Table.Row key={item.rowId}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell>{item.name}</Table.Cell>
                <Table.Cell>
                  <RuleBadge rule={item.passRule} />
                </Table.Cell>
                <Table.Cell whiteSpace="pre-wrap">{item.description ?? ''}</Table.Cell>
                <Table.Cell>{item.result == null ? f('meeting.result.pending') : text.option(meta, 'result', item.result)}</Table.Cell>
                {open && (
                  <Table.Cell>
                    <Flex gap="1">
                      <Can I={PERMS.itemUpdate}>
                        <Button size="xs" variant="ghost" aria-label={f('meeting.items.edit', { name: item.name })} onClick={() => setEditing({ mode: 'edit', rowId: item.rowId, values: { name: item.name, passRule: item.passRule ?? 'majority', description: item.description ?? '' } })}>
                          {f('table.edit')}
                        </Button>
                      </Can>
                      <Can I={PERMS.itemDelete}>
                        <Button size="xs" variant="ghost" colorPalette="red" aria-label={f('meeting.items.delete', { name: item.name })} onClick={() => setRemoving({ rowId: item.rowId, name: item.name })}>
                          {f('table.delete')}
                        </Button>
                      </Can>
                    </Flex>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <EntityForm
        meta={meta}
        open={editing != null}
        mode={editing?.mode ?? 'add'}
        title={f(editing?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle', { entity: text.entity(meta) })}
        fields={['name', { name: 'passRule', kind: 'select', required: true, options: ruleOptions, helperTextId: 'meeting.rule.help' }, { name: 'description', kind: 'textarea', wide: true }]}
        initial={editing?.mode === 'edit' ? editing.values : { passRule: 'majority' }}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog open={removing != null} title={f('table.delete.title')} loading={busy} onConfirm={remove} onCancel={() => !busy && setRemoving(null)}>
        {f('meeting.items.delete.confirm', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
