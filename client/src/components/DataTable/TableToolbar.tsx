/**
 * The bar above the DataTable: refresh, add, delete of the selected rows and
 * the screen's own buttons on the left; filters and keyword, the column
 * chooser and export on the right.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import type { Row } from '../../entity/format.ts';
import type { ListState, ListStatePatch } from '../../entity/listState.ts';
import type { EntityMeta } from '../../entity/meta.ts';
import type { ToolbarContext } from '../../entity/table/types.ts';
import type { TableColumns } from '../../entity/table/useColumns.ts';
import type { RowSelection } from '../../entity/table/useSelection.ts';
import type { TableActions } from '../../entity/table/useTableActions.ts';
import { Icon } from '../Icon.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { FilterBar } from './FilterBar.tsx';

interface Props<R extends Row> {
  meta: EntityMeta;
  actions: TableActions;
  selection: RowSelection<R>;
  columns: TableColumns<R>;
  /** list state and its setter: the filter bar shows with them */
  state?: ListState;
  onStateChange?: (patch: ListStatePatch) => void;
  filters: string[];
  keyword: boolean;
  filterOptions?: Record<string, { value: string | number; label: string }[]>;
  onReload?: () => void;
  onAdd?: () => void;
  onDeleteSelected: () => void;
  onExport: () => void;
  toolbar?: (ctx: ToolbarContext<R>) => ReactNode;
}

export function TableToolbar<R extends Row>({ meta, actions, selection, columns, state, onStateChange, filters, keyword, filterOptions, onReload, onAdd, onDeleteSelected, onExport, toolbar }: Props<R>) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="3">
      <Flex gap="2" wrap="wrap" align="center">
        {onReload && (
          <IconButton size="sm" variant="outline" aria-label={f('table.refresh')} title={f('table.refresh')} onClick={onReload}>
            <Icon name="refresh" size={16} />
          </IconButton>
        )}
        {actions.canAdd && (
          <Button size="sm" colorPalette="brand" onClick={onAdd}>
            <Icon name="plus" size={14} />
            {f('table.add')}
          </Button>
        )}
        {actions.canDelete && (
          <Button size="sm" colorPalette="red" variant="subtle" disabled={selection.size === 0} onClick={onDeleteSelected}>
            <Icon name="delete" size={14} />
            {f('table.deleteSelected')}
          </Button>
        )}
        {toolbar?.({ selected: selection.rows, clearSelection: selection.clear })}
      </Flex>
      <Flex gap="2" wrap="wrap" align="center">
        {state && onStateChange && (filters.length > 0 || keyword) && <FilterBar meta={meta} state={state} filters={filters} keyword={keyword} onChange={onStateChange} options={filterOptions} />}
        <ColumnChooser columns={columns.permitted.map((c) => ({ name: c.name, label: c.label!, fixed: c.fixed }))} hidden={columns.hidden} onChange={columns.setHidden} onReset={columns.resetHidden} />
        {actions.canExport && (
          <Button size="sm" variant="outline" onClick={onExport}>
            <Icon name="download" size={14} />
            {f('table.export')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
