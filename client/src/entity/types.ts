/**
 * The entity kit's contracts: the generated operations of an entity
 * (client/src/entity/generated/<Type>.ts) and the small override object a
 * screen gives EntityListScreen.
 */
import type { ReactNode } from 'react';
import type { Row } from './format.ts';
import type { FormFieldSpec, FormValues } from './form/types.ts';
import type { EntityMeta } from './meta.ts';
import type { ColumnSpec, ToolbarContext } from './table/types.ts';
import type { EntityOperations } from './operations.ts';
import type { ExportFormat } from './serverExport.ts';
import type { EntityList } from './useEntityList.ts';
import type { EntityWrites } from './writes.ts';

export type { EntityOperations };

/** The form of a screen: its fields, and the values it opens with. */
export interface EntityFormConfig<R extends Row> {
  /** fields in order (default: the writable fields of the declaration) */
  fields?: FormFieldSpec[] | ((ctx: { mode: 'add' | 'edit'; row?: R }) => FormFieldSpec[]);
  /** values of a new row (merged over the declaration's defaults) */
  initial?: (ctrl: EntityController<R>) => FormValues;
  /** values of an edited row (default: the row itself) */
  values?: (row: R) => FormValues;
  /** values sent, from the form's values (default: as they are) */
  toInput?: (values: FormValues, row?: R) => FormValues;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** Everything a screen may override; all optional. */
export interface EntityScreenConfig<R extends Row = Row> {
  meta: EntityMeta;
  ops: EntityOperations;
  /** columns in order (default: the declaration's readable fields) */
  columns?: ColumnSpec<R>[];
  /** columns hidden until chosen in the column chooser */
  hidden?: string[];
  /** filter fields shown (default: the declaration's eq and like filters) */
  filters?: string[];
  /** more dictionary types of fields than the declaration's `meta.dicts` (`{ type: 'goodsType' }`): cells, filter and form selects show the dictionary's names */
  dicts?: Record<string, string>;
  /** value labels (message ids) of fields whose values the declaration does not list: cells, filter and form selects */
  options?: Record<string, { value: number | string; labelId: string }[]>;
  /** `false`: no add/edit dialog (read-only lists) */
  form?: EntityFormConfig<R> | false;
  /** fields edited inline in the row */
  inlineEdit?: string[];
  /** row selection checkboxes (default: when rows can be deleted) */
  selectable?: boolean;
  /** delete buttons (default: when the entity can be deleted) */
  deletable?: boolean;
  /** extra buttons of a row */
  rowActions?: (row: R, ctrl: EntityController<R>) => ReactNode;
  /** extra toolbar content */
  toolbar?: (ctx: ToolbarContext<R>, ctrl: EntityController<R>) => ReactNode;
  /** a panel beside the table (department tree, dictionary types) */
  aside?: (ctrl: EntityController<R>) => ReactNode;
  /** more content under the table (dialogs) */
  extra?: (ctrl: EntityController<R>) => ReactNode;
  /** tree mode: every row of the filters (the tree query), nested by parentId and ordered by orderNum */
  tree?: boolean;
  /** `false`: no export of the list (default: when the entity declares one; the server writes the file) */
  export?: false;
}

/** A row as the list holds it: ids (and tree keys) plus the masked row fragment reference. */
export interface RowRef extends Row {
  parentId?: number | null;
  orderNum?: number | null;
}

export interface EntityFormState<R> {
  mode: 'add' | 'edit';
  row?: R;
  /** values of a new row given by the action that opened the form (a parent...) */
  preset?: FormValues;
}

export interface EntityController<R extends Row = Row> extends EntityList, EntityWrites {
  config: EntityScreenConfig<R>;
  /** rows of the page (tree mode: the roots), as fragment references */
  rows: readonly RowRef[];
  /** total rows of the filters (paged lists) */
  total?: number;
  /** false when `total` is the server's estimate (a text search past its exact bound: totalCountExact) */
  totalExact?: boolean;
  /** tree mode: the children of a row */
  childrenOf: (row: RowRef) => readonly RowRef[];
  /** the server's file of every row of the current filters with the chosen columns (export) */
  exportFile: (format: ExportFormat, columns: string[]) => Promise<Blob>;
  form: EntityFormState<R> | null;
  openAdd: (preset?: FormValues) => void;
  openEdit: (row: R) => void;
  closeForm: () => void;
}
