/**
 * Trees of rows with a parentId (menus, departments): `buildTree`, a checkbox
 * tree (`CheckTree`: a role's menu and department permissions; checking a node
 * checks its subtree) and a single-choice tree (`SelectTree`: a parent or a
 * department). Both are keyboard usable (native checkboxes / buttons).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { Icon } from './Icon.tsx';
import { CheckBox } from './DataTable/CheckBox.tsx';

export interface TreeItem {
  rowId: number;
  parentId?: number | null;
  orderNum?: number | null;
}

export interface TreeNode<T extends TreeItem = TreeItem> {
  item: T;
  children: TreeNode<T>[];
}

/** The forest of items by parentId, siblings by orderNum then id; items whose parent is missing are roots. */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeNode<T>[] {
  const ids = new Set(items.map((i) => i.rowId));
  const byParent = new Map<number | null, T[]>();
  for (const i of items) {
    const p = i.parentId != null && ids.has(i.parentId) ? i.parentId : null;
    byParent.set(p, [...(byParent.get(p) ?? []), i]);
  }
  const make = (p: number | null, seen: Set<number>): TreeNode<T>[] =>
    (byParent.get(p) ?? [])
      .slice()
      .sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.rowId - b.rowId)
      .filter((i) => !seen.has(i.rowId))
      .map((i) => ({ item: i, children: make(i.rowId, new Set(seen).add(i.rowId)) }));
  return make(null, new Set());
}

/** The ids of a node and all its descendants. */
export function subtreeIds<T extends TreeItem>(node: TreeNode<T>): number[] {
  return [node.item.rowId, ...node.children.flatMap(subtreeIds)];
}

export function findNode<T extends TreeItem>(nodes: TreeNode<T>[], id: number): TreeNode<T> | null {
  for (const n of nodes) {
    if (n.item.rowId === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return null;
}

function parentsOf<T extends TreeItem>(nodes: TreeNode<T>[], id: number, path: TreeNode<T>[] = []): TreeNode<T>[] | null {
  for (const n of nodes) {
    if (n.item.rowId === id) return path;
    const found = parentsOf(n.children, id, [...path, n]);
    if (found) return found;
  }
  return null;
}

/** Toggles a node of a checkbox tree: the subtree follows; parents are checked when all their children are. */
export function toggleChecked<T extends TreeItem>(nodes: TreeNode<T>[], checked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(checked);
  const node = findNode(nodes, id);
  if (!node) return next;
  for (const i of subtreeIds(node)) {
    if (on) next.add(i);
    else next.delete(i);
  }
  const parents = parentsOf(nodes, id) ?? [];
  for (const p of parents.reverse()) {
    if (p.children.every((c) => next.has(c.item.rowId))) next.add(p.item.rowId);
    else next.delete(p.item.rowId);
  }
  return next;
}

const Row = chakra('div', { base: { display: 'flex', alignItems: 'center', gap: '1', minH: '7', borderRadius: 'sm', fontSize: 'sm' } });

function Expander({ open, onToggle, label }: { open: boolean; onToggle: () => void; label: string }) {
  return (
    <IconButton size="2xs" variant="ghost" aria-label={label} aria-expanded={open} onClick={onToggle}>
      <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />
    </IconButton>
  );
}

interface CheckTreeProps<T extends TreeItem> {
  nodes: TreeNode<T>[];
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  label: (item: T) => ReactNode;
  /** accessible name of the tree */
  title: string;
  /** expanded levels at first (default 1) */
  openDepth?: number;
}

export function CheckTree<T extends TreeItem>({ nodes, checked, onChange, label, title, openDepth = 1 }: CheckTreeProps<T>) {
  const intl = useIntl();
  const [open, setOpen] = useState<Set<number>>(() => {
    const s = new Set<number>();
    const walk = (list: TreeNode<T>[], d: number) => list.forEach((n) => d < openDepth && (s.add(n.item.rowId), walk(n.children, d + 1)));
    walk(nodes, 0);
    return s;
  });
  const state = (n: TreeNode<T>): 'on' | 'off' | 'some' => {
    if (checked.has(n.item.rowId)) return 'on';
    const ids = subtreeIds(n).slice(1);
    return ids.some((i) => checked.has(i)) ? 'some' : 'off';
  };
  const render = (list: TreeNode<T>[], depth: number): ReactNode =>
    list.map((n) => {
      const s = state(n);
      const isOpen = open.has(n.item.rowId);
      const text = label(n.item);
      return (
        <Box key={n.item.rowId} role="treeitem" aria-expanded={n.children.length ? isOpen : undefined} aria-checked={s === 'on' ? true : s === 'some' ? 'mixed' : false}>
          <Row pl={`${depth * 18}px`}>
            {n.children.length ? (
              <Expander
                open={isOpen}
                label={intl.formatMessage({ id: isOpen ? 'table.collapse' : 'table.expand' })}
                onToggle={() =>
                  setOpen((o) => {
                    const next = new Set(o);
                    if (isOpen) next.delete(n.item.rowId);
                    else next.add(n.item.rowId);
                    return next;
                  })
                }
              />
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            <CheckBox label={text} checked={s === 'on'} indeterminate={s === 'some'} onChange={(on) => onChange(toggleChecked(nodes, checked, n.item.rowId, on))} />
          </Row>
          {isOpen && n.children.length > 0 && <Box role="group">{render(n.children, depth + 1)}</Box>}
        </Box>
      );
    });
  return (
    <Box role="tree" aria-label={title} aria-multiselectable borderWidth="1px" borderRadius="md" p="2" maxH="64" overflowY="auto" w="100%">
      {render(nodes, 0)}
    </Box>
  );
}

interface SelectTreeProps<T extends TreeItem> {
  nodes: TreeNode<T>[];
  value: number | null;
  onChange: (id: number | null) => void;
  label: (item: T) => ReactNode;
  title: string;
  /** offers "none" (top level) */
  noneLabel?: string;
  /** ids that cannot be chosen (a node itself and its subtree as its own parent) */
  disabledIds?: ReadonlySet<number>;
  /** only these can be chosen (e.g. directories and menus as a parent) */
  selectable?: (item: T) => boolean;
  maxH?: string;
}

const Choice = chakra('button', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    cursor: 'pointer',
    fontSize: 'sm',
    flex: '1',
    minW: 0,
    _hover: { bg: 'bg.muted' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    '&[aria-selected=true]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    _focusVisible: { outline: '2px solid', outlineColor: 'var(--color-primary)' },
  },
});

export function SelectTree<T extends TreeItem>({ nodes, value, onChange, label, title, noneLabel, disabledIds, selectable, maxH = '56' }: SelectTreeProps<T>) {
  const intl = useIntl();
  const [open, setOpen] = useState<Set<number>>(() => {
    const s = new Set<number>(nodes.map((n) => n.item.rowId));
    if (value != null) for (const p of parentsOf(nodes, value) ?? []) s.add(p.item.rowId);
    return s;
  });
  // the chosen node is scrolled into view when the tree first shows
  const scrolled = useRef(false);
  const scrollOnce = (el: HTMLButtonElement | null) => {
    if (!el || scrolled.current) return;
    scrolled.current = true;
    el.scrollIntoView?.({ block: 'nearest' });
  };
  const render = (list: TreeNode<T>[], depth: number): ReactNode =>
    list.map((n) => {
      const isOpen = open.has(n.item.rowId);
      const disabled = disabledIds?.has(n.item.rowId) || (selectable ? !selectable(n.item) : false);
      return (
        <Box key={n.item.rowId}>
          <Row pl={`${depth * 18}px`}>
            {n.children.length ? (
              <Expander
                open={isOpen}
                label={intl.formatMessage({ id: isOpen ? 'table.collapse' : 'table.expand' })}
                onToggle={() =>
                  setOpen((o) => {
                    const next = new Set(o);
                    if (isOpen) next.delete(n.item.rowId);
                    else next.add(n.item.rowId);
                    return next;
                  })
                }
              />
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            <Choice
              type="button"
              role="option"
              aria-selected={value === n.item.rowId}
              disabled={disabled}
              ref={value === n.item.rowId ? scrollOnce : undefined}
              onClick={() => onChange(n.item.rowId)}
            >
              {label(n.item)}
            </Choice>
          </Row>
          {isOpen && n.children.length > 0 && render(n.children, depth + 1)}
        </Box>
      );
    });
  return (
    <Box role="listbox" aria-label={title} borderWidth="1px" borderRadius="md" p="1.5" maxH={maxH} overflowY="auto" w="100%">
      {noneLabel && (
        <Flex>
          <Choice type="button" role="option" aria-selected={value == null} onClick={() => onChange(null)}>
            {noneLabel}
          </Choice>
        </Flex>
      )}
      {render(nodes, 0)}
    </Box>
  );
}
