/**
 * The web client's extension points as the server keeps them (plugin/client,
 * server/modules/plugin/client.ts): loaded at boot with the session, and
 * replaced when the front-end plugins screen saves one, so a change takes
 * effect at once. Components read a point's state and settings here, with
 * the declared default until the list arrives.
 */
import { createStore, useStore } from '../lib/store.ts';
import { on } from '../lib/events.ts';

export interface ClientPluginState {
  key: string;
  enabled: boolean;
  settings: readonly { key: string; value: unknown }[];
}

export const clientPluginStore = createStore<Record<string, ClientPluginState>>({});

export function setClientPlugins(list: readonly ClientPluginState[] | null | undefined): void {
  clientPluginStore.set(Object.fromEntries((list ?? []).map((p) => [p.key, p])));
}

/** Replaces one point (after the screen saved it). */
export function setClientPlugin(p: ClientPluginState): void {
  clientPluginStore.set((all) => ({ ...all, [p.key]: p }));
}

on('logout', () => clientPluginStore.set({}));

/** Whether a point is on (true until the server said otherwise). */
export function usePluginEnabled(key: string): boolean {
  return useStore(clientPluginStore, (all) => all[key]?.enabled ?? true);
}

/** A point's setting, or the fallback (the declared default) until known. */
export function usePluginSetting<T>(key: string, setting: string, fallback: T): T {
  return useStore(clientPluginStore, (all) => {
    const v = all[key]?.settings.find((s) => s.key === setting)?.value;
    return v === undefined || v === null ? fallback : (v as T);
  });
}
