/**
 * The shell of a tool dialog (import, create from an entity, a record's
 * data): title, body, the dialog's own buttons after Close in the footer.
 * While `busy` it does not close (an upload or a write is running).
 * ConfirmDialog and ChoiceDialog are this shell with their one button.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';

interface Props {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** buttons after Close */
  footer?: ReactNode;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** alertdialog for confirmations of destructive actions */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
}

export function ModalDialog({ open, title, children, footer, busy = false, size = 'md', role, onClose }: Props) {
  const intl = useIntl();
  const close = () => !busy && onClose();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size={size} role={role} lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children != null && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={close} disabled={busy}>
                {intl.formatMessage({ id: footer ? 'common.cancel' : 'common.close' })}
              </Button>
              {footer}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
