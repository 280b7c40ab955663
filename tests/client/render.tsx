/** Renders client components with the app's providers. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from '../../client/src/theme/system.ts';
import { INTL_TAGS, LOCALES, loadMessages, messagesOf, type Locale } from '../../client/src/i18n/index.ts';
import { getEnvironment } from '../../client/src/relay/environment.ts';

// zh-tw and en are chunks the app loads on demand (main.tsx loads the stored one
// before its first render): the component tests have every catalogue at hand.
await Promise.all(LOCALES.map(loadMessages));

export function renderApp(ui: ReactNode, locale: Locale = 'zh-cn') {
  return render(
    <ChakraProvider value={system}>
      <IntlProvider locale={INTL_TAGS[locale]} messages={messagesOf(locale)}>
        <RelayEnvironmentProvider environment={getEnvironment()}>{ui}</RelayEnvironmentProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
}
