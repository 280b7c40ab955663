/**
 * Renders one route instance: its screen's code and its queries start together
 * (the queries through the screen's `prepare`, i.e. Relay loadQuery, before the
 * screen renders), under Suspense and the content error boundary.
 */
import { Suspense, use, useRef, useLayoutEffect, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { reportPageError } from '../components/pageError.ts';
import { loadable, type Loadable } from '../lib/loadable.tsx';
import { getEnvironment } from '../relay/environment.ts';
import { TRANSITION_MS, type Transition } from '../theme/settings.ts';
import type { ResolvedRoute } from './resolve.ts';
import type { Queries, Screen, ScreenProps } from './types.ts';

const components = new WeakMap<Screen, Loadable<ScreenProps>>();

/** The screen's component, loaded on first use (rendered without suspending once its code is there). */
export function screenComponent(screen: Screen): Loadable<ScreenProps> {
  let c = components.get(screen);
  if (!c) {
    c = loadable(() =>
      screen.load().catch((err: unknown) => {
        reportPageError(err);
        throw err;
      }),
    );
    components.set(screen, c);
  }
  return c;
}

const dispose = (queries: Queries) => {
  for (const ref of Object.values(queries)) ref.dispose();
};

const prepared = new Map<string, Queries | Promise<Queries>>();

/** The queries of a route instance, started on first use (a promise while a lazy `prepare` loads its artifacts). */
export function preparedQueries(instanceKey: string, resolved: ResolvedRoute): Queries | Promise<Queries> {
  let q = prepared.get(instanceKey);
  if (!q) {
    q = resolved.route.screen.prepare?.({ params: resolved.params, environment: getEnvironment(), route: resolved.route }) ?? {};
    if (q instanceof Promise) {
      const pending = q;
      // a failed load is not kept: the content error boundary's retry prepares again
      pending.catch((err: unknown) => {
        if (prepared.get(instanceKey) === pending) prepared.delete(instanceKey);
        reportPageError(err);
      });
    }
    prepared.set(instanceKey, q);
  }
  return q;
}

/** Disposes the query references of instances that are no longer shown or kept alive. */
export function releasePrepared(live: Set<string>): void {
  for (const [key, queries] of prepared) {
    if (live.has(key)) continue;
    if (queries instanceof Promise) queries.then(dispose, () => {});
    else dispose(queries);
    prepared.delete(key);
  }
}

/** A screen whose queries are still being prepared: suspends until they are started. */
function AwaitQueries({ Screen, queries, ...props }: Omit<ScreenProps, 'queries'> & { Screen: ComponentType<ScreenProps>; queries: Promise<Queries> }) {
  return <Screen {...props} queries={use(queries)} />;
}

function ContentError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <Box p="6" role="alert">
      <Text color="fg.error" mb="3">
        <FormattedMessage id="app.pageError" values={{ message: error.message }} />
      </Text>
      <Button size="sm" variant="outline" onClick={reset}>
        <FormattedMessage id="app.retry" />
      </Button>
    </Box>
  );
}

const FRAMES: Record<Exclude<Transition, 'none'>, Keyframe[]> = {
  slide: [
    { opacity: 0, transform: 'translateX(-30px)' },
    { opacity: 1, transform: 'none' },
  ],
  fade: [{ opacity: 0 }, { opacity: 1 }],
};

interface Props {
  instanceKey: string;
  resolved: ResolvedRoute;
  /** plays the transition when it becomes visible */
  active?: boolean;
  transition?: Transition;
}

export function RouteView({ instanceKey, resolved, active = true, transition = 'none' }: Props) {
  const Screen = screenComponent(resolved.route.screen);
  const queries = preparedQueries(instanceKey, resolved);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!active || transition === 'none') return;
    ref.current?.animate?.(FRAMES[transition], { duration: TRANSITION_MS, easing: 'ease' });
  }, [active, transition]);
  return (
    <div ref={ref} className="route-view" style={{ height: '100%' }}>
      <ErrorBoundary resetKey={instanceKey} fallback={(error, reset) => <ContentError error={error} reset={reset} />}>
        <Suspense fallback={<PageSpinner />}>
          {queries instanceof Promise ? (
            <AwaitQueries Screen={Screen} params={resolved.params} queries={queries} route={resolved.route} />
          ) : (
            <Screen params={resolved.params} queries={queries} route={resolved.route} />
          )}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
