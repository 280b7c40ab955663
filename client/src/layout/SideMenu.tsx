/** The side menu: the menu tree from permmenu, directories fold, the active page is highlighted. */
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '../components/Icon.tsx';
import { linkClick } from '../router/linkClick.ts';
import { TodoBadge } from '../features/business/todo/TodoBadge.tsx';
import type { MenuNode } from '../router/menus.ts';
import { useMenuName } from '../router/menuName.ts';

interface Props {
  nodes: MenuNode[];
  activePath: string;
  /** icons only */
  collapsed?: boolean;
  onNavigate?: () => void;
  /** asks the layout to expand the menu (a directory clicked while collapsed) */
  onExpand?: () => void;
}

/** The routers of the pages under a directory. */
function pagesOf(node: MenuNode): string[] {
  return node.children.flatMap((c) => (c.menu.type === 0 ? pagesOf(c) : c.menu.router ? [c.menu.router] : []));
}

function containsPath(node: MenuNode, path: string): boolean {
  return node.path === path || node.children.some((c) => containsPath(c, path));
}

const itemStyle = {
    display: 'flex',
    position: 'relative',
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
    textDecoration: 'none',
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
} as const;

/** A directory: a button that folds. */
const ItemButton = chakra('button', { base: itemStyle });
/** A page: a real link (opens in a new tab with a modifier or the middle button), navigating in the app on a plain click. */
const ItemLink = chakra('a', { base: itemStyle });

export function SideMenu({ nodes, activePath, collapsed = false, onNavigate, onExpand }: Props) {
  const intl = useIntl();
  const nameOf = useMenuName();
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
      const name = nameOf(menu);
      const inner = (
        <>
          <Icon name={menu.icon} />
          {!collapsed && <Box flex="1" overflow="hidden" textOverflow="ellipsis">{name}</Box>}
          {!isDir && <TodoBadge router={menu.router} dot={collapsed} />}
          {isDir && (!isOpen || collapsed) && <TodoBadge routers={pagesOf(node)} dot={collapsed} />}
          {!collapsed && isDir && <Icon name={isOpen ? 'chevron-down' : 'chevron-right'} size={14} />}
        </>
      );
      const style = { paddingInlineStart: collapsed ? undefined : `${12 + depth * 16}px` };
      return (
        <Box as="li" key={menu.rowId} listStyleType="none">
          {isDir ? (
            <ItemButton
              type="button"
              onClick={() => {
                if (!collapsed) return toggle(menu.rowId);
                onExpand?.();
                setOpen((prev) => new Set(prev).add(menu.rowId));
              }}
              aria-expanded={!collapsed ? isOpen : undefined}
              title={collapsed ? name : undefined}
              style={style}
              color={containsPath(node, activePath) ? 'fg' : undefined}
            >
              {inner}
            </ItemButton>
          ) : (
            <ItemLink href={node.path} onClick={linkClick(node.path, onNavigate)} aria-current={active ? 'page' : undefined} title={collapsed ? name : undefined} style={style}>
              {inner}
            </ItemLink>
          )}
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
