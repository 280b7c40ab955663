/** The side menu: the menu tree from permmenu, directories fold, the active page is highlighted. */
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '../components/Icon.tsx';
import { navigate } from '../router/history.ts';
import type { MenuNode } from '../router/menus.ts';

interface Props {
  nodes: MenuNode[];
  activePath: string;
  /** icons only */
  collapsed?: boolean;
  onNavigate?: () => void;
  /** asks the layout to expand the menu (a directory clicked while collapsed) */
  onExpand?: () => void;
}

function containsPath(node: MenuNode, path: string): boolean {
  return node.path === path || node.children.some((c) => containsPath(c, path));
}

const ItemButton = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    w: 'full',
    h: '10',
    px: '3',
    borderRadius: 'md',
    fontSize: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  },
});

export function SideMenu({ nodes, activePath, collapsed = false, onNavigate, onExpand }: Props) {
  const intl = useIntl();
  const initiallyOpen = useMemo(() => {
    const open = new Set<number>();
    const walk = (list: MenuNode[]) => {
      for (const n of list) {
        if (n.children.length && containsPath(n, activePath)) {
          open.add(n.menu.rowId);
          walk(n.children);
        }
      }
    };
    walk(nodes);
    return open;
    // only on first render: later the user folds and unfolds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nodes]);
  const [open, setOpen] = useState(initiallyOpen);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const render = (list: MenuNode[], depth: number) =>
    list.map((node) => {
      const { menu } = node;
      const isDir = menu.type === 0;
      const isOpen = open.has(menu.rowId);
      const active = !isDir && node.path === activePath;
      const onClick = () => {
        if (isDir) {
          if (collapsed) {
            onExpand?.();
            setOpen((prev) => new Set(prev).add(menu.rowId));
          } else toggle(menu.rowId);
          return;
        }
        navigate(node.path);
        onNavigate?.();
      };
      return (
        <Box as="li" key={menu.rowId} listStyleType="none">
          <ItemButton
            type="button"
            onClick={onClick}
            aria-current={active ? 'page' : undefined}
            aria-expanded={isDir && !collapsed ? isOpen : undefined}
            title={collapsed ? menu.name : undefined}
            style={{ paddingInlineStart: collapsed ? undefined : `${12 + depth * 16}px` }}
            color={isDir && containsPath(node, activePath) ? 'fg' : undefined}
          >
            <Icon name={menu.icon} />
            {!collapsed && <Box flex="1" overflow="hidden" textOverflow="ellipsis">{menu.name}</Box>}
            {!collapsed && isDir && <Icon name={isOpen ? 'chevron-down' : 'chevron-right'} size={14} />}
          </ItemButton>
          {isDir && isOpen && !collapsed && (
            <Box as="ul" m="0" p="0">
              {render(node.children, depth + 1)}
            </Box>
          )}
        </Box>
      );
    });

  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'layout.menu' })} px="2" py="2">
      {nodes.length === 0 ? (
        <Box px="3" py="2" fontSize="sm" color="fg.muted">
          <FormattedMessage id="layout.noMenus" />
        </Box>
      ) : (
        <Box as="ul" m="0" p="0" display="flex" flexDirection="column" gap="0.5">
          {render(nodes, 0)}
        </Box>
      )}
    </Box>
  );
}
