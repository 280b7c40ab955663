/**
 * The shown name of a menu: the server names menus in the reader's language
 * (permmenu and the menu lists answer the `language` header from the row's
 * translations, server/crud/translations.ts), so the client shows the name
 * it was given. One place, so a screen never words a menu its own way.
 */
import type { IntlShape } from 'react-intl';

export interface NamedMenu {
  name: string;
  router?: string | null;
  /** 0 directory, 1 page */
  type: number;
}

export function menuName(_intl: IntlShape, menu: NamedMenu): string {
  return menu.name;
}

export function useMenuName(): (menu: NamedMenu) => string {
  return (menu) => menu.name;
}
