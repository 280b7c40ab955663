/** Export: choose the columns, then CSV or XLSX (those the export plugin offers) of every row of the current filters (or of the chosen rows). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { ExportFormat } from '../../entity/serverExport.ts';
import { CheckBox, toggled } from './CheckBox.tsx';
import { usePluginSetting } from '../../plugins/store.ts';

interface Props {
  open: boolean;
  columns: { name: string; label: string }[];
  /** columns chosen when the dialog opens */
  initial: string[];
  /** text above the columns (what is exported) */
  scope: string;
  onExport: (format: ExportFormat, columns: string[]) => Promise<void>;
  onClose: () => void;
}

export function ExportDialog({ open, columns, initial, scope, onExport, onClose }: Props) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initial));
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const all = columns.length > 0 && columns.every((c) => chosen.has(c.name));
  // The formats offered are a setting of the export plugin (the front-end plugins screen).
  const formats = usePluginSetting<'both' | ExportFormat>('export', 'formats', 'both');
  const run = (format: ExportFormat) => {
    setBusy(format);
    onExport(
      format,
      columns.filter((c) => chosen.has(c.name)).map((c) => c.name),
    ).finally(() => setBusy(null));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{f('table.export.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {scope}
              </Text>
              <Flex justify="space-between" align="center" mb="2">
                <Text fontSize="sm" fontWeight="semibold">
                  {f('table.export.columns')}
                </Text>
                <CheckBox label={f('table.export.all')} checked={all} indeterminate={!all && chosen.size > 0} onChange={(c) => setChosen(new Set(c ? columns.map((x) => x.name) : []))} />
              </Flex>
              <SimpleGrid columns={{ base: 2, md: 3 }} gap="2" role="group" aria-label={f('table.export.columns')}>
                {columns.map((c) => (
                  <CheckBox
                    key={c.name}
                    label={c.label}
                    checked={chosen.has(c.name)}
                    onChange={(checked) => setChosen((s) => toggled(s, c.name, checked))}
                  />
                ))}
              </SimpleGrid>
              {chosen.size === 0 && (
                <Text fontSize="sm" color="fg.error" mt="3" role="alert">
                  {f('table.export.chooseColumns')}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {f('common.cancel')}
              </Button>
              {formats !== 'xlsx' && (
                <Button size="sm" colorPalette="brand" variant={formats === 'csv' ? 'solid' : 'subtle'} disabled={chosen.size === 0 || busy != null} loading={busy === 'csv'} onClick={() => run('csv')}>
                  {f('table.export.csv')}
                </Button>
              )}
              {formats !== 'csv' && (
                <Button size="sm" colorPalette="brand" disabled={chosen.size === 0 || busy != null} loading={busy === 'xlsx'} onClick={() => run('xlsx')}>
                  {f('table.export.xlsx')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
