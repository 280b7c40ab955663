/** The generic list machinery: table, list state in the URL, forms, export, validation. */
export { DataTable, type DataTableProps } from './DataTable.tsx';
export { EntityForm, type FormField, type FormFieldSpec, type FormValues, type ControlProps } from './EntityForm.tsx';
export { CheckBox, toggled } from './CheckBox.tsx';
export { useEntityList, useRefetchOnChange, type EntityList, type Refetch } from './useEntityList.ts';
export * from './listState.ts';
export * from './meta.ts';
export { useMetaText, metaText, type MetaText } from './labels.ts';
export { formatDateTime, formatValue, rawValue, type Row } from './format.ts';
export { commit, FieldError } from './mutation.ts';
export { validateValue, ruleError, isBlank, type ErrorText } from './validate.ts';
export { saveFile } from './exportFile.ts';
export type { ExportFormat } from './ExportDialog.tsx';
export type { Column, ColumnSpec, InlineEditOptions, TreeOptions, ToolbarContext } from './types.ts';
