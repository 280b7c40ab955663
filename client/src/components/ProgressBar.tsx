/** The thin top progress bar shown while requests run. */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from '../lib/store.ts';
import { progressStore } from '../lib/progress.ts';

export function ProgressBar() {
  const intl = useIntl();
  const active = useStore(progressStore) > 0;
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setWidth(10);
      const timer = setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.1 : w)), 200);
      return () => clearInterval(timer);
    }
    setWidth(100);
    const timer = setTimeout(() => {
      setVisible(false);
      setWidth(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [active]);

  return (
    <div
      role="progressbar"
      // Indeterminate (no value): named so a screen reader says what is in progress.
      aria-label={intl.formatMessage({ id: 'app.loading' })}
      aria-hidden={!visible}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        width: `${width}%`,
        background: 'var(--color-primary)',
        opacity: visible ? 1 : 0,
        transition: 'width 200ms ease, opacity 300ms ease',
        zIndex: 10000,
        pointerEvents: 'none',
      }}
    />
  );
}
