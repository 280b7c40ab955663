/**
 * House import (POST /admin/area/house/import): download the template (Excel
 * or CSV, headers in the interface language), pick an XLSX or CSV file, see
 * it go up (XHR progress), then the server's answer. The server checks every
 * row before writing anything: bad rows come back with their row numbers and
 * reasons in the interface language and nothing is imported; a right file is
 * imported whole, into the selected community, and the list reloads.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { FilePick, ProgressLine } from '../../../components/FilePick.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Can } from '../../../components/Can.tsx';
import { useArea } from '../../../area/store.ts';
import { downloadFile } from '../../../relay/download.ts';
import { RequestError } from '../../../relay/errors.ts';
import { postForm } from '../../../relay/upload.ts';
import { message } from '../../../lib/message.ts';
import { saveFile } from '../../../entity/index.ts';

const IMPORT_PATH = 'area/house/import';

interface ImportResult {
  total: number;
  imported: number;
  validateOnly: boolean;
}

/** A bad row as the server names it: its row number in the file, the columns and the reasons. */
export interface BadRow {
  row: number;
  fields?: string[];
  messages: string[];
}

interface Refusal {
  message: string;
  rows: BadRow[];
  total?: number;
}

/** The bad rows of a refusal (`data: { total, invalid, rows }`), or none for a file-level refusal. */
export function badRowsOf(err: unknown): Refusal {
  const text = err instanceof Error ? err.message : String(err);
  const data = err instanceof RequestError ? (err.data as { rows?: unknown; total?: unknown } | null | undefined) : null;
  const rows = Array.isArray(data?.rows) ? (data.rows as BadRow[]).filter((r) => r && typeof r.row === 'number') : [];
  return { message: text, rows, total: typeof data?.total === 'number' ? data.total : undefined };
}

/** The toolbar button (with the import permission) and its dialog. */
export function HouseImportButton({ perm, onImported }: { perm: string; onImported: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Can I={perm}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Icon name="upload" size={14} />
        {intl.formatMessage({ id: 'house.import' })}
      </Button>
      {open && <HouseImportDialog open onClose={() => setOpen(false)} onImported={onImported} />}
    </Can>
  );
}

export function HouseImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const area = useArea();
  const areaName = area.list?.find((a) => a.rowId === area.selected)?.name ?? null;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const [template, setTemplate] = useState<'xlsx' | 'csv' | null>(null);
  const busy = progress !== null;

  const pick = (next: File | null) => {
    setFile(next);
    setRefusal(null);
    setChecked(null);
  };

  const getTemplate = (format: 'xlsx' | 'csv') => {
    setTemplate(format);
    downloadFile(`area/house/importTemplate?format=${format}`)
      .then(({ blob, fileName }) => saveFile(fileName ?? `${f('house.import.templateName')}.${format}`, blob))
      .catch((err: unknown) => message.error(err instanceof Error ? err.message : String(err)))
      .finally(() => setTemplate(null));
  };

  const send = (validateOnly: boolean) => {
    if (!file) return;
    const form = new FormData();
    if (validateOnly) form.append('validateOnly', 'true');
    form.append('file', file, file.name);
    setRefusal(null);
    setChecked(null);
    setProgress(0);
    postForm<ImportResult>(IMPORT_PATH, form, { onProgress: setProgress })
      .then((result) => {
        if (validateOnly) {
          setChecked(result.total);
          return;
        }
        message.success(f('house.import.done', { count: result.imported }));
        setFile(null);
        onImported();
        onClose();
      })
      .catch((err: unknown) => setRefusal(badRowsOf(err)))
      .finally(() => setProgress(null));
  };

  const footer = (
    <>
      <Button size="sm" variant="subtle" colorPalette="brand" disabled={!file || busy} onClick={() => send(true)}>
        {f('house.import.check')}
      </Button>
      <Button size="sm" colorPalette="brand" disabled={!file || busy} loading={busy} onClick={() => send(false)}>
        {f('house.import.submit')}
      </Button>
    </>
  );

  return (
    <ModalDialog open={open} title={f('house.import.title')} size="lg" busy={busy} footer={footer} onClose={onClose}>
      <Stack gap="4">
        <Text fontSize="sm" color={areaName ? 'fg.muted' : 'fg.error'}>
          {areaName ? f('house.import.target', { area: areaName }) : f('house.import.noArea')}
        </Text>
        <Box>
          <Text fontSize="sm" mb="2">
            {f('house.import.templateHelp')}
          </Text>
          <Flex gap="2" wrap="wrap">
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} size="xs" variant="outline" loading={template === format} disabled={template !== null} onClick={() => getTemplate(format)}>
                <Icon name="download" size={12} />
                {f(`house.import.template.${format}`)}
              </Button>
            ))}
          </Flex>
        </Box>
        <FilePick label={f('house.import.pick')} accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" file={file} onChange={pick} disabled={busy} />
        {progress !== null && (
          <Stack gap="1">
            <ProgressLine label={f('house.import.progress')} value={progress} />
            <Text fontSize="xs" color="fg.muted">
              {progress < 1 ? f('house.import.sending', { percent: Math.round(progress * 100) }) : f('house.import.checking')}
            </Text>
          </Stack>
        )}
        {checked !== null && (
          <Text fontSize="sm" color="fg.success" role="status">
            {f('house.import.valid', { count: checked })}
          </Text>
        )}
        {refusal && <RefusalRows refusal={refusal} />}
      </Stack>
    </ModalDialog>
  );
}

/** Why the file was refused: the message, and each bad row with its reasons. */
function RefusalRows({ refusal }: { refusal: Refusal }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box role="alert" aria-label={f('house.import.errors')}>
      <Text fontSize="sm" color="fg.error" fontWeight="semibold" mb="2">
        {refusal.message}
      </Text>
      {refusal.rows.length > 0 && (
        <Box maxH="64" overflow="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={f('house.import.errors')}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader w="24">{f('house.import.row')}</Table.ColumnHeader>
                <Table.ColumnHeader>{f('house.import.reasons')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {refusal.rows.map((r) => (
                <Table.Row key={r.row}>
                  <Table.Cell>{r.row}</Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    {r.messages.map((m, i) => (
                      <Text key={i}>{m}</Text>
                    ))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
