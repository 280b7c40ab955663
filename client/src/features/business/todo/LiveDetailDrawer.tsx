/**
 * The side drawer of a to-do row (an advice, a repair): its detail loads
 * inside Suspense and reloads on demand and whenever the live to-do counts
 * change (someone else handled it meanwhile).
 */
import { Suspense, useState, useTransition, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { useReloadOnTodo } from './useReloadOnTodo.ts';

interface Props {
  title: string;
  onClose: () => void;
  /** The detail; `fetchKey` changes on every reload (pass it to the query). */
  children: (fetchKey: number, reload: () => void) => ReactNode;
}

export function LiveDetailDrawer({ title, onClose, children }: Props) {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const reload = () => startTransition(() => setFetchKey((k) => k + 1));
  useReloadOnTodo(reload);
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} size="md" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title pe="8">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Suspense fallback={<Spinner size="sm" aria-label={intl.formatMessage({ id: 'app.loading' })} />}>{children(fetchKey, reload)}</Suspense>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
