/**
 * The route entry of an entity screen (one registry line in router/screens.ts):
 * its page query (or, for a tree screen, its tree query) starts with the list
 * state of the URL while the screen's code loads.
 */
import type { ComponentType } from 'react';
import type { ConcreteRequest } from 'relay-runtime';
import { entityMeta } from './meta.ts';
import { listScreen } from '../router/listScreen.ts';
import type { Screen, ScreenProps } from '../router/types.ts';

export function entityRoute(
  declaration: unknown,
  /** the generated `<Type>PageQuery` (paged) or `<Type>TreeQuery` (every row) */
  query: ConcreteRequest,
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  more?: Parameters<typeof listScreen>[3],
): Screen {
  return listScreen(load, query, entityMeta(declaration), more, !query.params.name.endsWith('TreeQuery'));
}
