/**
 * The shown name of a menu: the seeded menus are translated through the
 * catalogues — pages by router (`menu.page./sys/user`), directories by name
 * (`menu.dir.<name>`) — and any other menu shows its own name.
 */
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

export interface NamedMenu {
  name: string;
  router?: string | null;
  /** 0 directory, 1 page */
  type: number;
}

export function menuName(intl: IntlShape, menu: NamedMenu): string {
  const id = menu.type === 1 && menu.router ? `menu.page.${menu.router}` : `menu.dir.${menu.name}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : menu.name;
}

export function useMenuName(): (menu: NamedMenu) => string {
  const intl = useIntl();
  return (menu) => menuName(intl, menu);
}
