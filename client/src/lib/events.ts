/**
 * Application events. `area-change` fires when the selected community changes;
 * lists subscribe (useAreaChange) and reload from page 1. `entity-change`
 * fires after a row of an entity was added, changed or deleted through the
 * entity kit (entity/writes.ts): what shows that entity elsewhere follows
 * (the community selector after a community is written: relay/boot.ts).
 */
import { useEffect, useRef } from 'react';

export interface AppEventMap {
  'area-change': { areaId: number | null };
  'entity-change': { type: string };
  logout: Record<string, never>;
}

const target = new EventTarget();

export function emit<K extends keyof AppEventMap>(type: K, detail: AppEventMap[K]): void {
  target.dispatchEvent(new CustomEvent(type, { detail }));
}

export function on<K extends keyof AppEventMap>(type: K, listener: (detail: AppEventMap[K]) => void): () => void {
  const wrapped = (e: Event) => listener((e as CustomEvent<AppEventMap[K]>).detail);
  target.addEventListener(type, wrapped);
  return () => target.removeEventListener(type, wrapped);
}

/** Subscribes a component to an app event for its lifetime (the latest callback is used). */
export function useAppEvent<K extends keyof AppEventMap>(type: K, listener: (detail: AppEventMap[K]) => void): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => on(type, (d) => ref.current(d)), [type]);
}
