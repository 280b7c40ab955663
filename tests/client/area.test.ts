// @vitest-environment happy-dom
/** The community selection (SPEC §1): auto-select one, stored, area-change event. */
import { beforeEach, describe, expect, it } from 'vitest';
import { areaStore, selectArea, setAreaList } from '../../client/src/area/store.ts';
import { on } from '../../client/src/lib/events.ts';
import { resetClientState } from './helpers.ts';

let events: (number | null)[] = [];
beforeEach(() => {
  resetClientState('/');
  events = [];
});
on('area-change', (d) => events.push(d.areaId));

describe('community selection', () => {
  it('selects the only community automatically, stores it and emits area-change', () => {
    setAreaList([{ rowId: 3, name: 'A' }]);
    expect(areaStore.get().selected).toBe(3);
    expect(localStorage.getItem('selectAreaId')).toBe('3');
    expect(events).toEqual([3]);
  });

  it('does not pick one among several', () => {
    setAreaList([
      { rowId: 3, name: 'A' },
      { rowId: 4, name: 'B' },
    ]);
    expect(areaStore.get().selected).toBeNull();
    expect(events).toEqual([]);
  });

  it('keeps a stored selection that is in the list, drops one that is not', () => {
    selectArea(4);
    events = [];
    setAreaList([
      { rowId: 3, name: 'A' },
      { rowId: 4, name: 'B' },
    ]);
    expect(areaStore.get().selected).toBe(4);
    setAreaList([
      { rowId: 3, name: 'A' },
      { rowId: 5, name: 'C' },
    ]);
    expect(areaStore.get().selected).toBeNull();
    expect(localStorage.getItem('selectAreaId')).toBeNull();
    expect(events).toEqual([null]);
  });

  it('changing the selection emits area-change once per change', () => {
    selectArea(7);
    selectArea(7);
    selectArea(8);
    expect(events).toEqual([7, 8]);
  });
});
