/**
 * Export of a table: the dialog's columns (the permitted exportable ones; the
 * shown ones chosen at first), then the screen's file of every row of the
 * current filters (the server writes it), saved as `<entity>-<timestamp>.<format>`
 * with a toast; a refusal is a toast and keeps the dialog open.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { message } from '../../lib/message.ts';
import { saveFile } from '../exportFile.ts';
import { formatDateTime, type Row } from '../format.ts';
import { useMetaText } from '../labels.ts';
import type { EntityMeta } from '../meta.ts';
import type { ExportFormat } from '../serverExport.ts';
import type { Column } from './types.ts';

export interface TableExport {
  /** the dialog is open */
  open: boolean;
  show: () => void;
  close: () => void;
  /** columns offered */
  columns: { name: string; label: string }[];
  /** columns chosen when the dialog opens */
  initial: string[];
  run: (format: ExportFormat, columns: string[]) => Promise<void>;
}

export function useTableExport<R extends Row>(
  meta: EntityMeta,
  onExport: ((format: ExportFormat, columns: string[]) => Promise<Blob>) | undefined,
  total: number | undefined,
  columns: { permitted: Column<R>[]; visible: Column<R>[] },
): TableExport {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const [open, setOpen] = useState(false);
  const run = async (format: ExportFormat, names: string[]) => {
    try {
      const blob = await onExport!(format, names);
      const base = `${text.entity(meta)}-${formatDateTime(new Date().toISOString()).replace(/[-: ]/g, '').slice(0, 14)}`;
      saveFile(`${base}.${format}`, blob);
      message.success(total !== undefined ? f('table.export.done', { count: total }) : f('table.export.saved'));
      setOpen(false);
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    }
  };
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    columns: columns.permitted.filter((c) => c.exportable !== false).map((c) => ({ name: c.name, label: c.label! })),
    initial: columns.visible.filter((c) => c.exportable !== false).map((c) => c.name),
    run,
  };
}
