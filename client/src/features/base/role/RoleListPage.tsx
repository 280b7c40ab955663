/**
 * Roles (/sys/role): name, label, remark; the form holds the menu permission
 * tree (function permissions), the department tree (data permissions) and the
 * relevance flag (data permission also covers superior and subordinate
 * departments).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { SysRole } from '../../../meta/entities.json';
import type { RoleListPageQuery } from '../../../__generated__/RoleListPageQuery.graphql.ts';
import type { RoleListPage_query$key } from '../../../__generated__/RoleListPage_query.graphql.ts';
import type { RoleListPageExportQuery } from '../../../__generated__/RoleListPageExportQuery.graphql.ts';
import type { RoleListPageAddMutation } from '../../../__generated__/RoleListPageAddMutation.graphql.ts';
import type { RoleListPageUpdateMutation } from '../../../__generated__/RoleListPageUpdateMutation.graphql.ts';
import type { RoleListPageDeleteMutation } from '../../../__generated__/RoleListPageDeleteMutation.graphql.ts';
import { DataTable, EntityForm, commit, entityMeta, listVariables, unwrapResult, useEntityList, useMetaText, type FormValues } from '../../../components/DataTable/index.ts';
import type { ScreenProps } from '../../../router/types.ts';
import { DepartmentCheckTree, MenuCheckTree } from '../shared/TreeData.tsx';

export const meta = entityMeta(SysRole);

graphql`
  fragment RoleListPage_fields on SysRole {
    id
    rowId
    name
    label
    remark
    relevance
    menuIdList
    departmentIdList
    userId
    createTime
    updateTime
  }
`;

export const roleListQuery = graphql`
  query RoleListPageQuery($first: Int, $after: String, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    ...RoleListPage_query @arguments(first: $first, after: $after, keyWord: $keyWord, orderBy: $orderBy, sort: $sort)
  }
`;

const pageFragment = graphql`
  fragment RoleListPage_query on Query
  @refetchable(queryName: "RoleListPageRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    keyWord: { type: "String" }
    orderBy: { type: "String" }
    sort: { type: "SortOrder" }
  ) {
    sysRolePage(first: $first, after: $after, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      totalCount
      edges {
        node {
          ...RoleListPage_fields @relay(mask: false)
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query RoleListPageExportQuery($keyWord: String, $orderBy: String, $sort: SortOrder) {
    sysRoleList(keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      ...RoleListPage_fields @relay(mask: false)
    }
  }
`;

const addMutation = graphql`
  mutation RoleListPageAddMutation($input: SysRoleAddInput!) {
    sysRoleAdd(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysRoleAddSuccess {
        data {
          record {
            ...RoleListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation RoleListPageUpdateMutation($input: SysRoleUpdateInput!) {
    sysRoleUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysRoleUpdateSuccess {
        data {
          record {
            ...RoleListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation RoleListPageDeleteMutation($ids: [Int!]!) {
    sysRoleDelete(ids: $ids) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysRoleDeleteSuccess {
        data {
          ids
          deletedIds @deleteRecord
        }
      }
    }
  }
`;

type Role = NonNullable<RoleListPageExportQuery['response']['sysRoleList'][number]>;

export default function RoleListPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<RoleListPageQuery>(roleListQuery, queries.list!);
  const [data, refetch] = useRefetchableFragment(pageFragment, root as RoleListPage_query$key);
  const list = useEntityList(meta, refetch);
  const rows = data.sysRolePage.edges.map((e) => e.node).filter(Boolean) as Role[];
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: Role } | null>(null);

  const save = async (values: FormValues, row?: Role) => {
    if (row) {
      const r = await commit<RoleListPageUpdateMutation>(environment, updateMutation, { input: { id: row.rowId, ...values } });
      unwrapResult(r.sysRoleUpdate);
    } else {
      const r = await commit<RoleListPageAddMutation>(environment, addMutation, { input: values });
      unwrapResult(r.sysRoleAdd);
      list.reload();
    }
  };

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <DataTable<Role>
        meta={meta}
        rows={rows}
        total={data.sysRolePage.totalCount}
        state={list.state}
        onStateChange={list.setState}
        loading={list.loading}
        onReload={list.reload}
        columns={[
          { name: 'id', width: '20' },
          'name',
          'label',
          'remark',
          'relevance',
          { name: 'menuIdList', label: text.field(meta, 'menuIdList'), render: (r) => r.menuIdList.length, exportValue: (r) => r.menuIdList.join(','), sortable: false, hidden: true },
          { name: 'departmentIdList', label: text.field(meta, 'departmentIdList'), render: (r) => r.departmentIdList.length, exportValue: (r) => r.departmentIdList.join(','), sortable: false, hidden: true },
          'createTime',
          { name: 'updateTime', hidden: true },
        ]}
        onAdd={() => setForm({ mode: 'add' })}
        onEdit={(row) => setForm({ mode: 'edit', row })}
        onDelete={async (selected) => {
          const r = await commit<RoleListPageDeleteMutation>(environment, deleteMutation, { ids: selected.map((x) => x.rowId) });
          unwrapResult(r.sysRoleDelete);
          list.reload();
        }}
        inlineEdit={{ fields: ['name', 'label', 'remark'], onSave: (row, values) => save(values, row) }}
        exportRows={async () => (await fetchQuery<RoleListPageExportQuery>(environment, exportQuery, listVariables(list.state, meta)).toPromise())!.sysRoleList as Role[]}
      />
      <EntityForm
        meta={meta}
        open={form != null}
        mode={form?.mode ?? 'add'}
        size="xl"
        title={intl.formatMessage({ id: form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle' }, { entity: text.entity(meta) })}
        initial={form?.row ? { ...form.row, menuIdList: [...form.row.menuIdList], departmentIdList: [...form.row.departmentIdList] } : { relevance: false, menuIdList: [], departmentIdList: [] }}
        fields={[
          'name',
          'label',
          { name: 'remark', wide: true },
          {
            name: 'menuIdList',
            render: ({ value, onChange, label }) => <MenuCheckTree value={(value as number[]) ?? []} onChange={onChange} title={label} />,
          },
          {
            name: 'departmentIdList',
            render: ({ value, onChange, label }) => <DepartmentCheckTree value={(value as number[]) ?? []} onChange={onChange} title={label} />,
          },
          { name: 'relevance', wide: true, helperText: intl.formatMessage({ id: 'role.relevance.help' }) },
        ]}
        onSubmit={(values) => save(values, form?.row)}
        onClose={() => setForm(null)}
      />
    </Box>
  );
}
