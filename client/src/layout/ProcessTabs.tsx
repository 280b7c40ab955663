/** Tabs of the opened pages; the active one follows the location. */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from '../components/Icon.tsx';
import { navigate } from '../router/history.ts';
import { useMenuName } from '../router/menuName.ts';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_KEY, useTabs } from './tabs.ts';

const Tab = chakra('div', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '7',
    px: '2.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'border',
    fontSize: 'xs',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    bg: 'bg',
    color: 'fg.muted',
    _hover: { color: 'brand.fg' },
    '&[aria-selected=true]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
  },
});

export function ProcessTabs({ activeKey, onRefresh }: { activeKey: string; onRefresh: () => void }) {
  const intl = useIntl();
  const nameOf = useMenuName();
  const tabs = useTabs();
  return (
    <Flex align="center" gap="2" px="3" py="1.5" borderBottomWidth="1px" bg="bg.subtle">
      <Flex role="tablist" gap="1.5" flex="1" overflowX="auto" css={{ scrollbarWidth: 'none' }}>
        {tabs.map((tab) => {
          const title = tab.titleId ? intl.formatMessage({ id: tab.titleId }) : tab.menu ? nameOf(tab.menu) : (tab.title ?? tab.key);
          const selected = tab.key === activeKey;
          const closable = tab.key !== HOME_KEY;
          return (
            <Tab
              key={tab.key}
              role="tab"
              aria-selected={selected}
              tabIndex={0}
              // A tab holds no control of its own (a button inside a tab is a nested interactive element):
              // the keyboard closes the focused tab with Delete, the pointer with its × (hidden from assistive
              // technology), and the tab menu beside the tabs closes the current one, the others or all.
              aria-keyshortcuts={closable ? 'Delete' : undefined}
              onClick={() => navigate(tab.href ?? tab.key)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') navigate(tab.href ?? tab.key);
                if (e.key === 'Delete' && closable) {
                  e.preventDefault();
                  closeTab(tab.key);
                }
              }}
            >
              {title}
              {closable && (
                <Box
                  as="span"
                  aria-hidden
                  title={`${intl.formatMessage({ id: 'layout.tabs.close' })} ${title}`}
                  data-part="close"
                  display="inline-flex"
                  borderRadius="full"
                  _hover={{ bg: 'blackAlpha.200' }}
                  onClick={(e) => {
                    e.stopPropagation();
                    closeTab(tab.key);
                  }}
                >
                  <Icon name="close" size={12} />
                </Box>
              )}
            </Tab>
          );
        })}
      </Flex>
      <IconButton variant="ghost" size="xs" aria-label={intl.formatMessage({ id: 'layout.refresh' })} title={intl.formatMessage({ id: 'layout.refresh' })} onClick={onRefresh}>
        <Icon name="refresh" size={14} />
      </IconButton>
      <Menu.Root
        onSelect={(d) => {
          if (d.value === 'close') closeTab(activeKey);
          if (d.value === 'others') closeOtherTabs(activeKey);
          if (d.value === 'all') closeAllTabs();
        }}
      >
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="xs" aria-label={intl.formatMessage({ id: 'layout.tabs.menu' })} title={intl.formatMessage({ id: 'layout.tabs.menu' })}>
            <Icon name="chevron-down" size={14} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="close" disabled={activeKey === HOME_KEY}>
                {intl.formatMessage({ id: 'layout.tabs.close' })}
              </Menu.Item>
              <Menu.Item value="others">{intl.formatMessage({ id: 'layout.tabs.closeOthers' })}</Menu.Item>
              <Menu.Item value="all">{intl.formatMessage({ id: 'layout.tabs.closeAll' })}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
