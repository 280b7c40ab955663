/**
 * The department tree beside the user list: a click filters the users by the
 * department and its subordinates; departments are added, edited and deleted
 * here, and reordered by drag and drop (or the up/down buttons), saved with
 * sysDepartmentOrder.
 */
import { useMemo, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { SysDepartment } from '../../../meta/entities.json';
import type { DeptPanelAddMutation } from '../../../__generated__/DeptPanelAddMutation.graphql.ts';
import type { DeptPanelUpdateMutation } from '../../../__generated__/DeptPanelUpdateMutation.graphql.ts';
import type { DeptPanelDeleteMutation } from '../../../__generated__/DeptPanelDeleteMutation.graphql.ts';
import type { DeptPanelOrderMutation } from '../../../__generated__/DeptPanelOrderMutation.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { buildTree, subtreeIds, type TreeNode } from '../../../components/Tree.tsx';
import { EntityForm, commit, entityMeta, permOf, unwrapResult, useMetaText, type FormValues } from '../../../components/DataTable/index.ts';
import { message } from '../../../lib/message.ts';
import { departmentsQuery, DepartmentSelect, useDepartments, type DepartmentRow } from '../shared/TreeData.tsx';

export const departmentMeta = entityMeta(SysDepartment);

const addMutation = graphql`
  mutation DeptPanelAddMutation($input: SysDepartmentAddInput!) {
    sysDepartmentAdd(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysDepartmentAddSuccess {
        data {
          record {
            id
          }
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation DeptPanelUpdateMutation($input: SysDepartmentUpdateInput!) {
    sysDepartmentUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysDepartmentUpdateSuccess {
        data {
          record {
            id
            rowId
            name
            parentId
            orderNum
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation DeptPanelDeleteMutation($ids: [Int!]!) {
    sysDepartmentDelete(ids: $ids) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysDepartmentDeleteSuccess {
        data {
          ids
          deletedIds @deleteRecord
        }
      }
    }
  }
`;

const orderMutation = graphql`
  mutation DeptPanelOrderMutation($items: [SysDepartmentOrderInput!]!) {
    sysDepartmentOrder(items: $items) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysDepartmentOrderSuccess {
        data
      }
    }
  }
`;

export type DropPosition = 'before' | 'after' | 'inside';

export interface OrderItem {
  id: number;
  parentId: number | null;
  orderNum: number;
}

/**
 * The new order after dropping `dragId` before/after/inside `targetId`: the
 * dragged department takes its place among its new siblings, and the siblings
 * are numbered 1, 2, 3… Null when the drop is not allowed (onto itself or its
 * own subtree).
 */
export function reorder(items: readonly DepartmentRow[], dragId: number, targetId: number, position: DropPosition): OrderItem[] | null {
  if (dragId === targetId) return null;
  const tree = buildTree(items);
  const find = (nodes: TreeNode<DepartmentRow>[]): TreeNode<DepartmentRow> | null => {
    for (const n of nodes) {
      if (n.item.rowId === dragId) return n;
      const f = find(n.children);
      if (f) return f;
    }
    return null;
  };
  const dragged = find(tree);
  if (!dragged || subtreeIds(dragged).includes(targetId)) return null;
  const target = items.find((d) => d.rowId === targetId);
  if (!target) return null;
  const newParent = position === 'inside' ? target.rowId : (target.parentId ?? null);
  const siblings = items
    .filter((d) => (d.parentId ?? null) === newParent && d.rowId !== dragId)
    .sort((a, b) => a.orderNum - b.orderNum || a.rowId - b.rowId)
    .map((d) => d.rowId);
  if (position === 'inside') siblings.push(dragId);
  else {
    const at = siblings.indexOf(targetId);
    siblings.splice(position === 'before' ? at : at + 1, 0, dragId);
  }
  return siblings.map((id, i) => ({ id, parentId: newParent, orderNum: i + 1 }));
}

/** Moves a department one place up or down among its siblings. */
export function shift(items: readonly DepartmentRow[], id: number, by: -1 | 1): OrderItem[] | null {
  const me = items.find((d) => d.rowId === id);
  if (!me) return null;
  const siblings = items.filter((d) => (d.parentId ?? null) === (me.parentId ?? null)).sort((a, b) => a.orderNum - b.orderNum || a.rowId - b.rowId);
  const at = siblings.findIndex((d) => d.rowId === id);
  const to = at + by;
  if (to < 0 || to >= siblings.length) return null;
  const ids = siblings.map((d) => d.rowId);
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids.map((x, i) => ({ id: x, parentId: me.parentId ?? null, orderNum: i + 1 }));
}

const Node = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minH: '8',
    pr: '1',
    borderRadius: 'sm',
    fontSize: 'sm',
    cursor: 'pointer',
    borderWidth: '1px',
    borderColor: 'transparent',
    _hover: { bg: 'bg.muted' },
    '&[aria-selected=true]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
    '&[data-drop=before]': { borderTopColor: 'var(--color-primary)' },
    '&[data-drop=after]': { borderBottomColor: 'var(--color-primary)' },
    '&[data-drop=inside]': { borderColor: 'var(--color-primary)', bg: 'brand.subtle' },
  },
});

type NodeAction = 'add' | 'edit' | 'delete' | 'up' | 'down';

/** The actions of a department (each guarded by its permission) in a small menu. */
function NodeMenu({ name, canOrder, onAction }: { name: string; canOrder: boolean; onAction: (a: NodeAction) => void }) {
  const intl = useIntl();
  const can = useCan();
  const f = (id: string) => intl.formatMessage({ id }, { name });
  const items: [NodeAction, string, boolean][] = [
    ['add', 'dept.addChild', can(permOf(departmentMeta, 'add'))],
    ['edit', 'dept.edit', can(permOf(departmentMeta, 'update'))],
    ['up', 'dept.moveUp', canOrder],
    ['down', 'dept.moveDown', canOrder],
    ['delete', 'dept.delete', can(permOf(departmentMeta, 'delete'))],
  ];
  const allowed = items.filter((i) => i[2]);
  if (allowed.length === 0) return null;
  return (
    <Menu.Root onSelect={(d) => onAction(d.value as NodeAction)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={f('dept.actions')} title={f('dept.actions')} onClick={(e) => e.stopPropagation()} color="fg.subtle">
          <Icon name="more" size={14} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" onClick={(e) => e.stopPropagation()}>
            {allowed.map(([value, id]) => (
              <Menu.Item key={value} value={value} color={value === 'delete' ? 'fg.error' : undefined}>
                {f(id)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface Props {
  /** the department whose users are listed (null: all) */
  selectedId: number | null;
  onSelect: (id: number | null, ids: number[]) => void;
  /** departments changed: the user list shows department names */
  onChanged: () => void;
}

export function DeptPanel({ selectedId, onSelect, onChanged }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const can = useCan();
  const departments = useDepartments();
  const tree = useMemo(() => buildTree(departments), [departments]);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: DepartmentRow; parentId?: number | null } | null>(null);
  const [removing, setRemoving] = useState<DepartmentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [drag, setDrag] = useState<{ id: number; over?: number; position?: DropPosition } | null>(null);
  const canOrder = can(permOf(departmentMeta, 'order'));

  const refresh = async () => {
    await fetchQuery(environment, departmentsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    onChanged();
  };

  const save = async (values: FormValues) => {
    if (form?.row) unwrapResult((await commit<DeptPanelUpdateMutation>(environment, updateMutation, { input: { id: form.row.rowId, ...values } })).sysDepartmentUpdate);
    else unwrapResult((await commit<DeptPanelAddMutation>(environment, addMutation, { input: values })).sysDepartmentAdd);
    await refresh();
  };

  const remove = () => {
    if (!removing) return;
    setBusy(true);
    commit<DeptPanelDeleteMutation>(environment, deleteMutation, { ids: [removing.rowId] })
      .then((r) => {
        unwrapResult(r.sysDepartmentDelete);
        message.success(f('common.success'));
        if (selectedId === removing.rowId) onSelect(null, []);
        setRemoving(null);
        return refresh();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };

  const saveOrder = (items: OrderItem[] | null) => {
    if (!items) return;
    commit<DeptPanelOrderMutation>(environment, orderMutation, { items })
      .then((r) => {
        unwrapResult(r.sysDepartmentOrder);
        message.success(f('common.success'));
        return refresh();
      })
      .catch((e: Error) => message.error(e.message));
  };

  const positionOf = (e: DragEvent<HTMLElement>): DropPosition => {
    const rect = e.currentTarget.getBoundingClientRect();
    const y = e.clientY - rect.top;
    if (!rect.height) return 'inside';
    return y < rect.height / 4 ? 'before' : y > (rect.height * 3) / 4 ? 'after' : 'inside';
  };

  const render = (nodes: TreeNode<DepartmentRow>[], depth: number) =>
    nodes.map((n) => {
      const d = n.item;
      const open = !collapsed.has(d.rowId);
      const selected = selectedId === d.rowId;
      return (
        <Box key={d.rowId} role="treeitem" aria-expanded={n.children.length ? open : undefined} aria-selected={selected}>
          <Node
            aria-selected={selected}
            data-drop={drag?.over === d.rowId ? drag.position : undefined}
            data-testid={`dept-${d.rowId}`}
            pl={`${depth * 16 + 4}px`}
            draggable={canOrder}
            onDragStart={(e: DragEvent<HTMLDivElement>) => {
              e.dataTransfer?.setData('text/plain', String(d.rowId));
              if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
              setDrag({ id: d.rowId });
            }}
            onDragOver={(e: DragEvent<HTMLDivElement>) => {
              if (!drag || drag.id === d.rowId) return;
              e.preventDefault();
              const position = positionOf(e);
              if (drag.over !== d.rowId || drag.position !== position) setDrag({ ...drag, over: d.rowId, position });
            }}
            onDragLeave={() => drag?.over === d.rowId && setDrag({ id: drag.id })}
            onDrop={(e: DragEvent<HTMLDivElement>) => {
              e.preventDefault();
              const from = drag?.id ?? Number(e.dataTransfer?.getData('text/plain'));
              const position = drag?.position ?? positionOf(e);
              setDrag(null);
              if (from) {
                const items = reorder(departments, from, d.rowId, position);
                if (items) saveOrder(items);
              }
            }}
            onDragEnd={() => setDrag(null)}
            onClick={() => onSelect(selected ? null : d.rowId, selected ? [] : subtreeIds(n))}
          >
            {n.children.length ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={f(open ? 'table.collapse' : 'table.expand')}
                aria-expanded={open}
                onClick={(e) => {
                  e.stopPropagation();
                  setCollapsed((s) => {
                    const next = new Set(s);
                    if (open) next.add(d.rowId);
                    else next.delete(d.rowId);
                    return next;
                  });
                }}
              >
                <Icon name={open ? 'chevron-down' : 'chevron-right'} size={14} />
              </IconButton>
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            <Box
              as="button"
              flex="1"
              minW="0"
              textAlign="start"
              truncate
              {...{ type: 'button' }}
              onClick={(e: React.MouseEvent) => {
                e.stopPropagation();
                onSelect(selected ? null : d.rowId, selected ? [] : subtreeIds(n));
              }}
            >
              {d.name}
            </Box>
            <NodeMenu
              name={d.name}
              canOrder={canOrder}
              onAction={(action) => {
                if (action === 'up') saveOrder(shift(departments, d.rowId, -1));
                else if (action === 'down') saveOrder(shift(departments, d.rowId, 1));
                else if (action === 'add') setForm({ mode: 'add', parentId: d.rowId });
                else if (action === 'edit') setForm({ mode: 'edit', row: d });
                else if (action === 'delete') setRemoving(d);
              }}
            />
          </Node>
          {open && n.children.length > 0 && <Box role="group">{render(n.children, depth + 1)}</Box>}
        </Box>
      );
    });

  return (
    <Box>
      <Flex align="center" justify="space-between" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {text.entity(departmentMeta)}
        </Text>
        <Can I={permOf(departmentMeta, 'add')}>
          <IconButton size="xs" variant="ghost" aria-label={f('dept.add')} title={f('dept.add')} onClick={() => setForm({ mode: 'add', parentId: null })}>
            <Icon name="plus" size={14} />
          </IconButton>
        </Can>
      </Flex>
      <Box role="tree" aria-label={text.entity(departmentMeta)}>
        <Node aria-selected={selectedId == null} pl="1" onClick={() => onSelect(null, [])}>
          <Box w="6" flexShrink={0} />
          <Box as="button" flex="1" textAlign="start" {...{ type: 'button' }}>
            {f('dept.all')}
          </Box>
        </Node>
        {render(tree, 0)}
      </Box>
      {canOrder && (
        <Text fontSize="xs" color="fg.subtle" mt="2">
          {f('dept.dragHint')}
        </Text>
      )}
      <EntityForm
        meta={departmentMeta}
        open={form != null}
        mode={form?.mode ?? 'add'}
        size="md"
        title={f(form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle', { entity: text.entity(departmentMeta) })}
        initial={form?.row ? { ...form.row } : { parentId: form?.parentId ?? null, orderNum: 0 }}
        fields={[
          { name: 'name', wide: true },
          {
            name: 'parentId',
            wide: true,
            render: ({ value, onChange, label }) => <DepartmentSelect value={(value as number | null) ?? null} onChange={onChange} title={label} none excludeId={form?.row?.rowId ?? null} />,
          },
          'orderNum',
        ]}
        onSubmit={save}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog open={removing != null} title={f('dept.delete', { name: removing?.name ?? '' })} loading={busy} onConfirm={remove} onCancel={() => !busy && setRemoving(null)}>
        {f('dept.delete.confirm', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
