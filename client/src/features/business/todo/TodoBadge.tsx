/** The to-do badge of a menu page (advice, repairs), or of a folded directory holding them (their sum): the live count, nothing when 0 or unknown. */
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { useStore } from '../../../lib/store.ts';
import { TODO_ROUTES, todoStore, type TodoCounts } from './todoStore.ts';
import { todoText } from './TodoFeed.tsx';

export function TodoBadge({ router, routers, dot = false }: { router?: string | null; routers?: readonly (string | null | undefined)[]; dot?: boolean }) {
  const intl = useIntl();
  const keys = (routers ?? [router]).map((r) => (r ? TODO_ROUTES[r] : undefined)).filter((k): k is keyof TodoCounts => !!k);
  const key = keys.length === 1 ? keys[0] : keys.length ? 'dir' : undefined;
  const n = useStore(todoStore, (s) => (s && keys.length ? keys.reduce((sum, k) => sum + (s[k] ?? 0), 0) : undefined));
  const text = todoText(n);
  if (!key || !text) return null;
  const label = intl.formatMessage({ id: 'todo.badge' }, { count: n });
  if (dot) return <Badge position="absolute" top="0.5" right="0.5" size="xs" variant="solid" colorPalette="red" borderRadius="full" px="1" minW="4" justifyContent="center" aria-label={label} data-testid={`todo-badge-${key}`}>{text}</Badge>;
  return (
    <Badge size="sm" variant="solid" colorPalette="red" borderRadius="full" aria-label={label} title={label} data-testid={`todo-badge-${key}`}>
      {text}
    </Badge>
  );
}
