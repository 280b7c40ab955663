/**
 * The selected community (SPEC §1). Stored in localStorage, sent as the
 * `selectAreaId` header, and changing it emits `area-change`.
 */
import { createStore, useStore } from '../lib/store.ts';
import { storage } from '../lib/storage.ts';
import { emit, on, useAppEvent } from '../lib/events.ts';

export interface Area {
  rowId: number;
  name: string;
}

export interface AreaState {
  /** null until loaded */
  list: readonly Area[] | null;
  selected: number | null;
}

const KEY = 'selectAreaId';

function stored(): number | null {
  const v = storage.get<number | string>(KEY);
  const n = Number(v);
  return v != null && v !== '' && Number.isFinite(n) ? n : null;
}

export const areaStore = createStore<AreaState>({ list: null, selected: stored() });

export function getSelectedAreaId(): number | null {
  return areaStore.get().selected;
}

/** Selects a community (null clears it); emits `area-change` when it changes. */
export function selectArea(areaId: number | null): void {
  if (areaStore.get().selected === areaId) return;
  if (areaId == null) storage.remove(KEY);
  else storage.set(KEY, areaId);
  areaStore.set((s) => ({ ...s, selected: areaId }));
  emit('area-change', { areaId });
}

/**
 * Takes the user's community list: a stored selection that is not in the list
 * is dropped, and when there is exactly one community it is selected.
 */
export function setAreaList(list: readonly Area[]): void {
  areaStore.set((s) => ({ ...s, list }));
  const selected = areaStore.get().selected;
  if (selected != null && !list.some((a) => a.rowId === selected)) selectArea(null);
  if (list.length === 1) selectArea(list[0]!.rowId);
}

export function resetAreaList(): void {
  areaStore.set((s) => ({ ...s, list: null }));
}

export function useArea(): AreaState {
  return useStore(areaStore);
}

/** Runs `onChange` when the selected community changes (lists reload from page 1). */
export function useAreaChange(onChange: (areaId: number | null) => void): void {
  useAppEvent('area-change', (d) => onChange(d.areaId));
}

on('logout', resetAreaList);
