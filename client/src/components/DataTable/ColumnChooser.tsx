/** The column chooser: which columns the table shows (kept per entity in localStorage). */
import { useIntl } from 'react-intl';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Icon } from '../Icon.tsx';
import { CheckBox } from './CheckBox.tsx';

interface Props {
  columns: { name: string; label: string; fixed?: boolean }[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  onReset: () => void;
}

export function ColumnChooser({ columns, hidden, onChange, onReset }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'table.columns' });
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="outline" aria-label={label} title={label}>
          <Icon name="columns" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="56" maxH="80" overflowY="auto">
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" fontSize="sm" mb="2">
                {label}
              </Popover.Title>
              <Stack gap="1.5" role="group" aria-label={label}>
                {columns
                  .filter((c) => !c.fixed)
                  .map((c) => (
                    <CheckBox
                      key={c.name}
                      label={c.label}
                      checked={!hidden.has(c.name)}
                      onChange={(checked) => {
                        const next = new Set(hidden);
                        if (checked) next.delete(c.name);
                        else next.add(c.name);
                        onChange(next);
                      }}
                    />
                  ))}
              </Stack>
              <Button size="xs" variant="ghost" mt="2" onClick={onReset}>
                {intl.formatMessage({ id: 'table.columns.reset' })}
              </Button>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
