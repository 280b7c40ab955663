/**
 * The main layout: side menu (a drawer on small screens), header, process tabs
 * and the content area. Pages of menus with keepAlive stay mounted (hidden)
 * while their tab is open.
 */
import { Activity, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { AreaSelect } from '../area/AreaSelect.tsx';
import { Icon } from '../components/Icon.tsx';
import { useSession } from '../relay/session.ts';
import { type AppLocation } from '../router/history.ts';
import { linkClick } from '../router/linkClick.ts';
import { useMenuName } from '../router/menuName.ts';
import { buildMenuTree, type MenuNode } from '../router/menus.ts';
import { resolveRoute, type ResolvedRoute } from '../router/resolve.ts';
import { releasePrepared, RouteView } from '../router/RouteView.tsx';
import { isMini, useScreen } from '../theme/breakpoints.ts';
import { useTheme } from '../theme/settings.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { ProcessTabs } from './ProcessTabs.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TodoFeed } from '../features/business/todo/TodoFeed.tsx';
import { TODO_PERM } from '../features/business/todo/todoStore.ts';
import { useCan } from '../components/Can.tsx';
import { ThemePanel } from './ThemePanel.tsx';
import { UserMenu } from './UserMenu.tsx';
import { openTab, useTabs } from './tabs.ts';

function contains(node: MenuNode, path: string): boolean {
  return node.path === path || node.children.some((c) => contains(c, path));
}

function Brand({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  return (
    <Flex h="14" align="center" gap="2" px="4" flexShrink={0} borderBottomWidth="1px" overflow="hidden" whiteSpace="nowrap">
      <Box w="7" h="7" borderRadius="md" bg="brand.solid" color="brand.contrast" display="grid" placeItems="center" flexShrink={0}>
        <Icon name="community" size={16} />
      </Box>
      {!collapsed && (
        <Text fontWeight="bold" fontSize="sm">
          {intl.formatMessage({ id: 'app.title' })}
        </Text>
      )}
    </Flex>
  );
}


/** The menu groups' bar (theme.menuGroup): the groups get their own bar, wrapping onto a second line when they do not fit, so every group stays reachable. */
function GroupBar({ groups, currentGroup, pick }: { groups: MenuNode[]; currentGroup: MenuNode | undefined; pick: (rowId: number) => void }) {
  const intl = useIntl();
  const nameOf = useMenuName();
  return (
    <Flex as="nav" aria-label={intl.formatMessage({ id: 'layout.menuGroups' })} gap="1" wrap="wrap" px="3" py="1.5" bg="bg" borderBottomWidth="1px">
      {groups.map((g) =>
        g.menu.type === 1 ? (
          <Button key={g.menu.rowId} asChild size="sm" variant={g === currentGroup ? 'subtle' : 'ghost'} colorPalette={g === currentGroup ? 'brand' : undefined}>
            <a href={g.path} onClick={linkClick(g.path)} aria-current={g === currentGroup ? 'page' : undefined}>
              <Icon name={g.menu.icon} size={16} />
              {nameOf(g.menu)}
            </a>
          </Button>
        ) : (
          <Button key={g.menu.rowId} size="sm" variant={g === currentGroup ? 'subtle' : 'ghost'} colorPalette={g === currentGroup ? 'brand' : undefined} aria-pressed={g === currentGroup} onClick={() => pick(g.menu.rowId)}>
            <Icon name={g.menu.icon} size={16} />
            {nameOf(g.menu)}
          </Button>
        ),
      )}
    </Flex>
  );
}

/** The menu in a drawer, on small screens. */
function MenuDrawer({ open, setOpen, menu }: { open: boolean; setOpen: (open: boolean) => void; menu: ReactNode }) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Brand collapsed={false} />
            <Drawer.Body p="0">{menu}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

interface Props {
  location: AppLocation;
  resolved: ResolvedRoute;
}

export default function MainLayout({ location, resolved }: Props) {
  const intl = useIntl();
  const { menus } = useSession();
  const can = useCan();
  const theme = useTheme();
  const screen = useScreen();
  const mini = isMini(screen);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [pickedGroup, setPickedGroup] = useState<number | null>(null);
  const [refreshes, setRefreshes] = useState<Record<string, number>>({});
  const tabs = useTabs();
  // one view and one tab per page: the query (a list's page, filters...) is state of the page, not a new page
  const activeKey = location.pathname;
  const href = location.pathname + location.search;
  const { route } = resolved;

  // process tab of the page
  useEffect(() => {
    if (route.processTab) {
      const menu = route.menu ? { name: route.menu.name, router: route.menu.router, type: route.menu.type } : undefined;
      openTab({ key: activeKey, href, title: route.title, titleId: route.titleId, menu, keepAlive: route.keepAlive });
    }
  }, [activeKey, href, route]);

  const tree = useMemo(() => buildMenuTree(menus ?? []), [menus]);
  // groups live in the header, which has no room for them on small screens
  const groups = theme.menuGroup && !mini ? tree : null;
  const currentGroup = groups ? (groups.find((g) => g.menu.rowId === pickedGroup) ?? groups.find((g) => contains(g, location.pathname)) ?? groups[0]) : undefined;
  const sideNodes = groups ? (currentGroup ? (currentGroup.menu.type === 0 ? currentGroup.children : [currentGroup]) : []) : tree;
  useEffect(() => setPickedGroup(null), [location.pathname]);

  // views: the active page plus the kept-alive pages whose tab is open
  const views = useMemo(() => {
    const list: { key: string; resolved: ResolvedRoute }[] = [{ key: activeKey, resolved }];
    for (const tab of tabs) {
      if (!tab.keepAlive || tab.key === activeKey) continue;
      const pathname = tab.key.split('?')[0]!;
      const r = resolveRoute(pathname, menus);
      if (r?.route.keepAlive) list.push({ key: tab.key, resolved: r });
    }
    return list.sort((a, b) => (a.key < b.key ? -1 : 1));
  }, [activeKey, resolved, tabs, menus]);

  const instanceKey = (key: string) => `${key}#${refreshes[key] ?? 0}`;
  useEffect(() => {
    releasePrepared(new Set(views.map((v) => instanceKey(v.key))));
  });
  // leaving the layout (login, error pages) drops every prepared query
  useEffect(() => () => releasePrepared(new Set()), []);

  const menu = (
    <SideMenu
      key={currentGroup?.menu.rowId ?? 'all'}
      nodes={sideNodes}
      activePath={location.pathname}
      collapsed={!mini && collapsed}
      onNavigate={() => setDrawerOpen(false)}
      onExpand={() => setCollapsed(false)}
    />
  );
  const toggleLabel = intl.formatMessage({ id: 'layout.toggleMenu' });
  // the to-do counts of the menu badges and the home page, live for who reads advice or repairs
  const canTodo = can(TODO_PERM);

  return (
    <Flex h="100vh" overflow="hidden" bg="bg.subtle">
      {canTodo && <TodoFeed />}
      {!mini && (
        <Box as="aside" w={collapsed ? '16' : '60'} flexShrink={0} bg="bg" borderRightWidth="1px" display="flex" flexDirection="column" transition="width 0.2s">
          <Brand collapsed={collapsed} />
          <Box flex="1" overflowY="auto">
            {menu}
          </Box>
        </Box>
      )}
      {mini && <MenuDrawer open={drawerOpen} setOpen={setDrawerOpen} menu={menu} />}
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" h="14" flexShrink={0} align="center" gap="2" px="3" bg="bg" borderBottomWidth="1px">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-expanded={mini ? drawerOpen : undefined}
            onClick={() => (mini ? setDrawerOpen(true) : setCollapsed((c) => !c))}
          >
            <Icon name="menu" />
          </IconButton>
          <Box flex="1" />
          <AreaSelect />
          <LangSwitch />
          <ThemePanel />
          <UserMenu compact={mini} />
        </Flex>
        {groups && <GroupBar groups={groups} currentGroup={currentGroup} pick={setPickedGroup} />}
        <ProcessTabs activeKey={activeKey} onRefresh={() => setRefreshes((r) => ({ ...r, [activeKey]: (r[activeKey] ?? 0) + 1 }))} />
        <Box as="main" flex="1" overflow="auto" p={{ base: '2', md: '3' }} position="relative">
          {views.map((v) =>
            v.resolved.route.keepAlive ? (
              <Activity key={v.key} mode={v.key === activeKey ? 'visible' : 'hidden'}>
                <RouteView key={instanceKey(v.key)} instanceKey={instanceKey(v.key)} resolved={v.resolved} active={v.key === activeKey} transition={theme.transition} />
              </Activity>
            ) : (
              <RouteView key={instanceKey(v.key)} instanceKey={instanceKey(v.key)} resolved={v.resolved} active transition={theme.transition} />
            ),
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
