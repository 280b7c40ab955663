/**
 * A code-split component that renders at once when its code has already
 * arrived. `React.lazy` suspends on its first render even when the chunk was
 * fetched long before (its factory answers a new, still-pending promise), and
 * React then holds the content back behind the Suspense fallback for its
 * reveal throttle (~300 ms): the home appeared some 350 ms after the session
 * query answered although the layout's and home's code were there
 * (docs/home-first-paint.md). Here the loading promise is kept and marked the
 * way React's `use` reads a settled thenable (`status`/`value`), so a render
 * after it settled does not suspend. A failed load is forgotten, so an error
 * boundary's retry loads again.
 */
import { use, type ComponentType } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type Loadable<P> = ComponentType<P> & {
  /** starts (or joins) loading the code; resolves when it is there */
  preload: () => Promise<{ default: ComponentType<P> }>;
};

export function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  let current: Tracked<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    if (!current) {
      const p: Tracked<{ default: ComponentType<P> }> = load();
      p.status = 'pending';
      p.then(
        (value) => {
          p.status = 'fulfilled';
          p.value = value;
        },
        (reason: unknown) => {
          p.status = 'rejected';
          p.reason = reason;
          if (current === p) current = null;
        },
      );
      current = p;
    }
    return current;
  };
  function LoadableComponent(props: P) {
    const { default: Component } = use(preload() as Promise<{ default: ComponentType<P> }>);
    return <Component {...props} />;
  }
  return Object.assign(LoadableComponent, { preload });
}
