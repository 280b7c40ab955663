/** A confirmation dialog for destructive actions (delete, clear): confirm or cancel; Escape cancels. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';

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
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" lazyMount unmountOnExit size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children != null && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>
                {confirmLabel ?? intl.formatMessage({ id: 'common.ok' })}
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
