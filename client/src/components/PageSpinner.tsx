/** The page's loading spinner: a route whose code or data is on its way (router/RouteView.tsx), or a screen's own slow part. */
import { useIntl } from 'react-intl';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';

export function PageSpinner() {
  const intl = useIntl();
  return (
    <Center minH="40" py="10">
      <Spinner color="brand.solid" size="lg" aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </Center>
  );
}
