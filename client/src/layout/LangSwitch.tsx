import { useIntl } from 'react-intl';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Icon } from '../components/Icon.tsx';
import { SWITCHER_LOCALES, setLocale, useLocale, type Locale } from '../i18n/index.ts';

/**
 * Language switcher: zh-cn and en (SPEC §9). The server answers data in the
 * language of the request (menus, dictionaries, names of seeded rows), so a
 * new language reloads the page: every list, tree and menu is asked again.
 */
export function LangSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  const label = intl.formatMessage({ id: 'layout.language' });
  const choose = (next: Locale) => {
    if (next === locale) return;
    setLocale(next);
    window.location.reload();
  };
  return (
    <Menu.Root onSelect={(d) => choose(d.value as Locale)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} title={label}>
          <Icon name="globe" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {SWITCHER_LOCALES.map((l) => (
              <Menu.Item key={l} value={l} fontWeight={l === locale ? 'semibold' : undefined} color={l === locale ? 'brand.fg' : undefined}>
                {intl.formatMessage({ id: `lang.${l}` })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
