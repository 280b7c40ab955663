/**
 * System users (/sys/user): the department tree beside the list (a click
 * filters the users by department), moving the chosen users to a department,
 * the status switch, and the add/edit form with roles, department,
 * communities and password.
 */
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Avatar } from '@chakra-ui/react/avatar';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { SysUser } from '../../../meta/entities.json';
import type { UserListPageQuery } from '../../../__generated__/UserListPageQuery.graphql.ts';
import type { UserListPage_query$key } from '../../../__generated__/UserListPage_query.graphql.ts';
import type { UserListPageExportQuery } from '../../../__generated__/UserListPageExportQuery.graphql.ts';
import type { UserListPageAddMutation } from '../../../__generated__/UserListPageAddMutation.graphql.ts';
import type { UserListPageUpdateMutation } from '../../../__generated__/UserListPageUpdateMutation.graphql.ts';
import type { UserListPageDeleteMutation } from '../../../__generated__/UserListPageDeleteMutation.graphql.ts';
import type { UserListPageMoveMutation } from '../../../__generated__/UserListPageMoveMutation.graphql.ts';
import type { UserListPageRolesQuery } from '../../../__generated__/UserListPageRolesQuery.graphql.ts';
import type { UserListPageAreasQuery } from '../../../__generated__/UserListPageAreasQuery.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { CheckBox, DataTable, EntityForm, commit, entityMeta, listVariables, permOf, unwrapResult, useEntityList, useMetaText, type FormValues } from '../../../components/DataTable/index.ts';
import { useDict } from '../../../dict/index.ts';
import { message } from '../../../lib/message.ts';
import type { ScreenProps } from '../../../router/types.ts';
import { DepartmentSelect, TreeBoundary } from '../shared/TreeData.tsx';
import { departmentMeta, DeptPanel } from './DeptPanel.tsx';

export const meta = entityMeta(SysUser);

graphql`
  fragment UserListPage_fields on SysUser {
    id
    rowId
    username
    name
    nickName
    headImg
    phone
    email
    remark
    status
    departmentId
    departmentName
    roleIdList
    roleName
    areaIds
    propertyCompany
    createTime
    updateTime
  }
`;

export const userListQuery = graphql`
  query UserListPageQuery($first: Int, $after: String, $filter: SysUserFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    ...UserListPage_query @arguments(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort)
  }
`;

const pageFragment = graphql`
  fragment UserListPage_query on Query
  @refetchable(queryName: "UserListPageRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    filter: { type: "SysUserFilter" }
    keyWord: { type: "String" }
    orderBy: { type: "String" }
    sort: { type: "SortOrder" }
  ) {
    sysUserPage(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      totalCount
      edges {
        node {
          ...UserListPage_fields @relay(mask: false)
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query UserListPageExportQuery($filter: SysUserFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    sysUserList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      ...UserListPage_fields @relay(mask: false)
    }
  }
`;

const rolesQuery = graphql`
  query UserListPageRolesQuery {
    sysRoleList(orderBy: "createTime", sort: asc) {
      id
      rowId
      name
      label
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

const addMutation = graphql`
  mutation UserListPageAddMutation($input: SysUserAddInput!) {
    sysUserAdd(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysUserAddSuccess {
        data {
          record {
            ...UserListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation UserListPageUpdateMutation($input: SysUserUpdateInput!) {
    sysUserUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysUserUpdateSuccess {
        data {
          record {
            ...UserListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation UserListPageDeleteMutation($ids: [Int!]!) {
    sysUserDelete(ids: $ids) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysUserDeleteSuccess {
        data {
          ids
          deletedIds @deleteRecord
        }
      }
    }
  }
`;

const moveMutation = graphql`
  mutation UserListPageMoveMutation($departmentId: Int!, $userIds: [Int!]!) {
    sysUserMove(departmentId: $departmentId, userIds: $userIds) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysUserMoveSuccess {
        data
      }
    }
  }
`;

type User = NonNullable<UserListPageExportQuery['response']['sysUserList'][number]>;

function numberList(v: unknown): number[] {
  return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : [];
}

/** Checkbox list of a few options (roles, communities). */
function MultiChecks({ options, value, onChange, label, emptyText }: { options: { value: number; label: string }[]; value: number[]; onChange: (v: number[]) => void; label: string; emptyText: string }) {
  if (options.length === 0) return <Text fontSize="sm" color="fg.muted">{emptyText}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1.5" role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="2" maxH="40" overflowY="auto" w="100%">
      {options.map((o) => (
        <CheckBox
          key={o.value}
          label={o.label}
          checked={value.includes(o.value)}
          onChange={(on) => onChange(on ? [...value, o.value] : value.filter((x) => x !== o.value))}
        />
      ))}
    </SimpleGrid>
  );
}

function RoleChecks(props: { value: number[]; onChange: (v: number[]) => void; label: string }) {
  const intl = useIntl();
  const roles = useLazyLoadQuery<UserListPageRolesQuery>(rolesQuery, {}, { fetchPolicy: 'store-and-network' }).sysRoleList;
  return <MultiChecks {...props} options={roles.map((r) => ({ value: r.rowId, label: r.name }))} emptyText={intl.formatMessage({ id: 'user.noRoles' })} />;
}

function AreaChecks(props: { value: number[]; onChange: (v: number[]) => void; label: string }) {
  const intl = useIntl();
  const areas = useLazyLoadQuery<UserListPageAreasQuery>(areasQuery, {}, { fetchPolicy: 'store-and-network' }).areaInfoList;
  return <MultiChecks {...props} options={areas.map((a) => ({ value: a.rowId, label: a.name }))} emptyText={intl.formatMessage({ id: 'user.noAreas' })} />;
}

/** Moves the chosen users to a department. */
function MoveDialog({ users, onClose, onMoved }: { users: User[]; onClose: () => void; onMoved: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const move = () => {
    if (target == null) {
      message.warning(f('user.move.choose'));
      return;
    }
    setBusy(true);
    commit<UserListPageMoveMutation>(environment, moveMutation, { departmentId: target, userIds: users.map((u) => u.rowId) })
      .then((r) => {
        unwrapResult(r.sysUserMove);
        message.success(f('common.success'));
        onMoved();
        onClose();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{f('user.move.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" mb="2" color="fg.muted">
                {f('user.move.desc', { count: users.length })}
              </Text>
              <DepartmentSelect value={target} onChange={setTarget} title={f('user.move.target')} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
                {f('common.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} onClick={move}>
                {f('common.ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function UserListPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const can = useCan();
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<UserListPageQuery>(userListQuery, queries.list!);
  const [data, refetch] = useRefetchableFragment(pageFragment, root as UserListPage_query$key);
  const list = useEntityList(meta, refetch);
  const rows = data.sysUserPage.edges.map((e) => e.node).filter(Boolean) as User[];
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: User } | null>(null);
  const [moving, setMoving] = useState<{ users: User[]; done: () => void } | null>(null);
  const [toggling, setToggling] = useState<Set<string>>(new Set());
  const companies = useDict('propertyCompany');
  const canUpdate = can(permOf(meta, 'update'));
  const selectedDept = Number(list.state.filters.departmentIds?.split(',')[0]) || null;

  const save = async (values: FormValues, row?: User) => {
    if (row) {
      const r = await commit<UserListPageUpdateMutation>(environment, updateMutation, { input: { id: row.rowId, ...values } });
      unwrapResult(r.sysUserUpdate);
    } else {
      const r = await commit<UserListPageAddMutation>(environment, addMutation, { input: values });
      unwrapResult(r.sysUserAdd);
      list.reload();
    }
  };

  const toggleStatus = (row: User, on: boolean) => {
    setToggling((s) => new Set(s).add(row.id));
    save({ status: on ? 1 : 0 }, row)
      .then(() => message.success(f('common.success')))
      .catch((e: Error) => message.error(e.message))
      .finally(() =>
        setToggling((s) => {
          const next = new Set(s);
          next.delete(row.id);
          return next;
        }),
      );
  };

  const companyName = (v: string | null | undefined) => companies.find((c) => (c.value ?? c.name) === v)?.name ?? v ?? '';

  return (
    <Flex gap="3" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Can I={permOf(departmentMeta, 'list')}>
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p="3" w={{ base: '100%', md: '60', xl: '64' }} flexShrink={0}>
          <TreeBoundary>
            <DeptPanel
              selectedId={selectedDept}
              onSelect={(_id, ids) => list.setState({ filters: { departmentIds: ids.length ? ids.join(',') : null } })}
              onChanged={list.reload}
            />
          </TreeBoundary>
        </Box>
      </Can>
      <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }} flex="1" minW="0" w="100%">
        <DataTable<User>
          meta={meta}
          rows={rows}
          total={data.sysUserPage.totalCount}
          state={list.state}
          onStateChange={list.setState}
          loading={list.loading}
          onReload={list.reload}
          columns={[
            {
              name: 'headImg',
              sortable: false,
              exportable: false,
              render: (r) => (
                <Avatar.Root size="xs">
                  <Avatar.Fallback name={r.nickName || r.name} />
                  {r.headImg ? <Avatar.Image src={r.headImg} alt="" /> : null}
                </Avatar.Root>
              ),
            },
            'username',
            'name',
            'nickName',
            { name: 'departmentName', label: f('column.departmentName'), sortable: false },
            {
              name: 'roleName',
              label: f('column.roleName'),
              sortable: false,
              render: (r) => (r.roleName ? r.roleName.split(',').map((n) => <Badge key={n} size="sm" mr="1" colorPalette="brand" variant="subtle">{n}</Badge>) : null),
            },
            'phone',
            { name: 'email', hidden: true },
            { name: 'propertyCompany', hidden: true, render: (r) => companyName(r.propertyCompany), exportValue: (r) => companyName(r.propertyCompany) },
            {
              name: 'status',
              render: (r) =>
                canUpdate ? (
                  <Flex align="center" gap="1.5">
                    <CheckBox toggle ariaLabel={`${text.field(meta, 'status')} ${r.username}`} checked={r.status === 1} disabled={toggling.has(r.id)} onChange={(on) => toggleStatus(r, on)} />
                    <Text fontSize="xs" color="fg.muted">
                      {text.option(meta, 'status', r.status)}
                    </Text>
                  </Flex>
                ) : (
                  <Badge size="sm" colorPalette={r.status === 1 ? 'green' : 'gray'}>
                    {text.option(meta, 'status', r.status)}
                  </Badge>
                ),
            },
            { name: 'remark', hidden: true },
            { name: 'createTime', hidden: true },
          ]}
          onAdd={() => setForm({ mode: 'add' })}
          onEdit={(row) => setForm({ mode: 'edit', row })}
          onDelete={async (selected) => {
            const r = await commit<UserListPageDeleteMutation>(environment, deleteMutation, { ids: selected.map((x) => x.rowId) });
            unwrapResult(r.sysUserDelete);
            list.reload();
          }}
          inlineEdit={{ fields: ['name', 'nickName', 'phone'], onSave: (row, values) => save(values, row) }}
          toolbar={({ selected, clearSelection }) => (
            <Can I={permOf(meta, 'move')}>
              <Button size="sm" variant="outline" disabled={selected.length === 0} onClick={() => setMoving({ users: selected, done: clearSelection })}>
                <span aria-hidden>⇄</span>
                {f('user.move')}
              </Button>
            </Can>
          )}
          exportRows={async () => (await fetchQuery<UserListPageExportQuery>(environment, exportQuery, listVariables(list.state, meta)).toPromise())!.sysUserList as User[]}
        />
      </Box>
      {moving && (
        <Suspense fallback={<Spinner />}>
          <MoveDialog
            users={moving.users}
            onClose={() => setMoving(null)}
            onMoved={() => {
              moving.done();
              list.reload();
            }}
          />
        </Suspense>
      )}
      <EntityForm
        meta={meta}
        open={form != null}
        mode={form?.mode ?? 'add'}
        size="xl"
        title={f(form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle', { entity: text.entity(meta) })}
        initial={
          form?.row
            ? { ...form.row, password: '', roleIdList: [...form.row.roleIdList], areaIds: numberList(form.row.areaIds) }
            : { status: 1, roleIdList: [], areaIds: [], departmentId: selectedDept, password: '' }
        }
        fields={[
          'name',
          'username',
          {
            name: 'password',
            kind: 'password',
            required: form?.mode !== 'edit',
            placeholder: f(form?.mode === 'edit' ? 'user.password.keep' : 'user.password.placeholder'),
          },
          'nickName',
          {
            name: 'departmentId',
            wide: true,
            label: f('user.department'),
            render: ({ value, onChange, label }) => <DepartmentSelect value={(value as number | null) ?? null} onChange={onChange} title={label} none noneLabel={f('form.none')} />,
          },
          {
            name: 'roleIdList',
            wide: true,
            render: ({ value, onChange, label }) => (
              <TreeBoundary>
                <RoleChecks value={numberList(value)} onChange={onChange} label={label} />
              </TreeBoundary>
            ),
          },
          {
            name: 'areaIds',
            wide: true,
            visible: () => can('area:info:list'),
            render: ({ value, onChange, label }) => (
              <TreeBoundary>
                <AreaChecks value={numberList(value)} onChange={onChange} label={label} />
              </TreeBoundary>
            ),
          },
          'phone',
          'email',
          companies.length
            ? { name: 'propertyCompany', kind: 'select', options: companies.map((c) => ({ value: c.value ?? c.name, label: c.name })) }
            : 'propertyCompany',
          { name: 'status', required: true },
          'remark',
        ]}
        onSubmit={(values) => save(values, form?.row)}
        onClose={() => setForm(null)}
      />
    </Flex>
  );
}
