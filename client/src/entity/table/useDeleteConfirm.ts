/**
 * Delete after a confirmation: the rows asked about, then the screen's
 * delete (success toast, selection cleared; a failure's message a toast,
 * the dialog kept). The dialog cannot be dismissed while deleting.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { message } from '../../lib/message.ts';
import type { Row } from '../format.ts';

export interface DeleteConfirm<R extends Row> {
  /** the rows awaiting confirmation (the dialog is open) */
  confirming: R[] | null;
  deleting: boolean;
  ask: (rows: R[]) => void;
  confirm: () => void;
  cancel: () => void;
}

export function useDeleteConfirm<R extends Row>(onDelete: ((rows: R[]) => Promise<unknown>) | undefined, onDone: () => void): DeleteConfirm<R> {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<R[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = () => {
    if (!confirming || !onDelete) return;
    setDeleting(true);
    onDelete(confirming)
      .then(
        () => {
          message.success(intl.formatMessage({ id: 'common.success' }));
          setConfirming(null);
          onDone();
        },
        (err: unknown) => message.error(err instanceof Error ? err.message : String(err)),
      )
      .finally(() => setDeleting(false));
  };
  return { confirming, deleting, ask: setConfirming, confirm, cancel: () => !deleting && setConfirming(null) };
}
