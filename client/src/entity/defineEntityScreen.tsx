/** A screen module's default export: the entity's list screen with its overrides, fed by the route's preloaded query. */
import type { ComponentType } from 'react';
import type { Row } from './format.ts';
import type { ScreenProps } from '../router/types.ts';
import { EntityListScreen } from './EntityListScreen.tsx';
import type { EntityScreenConfig } from './types.ts';

export function defineEntityScreen<R extends Row>(config: EntityScreenConfig<R>): ComponentType<ScreenProps> {
  function EntityScreen({ queries }: ScreenProps) {
    return <EntityListScreen<R> config={config} queryRef={queries.list!} />;
  }
  EntityScreen.displayName = `${config.ops.type}Screen`;
  return EntityScreen;
}
