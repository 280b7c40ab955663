/**
 * The one tree of the client, for rows with a parentId (menus, departments,
 * dictionary items): `buildTree`, the expansion state shared with the tree
 * rows of DataTable (`useTreeExpansion`), and the `Tree` component in its
 * modes:
 * - `check`: checkboxes (a role's menu and department permissions; a node
 *   checks its subtree, a parent follows its children);
 * - `select`: one choice (a parent, a department), optionally "none"; the
 *   chosen node's button is pressed and its item selected;
 * - `browse`: a current node (a click picks it), node actions, and
 *   drag-reordering (before / after / inside a node) when `onMove` is given.
 * Every mode is keyboard usable (native checkboxes and buttons).
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
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

export type DropPosition = 'before' | 'after' | 'inside';

export interface OrderItem {
  id: number;
  parentId: number | null;
  orderNum: number;
}

/**
 * The new order after dropping `dragId` before/after/inside `targetId`: the
 * dragged node takes its place among its new siblings, numbered 1, 2, 3…
 * Null when the drop is not allowed (onto itself or its own subtree).
 */
export function reorder<T extends TreeItem>(items: readonly T[], dragId: number, targetId: number, position: DropPosition): OrderItem[] | null {
  if (dragId === targetId) return null;
  const dragged = findNode(buildTree(items), dragId);
  if (!dragged || subtreeIds(dragged).includes(targetId)) return null;
  const target = items.find((d) => d.rowId === targetId);
  if (!target) return null;
  const newParent = position === 'inside' ? target.rowId : (target.parentId ?? null);
  const siblings = items
    .filter((d) => (d.parentId ?? null) === newParent && d.rowId !== dragId)
    .sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.rowId - b.rowId)
    .map((d) => d.rowId);
  if (position === 'inside') siblings.push(dragId);
  else siblings.splice(siblings.indexOf(targetId) + (position === 'before' ? 0 : 1), 0, dragId);
  return siblings.map((id, i) => ({ id, parentId: newParent, orderNum: i + 1 }));
}

/** Moves a node one place up or down among its siblings. */
export function shift<T extends TreeItem>(items: readonly T[], id: number, by: -1 | 1): OrderItem[] | null {
  const me = items.find((d) => d.rowId === id);
  if (!me) return null;
  const siblings = items.filter((d) => (d.parentId ?? null) === (me.parentId ?? null)).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.rowId - b.rowId);
  const at = siblings.findIndex((d) => d.rowId === id);
  const to = at + by;
  if (to < 0 || to >= siblings.length) return null;
  const ids = siblings.map((d) => d.rowId);
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids.map((x, i) => ({ id: x, parentId: me.parentId ?? null, orderNum: i + 1 }));
}

/** Which nodes are open (keys of any kind); shared by the Tree component and DataTable's tree rows. */
export function useTreeExpansion<K>(initial: () => Iterable<K> = () => []): { isOpen: (key: K) => boolean; toggle: (key: K, open?: boolean) => void } {
  const [open, setOpen] = useState<Set<K>>(() => new Set(initial()));
  return {
    isOpen: (key) => open.has(key),
    toggle: (key, to) =>
      setOpen((s) => {
        const next = new Set(s);
        if (to ?? !s.has(key)) next.add(key);
        else next.delete(key);
        return next;
      }),
  };
}

/** The expand/collapse button of a node (or the room it takes). */
export function Expander({ open, onToggle, hidden, busy }: { open: boolean; onToggle: () => void; hidden?: boolean; busy?: ReactNode }) {
  const intl = useIntl();
  if (hidden) return <Box w="6" flexShrink={0} />;
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={intl.formatMessage({ id: open ? 'table.collapse' : 'table.expand' })}
      aria-expanded={open}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      {busy ?? <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />}
    </IconButton>
  );
}

const Line = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minH: '7',
    pr: '1',
    borderRadius: 'sm',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'transparent',
    '&[data-current=true]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    '&[data-drop=before]': { borderTopColor: 'var(--color-primary)' },
    '&[data-drop=after]': { borderBottomColor: 'var(--color-primary)' },
    '&[data-drop=inside]': { borderColor: 'var(--color-primary)', bg: 'brand.subtle' },
  },
});

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
    truncate: true,
    _hover: { bg: 'bg.muted' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    '&[aria-pressed=true]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    _focusVisible: { outline: '2px solid', outlineColor: 'var(--color-primary)' },
  },
});

interface BaseProps<T extends TreeItem> {
  nodes: TreeNode<T>[];
  label: (item: T) => ReactNode;
  /** accessible name of the tree */
  title: string;
  /** levels open at first (default: 1; select mode also opens the chosen node's parents) */
  openDepth?: number;
  maxH?: string;
  /** a frame around the tree (default true) */
  framed?: boolean;
}

export type TreeProps<T extends TreeItem> = BaseProps<T> &
  (
    | { mode: 'check'; checked: ReadonlySet<number>; onChange: (next: Set<number>) => void }
    | {
        mode: 'select';
        value: number | null;
        onChange: (id: number | null) => void;
        /** offers "none" (top level) */
        noneLabel?: string;
        /** ids that cannot be chosen (a node itself and its subtree as its own parent) */
        disabledIds?: ReadonlySet<number>;
        /** only these can be chosen */
        selectable?: (item: T) => boolean;
      }
    | {
        mode: 'browse';
        /** the current node (null: the "all" entry) */
        value: number | null;
        onChange: (id: number | null, node: TreeNode<T> | null) => void;
        /** an entry for "all" above the nodes */
        allLabel?: string;
        /** the actions of a node (a menu) */
        actions?: (item: T) => ReactNode;
        /** drag-reordering: a node dropped before/after/inside another */
        onMove?: (dragId: number, targetId: number, position: DropPosition) => void;
      }
  );

/** Where a drop lands on a node: the top quarter before it, the bottom quarter after it, else inside. */
function positionOf(e: DragEvent<HTMLElement>): DropPosition {
  const rect = e.currentTarget.getBoundingClientRect();
  const y = e.clientY - rect.top;
  if (!rect.height) return 'inside';
  return y < rect.height / 4 ? 'before' : y > (rect.height * 3) / 4 ? 'after' : 'inside';
}

/** Drag-reordering of a browse tree's nodes (when it has onMove): the node dragged, where it would drop, and each node's drag handlers. */
function useTreeDrag(onMove: ((dragId: number, targetId: number, position: DropPosition) => void) | undefined) {
  const [drag, setDrag] = useState<{ id: number; over?: number; position?: DropPosition } | null>(null);
  const dragProps = (id: number) => {
    if (!onMove) return {};
    return {
      draggable: true,
      onDragStart: (e: DragEvent<HTMLDivElement>) => {
        e.dataTransfer?.setData('text/plain', String(id));
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
        setDrag({ id });
      },
      onDragOver: (e: DragEvent<HTMLDivElement>) => {
        if (!drag || drag.id === id) return;
        e.preventDefault();
        const position = positionOf(e);
        if (drag.over !== id || drag.position !== position) setDrag({ ...drag, over: id, position });
      },
      onDragLeave: () => drag?.over === id && setDrag({ id: drag.id }),
      onDrop: (e: DragEvent<HTMLDivElement>) => {
        e.preventDefault();
        const from = drag?.id ?? Number(e.dataTransfer?.getData('text/plain'));
        const position = drag?.position ?? positionOf(e);
        setDrag(null);
        if (from) onMove(from, id, position);
      },
      onDragEnd: () => setDrag(null),
    };
  };
  return { drag, dragProps };
}

export function Tree<T extends TreeItem>(props: TreeProps<T>) {
  const { nodes, label, title, openDepth = 1, maxH, framed = true } = props;
  const expansion = useTreeExpansion<number>(() => {
    const s: number[] = [];
    const walk = (list: TreeNode<T>[], d: number) => list.forEach((n) => d < openDepth && (s.push(n.item.rowId), walk(n.children, d + 1)));
    walk(nodes, 0);
    if (props.mode === 'select' && props.value != null) s.push(...(parentsOf(nodes, props.value) ?? []).map((p) => p.item.rowId));
    return s;
  });
  const { drag, dragProps } = useTreeDrag(props.mode === 'browse' ? props.onMove : undefined);
  // the chosen node is scrolled into view when the tree first shows
  const scrolled = useRef(false);
  const scrollOnce = (el: HTMLElement | null) => {
    if (!el || scrolled.current) return;
    scrolled.current = true;
    el.scrollIntoView?.({ block: 'nearest' });
  };

  const content = (n: TreeNode<T>) => {
    const id = n.item.rowId;
    if (props.mode === 'check') {
      const on = props.checked.has(id);
      const some = !on && subtreeIds(n).slice(1).some((i) => props.checked.has(i));
      return <CheckBox label={label(n.item)} checked={on} indeterminate={some} onChange={(c) => props.onChange(toggleChecked(nodes, props.checked, id, c))} />;
    }
    if (props.mode === 'select') {
      const chosen = props.value === id;
      return (
        <Choice
          type="button"
          aria-pressed={chosen}
          disabled={props.disabledIds?.has(id) || (props.selectable ? !props.selectable(n.item) : false)}
          ref={chosen ? scrollOnce : undefined}
          onClick={() => props.onChange(id)}
        >
          {label(n.item)}
        </Choice>
      );
    }
    const current = props.value === id;
    return (
      <>
        <Choice type="button" aria-current={current ? 'true' : undefined} onClick={() => props.onChange(current ? null : id, current ? null : n)}>
          {label(n.item)}
        </Choice>
        {props.actions?.(n.item)}
      </>
    );
  };

  const render = (list: TreeNode<T>[], depth: number): ReactNode =>
    list.map((n) => {
      const id = n.item.rowId;
      const open = expansion.isOpen(id);
      const checkState = props.mode === 'check' ? (props.checked.has(id) ? true : subtreeIds(n).slice(1).some((i) => props.checked.has(i)) ? 'mixed' : false) : undefined;
      return (
        <Box
          key={id}
          role="treeitem"
          aria-expanded={n.children.length ? open : undefined}
          aria-checked={checkState}
          aria-selected={props.mode === 'check' ? undefined : props.value === id}
        >
          <Line pl={`${depth * 18}px`} data-current={props.mode === 'browse' && props.value === id} data-drop={drag?.over === id ? drag.position : undefined} data-testid={`tree-node-${id}`} {...dragProps(id)}>
            <Expander open={open} hidden={n.children.length === 0} onToggle={() => expansion.toggle(id)} />
            {content(n)}
          </Line>
          {open && n.children.length > 0 && <Box role="group">{render(n.children, depth + 1)}</Box>}
        </Box>
      );
    });

  const frame = framed ? { borderWidth: '1px', borderRadius: 'md', p: '1.5', maxH: maxH ?? (props.mode === 'check' ? '64' : '56'), overflowY: 'auto' as const } : {};
  // Every mode is a tree of treeitems (the "none" and "all" entries are items too): a tree owns only items and
  // groups, and an item may hold its buttons (expand, choose, actions), which a listbox's options may not.
  return (
    <Box role="tree" aria-label={title} aria-multiselectable={props.mode === 'check' || undefined} w="100%" {...frame}>
      {props.mode === 'select' && props.noneLabel && (
        <Box role="treeitem" aria-selected={props.value == null}>
          <Flex>
            <Choice type="button" aria-pressed={props.value == null} onClick={() => props.onChange(null)}>
              {props.noneLabel}
            </Choice>
          </Flex>
        </Box>
      )}
      {props.mode === 'browse' && props.allLabel && (
        <Line role="treeitem" aria-selected={props.value == null} data-current={props.value == null}>
          <Box w="6" flexShrink={0} />
          <Choice type="button" aria-current={props.value == null ? 'true' : undefined} onClick={() => props.onChange(null, null)}>
            {props.allLabel}
          </Choice>
        </Line>
      )}
      {render(nodes, 0)}
    </Box>
  );
}
