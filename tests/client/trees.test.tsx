// @vitest-environment happy-dom
/**
 * Trees of the system screens: building the tree by parentId, the checkbox
 * tree of a role's permissions (a subtree follows its node, parents follow
 * their children), and the department order after a drag or an up/down move
 * (the items sent to sysDepartmentOrder).
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { buildTree, reorder, shift, toggleChecked, Tree } from '../../client/src/components/Tree.tsx';
import { renderApp } from './render.tsx';

const dept = (rowId: number, name: string, parentId: number | null, orderNum: number) => ({ id: `d${rowId}`, rowId, name, parentId, orderNum });
const DEPTS = [dept(1, '委员会', null, 1), dept(2, '业委会', 1, 1), dept(3, '物业', 1, 2), dept(4, '居委会', 1, 3), dept(5, '维修组', 3, 1)];

afterEach(cleanup);

describe('buildTree', () => {
  it('nests by parentId and orders siblings by orderNum; rows with a missing parent are roots', () => {
    const tree = buildTree([...DEPTS, dept(9, '孤儿', 99, 0)]);
    expect(tree.map((n) => n.item.name)).toEqual(['孤儿', '委员会']);
    expect(tree[1]!.children.map((n) => n.item.name)).toEqual(['业委会', '物业', '居委会']);
    expect(tree[1]!.children[1]!.children.map((n) => n.item.name)).toEqual(['维修组']);
  });
});

describe('checkbox tree', () => {
  const tree = buildTree(DEPTS);
  it('checking a node checks its subtree; a parent is checked when all its children are', () => {
    expect([...toggleChecked(tree, new Set(), 3, true)].sort()).toEqual([3, 5]);
    const all = toggleChecked(tree, new Set([2, 3, 5]), 4, true);
    expect([...all].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...toggleChecked(tree, all, 5, false)].sort()).toEqual([2, 4]);
  });

  it('renders checked, mixed and unchecked nodes and reports the change', () => {
    function Harness() {
      const [checked, setChecked] = useState<number[]>([5]);
      return (
        <>
          <Tree mode="check" nodes={tree} checked={new Set(checked)} onChange={(s) => setChecked([...s].sort())} label={(d) => d.name} title="数据权限" openDepth={3} />
          <output data-testid="ids">{checked.join(',')}</output>
        </>
      );
    }
    renderApp(<Harness />);
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('维修组').checked).toBe(true);
    expect(box('物业').indeterminate).toBe(true);
    expect(box('委员会').indeterminate).toBe(true);
    fireEvent.click(box('委员会'));
    expect(screen.getByTestId('ids').textContent).toBe('1,2,3,4,5');
    fireEvent.click(box('业委会'));
    expect(screen.getByTestId('ids').textContent).toBe('3,4,5');
  });
});

describe('department order', () => {
  it('dropping before, after or inside a department renumbers the new siblings', () => {
    expect(reorder(DEPTS, 4, 2, 'before')).toEqual([
      { id: 4, parentId: 1, orderNum: 1 },
      { id: 2, parentId: 1, orderNum: 2 },
      { id: 3, parentId: 1, orderNum: 3 },
    ]);
    expect(reorder(DEPTS, 2, 4, 'after')).toEqual([
      { id: 3, parentId: 1, orderNum: 1 },
      { id: 4, parentId: 1, orderNum: 2 },
      { id: 2, parentId: 1, orderNum: 3 },
    ]);
    expect(reorder(DEPTS, 4, 3, 'inside')).toEqual([
      { id: 5, parentId: 3, orderNum: 1 },
      { id: 4, parentId: 3, orderNum: 2 },
    ]);
  });

  it('a department cannot go into itself or its own subtree', () => {
    expect(reorder(DEPTS, 3, 3, 'inside')).toBeNull();
    expect(reorder(DEPTS, 3, 5, 'inside')).toBeNull();
    expect(reorder(DEPTS, 1, 2, 'before')).toBeNull();
  });

  it('moves up and down among its siblings', () => {
    expect(shift(DEPTS, 3, -1)).toEqual([
      { id: 3, parentId: 1, orderNum: 1 },
      { id: 2, parentId: 1, orderNum: 2 },
      { id: 4, parentId: 1, orderNum: 3 },
    ]);
    expect(shift(DEPTS, 2, -1)).toBeNull();
    expect(shift(DEPTS, 4, 1)).toBeNull();
  });
});
