/**
 * User-facing messages (toasts) raised from non-React code such as the network
 * layer. The app installs a handler that shows a toast; tests install a spy.
 */
export type MessageType = 'success' | 'error' | 'warning' | 'info';
export type MessageHandler = (type: MessageType, text: string) => void;

let handler: MessageHandler = (type, text) => {
  if (type === 'error') console.error(text);
};

export function setMessageHandler(next: MessageHandler): void {
  handler = next;
}

export const message = {
  success: (text: string) => handler('success', text),
  error: (text: string) => handler('error', text),
  warning: (text: string) => handler('warning', text),
  info: (text: string) => handler('info', text),
};
