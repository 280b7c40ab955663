/** Theme toolbar: 8 colours, dark mode, menu grouping, route transition (persisted). */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { Icon } from '../components/Icon.tsx';
import { THEME_COLORS } from '../theme/colors.ts';
import { updateTheme, useTheme, type Transition } from '../theme/settings.ts';
import type { MessageId } from '../i18n/index.ts';

const TRANSITIONS: Transition[] = ['slide', 'fade', 'none'];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box mb="5">
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(d) => onChange(d.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function ThemePanel() {
  const intl = useIntl();
  const theme = useTheme();
  const f = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Drawer.Root placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={f('layout.theme')} title={f('layout.theme')}>
          <Icon name="palette" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{f('theme.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Row label={f('theme.color')}>
                <Flex wrap="wrap" gap="2">
                  {THEME_COLORS.map((c) => {
                    const name = f(c.name as MessageId);
                    const selected = theme.color.toLowerCase() === c.value.toLowerCase();
                    return (
                      <Box
                        as="button"
                        key={c.value}
                        w="8"
                        h="8"
                        borderRadius="md"
                        cursor="pointer"
                        style={{ background: c.value }}
                        outline={selected ? '2px solid' : undefined}
                        outlineColor="fg"
                        outlineOffset="2px"
                        title={name}
                        aria-label={name}
                        aria-pressed={selected}
                        onClick={() => updateTheme({ color: c.value })}
                      />
                    );
                  })}
                </Flex>
              </Row>
              <Row label={f('theme.dark')}>
                <Toggle label={f('theme.dark')} checked={theme.dark} onChange={(dark) => updateTheme({ dark })} />
              </Row>
              <Row label={f('theme.menuGroup')}>
                <Toggle label={f('theme.menuGroup')} checked={theme.menuGroup} onChange={(menuGroup) => updateTheme({ menuGroup })} />
              </Row>
              <Row label={f('theme.transition')}>
                <HStack gap="2">
                  {TRANSITIONS.map((tr) => (
                    <Button
                      key={tr}
                      size="xs"
                      colorPalette="brand"
                      variant={theme.transition === tr ? 'solid' : 'outline'}
                      aria-pressed={theme.transition === tr}
                      onClick={() => updateTheme({ transition: tr })}
                    >
                      {f(`theme.transition.${tr}` as MessageId)}
                    </Button>
                  ))}
                </HStack>
              </Row>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
