/**
 * The entity kit's UI: the table, the add/edit form, and their parts. Their
 * logic (declarations, list state, validation, formatting, the table and
 * form hooks) is in client/src/entity/ (docs/entity-kit.md).
 */
export { DataTable, type DataTableProps } from './DataTable.tsx';
export { EntityForm } from './EntityForm.tsx';
export { FieldControl } from './FieldControl.tsx';
export { CheckBox, toggled } from './CheckBox.tsx';
export { Pager } from './Pager.tsx';
export { ExportDialog } from './ExportDialog.tsx';
export { formControls, setFormControl } from './controls.ts';
