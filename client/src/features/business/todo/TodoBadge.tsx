/** The to-do badge of a menu page (advice, repairs): the live count, nothing when 0 or unknown. */
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { TODO_ROUTES, useTodoCount } from './todoStore.ts';
import { todoText } from './TodoFeed.tsx';

export function TodoBadge({ router, dot = false }: { router: string | null | undefined; dot?: boolean }) {
  const intl = useIntl();
  const key = router ? TODO_ROUTES[router] : undefined;
  const n = useTodoCount(key);
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
