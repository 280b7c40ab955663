/**
 * The entity kit: a list screen per entity from its declaration
 * (entities.json), its generated Relay operations (entity/generated) and a
 * small override object; and the logic under every entity screen and form
 * (declarations, labels, formatting, validation, list state in the URL,
 * mutations, export, the table and form hooks). The UI parts (DataTable,
 * EntityForm, …) are in components/DataTable/. See docs/entity-kit.md and
 * client/README.md, "Add an entity screen".
 */
export { defineEntityScreen } from './defineEntityScreen.tsx';
export { EntityListScreen, EntityListView, resolveColumns, resolveFormFields, useEntityController } from './EntityListScreen.tsx';
export { StatusSwitch } from './StatusSwitch.tsx';
export { useEntityListController, type EntityController, type RowRef } from './useEntityListController.ts';
export { useEntityWrites, useConfirmedRemoval, resultOf, type EntityWrites, type ConfirmedRemoval } from './writes.ts';
export { entityRoute } from './route.ts';
export type { EntityOperations, EntityScreenConfig, EntityFormConfig } from './types.ts';

export * from './meta.ts';
export * from './listState.ts';
export { useEntityList, useRefetchOnChange, type EntityList, type Refetch } from './useEntityList.ts';
export { useMetaText, metaText, type MetaText } from './labels.ts';
export { formatDateTime, formatValue, rawValue, type Row } from './format.ts';
export { commit, FieldError } from './mutation.ts';
export { validateValue, ruleError, orderErrors, isBlank, type ErrorText, type ValidateOptions } from './validate.ts';
export { saveFile } from './exportFile.ts';
export { exportBody, exportList, type ExportFormat } from './serverExport.ts';
export type { Column, ColumnSpec, InlineEditOptions, TreeOptions, ToolbarContext } from './table/types.ts';
export type { FormField, FormFieldKind, FormFieldSpec, FormValues, ControlProps } from './form/types.ts';
export { localDateTimeInput } from './form/values.ts';
export { useEntityForm, type EntityFormController, type EntityFormOptions } from './form/useEntityForm.ts';
