/** Dictionary data (dictData: type key → items), loaded at boot for labels and selects. */
import { createStore, useStore } from '../lib/store.ts';
import { on } from '../lib/events.ts';

export interface DictItem {
  id: number;
  typeId?: number;
  name: string;
  /** the stored value (dictionary data gives numbers where the value is numeric) */
  value?: string | number | null;
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

/** The value a dictionary item stands for (its `value`, else its name). */
export function dictValue(item: DictItem): string {
  return String(item.value ?? item.name);
}

/** Select choices of a dictionary: numbers for an Int field, else the value text. */
export function dictChoices(items: readonly DictItem[], numeric: boolean): { value: string | number; label: string }[] {
  return [...items]
    .sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.id - b.id)
    .map((i) => ({ value: numeric ? Number(dictValue(i)) : dictValue(i), label: i.name }))
    .filter((c) => !numeric || Number.isFinite(c.value));
}

/** The dictionaries of several types at once (type key → items). */
export function useDicts(): Record<string, DictItem[]> {
  return useStore(dictStore);
}

/** The name of a value in a dictionary (the value itself when it is not listed; '' for none). */
export function useDictName(type: string): (value: unknown) => string {
  const items = useDict(type);
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    return items.find((i) => dictValue(i) === String(value))?.name ?? String(value);
  };
}
