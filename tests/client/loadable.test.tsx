// @vitest-environment happy-dom
/**
 * lib/loadable.tsx: a code-split component whose code has arrived renders at
 * once (no Suspense fallback, which React would hold for its reveal throttle);
 * before that it suspends like React.lazy; a failed load is retried.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadable } from '../../client/src/lib/loadable.tsx';

function Shown({ text }: { text: string }) {
  return <p>{text}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('loadable', () => {
  it('renders without a fallback when the code has arrived', async () => {
    let loads = 0;
    const Page = loadable(async () => {
      loads++;
      return { default: Shown };
    });
    await Page.preload();
    let fallbacks = 0;
    const Fallback = () => {
      fallbacks++;
      return <p>loading</p>;
    };
    render(
      <Suspense fallback={<Fallback />}>
        <Page text="ready" />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(fallbacks).toBe(0);
    expect(loads).toBe(1);
  });

  it('suspends until the code arrives, loading it once', async () => {
    let loads = 0;
    let resolve!: (m: { default: typeof Shown }) => void;
    const Page = loadable(() => {
      loads++;
      return new Promise<{ default: typeof Shown }>((r) => (resolve = r));
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page text="late" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void Page.preload();
    await act(async () => resolve({ default: Shown }));
    expect(await screen.findByText('late')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('loads again after a failure', async () => {
    let loads = 0;
    const Page = loadable(async () => {
      if (++loads === 1) throw new Error('chunk missing');
      return { default: Shown };
    });
    await expect(Page.preload()).rejects.toThrow('chunk missing');
    await expect(Page.preload()).resolves.toEqual({ default: Shown });
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Page text="second try" />
        </Suspense>
      </Catch>,
    );
    expect(screen.getByText('second try')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
