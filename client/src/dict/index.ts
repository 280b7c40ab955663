/** Dictionary data (dictData: type key → items), loaded at boot for labels and selects. */
import { createStore, useStore } from '../lib/store.ts';
import { on } from '../lib/events.ts';

export interface DictItem {
  id: number;
  typeId?: number;
  name: string;
  value?: string | null;
  orderNum?: number;
  parentId?: number | null;
}

export const dictStore = createStore<Record<string, DictItem[]>>({});

export function setDict(data: unknown): void {
  dictStore.set(data && typeof data === 'object' ? (data as Record<string, DictItem[]>) : {});
}

on('logout', () => dictStore.set({}));

const EMPTY: DictItem[] = [];
export function useDict(type: string): DictItem[] {
  return useStore(dictStore, (d) => d[type] ?? EMPTY);
}
