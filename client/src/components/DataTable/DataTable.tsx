/**
 * The generic table of an entity, driven by its declaration (meta) and the rows
 * of the screen's Relay fragment: server paging, keyword and filters, sort by
 * column (state in the URL through useEntityList), loading and empty states,
 * row selection with bulk delete after a confirmation, inline row edit with
 * save/cancel, tree rows with lazily expanded children (a row click expands),
 * a column chooser, and export of the current filter's rows to CSV or XLSX
 * after choosing columns (the server writes the file; see onExport). Every
 * button and column is guarded by the entity's permissions.
 *
 * The logic is in the hooks of entity/table/ (useTableActions, useColumns,
 * useSelection, useTreeRows, useInlineEdit, useDeleteConfirm, useTableExport,
 * useSort); this component and its parts (TableToolbar, TableHead, TableRow,
 * RowActions, InlineEditor) only draw what they return.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import type { PermCheck } from '../Can.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { Row } from '../../entity/format.ts';
import { useMetaText } from '../../entity/labels.ts';
import type { ListState, ListStatePatch } from '../../entity/listState.ts';
import type { EntityMeta } from '../../entity/meta.ts';
import type { ExportFormat } from '../../entity/serverExport.ts';
import type { ColumnSpec, InlineEditOptions, ToolbarContext, TreeOptions } from '../../entity/table/types.ts';
import { useColumns } from '../../entity/table/useColumns.ts';
import { useDeleteConfirm } from '../../entity/table/useDeleteConfirm.ts';
import { useInlineEdit } from '../../entity/table/useInlineEdit.ts';
import { useSelection } from '../../entity/table/useSelection.ts';
import { useSort } from '../../entity/table/useSort.ts';
import { useTableActions } from '../../entity/table/useTableActions.ts';
import { useTableExport } from '../../entity/table/useTableExport.ts';
import { useTreeRows } from '../../entity/table/useTreeRows.ts';
import { ExportDialog } from './ExportDialog.tsx';
import { Pager } from './Pager.tsx';
import { TableHead } from './TableHead.tsx';
import { FragmentRow, TableRow, type RowContext } from './TableRow.tsx';
import { TableToolbar } from './TableToolbar.tsx';

export interface DataTableProps<R extends Row> {
  meta: EntityMeta;
  /** the rows: plain data, or (with `rowFragment`) references to the masked row fragment */
  rows: readonly R[];
  /**
   * the masked row fragment (`<Type>_row`): each row component reads its own
   * data with useFragment, so a write that updates a record re-renders that row only
   */
  rowFragment?: GraphQLTaggedNode;
  /** total rows of the filters (server paging); omit for a table without paging */
  total?: number;
  /** false when `total` is an estimate (the page's totalCountExact) */
  totalExact?: boolean;
  /** list state and its setter (useEntityList); omit for a table without search and paging */
  state?: ListState;
  onStateChange?: (patch: ListStatePatch) => void;
  loading?: boolean;
  onReload?: () => void;
  /** columns in order; default: the declaration's readable columns */
  columns?: ColumnSpec<R>[];
  /** filter fields shown (default: the eq and like filters); in-filters are set by the screen */
  filters?: string[];
  /** choices of filters whose values the declaration does not list (dictionaries) */
  filterOptions?: Record<string, { value: string | number; label: string }[]>;
  /** keyword search box (default: when the entity declares keyword columns) */
  keyword?: boolean;
  onAdd?: () => void;
  onEdit?: (row: R) => void;
  /** deletes rows (bulk or one) after a confirmation */
  onDelete?: (rows: R[]) => Promise<unknown>;
  inlineEdit?: InlineEditOptions<R>;
  /** extra buttons of a row */
  rowActions?: (row: R) => ReactNode;
  /** extra toolbar content, with the selected rows */
  toolbar?: (ctx: ToolbarContext<R>) => ReactNode;
  /**
   * the file of every row of the current filters with the chosen columns, as
   * the server writes it (`POST /admin/<prefix>/export`, streamed): enables export
   */
  onExport?: (format: ExportFormat, columns: string[]) => Promise<Blob>;
  /** permission of export (default: the entity's export permission) */
  exportPerm?: PermCheck;
  /** row selection checkboxes (default: when rows can be deleted) */
  selectable?: boolean;
  tree?: TreeOptions<R>;
  onRowClick?: (row: R) => void;
  /** highlighted row (e.g. the current department) */
  activeRowId?: string | null;
  /** accessible name of the table */
  title?: string;
  emptyText?: string;
}

export function DataTable<R extends Row>(props: DataTableProps<R>) {
  const { meta, rows, total, state, onStateChange, loading = false, tree, rowFragment } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();

  const actions = useTableActions(meta, props);
  const columns = useColumns(meta, props.columns);
  const selection = useSelection(rows);
  const treeRows = useTreeRows(rows, tree);
  const edit = useInlineEdit(meta, props.inlineEdit);
  const removal = useDeleteConfirm(props.onDelete, selection.clear);
  const exporting = useTableExport(meta, props.onExport, total, columns);
  const sort = useSort(meta, state, onStateChange, !!tree);

  const shownRows = treeRows.rows.map((v) => v.row);
  const colCount = columns.visible.length + (actions.selectable ? 1 : 0) + (actions.hasRowActions ? 1 : 0);
  const ctx: RowContext<R> = {
    meta,
    columns: columns.visible,
    actions,
    selection,
    edit,
    tree,
    treeRows,
    rowActions: props.rowActions,
    onEdit: props.onEdit,
    onDelete: (row) => removal.ask([row]),
    onRowClick: props.onRowClick,
    activeRowId: props.activeRowId,
  };

  return (
    <Box data-testid={`table-${meta.type}`}>
      <TableToolbar
        meta={meta}
        actions={actions}
        selection={selection}
        columns={columns}
        state={state}
        onStateChange={onStateChange}
        filters={props.filters ?? [...meta.filters.eq, ...meta.filters.like]}
        keyword={props.keyword ?? meta.filters.keyword.length > 0}
        filterOptions={props.filterOptions}
        onReload={props.onReload}
        onAdd={props.onAdd}
        onDeleteSelected={() => removal.ask(selection.rows)}
        onExport={exporting.show}
        toolbar={props.toolbar}
      />

      <Box position="relative" borderWidth="1px" borderRadius="md" overflow="auto" aria-busy={loading}>
        <Table.Root size="sm" interactive={!!tree || !!props.onRowClick} aria-label={props.title ?? text.entity(meta)}>
          <TableHead columns={columns.visible} rows={shownRows} actions={actions} selection={selection} sort={sort} />
          <Table.Body>
            {treeRows.rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={colCount} textAlign="center" py="10" color="fg.muted" data-testid="table-empty">
                  {loading ? f('app.loading') : (props.emptyText ?? f('table.empty'))}
                </Table.Cell>
              </Table.Row>
            ) : (
              treeRows.rows.map(({ row, depth }) =>
                rowFragment ? (
                  <FragmentRow<R> key={row.id} fragment={rowFragment} rowRef={row} depth={depth} ctx={ctx} />
                ) : (
                  <TableRow<R> key={row.id} row={row} depth={depth} ctx={ctx} />
                ),
              )
            )}
          </Table.Body>
        </Table.Root>
        {loading && (
          <Flex position="absolute" inset="0" align="center" justify="center" bg="bg/60" data-testid="table-loading">
            <Spinner color="brand.solid" aria-label={f('app.loading')} />
          </Flex>
        )}
      </Box>

      {state && onStateChange && total !== undefined && <Pager page={state.page} size={state.size} total={total} exact={props.totalExact} onChange={onStateChange} />}

      <ConfirmDialog
        open={removal.confirming != null}
        title={f('table.delete.title')}
        loading={removal.deleting}
        confirmLabel={f('table.delete')}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {f('table.delete.confirm', { count: removal.confirming?.length ?? 0 })}
      </ConfirmDialog>

      {exporting.open && <ExportDialog open columns={exporting.columns} initial={exporting.initial} scope={f('table.export.scopeAll')} onExport={exporting.run} onClose={exporting.close} />}
    </Box>
  );
}
