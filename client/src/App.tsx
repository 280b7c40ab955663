/**
 * The router root: runs the guard on every location, loads the session's menus
 * (dynamic routes) when logged in, and renders the route bare (login, error
 * pages) or inside the main layout (loaded on first use).
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { bootSession } from './relay/boot.ts';
import { isTokenExpired, useSession } from './relay/session.ts';
import { locationStore, navigate, useLocation } from './router/history.ts';
import { guard } from './router/guard.ts';
import { resolveRoute } from './router/resolve.ts';
import { PageSpinner } from './components/PageSpinner.tsx';
import { RouteView, screenComponent } from './router/RouteView.tsx';
import { reportPageError } from './components/pageError.ts';
import { loadable } from './lib/loadable.tsx';

const MainLayout = loadable(() =>
  import('./layout/MainLayout.tsx').catch((err: unknown) => {
    reportPageError(err);
    throw err;
  }),
);

/**
 * With a session, the layout's code and the code of a fixed route (the home…)
 * are fetched while the session boots, not one after another once it has
 * booted; and the session's menus are applied once that code is there, so the
 * first render of the layout does not suspend (React would hold the revealed
 * page back behind the fallback for its throttle, ~300 ms). A failed load is
 * left to the components, which report it when they render.
 */
function mainCode(): Promise<unknown> {
  const fixedRoute = resolveRoute(locationStore.get().pathname, null)?.route;
  const code: Promise<unknown>[] = [MainLayout.preload()];
  if (fixedRoute?.layout === 'main') code.push(screenComponent(fixedRoute.screen).preload());
  return Promise.all(code).catch(() => {});
}

function BootError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="4">
        <Text color="fg.error">
          <FormattedMessage id="app.bootFailed" values={{ message: error.message }} />
        </Text>
        <Button onClick={retry}>
          <FormattedMessage id="app.retry" />
        </Button>
      </Stack>
    </Center>
  );
}

export function App() {
  const intl = useIntl();
  const location = useLocation();
  const { token, menus } = useSession();
  const [bootError, setBootError] = useState<Error | null>(null);
  const hasToken = token != null;
  const routesReady = menus != null;

  useEffect(() => setBootError(null), [token]);
  useEffect(() => {
    if (hasToken && !routesReady && !bootError) bootSession(mainCode()).catch((e: unknown) => setBootError(e instanceof Error ? e : new Error(String(e))));
  }, [hasToken, routesReady, bootError]);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'app.title' });
  }, [intl]);

  const resolved = useMemo(() => resolveRoute(location.pathname, menus), [location.pathname, menus]);
  const decision = guard(location.pathname, {
    hasToken,
    tokenExpired: hasToken && isTokenExpired(),
    routesReady,
    isKnown: () => resolved != null,
  });
  const target = decision.action === 'redirect' ? decision.to : decision.action === 'allow' ? (resolved?.route.redirect ?? null) : null;

  useLayoutEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, location.key]);

  if (target) return null;
  if (decision.action === 'wait' || !resolved) {
    return bootError ? <BootError error={bootError} retry={() => setBootError(null)} /> : <PageSpinner />;
  }
  if (resolved.route.layout === 'bare') {
    return <RouteView key={location.pathname} instanceKey={location.pathname} resolved={resolved} />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <MainLayout location={location} resolved={resolved} />
    </Suspense>
  );
}
