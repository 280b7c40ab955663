/** The home page: a welcome, the selected community and shortcuts to the menu pages. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useArea } from '../../../area/store.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useSession } from '../../../relay/session.ts';
import { linkClick } from '../../../router/linkClick.ts';
import { menuName } from '../../../router/menuName.ts';
import { buildMenuTree, type MenuNode } from '../../../router/menus.ts';

function pages(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.menu.type === 1 ? [n] : pages(n.children)));
}

export default function HomePage() {
  const intl = useIntl();
  const { userInfo, menus } = useSession();
  const { list, selected } = useArea();
  const area = list?.find((a) => a.rowId === selected);
  const shortcuts = useMemo(() => pages(buildMenuTree(menus ?? [])).filter((n) => n.path !== '/').slice(0, 8), [menus]);
  const name = userInfo?.nickName || userInfo?.name || userInfo?.username || '';
  return (
    <Box maxW="5xl">
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '5', md: '8' }} mb="4">
        <Heading as="h1" size="xl" mb="2">
          {intl.formatMessage({ id: 'home.welcome' }, { name })}
        </Heading>
        <Text color="fg.muted" mb="3">
          {intl.formatMessage({ id: 'home.intro' })}
        </Text>
        <Text fontSize="sm" color={area ? 'brand.fg' : 'fg.warning'}>
          {area ? intl.formatMessage({ id: 'home.area' }, { name: area.name }) : intl.formatMessage({ id: 'home.areaNone' })}
        </Text>
      </Box>
      {shortcuts.length > 0 && (
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '5', md: '6' }}>
          <Heading as="h2" size="md" mb="4">
            {intl.formatMessage({ id: 'home.shortcuts' })}
          </Heading>
          <Flex wrap="wrap" gap="3">
            {shortcuts.map((n) => (
              <Button key={n.menu.rowId} variant="outline" asChild>
                <a href={n.path} onClick={linkClick(n.path)}>
                  <Icon name={n.menu.icon} size={16} />
                  {menuName(intl, n.menu)}
                </a>
              </Button>
            ))}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
