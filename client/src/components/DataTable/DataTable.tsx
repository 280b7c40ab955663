/**
 * The generic table of an entity, driven by its declaration (meta) and the rows
 * of the screen's Relay fragment: server paging, keyword and filters, sort by
 * column (state in the URL through useEntityList), loading and empty states,
 * row selection with bulk delete after a confirmation, inline row edit with
 * save/cancel, tree rows with lazily expanded children (a row click expands),
 * a column chooser, and export of the current filter's rows to CSV or XLSX
 * after choosing columns (the server writes the file; see onExport). Every button and column is guarded by the entity's
 * permissions.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFragment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Expander, useTreeExpansion } from '../Tree.tsx';
import { Icon } from '../Icon.tsx';
import { useCan, type PermCheck } from '../Can.tsx';
import { message } from '../../lib/message.ts';
import { storage } from '../../lib/storage.ts';
import { CheckBox } from './CheckBox.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { ExportDialog, type ExportFormat } from './ExportDialog.tsx';
import { saveFile } from './exportFile.ts';
import { FilterBar } from './FilterBar.tsx';
import { formatDateTime, formatValue, rawValue } from './format.ts';
import { useMetaText } from './labels.ts';
import type { ListState, ListStatePatch } from './listState.ts';
import { fieldOf, isSortable, permOf, type EntityMeta } from './meta.ts';
import { Pager } from './Pager.tsx';
import type { Column, ColumnSpec, InlineEditOptions, Row, ToolbarContext, TreeOptions } from './types.ts';
import { validateValue, type ErrorText } from './validate.ts';

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

interface VisibleRow<R> {
  row: R;
  depth: number;
}

interface Editing {
  id: string;
  values: Record<string, unknown>;
  errors: Record<string, ErrorText>;
  saving: boolean;
}

const stopClick = (e: React.SyntheticEvent) => e.stopPropagation();

/** A row that reads its masked fragment, then renders like a plain row. */
function FragmentRow<R extends Row>({ fragment, rowRef, depth, render }: { fragment: GraphQLTaggedNode; rowRef: R; depth: number; render: (row: R, depth: number) => ReactNode }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data = useFragment(fragment as any, rowRef as any) as R | null;
  return data ? render(data, depth) : null;
}

export function DataTable<R extends Row>(props: DataTableProps<R>) {
  const {
    meta,
    rows,
    total,
    state,
    onStateChange,
    loading = false,
    onReload,
    onAdd,
    onEdit,
    onDelete,
    inlineEdit,
    rowActions,
    toolbar,
    onExport,
    tree,
    onRowClick,
    activeRowId,
    title,
    rowFragment,
  } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const can = useCan();
  const yesNo: [string, string] = [f('common.yes'), f('common.no')];

  const canAdd = !!onAdd && can(permOf(meta, 'add'));
  const canEdit = !!onEdit && can(permOf(meta, 'update'));
  const canDelete = !!onDelete && can(permOf(meta, 'delete'));
  const canInline = !!inlineEdit && can(inlineEdit.perm ?? permOf(meta, 'update'));
  const canExport = !!onExport && can(props.exportPerm ?? permOf(meta, 'export'));
  const selectable = props.selectable ?? canDelete;

  // columns: the declaration's readable ones by default, then permission and chooser
  const allColumns = useMemo<Column<R>[]>(() => {
    const specs: ColumnSpec<R>[] = props.columns ?? meta.fields.filter((x) => x.readable).map((x) => x.name);
    return specs
      .map((s) => (typeof s === 'string' ? { name: s } : s))
      .map((c) => ({ ...c, label: c.label ?? (c.labelId ? f(c.labelId) : text.field(meta, c.name)) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.columns, meta, intl]);
  const permitted = allColumns.filter((c) => !c.perm || can(c.perm));
  const storeKey = `table.hidden.${meta.type}`;
  const defaultHidden = useMemo(() => new Set(allColumns.filter((c) => c.hidden).map((c) => c.name)), [allColumns]);
  const [hidden, setHidden] = useState<Set<string>>(() => {
    const saved = storage.get<string[]>(storeKey);
    return Array.isArray(saved) ? new Set(saved) : defaultHidden;
  });
  const changeHidden = (next: Set<string>) => {
    setHidden(next);
    storage.set(storeKey, [...next]);
  };
  const visible = permitted.filter((c) => c.fixed || !hidden.has(c.name));

  // the data of each shown row (read by its row component when rows are fragment references)
  const dataById = useRef(new Map<string, R>()).current;
  const dataOf = (row: R): R => dataById.get(row.id) ?? row;

  // selection (rows of the page, and expanded children)
  const [selected, setSelected] = useState<Map<string, R>>(new Map());
  const rowsKey = rows.map((r) => r.id).join(',');
  useEffect(() => setSelected(new Map()), [rowsKey]);
  const clearSelection = () => setSelected(new Map());

  // tree rows
  const expansion = useTreeExpansion<string>();
  const [children, setChildren] = useState<Map<string, readonly R[]>>(new Map());
  const [loadingRows, setLoadingRows] = useState<Set<string>>(new Set());
  useEffect(() => setChildren(new Map()), [rowsKey]);
  const childrenOf = (row: R): readonly R[] | undefined => (tree?.getChildren ? tree.getChildren(row) : children.get(row.id));
  const toggle = (row: R) => {
    if (!tree || !tree.hasChildren(row)) return;
    const open = expansion.isOpen(row.id);
    expansion.toggle(row.id);
    if (open || tree.getChildren || children.has(row.id) || !tree.loadChildren) return;
    setLoadingRows((s) => new Set(s).add(row.id));
    tree
      .loadChildren(row)
      .then((list) => setChildren((m) => new Map(m).set(row.id, list)))
      .catch((e: unknown) => {
        message.error(e instanceof Error ? e.message : String(e));
        expansion.toggle(row.id, false);
      })
      .finally(() =>
        setLoadingRows((s) => {
          const next = new Set(s);
          next.delete(row.id);
          return next;
        }),
      );
  };
  const visibleRows: VisibleRow<R>[] = [];
  const walk = (list: readonly R[], depth: number) => {
    for (const row of list) {
      visibleRows.push({ row, depth });
      if (tree && expansion.isOpen(row.id)) {
        const kids = childrenOf(row);
        if (kids) walk(kids, depth + 1);
      }
    }
  };
  walk(rows, 0);

  // inline edit
  const [editing, setEditing] = useState<Editing | null>(null);
  const startInline = (row: R) => {
    if (!inlineEdit) return;
    const values: Record<string, unknown> = {};
    for (const name of inlineEdit.fields) values[name] = rawValue(row, name);
    setEditing({ id: row.id, values, errors: {}, saving: false });
  };
  const saveInline = (row: R) => {
    if (!inlineEdit || !editing || editing.saving) return;
    const errors: Record<string, ErrorText> = {};
    const changed: Record<string, unknown> = {};
    for (const name of inlineEdit.fields) {
      const value = editing.values[name];
      const e = validateValue(meta, name, value, { label: text.field(meta, name) });
      if (e) errors[name] = e;
      if (value !== rawValue(row, name)) changed[name] = value;
    }
    if (Object.keys(errors).length) {
      setEditing({ ...editing, errors });
      const first = Object.values(errors)[0]!;
      message.error(f(first.id, first.values));
      return;
    }
    if (Object.keys(changed).length === 0) {
      setEditing(null);
      return;
    }
    setEditing({ ...editing, errors: {}, saving: true });
    inlineEdit.onSave(row, changed).then(
      () => {
        message.success(f('common.success'));
        setEditing((cur) => (cur?.id === row.id ? null : cur));
      },
      (err: unknown) => {
        const msg = err instanceof Error ? err.message : String(err);
        message.error(msg);
        const field = (err as { field?: string | null }).field;
        setEditing((cur) =>
          cur?.id === row.id ? { ...cur, saving: false, errors: field && inlineEdit.fields.includes(field) ? { [field]: { id: 'table.serverError', values: { message: msg } } } : {} } : cur,
        );
      },
    );
  };

  // delete with confirmation
  const [confirming, setConfirming] = useState<R[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const doDelete = () => {
    if (!confirming || !onDelete) return;
    setDeleting(true);
    onDelete(confirming).then(
      () => {
        message.success(f('common.success'));
        setConfirming(null);
        clearSelection();
      },
      (err: unknown) => message.error(err instanceof Error ? err.message : String(err)),
    ).finally(() => setDeleting(false));
  };

  // export: the server writes the file of the current filters with the chosen columns
  const [exporting, setExporting] = useState(false);
  const exportColumns = permitted.filter((c) => c.exportable !== false);
  const runExport = async (format: ExportFormat, names: string[]) => {
    try {
      const blob = await onExport!(format, names);
      const base = `${text.entity(meta)}-${formatDateTime(new Date().toISOString()).replace(/[-: ]/g, '').slice(0, 14)}`;
      saveFile(`${base}.${format}`, blob);
      message.success(total !== undefined ? f('table.export.done', { count: total }) : f('table.export.saved'));
      setExporting(false);
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err));
    }
  };

  // sorting
  const sortOf = (name: string): 'asc' | 'desc' | null => (state && state.order === name ? state.sort : null);
  const cycleSort = (name: string) => {
    if (!onStateChange) return;
    const cur = sortOf(name);
    if (cur === null) onStateChange({ order: name, sort: 'asc' });
    else if (cur === 'asc') onStateChange({ order: name, sort: 'desc' });
    else onStateChange({ order: null, sort: null });
  };

  const filterNames = props.filters ?? [...meta.filters.eq, ...meta.filters.like];
  const showKeyword = props.keyword ?? meta.filters.keyword.length > 0;
  const pageRows = visibleRows.map((v) => v.row);
  const allChecked = pageRows.length > 0 && pageRows.every((r) => selected.has(r.id));
  const someChecked = pageRows.some((r) => selected.has(r.id));
  const hasRowActions = canEdit || canDelete || canInline || !!rowActions;
  const colCount = visible.length + (selectable ? 1 : 0) + (hasRowActions ? 1 : 0);
  const selectedRows = [...selected.keys()].map((id) => dataById.get(id) ?? selected.get(id)!);

  const renderEditor = (row: R, name: string) => {
    const field = fieldOf(meta, name);
    const value = editing!.values[name];
    const error = editing!.errors[name];
    const label = text.field(meta, name);
    const set = (v: unknown) => setEditing((cur) => (cur ? { ...cur, values: { ...cur.values, [name]: v }, errors: { ...cur.errors, [name]: undefined! } } : cur));
    const keys = (e: React.KeyboardEvent) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        saveInline(row);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        setEditing(null);
      }
    };
    const errorText = error ? f(error.id, error.values) : undefined;
    if (field?.options) {
      return (
        <NativeSelect.Root size="xs" invalid={!!error}>
          <NativeSelect.Field aria-label={label} value={value == null ? '' : String(value)} onChange={(e) => set(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))} onKeyDown={keys}>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {text.option(meta, name, o.value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    }
    if (field?.type === 'Boolean') return <CheckBox toggle ariaLabel={label} checked={!!value} onChange={set} />;
    const numeric = field?.type === 'Int';
    return (
      <Input
        size="xs"
        aria-label={label}
        aria-invalid={!!error}
        title={errorText}
        borderColor={error ? 'border.error' : undefined}
        inputMode={numeric ? 'numeric' : undefined}
        value={value == null ? '' : String(value)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          set(numeric ? (v.trim() === '' ? null : /^-?\d+$/.test(v.trim()) ? Number(v) : v) : v);
        }}
        onKeyDown={keys}
        onClick={stopClick}
      />
    );
  };

  const renderCell = (row: R, c: Column<R>, depth: number, first: boolean) => {
    const inEdit = editing?.id === row.id && inlineEdit?.fields.includes(c.name);
    let content: ReactNode;
    if (inEdit) content = renderEditor(row, c.name);
    else if (c.render) content = c.render(row);
    else content = formatValue(meta, c.name, rawValue(row, c.name), text, yesNo);
    if (!first || !tree) return content;
    return (
      <Flex align="center" gap="1" pl={`${depth * 20}px`}>
        <Expander open={expansion.isOpen(row.id)} hidden={!tree.hasChildren(row)} onToggle={() => toggle(row)} busy={loadingRows.has(row.id) ? <Spinner size="xs" /> : undefined} />
        <Box minW="0">{content}</Box>
      </Flex>
    );
  };

  const renderActions = (row: R) => {
    const inEdit = editing?.id === row.id;
    if (inEdit) {
      return (
        <Flex gap="1" justify="flex-end" onClick={stopClick}>
          <Button size="xs" colorPalette="brand" loading={editing!.saving} aria-label={f('common.save')} onClick={() => saveInline(row)}>
            {f('common.save')}
          </Button>
          <Button size="xs" variant="outline" disabled={editing!.saving} onClick={() => setEditing(null)}>
            {f('common.cancel')}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex gap="1" justify="flex-end" wrap="nowrap" onClick={stopClick}>
        {rowActions?.(row)}
        {canInline && (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => startInline(row)} disabled={editing != null}>
            {f('table.inlineEdit')}
          </Button>
        )}
        {canEdit && (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onEdit!(row)}>
            {f('table.edit')}
          </Button>
        )}
        {canDelete && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming([row])}>
            {f('table.delete')}
          </Button>
        )}
      </Flex>
    );
  };

  const renderRow = (row: R, depth: number) => {
    dataById.set(row.id, row);
    return (
      <Table.Row
        data-row-id={row.rowId}
        aria-selected={selectable ? selected.has(row.id) : undefined}
        bg={activeRowId === row.id ? 'brand.subtle' : undefined}
        cursor={tree?.hasChildren(row) || onRowClick ? 'pointer' : undefined}
        onClick={() => {
          if (editing?.id === row.id) return;
          toggle(row);
          onRowClick?.(row);
        }}
      >
        {selectable && (
          <Table.Cell>
            <CheckBox
              ariaLabel={f('table.selectRow', { id: row.rowId })}
              checked={selected.has(row.id)}
              onChange={(c) =>
                setSelected((m) => {
                  const next = new Map(m);
                  if (c) next.set(row.id, row);
                  else next.delete(row.id);
                  return next;
                })
              }
            />
          </Table.Cell>
        )}
        {visible.map((c, i) => (
          <Table.Cell key={c.name} maxW="xs" overflow="hidden" textOverflow="ellipsis" whiteSpace={editing?.id === row.id ? undefined : 'nowrap'}>
            {renderCell(row, c, depth, i === 0)}
          </Table.Cell>
        ))}
        {hasRowActions && (
          // stays in view at the right edge: the buttons are never cut by a narrow table box
          <Table.Cell textAlign="end" whiteSpace="nowrap" w="1%" position="sticky" insetEnd="0" bg="bg" boxShadow="inset 1px 0 0 var(--chakra-colors-border)">
            {renderActions(row)}
          </Table.Cell>
        )}
      </Table.Row>
    );
  };

  return (
    <Box data-testid={`table-${meta.type}`}>
      <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="3">
        <Flex gap="2" wrap="wrap" align="center">
          {onReload && (
            <IconButton size="sm" variant="outline" aria-label={f('table.refresh')} title={f('table.refresh')} onClick={onReload}>
              <Icon name="refresh" size={16} />
            </IconButton>
          )}
          {canAdd && (
            <Button size="sm" colorPalette="brand" onClick={onAdd}>
              <Icon name="plus" size={14} />
              {f('table.add')}
            </Button>
          )}
          {canDelete && (
            <Button size="sm" colorPalette="red" variant="subtle" disabled={selected.size === 0} onClick={() => setConfirming(selectedRows)}>
              <Icon name="delete" size={14} />
              {f('table.deleteSelected')}
            </Button>
          )}
          {toolbar?.({ selected: selectedRows, clearSelection })}
        </Flex>
        <Flex gap="2" wrap="wrap" align="center">
          {state && onStateChange && (filterNames.length > 0 || showKeyword) && (
            <FilterBar meta={meta} state={state} filters={filterNames} keyword={showKeyword} onChange={onStateChange} options={props.filterOptions} />
          )}
          <ColumnChooser
            columns={permitted.map((c) => ({ name: c.name, label: c.label!, fixed: c.fixed }))}
            hidden={hidden}
            onChange={changeHidden}
            onReset={() => {
              setHidden(defaultHidden);
              storage.remove(storeKey);
            }}
          />
          {canExport && (
            <Button size="sm" variant="outline" onClick={() => setExporting(true)}>
              <Icon name="download" size={14} />
              {f('table.export')}
            </Button>
          )}
        </Flex>
      </Flex>

      <Box position="relative" borderWidth="1px" borderRadius="md" overflow="auto" aria-busy={loading}>
        <Table.Root size="sm" interactive={!!tree || !!onRowClick} aria-label={title ?? text.entity(meta)}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {selectable && (
                <Table.ColumnHeader w="10">
                  <CheckBox
                    ariaLabel={f('table.selectAll')}
                    checked={allChecked}
                    indeterminate={!allChecked && someChecked}
                    disabled={pageRows.length === 0}
                    onChange={(c) => setSelected(c ? new Map(pageRows.map((r) => [r.id, dataOf(r)])) : new Map())}
                  />
                </Table.ColumnHeader>
              )}
              {visible.map((c) => {
                const sortable = !tree && !!state && !!onStateChange && (c.sortable ?? isSortable(meta, c.name));
                const dir = sortOf(c.name);
                return (
                  <Table.ColumnHeader key={c.name} w={c.width} whiteSpace="nowrap" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
                    {sortable ? (
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        h="auto"
                        fontWeight="semibold"
                        onClick={() => cycleSort(c.name)}
                        aria-label={f('table.sortBy', { column: c.label! })}
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
              {hasRowActions && (
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" position="sticky" insetEnd="0" bg="bg.muted" boxShadow="inset 1px 0 0 var(--chakra-colors-border)">
                  {f('table.actions')}
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visibleRows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={colCount} textAlign="center" py="10" color="fg.muted" data-testid="table-empty">
                  {loading ? f('app.loading') : (props.emptyText ?? f('table.empty'))}
                </Table.Cell>
              </Table.Row>
            ) : (
              visibleRows.map(({ row, depth }) =>
                rowFragment ? (
                  <FragmentRow<R> key={row.id} fragment={rowFragment} rowRef={row} depth={depth} render={renderRow} />
                ) : (
                  <Fragment key={row.id}>{renderRow(row, depth)}</Fragment>
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

      {state && onStateChange && total !== undefined && <Pager page={state.page} size={state.size} total={total} onChange={onStateChange} />}

      <ConfirmDialog
        open={confirming != null}
        title={f('table.delete.title')}
        loading={deleting}
        confirmLabel={f('table.delete')}
        onConfirm={doDelete}
        onCancel={() => !deleting && setConfirming(null)}
      >
        {f('table.delete.confirm', { count: confirming?.length ?? 0 })}
      </ConfirmDialog>

      {exporting && (
        <ExportDialog
          open
          columns={exportColumns.map((c) => ({ name: c.name, label: c.label! }))}
          initial={visible.filter((c) => c.exportable !== false).map((c) => c.name)}
          scope={f('table.export.scopeAll')}
          onExport={runExport}
          onClose={() => setExporting(false)}
        />
      )}
    </Box>
  );
}

