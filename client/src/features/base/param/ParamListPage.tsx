/**
 * Parameters (/sys/param): key, name, data by type — string, rich text (a
 * textarea with a sandboxed preview) or file (a URL) — and remark.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { SysParam } from '../../../meta/entities.json';
import type { ParamListPageQuery } from '../../../__generated__/ParamListPageQuery.graphql.ts';
import type { ParamListPage_query$key } from '../../../__generated__/ParamListPage_query.graphql.ts';
import type { ParamListPageExportQuery } from '../../../__generated__/ParamListPageExportQuery.graphql.ts';
import type { ParamListPageAddMutation } from '../../../__generated__/ParamListPageAddMutation.graphql.ts';
import type { ParamListPageUpdateMutation } from '../../../__generated__/ParamListPageUpdateMutation.graphql.ts';
import type { ParamListPageDeleteMutation } from '../../../__generated__/ParamListPageDeleteMutation.graphql.ts';
import { DataTable, EntityForm, commit, entityMeta, listVariables, unwrapResult, useEntityList, useMetaText, type ControlProps, type FormValues } from '../../../components/DataTable/index.ts';
import type { ScreenProps } from '../../../router/types.ts';

export const meta = entityMeta(SysParam);

graphql`
  fragment ParamListPage_fields on SysParam {
    id
    rowId
    keyName
    name
    data
    dataType
    remark
    createTime
    updateTime
  }
`;

export const paramListQuery = graphql`
  query ParamListPageQuery($first: Int, $after: String, $filter: SysParamFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    ...ParamListPage_query @arguments(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort)
  }
`;

const pageFragment = graphql`
  fragment ParamListPage_query on Query
  @refetchable(queryName: "ParamListPageRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    filter: { type: "SysParamFilter" }
    keyWord: { type: "String" }
    orderBy: { type: "String" }
    sort: { type: "SortOrder" }
  ) {
    sysParamPage(first: $first, after: $after, filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      totalCount
      edges {
        node {
          ...ParamListPage_fields @relay(mask: false)
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query ParamListPageExportQuery($filter: SysParamFilter, $keyWord: String, $orderBy: String, $sort: SortOrder) {
    sysParamList(filter: $filter, keyWord: $keyWord, orderBy: $orderBy, sort: $sort) {
      ...ParamListPage_fields @relay(mask: false)
    }
  }
`;

const addMutation = graphql`
  mutation ParamListPageAddMutation($input: SysParamAddInput!) {
    sysParamAdd(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysParamAddSuccess {
        data {
          record {
            ...ParamListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ParamListPageUpdateMutation($input: SysParamUpdateInput!) {
    sysParamUpdate(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysParamUpdateSuccess {
        data {
          record {
            ...ParamListPage_fields @relay(mask: false)
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation ParamListPageDeleteMutation($ids: [Int!]!) {
    sysParamDelete(ids: $ids) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSysParamDeleteSuccess {
        data {
          ids
          deletedIds @deleteRecord
        }
      }
    }
  }
`;

type Param = NonNullable<ParamListPageExportQuery['response']['sysParamList'][number]>;

/** The data control: by data type a text, a rich text with preview, or a file URL. */
function DataControl({ id, value, onChange, invalid, values, label }: ControlProps) {
  const intl = useIntl();
  const type = Number(values.dataType ?? 0);
  const text = value == null ? '' : String(value);
  if (type === 2) {
    return (
      <Stack gap="1">
        <Input id={id} size="sm" type="url" aria-invalid={invalid} placeholder={intl.formatMessage({ id: 'param.file.placeholder' })} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
        {/^https?:\/\/|^\//.test(text) && (
          <Link href={text} target="_blank" rel="noreferrer" fontSize="xs" color="brand.fg">
            {intl.formatMessage({ id: 'param.file.open' })}
          </Link>
        )}
      </Stack>
    );
  }
  if (type === 1) {
    return (
      <Stack gap="2">
        <Textarea id={id} size="sm" rows={6} fontFamily="mono" aria-invalid={invalid} placeholder={intl.formatMessage({ id: 'param.richText.placeholder' })} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage({ id: 'param.preview' })}
        </Text>
        {/* sandboxed: the HTML is shown, its scripts do not run */}
        <Box as="iframe" {...{ sandbox: '', srcDoc: text, title: `${label} ${intl.formatMessage({ id: 'param.preview' })}` }} w="100%" h="40" borderWidth="1px" borderRadius="md" bg="white" />
      </Stack>
    );
  }
  return <Textarea id={id} size="sm" rows={3} aria-invalid={invalid} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export default function ParamListPage({ queries }: ScreenProps) {
  const intl = useIntl();
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<ParamListPageQuery>(paramListQuery, queries.list!);
  const [data, refetch] = useRefetchableFragment(pageFragment, root as ParamListPage_query$key);
  const list = useEntityList(meta, refetch);
  const rows = data.sysParamPage.edges.map((e) => e.node).filter(Boolean) as Param[];
  const [form, setForm] = useState<{ mode: 'add' | 'edit'; row?: Param } | null>(null);

  const save = async (values: FormValues, row?: Param) => {
    if (row) {
      const r = await commit<ParamListPageUpdateMutation>(environment, updateMutation, { input: { id: row.rowId, ...values } });
      unwrapResult(r.sysParamUpdate);
    } else {
      const r = await commit<ParamListPageAddMutation>(environment, addMutation, { input: values });
      unwrapResult(r.sysParamAdd);
      list.reload();
    }
  };

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <DataTable<Param>
        meta={meta}
        rows={rows}
        total={data.sysParamPage.totalCount}
        state={list.state}
        onStateChange={list.setState}
        loading={list.loading}
        onReload={list.reload}
        columns={[
          'id',
          'name',
          'keyName',
          {
            name: 'data',
            render: (r) =>
              r.dataType === 1 ? (
                intl.formatMessage({ id: 'param.richText.cell' })
              ) : r.dataType === 2 && r.data && /^(https?:\/\/|\/)/.test(r.data) ? (
                <Link href={r.data} target="_blank" rel="noreferrer" color="brand.fg" onClick={(e) => e.stopPropagation()}>
                  {r.data}
                </Link>
              ) : (
                (r.data ?? '')
              ),
          },
          'dataType',
          'remark',
          { name: 'createTime', hidden: true },
          'updateTime',
        ]}
        onAdd={() => setForm({ mode: 'add' })}
        onEdit={(row) => setForm({ mode: 'edit', row })}
        onDelete={async (selected) => {
          const r = await commit<ParamListPageDeleteMutation>(environment, deleteMutation, { ids: selected.map((x) => x.rowId) });
          unwrapResult(r.sysParamDelete);
          list.reload();
        }}
        inlineEdit={{ fields: ['name', 'remark'], onSave: (row, values) => save(values, row) }}
        exportRows={async () => (await fetchQuery<ParamListPageExportQuery>(environment, exportQuery, listVariables(list.state, meta)).toPromise())!.sysParamList as Param[]}
      />
      <EntityForm
        meta={meta}
        open={form != null}
        mode={form?.mode ?? 'add'}
        title={intl.formatMessage({ id: form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle' }, { entity: text.entity(meta) })}
        initial={form?.row ? { ...form.row } : { dataType: 0 }}
        fields={['name', 'keyName', { name: 'dataType', required: true }, { name: 'data', wide: true, render: (ctx) => <DataControl {...ctx} /> }, 'remark']}
        onSubmit={(values) => save(values, form?.row)}
        onClose={() => setForm(null)}
      />
    </Box>
  );
}
