/**
 * Every entity declaration, loaded on demand (entities.json is large; screens
 * import their own entity by name instead): the recycle bin's field view and
 * the menu screen's "create from an entity" use it.
 */
import { useEffect, useState } from 'react';
import type { EntityMeta } from '../entity/meta.ts';

let loading: Promise<Record<string, EntityMeta>> | null = null;

/** The declarations by GraphQL type name. */
export function loadEntities(): Promise<Record<string, EntityMeta>> {
  loading ??= import('./entities.json').then((m) => (m.default ?? m) as unknown as Record<string, EntityMeta>);
  return loading;
}

/** The declarations once loaded (null until then). */
export function useEntities(): Record<string, EntityMeta> | null {
  const [all, setAll] = useState<Record<string, EntityMeta> | null>(null);
  useEffect(() => {
    let live = true;
    loadEntities().then((x) => live && setAll(x), () => {});
    return () => {
      live = false;
    };
  }, []);
  return all;
}
