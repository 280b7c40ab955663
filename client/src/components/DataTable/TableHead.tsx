/** The header row of the DataTable: select-all, the column headers (a sortable one is a button cycling its order), the actions column. */
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { Row } from '../../entity/format.ts';
import type { Column } from '../../entity/table/types.ts';
import type { RowSelection } from '../../entity/table/useSelection.ts';
import type { TableSort } from '../../entity/table/useSort.ts';
import type { TableActions } from '../../entity/table/useTableActions.ts';
import { CheckBox } from './CheckBox.tsx';

interface Props<R extends Row> {
  columns: Column<R>[];
  /** the rows shown (select-all takes them all) */
  rows: R[];
  actions: TableActions;
  selection: RowSelection<R>;
  sort: TableSort;
}

export function TableHead<R extends Row>({ columns, rows, actions, selection, sort }: Props<R>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const allChecked = selection.allOf(rows);
  return (
    <Table.Header>
      <Table.Row bg="bg.muted">
        {actions.selectable && (
          <Table.ColumnHeader w="10">
            <CheckBox
              ariaLabel={f('table.selectAll')}
              checked={allChecked}
              indeterminate={!allChecked && selection.someOf(rows)}
              disabled={rows.length === 0}
              onChange={(c) => selection.setAll(rows, c)}
            />
          </Table.ColumnHeader>
        )}
        {columns.map((c) => {
          const dir = sort.sortOf(c.name);
          return (
            <Table.ColumnHeader key={c.name} w={c.width} whiteSpace="nowrap" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
              {sort.sortable(c) ? (
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  h="auto"
                  fontWeight="semibold"
                  onClick={() => sort.cycle(c.name)}
                  // Named by the column's label as shown ("label in name"); what a click does is its description,
                  // and the header's aria-sort says the order.
                  title={f('table.sortBy', { column: c.label! })}
                >
                  {c.label}
                  <Text as="span" color={dir ? 'brand.fg' : 'fg.subtle'} fontSize="xs" aria-hidden>
                    {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                  </Text>
                </Button>
              ) : (
                c.label
              )}
            </Table.ColumnHeader>
          );
        })}
        {actions.hasRowActions && (
          <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" position="sticky" insetEnd="0" bg="bg.muted" boxShadow="inset 1px 0 0 var(--chakra-colors-border)">
            {f('table.actions')}
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}
