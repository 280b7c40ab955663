/** A menu whose viewPath is an http(s) address opens in an iframe. */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import type { ScreenProps } from '../../../router/types.ts';

export default function FramePage({ route }: ScreenProps) {
  const intl = useIntl();
  const url = String(route.data?.url ?? '');
  return (
    <Flex direction="column" h="full" minH="70vh" bg="bg" borderRadius="lg" borderWidth="1px" overflow="hidden">
      <Flex justify="flex-end" px="3" py="1.5" borderBottomWidth="1px" fontSize="xs">
        <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {intl.formatMessage({ id: 'frame.open' })}
        </Link>
      </Flex>
      <Box as="iframe" flex="1" w="full" border="0" {...{ src: url, title: route.title ?? url }} />
    </Flex>
  );
}
