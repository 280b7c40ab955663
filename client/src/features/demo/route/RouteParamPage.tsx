/** /demo/test/route/:id/:name? — shows the dynamic route parameters. */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ScreenProps } from '../../../router/types.ts';

export default function RouteParamPage({ params }: ScreenProps) {
  const intl = useIntl();
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p="8">
      <Heading as="h1" size="lg" mb="3">
        {intl.formatMessage({ id: 'route.demoRoute' })}
      </Heading>
      <Text data-testid="param-id">{intl.formatMessage({ id: 'demoRoute.id' }, { id: params.id ?? '' })}</Text>
      <Text data-testid="param-name">
        {intl.formatMessage({ id: 'demoRoute.name' }, { name: params.name ?? intl.formatMessage({ id: 'demoRoute.noName' }) })}
      </Text>
    </Box>
  );
}
