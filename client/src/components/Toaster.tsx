/** Toasts: the app's message handler (lib/message.ts) shows them here. */
import { Toaster as ChakraToaster, Toast, createToaster } from '@chakra-ui/react/toast';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { setMessageHandler } from '../lib/message.ts';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

setMessageHandler((type, text) => {
  toaster.create({ type, title: text, duration: type === 'error' ? 5000 : 3000 });
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
