/**
 * List state (page, size, keyword, filters, sort) lives in the URL query, so a
 * list view can be bookmarked and survives a reload (react-admin habit). This
 * module parses and writes it and turns it into the variables of the
 * `<entity>Page` / `<entity>List` queries: page jumps send
 * `after: offsetToCursor(offset - 1)`.
 */
import { useCallback, useRef } from 'react';
import { locationStore, navigate, useLocation } from '../router/history.ts';
import { filterNames, filterType, isSortable, type EntityMeta } from './meta.ts';

export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

export interface ListState {
  page: number;
  size: number;
  keyWord: string;
  /** sort column chosen by the user (null: the entity's default order) */
  order: string | null;
  sort: SortOrder | null;
  /** filter values as they appear in the URL (lists comma-separated) */
  filters: Record<string, string>;
}

export const INITIAL_STATE: ListState = { page: 1, size: DEFAULT_PAGE_SIZE, keyWord: '', order: null, sort: null, filters: {} };

/** The cursor of the row at `offset` (OffsetConnection cursors are base64 of `OffsetConnection:<n>`). */
export function offsetToCursor(offset: number): string {
  return btoa(`OffsetConnection:${offset}`);
}

const RESERVED = new Set(['page', 'size', 'keyWord', 'order', 'sort']);

export function parseListState(search: string, meta: EntityMeta): ListState {
  const q = new URLSearchParams(search);
  const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : NaN);
  const page = int(q.get('page'));
  const size = int(q.get('size'));
  const order = q.get('order');
  const sort = q.get('sort');
  const filters: Record<string, string> = {};
  for (const name of filterNames(meta)) {
    if (RESERVED.has(name)) continue;
    const v = q.get(name);
    if (v != null && v !== '') filters[name] = v;
  }
  return {
    page: page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    keyWord: q.get('keyWord') ?? '',
    order: order && isSortable(meta, order) ? order : null,
    sort: order && isSortable(meta, order) && (sort === 'asc' || sort === 'desc') ? sort : null,
    filters,
  };
}

/** The query string of a state (defaults left out); `keep` carries other parameters of the page. */
export function serializeListState(state: ListState, meta: EntityMeta, keep?: URLSearchParams): string {
  const q = new URLSearchParams();
  const own = new Set([...RESERVED, ...filterNames(meta)]);
  if (keep) for (const [k, v] of keep) if (!own.has(k)) q.append(k, v);
  if (state.page > 1) q.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) q.set('size', String(state.size));
  if (state.keyWord) q.set('keyWord', state.keyWord);
  if (state.order && state.sort) {
    q.set('order', state.order);
    q.set('sort', state.sort);
  }
  for (const [k, v] of Object.entries(state.filters)) if (v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

function typedValue(raw: string, type: string): unknown {
  if (type === 'Int') {
    const n = Number(raw);
    return Number.isInteger(n) ? n : undefined;
  }
  if (type === 'Boolean') return raw === 'true' || raw === '1';
  return raw;
}

/** The `filter` argument of a state: declared filters only, typed; null when none is set. */
export function filterVariable(state: ListState, meta: EntityMeta): Record<string, unknown> | null {
  const filter: Record<string, unknown> = {};
  for (const name of filterNames(meta)) {
    const raw = state.filters[name];
    if (raw == null || raw === '') continue;
    const { type, list } = filterType(meta, name);
    if (list) {
      const values = raw
        .split(',')
        .map((v) => typedValue(v.trim(), type))
        .filter((v) => v !== undefined && v !== '');
      if (values.length) filter[name] = values;
    } else {
      const v = typedValue(raw, type);
      if (v !== undefined) filter[name] = v;
    }
  }
  return Object.keys(filter).length ? filter : null;
}

export interface ListVariables {
  [key: string]: unknown;
  filter?: Record<string, unknown> | null;
  keyWord: string | null;
  orderBy: string;
  sort: SortOrder;
}

export interface PageVariables extends ListVariables {
  first: number;
  after: string | null;
}

/** Variables of the `<entity>List` query (every row of the current filters: export). */
export function listVariables(state: ListState, meta: EntityMeta): ListVariables {
  const hasFilters = filterNames(meta).length > 0;
  return {
    ...(hasFilters ? { filter: filterVariable(state, meta) } : {}),
    keyWord: state.keyWord.trim() || null,
    orderBy: state.order && state.sort ? state.order : meta.defaultOrder.field,
    sort: state.order && state.sort ? state.sort : (meta.defaultOrder.sort as SortOrder),
  };
}

/** Variables of the `<entity>Page` query for the state's page. */
export function pageVariables(state: ListState, meta: EntityMeta): PageVariables {
  const offset = (state.page - 1) * state.size;
  return { first: state.size, after: offset > 0 ? offsetToCursor(offset - 1) : null, ...listVariables(state, meta) };
}

/** The page variables of the current URL, for a route's `prepare` (the query starts before the screen renders). */
export function pageVariablesOfLocation(meta: EntityMeta): PageVariables {
  return pageVariables(parseListState(locationStore.get().search, meta), meta);
}

/** The list variables (no paging) of the current URL, for a tree table's `prepare`. */
export function listVariablesOfLocation(meta: EntityMeta): ListVariables {
  return listVariables(parseListState(locationStore.get().search, meta), meta);
}

export type ListStatePatch = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | null | undefined> };

/** Applies a change: any change but the page itself goes back to page 1. */
export function applyPatch(state: ListState, patch: ListStatePatch): ListState {
  const filters = { ...state.filters };
  for (const [k, v] of Object.entries(patch.filters ?? {})) {
    if (v == null || v === '') delete filters[k];
    else filters[k] = v;
  }
  const next: ListState = { ...state, ...patch, filters };
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  if (!onlyPage && patch.page === undefined) next.page = 1;
  return next;
}

/**
 * The state of a list screen, read from and written to the URL of its page.
 * A kept-alive screen hidden behind another page keeps its last state.
 */
export function useListState(meta: EntityMeta): [ListState, (patch: ListStatePatch) => void] {
  const location = useLocation();
  const path = useRef(location.pathname).current;
  const search = useRef(location.search);
  if (location.pathname === path) search.current = location.search;
  const current = search.current;
  const stateRef = useRef<{ search: string; state: ListState } | null>(null);
  if (!stateRef.current || stateRef.current.search !== current) stateRef.current = { search: current, state: parseListState(current, meta) };
  const state = stateRef.current.state;

  const update = useCallback(
    (patch: ListStatePatch) => {
      const latest = locationStore.get();
      const base = latest.pathname === path ? latest.search : search.current;
      const next = applyPatch(parseListState(base, meta), patch);
      const to = path + serializeListState(next, meta, new URLSearchParams(base));
      if (latest.pathname === path && to === latest.pathname + latest.search) return;
      navigate(to, { replace: true });
    },
    [meta, path],
  );
  return [state, update];
}
