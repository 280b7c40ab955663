/** The error pages 401, 403, 404, 500 and 502 (no process tab). */
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { MessageId } from '../../../i18n/index.ts';
import { logout, useSession } from '../../../relay/session.ts';
import { navigate } from '../../../router/history.ts';
import type { ScreenProps } from '../../../router/types.ts';

export default function ErrorPage({ route }: ScreenProps) {
  const intl = useIntl();
  const { token } = useSession();
  const code = String(route.data?.code ?? '404');
  const f = (id: string) => intl.formatMessage({ id: id as MessageId });
  const relogin = code === '401' || !token;
  return (
    <Center minH="100vh" px="6" bg="bg.subtle">
      <Stack align="center" gap="3" textAlign="center" role="alert">
        <Text fontSize="7xl" fontWeight="bold" lineHeight="1" color="brand.fg">
          {code}
        </Text>
        <Heading as="h1" size="xl">
          {f(`error.${code}.title`)}
        </Heading>
        <Text color="fg.muted">{f(`error.${code}.desc`)}</Text>
        <HStack gap="3" mt="4">
          {relogin ? (
            <Button colorPalette="brand" onClick={() => (token ? logout() : navigate('/login'))}>
              {f('common.relogin')}
            </Button>
          ) : (
            <>
              <Button colorPalette="brand" onClick={() => navigate('/')}>
                {f('common.backHome')}
              </Button>
              <Button variant="outline" onClick={() => window.history.back()}>
                {f('common.back')}
              </Button>
            </>
          )}
        </HStack>
      </Stack>
    </Center>
  );
}
