/**
 * A code-split component that renders at once when its code has already
 * arrived. `React.lazy` suspends on its first render even when the chunk was
 * fetched long before (its factory answers a promise React has not seen
 * settle), and React then holds the content back behind the Suspense fallback
 * for its reveal throttle (~300 ms): the home appeared some 350 ms after the
 * session query answered although the layout's and home's code were there
 * (docs/home-first-paint.md). Here the loaded module is kept: an instance
 * mounted after it arrived renders the component itself; one mounted before
 * goes through `React.lazy` as before (the element type an instance renders
 * never changes, so nothing remounts). A failed load is forgotten, so an error
 * boundary's retry loads again.
 */
import { lazy, useState, type ComponentType } from 'react';

export type Loadable<P> = ComponentType<P> & {
  /** starts (or joins) loading the code; resolves when it is there */
  preload: () => Promise<{ default: ComponentType<P> }>;
};

export function loadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Loadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  let Lazy = lazy(() => preload());
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        pending = null;
        Lazy = lazy(() => preload()); // React.lazy keeps a rejection for good
        throw err;
      },
    );
    return pending;
  };
  function LoadableComponent(props: P) {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LoadableComponent, { preload });
}
