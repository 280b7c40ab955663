/** The user menu: personal center and logout. */
import { useIntl } from 'react-intl';
import { commitMutation, graphql } from 'relay-runtime';
import { Avatar } from '@chakra-ui/react/avatar';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Box } from '@chakra-ui/react/box';
import type { UserMenuLogoutMutation } from '../__generated__/UserMenuLogoutMutation.graphql.ts';
import { Icon } from '../components/Icon.tsx';
import { getEnvironment } from '../relay/environment.ts';
import { logout, useSession } from '../relay/session.ts';
import { navigate } from '../router/history.ts';

const logoutMutation = graphql`
  mutation UserMenuLogoutMutation {
    logout
  }
`;

/** Ends the session on the server, then on this client whatever the answer. */
export function logoutEverywhere(): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    logout();
  };
  commitMutation<UserMenuLogoutMutation>(getEnvironment(), { mutation: logoutMutation, variables: {}, onCompleted: finish, onError: finish });
  // do not keep the user waiting on a slow server
  setTimeout(finish, 3000);
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { userInfo } = useSession();
  const name = userInfo?.nickName || userInfo?.name || userInfo?.username || '';
  return (
    <Menu.Root
      onSelect={(d) => {
        if (d.value === 'info') navigate('/my/info');
        if (d.value === 'logout') logoutEverywhere();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1.5" gap="2" aria-label={name || intl.formatMessage({ id: 'layout.personal' })}>
          <Avatar.Root size="xs">
            <Avatar.Fallback name={name} />
            {userInfo?.headImg ? <Avatar.Image src={userInfo.headImg} alt="" /> : null}
          </Avatar.Root>
          {!compact && (
            <Box as="span" maxW="32" overflow="hidden" textOverflow="ellipsis">
              {name}
            </Box>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="info">
              <Icon name="user" size={16} />
              {intl.formatMessage({ id: 'layout.personal' })}
            </Menu.Item>
            <Menu.Item value="logout">
              <Icon name="logout" size={16} />
              {intl.formatMessage({ id: 'layout.logout' })}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
