/**
 * A small dialog that asks for a choice and applies it: OK runs `onConfirm`
 * (busy while it runs; a rejection is shown as an error toast and the dialog
 * stays), Cancel or Escape closes.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { ModalDialog } from './ModalDialog.tsx';
import { message } from '../lib/message.ts';

interface Props {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
}

export function ChoiceDialog({ open, title, children, onConfirm, onClose, size = 'sm' }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm()
      .then(onClose, (e: unknown) => message.error(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };
  const ok = (
    <Button size="sm" colorPalette="brand" loading={busy} onClick={confirm}>
      {intl.formatMessage({ id: 'common.ok' })}
    </Button>
  );
  return (
    <ModalDialog open={open} title={title} size={size} busy={busy} footer={ok} onClose={onClose}>
      {children}
    </ModalDialog>
  );
}
