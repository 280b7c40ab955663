/**
 * A small dialog that asks for a choice and applies it: OK runs `onConfirm`
 * (busy while it runs; a rejection is shown as an error toast and the dialog
 * stays), Cancel or Escape closes.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
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
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} size={size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} onClick={confirm}>
                {intl.formatMessage({ id: 'common.ok' })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
