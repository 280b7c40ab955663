/**
 * The recycle bin's own parts: restoring chosen entries (after a
 * confirmation; the server's refusal, e.g. an id taken again, is shown as it
 * answers it, in the interface language) and viewing an entry's deleted data
 * read-only (each row's fields with the labels of its entity, and the JSON).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { RecycleDataRow } from '../../../entity/generated/RecycleData.ts';
import { resultOf, commit, formatValue, useMetaText } from '../../../entity/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useCan } from '../../../components/Can.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { message } from '../../../lib/message.ts';
import { useEntities } from '../../../meta/loadEntities.ts';

const restoreMutation = graphql`
  mutation RecyclePartsRestoreMutation($ids: [Int!]!) {
    recycleDataRestore(ids: $ids) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationRecycleDataRestoreSuccess {
        data
      }
    }
  }
`;

/** Asks, then restores the entries; `done` after a restore (reload, clear the selection). */
export function RestoreDialog({ rows, onClose, done }: { rows: RecycleDataRow[] | null; onClose: () => void; done: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!rows) return;
    setBusy(true);
    commit(environment, restoreMutation, { ids: rows.map((r) => r.rowId) })
      .then((response) => {
        const result = resultOf(response) as { data?: number };
        message.success(intl.formatMessage({ id: 'recycle.restored' }, { count: result.data ?? 0 }));
        onClose();
        done();
      })
      .catch((err: unknown) => message.error(err instanceof Error ? err.message : String(err)))
      .finally(() => setBusy(false));
  };
  return (
    <ConfirmDialog
      open={rows != null}
      title={intl.formatMessage({ id: 'recycle.restore.title' })}
      danger={false}
      loading={busy}
      confirmLabel={intl.formatMessage({ id: 'recycle.restore' })}
      onConfirm={confirm}
      onCancel={() => !busy && onClose()}
    >
      {intl.formatMessage({ id: 'recycle.restore.confirm' }, { count: rows?.length ?? 0 })}
    </ConfirmDialog>
  );
}

const rowsOf = (data: unknown): Record<string, unknown>[] =>
  (Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : []).filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');

const plain = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The deleted data of an entry, read-only. */
export function RecycleDataDialog({ entry, onClose }: { entry: RecycleDataRow | null; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const type = entry?.entityType ?? null;
  const all = useEntities();
  const meta = (type && all?.[type]) || null;
  const rows = rowsOf(entry?.data);
  const yesNo: [string, string] = [f('common.yes'), f('common.no')];
  const label = (name: string) => (meta ? text.field(meta, name) : name);
  const value = (name: string, v: unknown) => (meta && (v === null || typeof v !== 'object') ? formatValue(meta, name, v, text, yesNo) : plain(v));
  return (
    <ModalDialog open={entry != null} title={f('recycle.view.title', { entity: meta ? text.entity(meta) : (type ?? '') })} size="lg" onClose={onClose}>
      <Stack gap="4">
        {rows.length === 0 && <Text color="fg.muted">{f('recycle.view.empty')}</Text>}
        {rows.map((row, i) => (
          <Box key={i} borderWidth="1px" borderRadius="md" overflow="auto">
            <Table.Root size="sm" aria-label={f('recycle.view.row', { n: i + 1 })}>
              <Table.Body>
                {Object.entries(row).map(([name, v]) => (
                  <Table.Row key={name}>
                    <Table.Cell fontWeight="semibold" w="40%" bg="bg.muted">
                      {label(name)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap" wordBreak="break-all">
                      {value(name, v)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ))}
        <details>
          <summary>{f('recycle.view.json')}</summary>
          <Box as="pre" fontSize="xs" bg="bg.muted" p="2" borderRadius="md" overflow="auto" maxH="64" data-testid="recycle-json">
            {JSON.stringify(entry?.data ?? null, null, 2)}
          </Box>
        </details>
      </Stack>
    </ModalDialog>
  );
}

/** The entity of an entry by its label in the interface language. */
export function EntityName({ type }: { type: string | null | undefined }) {
  const text = useMetaText();
  const meta = useEntities()?.[type ?? ''];
  return <>{meta ? text.entity(meta) : (type ?? '')}</>;
}

/** The row's buttons: view the data, restore it (with the restore permission). */
export function RecycleRowActions({ row, restorePerm, onView, onRestore }: { row: RecycleDataRow; restorePerm: string; onView: (row: RecycleDataRow) => void; onRestore: (rows: RecycleDataRow[]) => void }) {
  const intl = useIntl();
  const canRestore = useCan()(restorePerm);
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onView(row)}>
        {intl.formatMessage({ id: 'recycle.view' })}
      </Button>
      {canRestore && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onRestore([row])}>
          {intl.formatMessage({ id: 'recycle.restore' })}
        </Button>
      )}
    </>
  );
}
