/** Shown for routes whose screen is not built yet. */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ScreenProps } from '../../../router/types.ts';
import { menuName } from '../../../router/menuName.ts';

export default function PlaceholderPage({ route }: ScreenProps) {
  const intl = useIntl();
  const title = route.menu ? menuName(intl, route.menu) : route.titleId ? intl.formatMessage({ id: route.titleId }) : (route.title ?? route.path);
  const view = route.menu?.viewPath;
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p="8" data-testid="placeholder">
      <Heading as="h1" size="lg" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage({ id: 'placeholder.desc' })}</Text>
      {view && (
        <Text mt="2" fontSize="xs" color="fg.subtle">
          {intl.formatMessage({ id: 'placeholder.view' }, { view })}
        </Text>
      )}
    </Box>
  );
}
