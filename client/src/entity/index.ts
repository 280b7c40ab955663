/**
 * The entity kit: a list screen per entity from its declaration
 * (entities.json), its generated Relay operations (entity/generated) and a
 * small override object. See client/README.md, "Add an entity screen".
 */
export { defineEntityScreen } from './defineEntityScreen.tsx';
export { EntityListScreen, EntityListView, resolveColumns, resolveFormFields, useEntityController } from './EntityListScreen.tsx';
export { StatusSwitch } from './StatusSwitch.tsx';
export { useEntityListController, type EntityController, type RowRef } from './useEntityListController.ts';
export { useEntityWrites, useConfirmedRemoval, resultOf, type EntityWrites, type ConfirmedRemoval } from './writes.ts';
export { entityRoute } from './route.ts';
export type { EntityOperations, EntityScreenConfig, EntityFormConfig } from './types.ts';
export { entityMeta, permOf } from '../components/DataTable/meta.ts';
