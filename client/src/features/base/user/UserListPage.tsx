/**
 * System users (/sys/user): the department tree beside the list (a click
 * filters the users by department), moving the chosen users to a department,
 * the status switch (disabling asks first), and the add/edit form with
 * roles, department (the department tree, TreeData.tsx), communities and
 * password. Roles and communities are chosen by name from a searchable list
 * (MultiCheck `searchable`); the list shows department and role names.
 */
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { SysUser } from '../../../meta/entities.json';
import { SysUserOperations, type SysUserRow } from '../../../entity/generated/SysUser.ts';
import type { UserListPageRolesQuery } from '../../../__generated__/UserListPageRolesQuery.graphql.ts';
import type { UserListPageAreasQuery } from '../../../__generated__/UserListPageAreasQuery.graphql.ts';
import { defineEntityScreen, entityMeta, permOf, resultOf, StatusSwitch, commit } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { ChoiceDialog } from '../../../components/ChoiceDialog.tsx';
import { MultiCheck } from '../../../components/MultiCheck.tsx';
import { message } from '../../../lib/message.ts';
import { DepartmentSelect, TreeBoundary } from '../shared/TreeData.tsx';
import { departmentMeta, DeptPanel } from './DeptPanel.tsx';

export const meta = entityMeta(SysUser);

const rolesQuery = graphql`
  query UserListPageRolesQuery {
    sysRoleList(orderBy: "createTime", sort: asc) {
      id
      rowId
      name
    }
  }
`;

const areasQuery = graphql`
  query UserListPageAreasQuery {
    areaInfoList(orderBy: "createTime", sort: asc) {
      id
      rowId
      name
    }
  }
`;

const moveMutation = graphql`
  mutation UserListPageMoveMutation($departmentId: Int!, $userIds: [Int!]!) {
    sysUserMove(departmentId: $departmentId, userIds: $userIds) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

const numberList = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : []);
type Checks = { value: unknown; onChange: (v: unknown) => void; label: string };

function RoleChecks({ value, onChange, label }: Checks) {
  const intl = useIntl();
  const roles = useLazyLoadQuery<UserListPageRolesQuery>(rolesQuery, {}, { fetchPolicy: 'store-and-network' }).sysRoleList;
  return <MultiCheck label={label} value={numberList(value)} onChange={onChange} options={roles.map((r) => ({ value: r.rowId, label: r.name }))} emptyText={intl.formatMessage({ id: 'user.noRoles' })} searchable={roles.length > 8} />;
}

function AreaChecks({ value, onChange, label }: Checks) {
  const intl = useIntl();
  const areas = useLazyLoadQuery<UserListPageAreasQuery>(areasQuery, {}, { fetchPolicy: 'store-and-network' }).areaInfoList;
  return <MultiCheck label={label} value={numberList(value)} onChange={onChange} options={areas.map((a) => ({ value: a.rowId, label: a.name }))} emptyText={intl.formatMessage({ id: 'user.noAreas' })} searchable />;
}

/** Moves the chosen users to a department. */
function MoveButton({ users, done }: { users: SysUserRow[]; done: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const move = async () => {
    if (target == null) throw new Error(f('user.move.choose'));
    resultOf(await commit(environment, moveMutation, { departmentId: target, userIds: users.map((u) => u.rowId) }));
    message.success(f('common.success'));
    done();
  };
  return (
    <>
      <Button size="sm" variant="outline" disabled={users.length === 0} onClick={() => setOpen(true)}>
        <span aria-hidden>⇄</span>
        {f('user.move')}
      </Button>
      <ChoiceDialog open={open} title={f('user.move.title')} onConfirm={move} onClose={() => setOpen(false)}>
        <Text fontSize="sm" mb="2" color="fg.muted">
          {f('user.move.desc', { count: users.length })}
        </Text>
        <DepartmentSelect value={target} onChange={setTarget} title={f('user.move.target')} />
      </ChoiceDialog>
    </>
  );
}

const selectedDept = (filters: Record<string, string>) => Number(filters.departmentIds?.split(',')[0]) || null;

export default defineEntityScreen<SysUserRow>({
  meta,
  ops: SysUserOperations,
  columns: [
    { name: 'headImg', sortable: false, exportable: false, render: (r) => <Avatar.Root size="xs"><Avatar.Fallback name={r.nickName || r.name} />{r.headImg ? <Avatar.Image src={r.headImg} alt="" /> : null}</Avatar.Root> },
    'username',
    'name',
    'nickName',
    { name: 'departmentName', sortable: false },
    { name: 'roleName', sortable: false, render: (r) => r.roleName?.split(',').map((n) => <Badge key={n} size="sm" mr="1" colorPalette="brand" variant="subtle">{n}</Badge>) },
    'phone',
    'email',
    'propertyCompany',
    { name: 'status', render: (r) => <StatusSwitch row={r} name={r.username} /> },
    'remark',
    'createTime',
  ],
  hidden: ['email', 'propertyCompany', 'remark', 'createTime'],
  inlineEdit: ['name', 'nickName', 'phone'],
  aside: (ctrl) => (
    <Can I={permOf(departmentMeta, 'list')}>
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p="3" w={{ base: '100%', md: '60', xl: '64' }} flexShrink={0}>
        <TreeBoundary>
          <DeptPanel selectedId={selectedDept(ctrl.state.filters)} onSelect={(_id, ids) => ctrl.setState({ filters: { departmentIds: ids.length ? ids.join(',') : null } })} onChanged={ctrl.reload} />
        </TreeBoundary>
      </Box>
    </Can>
  ),
  toolbar: ({ selected, clearSelection }, ctrl) => (
    <Can I={permOf(meta, 'move')}>
      <Suspense fallback={<Spinner size="sm" />}>
        <MoveButton users={selected} done={() => (clearSelection(), ctrl.reload())} />
      </Suspense>
    </Can>
  ),
  form: {
    size: 'xl',
    initial: (ctrl) => ({ status: 1, roleIdList: [], areaIds: [], departmentId: selectedDept(ctrl.state.filters), password: '' }),
    values: (row) => ({ ...row, password: '', roleIdList: [...row.roleIdList], areaIds: numberList(row.areaIds) }),
    fields: ({ mode }) => [
      'name',
      'username',
      { name: 'password', kind: 'password', required: mode !== 'edit', placeholderId: mode === 'edit' ? 'user.password.keep' : 'user.password.placeholder' },
      'nickName',
      { name: 'headImg', kind: 'image', wide: true },
      { name: 'departmentId', wide: true, labelId: 'user.department', render: ({ value, onChange, label }) => <DepartmentSelect value={(value as number | null) ?? null} onChange={onChange} title={label} none noneLabelId="form.none" /> },
      { name: 'roleIdList', wide: true, render: (ctx) => <TreeBoundary><RoleChecks {...ctx} /></TreeBoundary> },
      { name: 'areaIds', wide: true, perm: 'area:info:list', render: (ctx) => <TreeBoundary><AreaChecks {...ctx} /></TreeBoundary> },
      'phone',
      'email',
      'propertyCompany',
      { name: 'status', required: true },
      'remark',
    ],
  },
});
