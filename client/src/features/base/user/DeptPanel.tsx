/**
 * The department tree beside the user list (the Tree in browse mode): a click
 * filters the users by the department and its subordinates; departments are
 * added, edited and deleted here (the generated SysDepartment operations),
 * and reordered by drag and drop (or the up/down actions), saved with
 * sysDepartmentOrder. Deleting one asks what becomes of its users
 * (docs/decisions.md "Deleting a department"): moved to the top department
 * (the default), or deleted with it into the recycle bin (`deleteUser`).
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { SysDepartment } from '../../../meta/entities.json';
import { SysDepartmentOperations } from '../../../entity/generated/SysDepartment.ts';
import { resultOf, useConfirmedRemoval, useEntityWrites, commit, entityMeta, permOf, useMetaText, type FormValues } from '../../../entity/index.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { CheckBox } from '../../../components/DataTable/CheckBox.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { buildTree, reorder, shift, subtreeIds, Tree, type OrderItem } from '../../../components/Tree.tsx';
import { EntityForm } from '../../../components/DataTable/index.ts';
import { message } from '../../../lib/message.ts';
import { emit } from '../../../lib/events.ts';
import { departmentsQuery, DepartmentSelect, useDepartments, type DepartmentRow } from '../shared/TreeData.tsx';

export const departmentMeta = entityMeta(SysDepartment);

const orderMutation = graphql`
  mutation DeptPanelOrderMutation($items: [SysDepartmentOrderInput!]!) {
    sysDepartmentOrder(items: $items) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

/**
 * The generated delete with the department's own choice: `deleteUser` deletes its users too (else they move to the top department).
 * No @deleteRecord: the tree's list would hold a null until it is fetched again (refresh below fetches it).
 */
const deleteMutation = graphql`
  mutation DeptPanelDeleteMutation($ids: [Int!]!, $deleteUser: Boolean!) {
    sysDepartmentDelete(ids: $ids, deleteUser: $deleteUser) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationSysDepartmentDeleteSuccess {
        data {
          ids
          deletedIds
        }
      }
    }
  }
`;

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
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: DepartmentRow; parentId?: number | null } | null>(null);
  const canOrder = can(permOf(departmentMeta, 'order'));

  const refresh = async () => {
    await fetchQuery(environment, departmentsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    onChanged();
  };
  const writes = useEntityWrites(SysDepartmentOperations, () => void refresh());

  const save = async (values: FormValues) => {
    await writes.save(values, form?.row?.rowId);
    if (form?.row) await refresh();
  };

  // What becomes of the users, chosen in the confirmation: off (moved to the top department) each time it opens.
  const [deleteUsers, setDeleteUsers] = useState(false);
  const remove = async (ids: number[]) => {
    resultOf(await commit(environment, deleteMutation, { ids, deleteUser: deleteUsers }));
    await refresh();
    // Users were moved or deleted as well: what shows them follows.
    emit('entity-change', { type: 'SysDepartment' });
    emit('entity-change', { type: 'SysUser' });
  };
  const removal = useConfirmedRemoval<DepartmentRow>(remove, (d) => selectedId === d.rowId && onSelect(null, []));

  const saveOrder = (items: OrderItem[] | null) => {
    if (!items) return;
    commit(environment, orderMutation, { items })
      .then((r) => {
        resultOf(r);
        message.success(f('common.success'));
        return refresh();
      })
      .catch((e: Error) => message.error(e.message));
  };

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
      <Tree
        mode="browse"
        framed={false}
        nodes={tree}
        openDepth={99}
        title={text.entity(departmentMeta)}
        label={(d) => d.name}
        allLabel={f('dept.all')}
        value={selectedId}
        onChange={(id, node) => onSelect(id, node ? subtreeIds(node) : [])}
        onMove={canOrder ? (from, to, position) => saveOrder(reorder(departments, from, to, position)) : undefined}
        actions={(d) => (
          <NodeMenu
            name={d.name}
            canOrder={canOrder}
            onAction={(action) => {
              if (action === 'up') saveOrder(shift(departments, d.rowId, -1));
              else if (action === 'down') saveOrder(shift(departments, d.rowId, 1));
              else if (action === 'add') setForm({ mode: 'add', parentId: d.rowId });
              else if (action === 'edit') setForm({ mode: 'edit', row: d });
              else {
                setDeleteUsers(false);
                removal.ask(d);
              }
            }}
          />
        )}
      />
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
      <ConfirmDialog open={removal.target != null} title={f('dept.delete', { name: removal.target?.name ?? '' })} loading={removal.busy} onConfirm={removal.confirm} onCancel={removal.cancel}>
        <Text fontSize="sm">{f('dept.delete.confirm', { name: removal.target?.name ?? '' })}</Text>
        <Box mt="3">
          <CheckBox label={f('dept.delete.users')} checked={deleteUsers} disabled={removal.busy} onChange={setDeleteUsers} />
        </Box>
        <Text fontSize="sm" mt="2" color={deleteUsers ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {f(deleteUsers ? 'dept.delete.usersDeleted' : 'dept.delete.usersMoved')}
        </Text>
      </ConfirmDialog>
    </Box>
  );
}
