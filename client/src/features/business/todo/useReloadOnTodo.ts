/** Runs `reload` whenever the to-do counts change after the first ones (an advice or repair was created or moved). */
import { useEffect, useRef } from 'react';
import { useTodoCounts } from './todoStore.ts';

export function useReloadOnTodo(reload: () => void): void {
  const counts = useTodoCounts();
  const seen = useRef<typeof counts | undefined>(undefined);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!counts) return;
    if (seen.current === undefined) {
      seen.current = counts;
      return;
    }
    if (seen.current === counts) return;
    seen.current = counts;
    latest.current();
  }, [counts]);
}
