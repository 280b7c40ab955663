/**
 * Which of a table's actions the user gets: a button shows when the screen
 * gives its handler AND the user holds the entity's permission for it (add,
 * update, delete, export; inline edit its own or update). Rows are selectable
 * when they can be deleted, unless the screen says otherwise.
 */
import { useCan, type PermCheck } from '../../components/Can.tsx';
import { permOf, type EntityMeta } from '../meta.ts';
import type { Row } from '../format.ts';
import type { InlineEditOptions } from './types.ts';

export interface TableActionOptions<R extends Row> {
  onAdd?: () => void;
  onEdit?: (row: R) => void;
  onDelete?: (rows: R[]) => Promise<unknown>;
  inlineEdit?: InlineEditOptions<R>;
  /** only its presence counts here (useTableExport runs it) */
  onExport?: unknown;
  exportPerm?: PermCheck;
  selectable?: boolean;
  /** the screen's own row buttons, only their presence counts here (the actions column shows for them too) */
  rowActions?: unknown;
}

export interface TableActions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canInline: boolean;
  canExport: boolean;
  selectable: boolean;
  /** the actions column shows */
  hasRowActions: boolean;
}

export function useTableActions<R extends Row>(meta: EntityMeta, o: TableActionOptions<R>): TableActions {
  const can = useCan();
  const canAdd = !!o.onAdd && can(permOf(meta, 'add'));
  const canEdit = !!o.onEdit && can(permOf(meta, 'update'));
  const canDelete = !!o.onDelete && can(permOf(meta, 'delete'));
  const canInline = !!o.inlineEdit && can(o.inlineEdit.perm ?? permOf(meta, 'update'));
  const canExport = !!o.onExport && can(o.exportPerm ?? permOf(meta, 'export'));
  const selectable = o.selectable ?? canDelete;
  const hasRowActions = canEdit || canDelete || canInline || !!o.rowActions;
  return { canAdd, canEdit, canDelete, canInline, canExport, selectable, hasRowActions };
}
