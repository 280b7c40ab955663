/**
 * The columns of a table: the screen's specs (default: the declaration's
 * readable fields) with their translated headers, those the user may see
 * (a column's `perm`), and those shown, as chosen in the column chooser
 * (kept per entity in localStorage; the specs' `hidden` until a choice).
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../components/Can.tsx';
import { storage } from '../../lib/storage.ts';
import type { Row } from '../format.ts';
import { useMetaText } from '../labels.ts';
import type { EntityMeta } from '../meta.ts';
import type { Column, ColumnSpec } from './types.ts';

export interface TableColumns<R extends Row> {
  /** the columns the user may see, in order, labels resolved */
  permitted: Column<R>[];
  /** those shown now (fixed ones always) */
  visible: Column<R>[];
  hidden: Set<string>;
  /** a new choice of hidden columns (remembered) */
  setHidden: (next: Set<string>) => void;
  /** back to the specs' hidden columns (the remembered choice forgotten) */
  resetHidden: () => void;
}

export function useColumns<R extends Row>(meta: EntityMeta, specs: ColumnSpec<R>[] | undefined): TableColumns<R> {
  const intl = useIntl();
  const text = useMetaText();
  const can = useCan();
  const all = useMemo<Column<R>[]>(() => {
    const list: ColumnSpec<R>[] = specs ?? meta.fields.filter((x) => x.readable).map((x) => x.name);
    return list
      .map((s) => (typeof s === 'string' ? { name: s } : s))
      .map((c) => ({ ...c, label: c.label ?? (c.labelId ? intl.formatMessage({ id: c.labelId }) : text.field(meta, c.name)) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specs, meta, intl]);
  const permitted = all.filter((c) => !c.perm || can(c.perm));
  const storeKey = `table.hidden.${meta.type}`;
  const defaultHidden = useMemo(() => new Set(all.filter((c) => c.hidden).map((c) => c.name)), [all]);
  const [hidden, setHiddenState] = useState<Set<string>>(() => {
    const saved = storage.get<string[]>(storeKey);
    return Array.isArray(saved) ? new Set(saved) : defaultHidden;
  });
  const setHidden = (next: Set<string>) => {
    setHiddenState(next);
    storage.set(storeKey, [...next]);
  };
  const resetHidden = () => {
    setHiddenState(defaultHidden);
    storage.remove(storeKey);
  };
  const visible = permitted.filter((c) => c.fixed || !hidden.has(c.name));
  return { permitted, visible, hidden, setHidden, resetHidden };
}
