/**
 * The route entry of an entity screen (one registry line in router/screens.ts):
 * its page query (or, for a tree screen, its tree query) starts with the list
 * state of the URL while the screen's code loads. The declaration is named,
 * and the query artifact imported lazily, so that the route table pulls
 * neither the entity declarations nor any list query into the initial bundle.
 */
import type { ComponentType } from 'react';
import { listScreen, type EntityName, type QueryModule } from '../router/listScreen.ts';
import type { Screen, ScreenProps } from '../router/types.ts';

export function entityRoute(
  /** the declaration's name in meta/entities.json */
  entity: EntityName,
  /** the generated `<Type>PageQuery` (paged) or `<Type>TreeQuery` (every row), imported lazily */
  query: QueryModule,
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  more?: Parameters<typeof listScreen>[3],
): Screen {
  return listScreen(load, query, entity, more);
}
