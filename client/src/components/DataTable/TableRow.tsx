/**
 * A row of the DataTable: its selection checkbox, its cells (the column's
 * render, the formatted value, or the inline editor; the first cell carries
 * the tree expander), and its buttons. A click expands a tree row and calls
 * the screen's onRowClick (not while the row is in edit). FragmentRow reads a
 * masked row fragment first, so a write that updates a record re-renders
 * that row only.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { formatValue, rawValue, type Row } from '../../entity/format.ts';
import { useMetaText } from '../../entity/labels.ts';
import type { EntityMeta } from '../../entity/meta.ts';
import type { Column, TreeOptions } from '../../entity/table/types.ts';
import type { InlineEdit } from '../../entity/table/useInlineEdit.ts';
import type { RowSelection } from '../../entity/table/useSelection.ts';
import type { TableActions } from '../../entity/table/useTableActions.ts';
import type { TreeRows } from '../../entity/table/useTreeRows.ts';
import { Expander } from '../Tree.tsx';
import { CheckBox } from './CheckBox.tsx';
import { InlineEditor } from './InlineEditor.tsx';
import { RowActions } from './RowActions.tsx';

/** What every row of a table shares. */
export interface RowContext<R extends Row> {
  meta: EntityMeta;
  columns: Column<R>[];
  actions: TableActions;
  selection: RowSelection<R>;
  edit: InlineEdit<R>;
  tree?: TreeOptions<R>;
  treeRows: TreeRows<R>;
  rowActions?: (row: R) => ReactNode;
  onEdit?: (row: R) => void;
  onDelete: (row: R) => void;
  onRowClick?: (row: R) => void;
  activeRowId?: string | null;
}

export function TableRow<R extends Row>({ row, depth, ctx }: { row: R; depth: number; ctx: RowContext<R> }) {
  const intl = useIntl();
  const text = useMetaText();
  const { meta, columns, actions, selection, edit, tree, treeRows } = ctx;
  const yesNo: [string, string] = [intl.formatMessage({ id: 'common.yes' }), intl.formatMessage({ id: 'common.no' })];
  selection.track(row);
  const inEdit = edit.isEditing(row);

  const cell = (c: Column<R>, first: boolean) => {
    let content: ReactNode;
    if (edit.isEditingCell(row, c.name)) content = <InlineEditor meta={meta} row={row} name={c.name} edit={edit} />;
    else if (c.render) content = c.render(row);
    else content = formatValue(meta, c.name, rawValue(row, c.name), text, yesNo);
    if (!first || !tree) return content;
    return (
      <Flex align="center" gap="1" pl={`${depth * 20}px`}>
        <Expander open={treeRows.isOpen(row.id)} hidden={!tree.hasChildren(row)} onToggle={() => treeRows.toggle(row)} busy={treeRows.isLoading(row.id) ? <Spinner size="xs" /> : undefined} />
        <Box minW="0">{content}</Box>
      </Flex>
    );
  };

  return (
    <Table.Row
      data-row-id={row.rowId}
      aria-selected={actions.selectable ? selection.isSelected(row.id) : undefined}
      bg={ctx.activeRowId === row.id ? 'brand.subtle' : undefined}
      cursor={tree?.hasChildren(row) || ctx.onRowClick ? 'pointer' : undefined}
      onClick={() => {
        if (inEdit) return;
        treeRows.toggle(row);
        ctx.onRowClick?.(row);
      }}
    >
      {actions.selectable && (
        <Table.Cell>
          <CheckBox ariaLabel={intl.formatMessage({ id: 'table.selectRow' }, { id: row.rowId })} checked={selection.isSelected(row.id)} onChange={(c) => selection.set(row, c)} />
        </Table.Cell>
      )}
      {columns.map((c, i) => (
        <Table.Cell key={c.name} maxW="xs" overflow="hidden" textOverflow="ellipsis" whiteSpace={inEdit ? undefined : 'nowrap'}>
          {cell(c, i === 0)}
        </Table.Cell>
      ))}
      {actions.hasRowActions && (
        // stays in view at the right edge: the buttons are never cut by a narrow table box
        <Table.Cell textAlign="end" whiteSpace="nowrap" w="1%" position="sticky" insetEnd="0" bg="bg" boxShadow="inset 1px 0 0 var(--chakra-colors-border)">
          <RowActions row={row} actions={actions} edit={edit} rowActions={ctx.rowActions} onEdit={ctx.onEdit} onDelete={ctx.onDelete} />
        </Table.Cell>
      )}
    </Table.Row>
  );
}

/** A row that reads its masked fragment, then renders like a plain row. */
export function FragmentRow<R extends Row>({ fragment, rowRef, depth, ctx }: { fragment: GraphQLTaggedNode; rowRef: R; depth: number; ctx: RowContext<R> }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data = useFragment(fragment as any, rowRef as any) as R | null;
  return data ? <TableRow row={data} depth={depth} ctx={ctx} /> : null;
}
