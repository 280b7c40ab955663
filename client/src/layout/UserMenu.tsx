/** The user menu: personal center and logout. */
import { useIntl } from 'react-intl';
import { commitMutation, graphql } from 'relay-runtime';
import { Avatar } from '@chakra-ui/react/avatar';
import { Button } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Box } from '@chakra-ui/react/box';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
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
        {/* Named by its text (the name, visually hidden when compact), not by an aria-label: a label that is not the
            visible text breaks "label in name". The avatar's initial is decoration. */}
        <Button variant="ghost" size="sm" px="1.5" gap="2">
          <Avatar.Root size="xs" aria-hidden>
            <Avatar.Fallback name={name} />
            {userInfo?.headImg ? <Avatar.Image src={userInfo.headImg} alt="" /> : null}
          </Avatar.Root>
          {compact ? (
            <VisuallyHidden>{name || intl.formatMessage({ id: 'layout.personal' })}</VisuallyHidden>
          ) : (
            <Box as="span" maxW="32" overflow="hidden" textOverflow="ellipsis">
              {name || intl.formatMessage({ id: 'layout.personal' })}
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
