/** The contracts of a DataTable's columns, inline edit, tree rows and toolbar (read by the table hooks and the screens). */
import type { ReactNode } from 'react';
import type { PermCheck } from '../../components/Can.tsx';
import type { Row } from '../format.ts';

export type { Row };

export interface Column<R extends Row = Row> {
  /** field name of the declaration, or a key of the screen's own column */
  name: string;
  /** header text (default: the field's translated label) */
  label?: string;
  /** … or the message id of the header text */
  labelId?: string;
  /** cell content (default: the formatted value) */
  render?: (row: R) => ReactNode;
  /** sortable by the server (default: a readable scalar column of the declaration) */
  sortable?: boolean;
  /** hidden until chosen in the column chooser */
  hidden?: boolean;
  /** offered in the export dialog (default true; false for a column the server's export does not know) */
  exportable?: boolean;
  /** the column shows only with this permission */
  perm?: PermCheck;
  width?: string;
  /** the column cannot be hidden */
  fixed?: boolean;
}

export type ColumnSpec<R extends Row = Row> = string | Column<R>;

export interface InlineEditOptions<R extends Row = Row> {
  /** editable fields of the declaration */
  fields: string[];
  /** saves the changed values; rejects with the server message */
  onSave: (row: R, values: Record<string, unknown>) => Promise<unknown>;
  /** default: the update permission */
  perm?: PermCheck;
}

export interface TreeOptions<R extends Row = Row> {
  hasChildren: (row: R) => boolean;
  /** children of a row, loaded when the row is first expanded (cached until the rows change) */
  loadChildren?: (row: R) => Promise<readonly R[]>;
  /** children known already (evaluated on each render of an expanded row) */
  getChildren?: (row: R) => readonly R[];
}

export interface ToolbarContext<R extends Row = Row> {
  selected: R[];
  clearSelection: () => void;
}
