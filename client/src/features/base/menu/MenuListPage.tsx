/**
 * Menus (/sys/menu): a tree table (a row click expands its children) of
 * directories, menus and buttons with icon, order, keepAlive, isShow, view
 * path, route and permissions. Export needs the menus chosen first.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { SysMenu } from '../../../meta/entities.json';
import type { MenuListPageQuery } from '../../../__generated__/MenuListPageQuery.graphql.ts';
import type { MenuListPage_query$data, MenuListPage_query$key } from '../../../__generated__/MenuListPage_query.graphql.ts';
import type { MenuListPageAddMutation } from '../../../__generated__/MenuListPageAddMutation.graphql.ts';
import type { MenuListPageUpdateMutation } from '../../../__generated__/MenuListPageUpdateMutation.graphql.ts';
import type { MenuListPageDeleteMutation } from '../../../__generated__/MenuListPageDeleteMutation.graphql.ts';
import { Can } from '../../../components/Can.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { DataTable, EntityForm, commit, entityMeta, permOf, unwrapResult, useEntityList, useMetaText, type FormValues } from '../../../components/DataTable/index.ts';
import type { ScreenProps } from '../../../router/types.ts';
import { MenuParentSelect } from '../shared/TreeData.tsx';

export const meta = entityMeta(SysMenu);

graphql`
  fragment MenuListPage_fields on SysMenu {
    id
    rowId
    parentId
    name
    router
    viewPath
    perms
    type
    icon
    orderNum
    keepAlive
    isShow
    createTime
    updateTime
  }
`;

export const menuListQuery = graphql`
  query MenuListPageQuery($filter: SysMenuFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    ...MenuListPage_query @arguments(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort)
  }
`;

const listFragment = graphql`
  fragment MenuListPage_query on Query
  @refetchable(queryName: "MenuListPageRefetchQuery")
  @argumentDefinitions(filter: { type: "SysMenuFilter" }, keyWord: { type: "String" }, orderBy: { type: "String" }, sort: { type: "SortOrder" }) {
    sysMenuList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      ...MenuListPage_fields @relay(mask: false)
    }
  }
`;

const addMutation = graphql`
  mutation MenuListPageAddMutation($input: SysMenuAddInput!) {
    sysMenuAdd(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysMenuAddSuccess {
        data {
          record {
            ...MenuListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation MenuListPageUpdateMutation($input: SysMenuUpdateInput!) {
    sysMenuUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysMenuUpdateSuccess {
        data {
          record {
            ...MenuListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation MenuListPageDeleteMutation($ids: [Int!]!) {
    sysMenuDelete(ids: $ids) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysMenuDeleteSuccess {
        data {
          ids
          deletedIds @deleteRecord
        }
      }
    }
  }
`;

type Menu = MenuListPage_query$data['sysMenuList'][number];

const TYPE_COLORS = ['blue', 'green', 'orange'];

export default function MenuListPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<MenuListPageQuery>(menuListQuery, queries.list!);
  const [data, refetch] = useRefetchableFragment(listFragment, root as MenuListPage_query$key);
  const list = useEntityList(meta, refetch, { paged: false });
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: Menu; parentId?: number | null } | null>(null);

  // the tree: rows whose parent is not listed (filtered out, or the top) are roots
  const { roots, byParent } = useMemo(() => {
    const all = data.sysMenuList.filter(Boolean);
    const ids = new Set(all.map((m) => m.rowId));
    const byParent = new Map<number, Menu[]>();
    const roots: Menu[] = [];
    const sorted = [...all].sort((a, b) => a.orderNum - b.orderNum || a.rowId - b.rowId);
    for (const m of sorted) {
      if (m.parentId != null && ids.has(m.parentId)) byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m]);
      else roots.push(m);
    }
    return { roots, byParent };
  }, [data.sysMenuList]);

  const save = async (values: FormValues, row?: Menu) => {
    if (row) {
      const r = await commit<MenuListPageUpdateMutation>(environment, updateMutation, { input: { id: row.rowId, ...values } });
      unwrapResult(r.sysMenuUpdate);
    } else {
      const r = await commit<MenuListPageAddMutation>(environment, addMutation, { input: values });
      unwrapResult(r.sysMenuAdd);
    }
    list.reload();
  };

  const typeIs = (...types: number[]) => (v: FormValues) => types.includes(Number(v.type ?? 0));

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <DataTable<Menu>
        meta={meta}
        rows={roots}
        state={list.state}
        onStateChange={list.setState}
        loading={list.loading}
        onReload={list.reload}
        filters={['type']}
        tree={{ hasChildren: (r) => (byParent.get(r.rowId)?.length ?? 0) > 0, getChildren: (r) => byParent.get(r.rowId) ?? [] }}
        columns={[
          {
            name: 'name',
            fixed: true,
            render: (r) => (
              <Flex align="center" gap="1.5">
                {r.type !== 2 && <Icon name={r.icon} size={15} />}
                {r.name}
              </Flex>
            ),
          },
          { name: 'icon', hidden: true },
          {
            name: 'type',
            render: (r) => (
              <Badge size="sm" colorPalette={TYPE_COLORS[r.type] ?? 'gray'}>
                {text.option(meta, 'type', r.type)}
              </Badge>
            ),
          },
          'router',
          { name: 'viewPath', hidden: true },
          { name: 'perms', render: (r) => (r.perms ? <Box title={r.perms} truncate maxW="60">{r.perms}</Box> : null) },
          'orderNum',
          'keepAlive',
          'isShow',
          { name: 'id', hidden: true },
          { name: 'parentId', hidden: true },
          { name: 'updateTime', hidden: true },
        ]}
        onAdd={() => setForm({ mode: 'add', parentId: null })}
        onEdit={(row) => setForm({ mode: 'edit', row })}
        onDelete={async (selected) => {
          const r = await commit<MenuListPageDeleteMutation>(environment, deleteMutation, { ids: selected.map((x) => x.rowId) });
          unwrapResult(r.sysMenuDelete);
          list.reload();
        }}
        inlineEdit={{ fields: ['name', 'orderNum', 'keepAlive', 'isShow'], onSave: (row, values) => save(values, row) }}
        rowActions={(row) =>
          row.type !== 2 ? (
            <Can I={permOf(meta, 'add')}>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setForm({ mode: 'add', parentId: row.rowId })}>
                {intl.formatMessage({ id: 'menu.addChild' })}
              </Button>
            </Can>
          ) : null
        }
        exportRows={async () => []}
        exportChosenRows
        exportPerm={permOf(meta, 'export')}
      />
      <EntityForm
        meta={meta}
        open={form != null}
        mode={form?.mode ?? 'add'}
        size="xl"
        title={intl.formatMessage({ id: form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle' }, { entity: text.entity(meta) })}
        initial={
          form?.row
            ? { ...form.row }
            : { type: 1, parentId: form?.parentId ?? null, orderNum: 0, keepAlive: true, isShow: true, name: '', router: '', viewPath: '', icon: '', perms: '' }
        }
        fields={[
          { name: 'type', required: true, wide: true },
          'name',
          'orderNum',
          {
            name: 'parentId',
            wide: true,
            render: ({ value, onChange, label }) => (
              <MenuParentSelect value={(value as number | null) ?? null} onChange={onChange} title={label} none excludeId={form?.row?.rowId ?? null} />
            ),
          },
          { name: 'router', visible: typeIs(0, 1), placeholder: '/sys/user', helperText: intl.formatMessage({ id: 'menu.router.help' }) },
          { name: 'viewPath', visible: typeIs(1), placeholder: 'modules/base/views/user.vue' },
          { name: 'icon', visible: typeIs(0, 1), placeholder: 'icon-user' },
          { name: 'perms', kind: 'text', visible: typeIs(2), wide: true, placeholder: 'base:sys:user:add,base:sys:user:update', helperText: intl.formatMessage({ id: 'menu.perms.help' }) },
          { name: 'keepAlive', visible: typeIs(1) },
          { name: 'isShow', visible: typeIs(0, 1) },
        ]}
        onSubmit={(values) => save(values, form?.row)}
        onClose={() => setForm(null)}
      />
    </Box>
  );
}
