/**
 * The list screen of an entity: a thin view over useEntityListController.
 * Columns, filters, form fields, rules and permissions come from the
 * entity's declaration (entities.json); the screen's override object adds
 * custom cells and controls, row and toolbar actions, a side panel, tree mode
 * and default hidden columns.
 */
import { createContext, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { DataTable, EntityForm } from '../components/DataTable/index.ts';
import type { Row } from './format.ts';
import type { FormField, FormFieldSpec } from './form/types.ts';
import { useMetaText } from './labels.ts';
import { fieldOf } from './meta.ts';
import type { Column, ColumnSpec } from './table/types.ts';
import { dictChoices, useDicts } from '../dict/index.ts';
import { useArea } from '../area/store.ts';
import type { EntityScreenConfig } from './types.ts';
import { useEntityListController, type EntityController } from './useEntityListController.ts';

const ControllerContext = createContext<EntityController<Row> | null>(null);

/** The controller of the entity screen around a custom cell or control (its writes, reload, form). */
export function useEntityController<R extends Row = Row>(): EntityController<R> {
  const ctrl = useContext(ControllerContext);
  if (!ctrl) throw new Error('useEntityController outside an entity screen');
  return ctrl as unknown as EntityController<R>;
}

type Choices = Record<string, { value: string | number; label: string }[]>;

/**
 * Choices of fields whose values the declaration does not list: the screen's
 * dictionaries and value labels, and the user's communities for `areaId`.
 */
function useChoices(config: EntityScreenConfig<Row>): Choices {
  const dicts = useDicts();
  const areas = useArea().list;
  const intl = useIntl();
  const { meta } = config;
  return useMemo(() => {
    const out: Choices = {};
    if (fieldOf(meta, 'areaId') && areas) out.areaId = areas.map((a) => ({ value: a.rowId, label: a.name }));
    for (const [name, type] of Object.entries({ ...meta.dicts, ...config.dicts })) out[name] = dictChoices(dicts[type] ?? [], fieldOf(meta, name)?.type === 'Int');
    for (const [name, list] of Object.entries(config.options ?? {})) out[name] = list.map((o) => ({ value: o.value, label: intl.formatMessage({ id: o.labelId }) }));
    return out;
  }, [dicts, areas, intl, meta, config.dicts, config.options]);
}

/** Columns: the screen's (or the readable fields), dictionary names in cells, default hidden ones. */
export function resolveColumns<R extends Row>(config: EntityScreenConfig<R>, choices: Choices): Column<R>[] {
  // A row's translations are in its translatable columns already (the reader's language): the JSON is no column.
  const specs: ColumnSpec<R>[] = config.columns ?? config.meta.fields.filter((f) => f.readable && !(f.name === 'i18n' && config.meta.translatable?.length)).map((f) => f.name);
  const hidden = new Set(config.hidden ?? []);
  return specs.map((s) => {
    const c: Column<R> = typeof s === 'string' ? { name: s } : { ...s };
    if (hidden.has(c.name)) c.hidden = true;
    const own = choices[c.name];
    if (own && !c.render) {
      const name = (r: R) => {
        const v = r[c.name];
        return v == null ? '' : (own.find((o) => String(o.value) === String(v))?.label ?? String(v));
      };
      c.render = name;
    }
    return c;
  });
}

/** Form fields: the screen's (or the writable fields), dictionary fields as selects. */
export function resolveFormFields<R extends Row>(config: EntityScreenConfig<R>, choices: Choices, mode: 'add' | 'edit', row?: R): FormField[] {
  const form = config.form || {};
  const specs: FormFieldSpec[] =
    typeof form.fields === 'function' ? form.fields({ mode, row }) : (form.fields ?? config.meta.fields.filter((f) => f.writable && f.type !== 'JSON').map((f) => f.name));
  return specs.map((s) => {
    const field: FormField = typeof s === 'string' ? { name: s } : { ...s };
    const own = choices[field.name];
    if (own?.length && !field.render && !field.options) return { ...field, kind: 'select', options: own };
    return field;
  });
}

export function EntityListView<R extends Row>({ ctrl }: { ctrl: EntityController<R> }) {
  const intl = useIntl();
  const text = useMetaText();
  const { config } = ctrl;
  const { meta, ops } = config;
  const choices = useChoices(config as unknown as EntityScreenConfig<Row>);
  const columns = useMemo(() => resolveColumns(config, choices), [config, choices]);
  const form = ctrl.form;
  const hasForm = config.form !== false;
  const formConfig = config.form || {};
  const deletable = config.deletable ?? !!ops.deleteMutation;

  const table = (
    <DataTable<R>
      meta={meta}
      rows={ctrl.rows as unknown as R[]}
      rowFragment={ops.rowFragment}
      total={config.tree ? undefined : ctrl.total}
      totalExact={ctrl.totalExact}
      state={ctrl.state}
      onStateChange={ctrl.setState}
      loading={ctrl.loading}
      onReload={ctrl.reload}
      columns={columns}
      filters={config.filters}
      filterOptions={choices}
      onAdd={hasForm && ops.addMutation ? () => ctrl.openAdd() : undefined}
      onEdit={hasForm && ops.updateMutation ? ctrl.openEdit : undefined}
      onDelete={deletable ? (rows) => ctrl.remove(rows.map((r) => r.rowId)) : undefined}
      inlineEdit={config.inlineEdit && ops.updateMutation ? { fields: config.inlineEdit, onSave: (row, values) => ctrl.save(values, row.rowId) } : undefined}
      rowActions={config.rowActions ? (row) => config.rowActions!(row, ctrl) : undefined}
      toolbar={config.toolbar ? (ctx) => config.toolbar!(ctx, ctrl) : undefined}
      selectable={config.selectable}
      onExport={config.export !== false && meta.perms.export ? ctrl.exportFile : undefined}
      tree={config.tree ? { hasChildren: (r) => ctrl.childrenOf(r).length > 0, getChildren: (r) => ctrl.childrenOf(r) as unknown as R[] } : undefined}
    />
  );

  const editing = form?.mode === 'edit' && form.row ? form.row : undefined;
  return (
    <ControllerContext.Provider value={ctrl as unknown as EntityController<Row>}>
      {config.aside ? (
        <Flex gap="3" align="flex-start" direction={{ base: 'column', md: 'row' }}>
          {config.aside(ctrl)}
          <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }} flex="1" minW="0" w="100%">
            {table}
          </Box>
        </Flex>
      ) : (
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
          {table}
        </Box>
      )}
      {hasForm && (
        <EntityForm
          meta={meta}
          open={form != null}
          mode={form?.mode ?? 'add'}
          size={formConfig.size ?? 'lg'}
          title={intl.formatMessage({ id: form?.mode === 'edit' ? 'form.editTitle' : 'form.addTitle' }, { entity: text.entity(meta) })}
          initial={editing ? (formConfig.values?.(editing) ?? { ...editing }) : { ...formConfig.initial?.(ctrl), ...form?.preset }}
          fields={form ? resolveFormFields(config, choices, form.mode, editing) : []}
          onSubmit={(values) => ctrl.save(formConfig.toInput ? formConfig.toInput(values, editing) : values, editing?.rowId)}
          onClose={ctrl.closeForm}
        />
      )}
      {config.extra?.(ctrl)}
    </ControllerContext.Provider>
  );
}

/** The list screen of an entity with its override object, from the route's preloaded query. */
export function EntityListScreen<R extends Row>({ config, queryRef }: { config: EntityScreenConfig<R>; queryRef: PreloadedQuery<OperationType> }) {
  const ctrl = useEntityListController(config, queryRef);
  return <EntityListView ctrl={ctrl} />;
}
