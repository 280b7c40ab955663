/**
 * Entry: theme applied before the first paint, then the providers (Chakra
 * system, IntlProvider, RelayEnvironmentProvider) under the outer error
 * boundary. A startup failure is swallowed: the app is not mounted and no
 * message is shown (SPEC §8).
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { App } from './App.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { pageErrorText } from './components/pageError.ts';
import { ProgressBar } from './components/ProgressBar.tsx';
import { Toaster } from './components/Toaster.tsx';
import { DEFAULT_LOCALE, INTL_TAGS, loadMessages, localeStore, useLocale, useMessages } from './i18n/index.ts';
import { useEnvironmentInstance } from './relay/environment.ts';
import { applyTheme } from './theme/settings.ts';
import { system } from './theme/system.ts';

function Providers() {
  const locale = useLocale();
  const messages = useMessages(locale);
  const environment = useEnvironmentInstance();
  return (
    <ChakraProvider value={system}>
      <IntlProvider locale={INTL_TAGS[locale]} defaultLocale={INTL_TAGS[DEFAULT_LOCALE]} messages={messages}>
        <RelayEnvironmentProvider environment={environment}>
          <ErrorBoundary fallback={(error) => <p style={{ padding: 24, color: '#c00' }}>{pageErrorText(error)}</p>}>
            <ProgressBar />
            <App />
            <Toaster />
          </ErrorBoundary>
        </RelayEnvironmentProvider>
      </IntlProvider>
    </ChakraProvider>
  );
}

/** The owner's ballot page (/vote/): its own small app, no staff session, loaded only there. */
const OwnerBallotApp = lazy(() => import('./features/owner-vote/OwnerBallotApp.tsx'));

function bootstrap(): void {
  applyTheme();
  const container = document.getElementById('app');
  if (!container) throw new Error('no #app element');
  const ownerPage = location.pathname === '/vote' || location.pathname.startsWith('/vote/');
  createRoot(container).render(
    <StrictMode>
      {ownerPage ? (
        <Suspense fallback={null}>
          <OwnerBallotApp />
        </Suspense>
      ) : (
        <Providers />
      )}
    </StrictMode>,
  );
}

// The stored locale's messages (zh-tw, en: a chunk of their own) come before the
// first render; if they cannot be loaded the page starts in zh-cn.
loadMessages(localeStore.get())
  .catch(() => {})
  .then(() => {
    try {
      bootstrap();
    } catch {
      // startup failure: swallowed silently (SPEC §8)
    }
  });
