/** A confirmation dialog for destructive actions (delete, clear): confirm or cancel; Escape cancels. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { ModalDialog } from './ModalDialog.tsx';

interface Props {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: ReactNode;
  /** the confirm button is red (default) */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, danger = true, loading, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const confirm = (
    <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>
      {confirmLabel ?? intl.formatMessage({ id: 'common.ok' })}
    </Button>
  );
  return (
    <ModalDialog open={open} title={title} role="alertdialog" size="sm" busy={loading} footer={confirm} onClose={onCancel}>
      {children}
    </ModalDialog>
  );
}
