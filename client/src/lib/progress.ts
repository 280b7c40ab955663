/** Count of requests that show the top progress bar (SPEC §7: not for upload, eps, person, permmenu, dict data). */
import { createStore } from './store.ts';

export const progressStore = createStore(0);

/** Marks a request as started; call the returned function once when it ends. */
export function startProgress(): () => void {
  progressStore.set((n) => n + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    progressStore.set((n) => Math.max(0, n - 1));
  };
}
