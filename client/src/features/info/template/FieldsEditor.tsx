/**
 * The custom fields of an info template (`fields`: a JSON list of
 * { name, alias }): rows added, edited and removed. SPEC §5: name and alias
 * are required, the alias has only English letters, digits and underscores.
 */
import { useIntl } from 'react-intl';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Icon } from '../../../components/Icon.tsx';
import type { ControlProps, ErrorText } from '../../../entity/index.ts';

export interface CustomField {
  name: string;
  alias: string;
  [more: string]: unknown;
}

export const ALIAS = /^[A-Za-z0-9_]+$/;

export function fieldList(value: unknown): CustomField[] {
  return Array.isArray(value) ? value.filter((f): f is CustomField => !!f && typeof f === 'object').map((f) => ({ ...f, name: String(f.name ?? ''), alias: String(f.alias ?? '') })) : [];
}

/** The first problem of the list, or null. */
export function checkFields(value: unknown): ErrorText | null {
  const list = fieldList(value);
  for (const [i, f] of list.entries()) {
    if (!f.name.trim()) return { id: 'template.field.nameRequired', values: { row: i + 1 } };
    if (!f.alias.trim()) return { id: 'template.field.aliasRequired', values: { row: i + 1 } };
    if (!ALIAS.test(f.alias)) return { id: 'template.field.aliasPattern', values: { row: i + 1 } };
  }
  return null;
}

export function FieldsEditor({ id, value, onChange, invalid, label }: ControlProps) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const list = fieldList(value);
  const set = (i: number, patch: Partial<CustomField>) => onChange(list.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <Stack gap="2" w="100%" role="group" aria-label={label}>
      {list.length === 0 && <Text fontSize="sm" color="fg.muted">{f('template.field.none')}</Text>}
      {list.map((x, i) => (
        <Flex key={i} gap="2" align="center">
          <Input id={i === 0 ? id : undefined} size="sm" aria-label={f('template.field.name', { row: i + 1 })} aria-invalid={invalid && !x.name.trim()} placeholder={f('template.field.namePlaceholder')} value={x.name} onChange={(e) => set(i, { name: e.currentTarget.value })} />
          <Input size="sm" fontFamily="mono" aria-label={f('template.field.alias', { row: i + 1 })} aria-invalid={invalid && !ALIAS.test(x.alias)} placeholder="alias_1" value={x.alias} onChange={(e) => set(i, { alias: e.currentTarget.value })} />
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={f('template.field.remove', { row: i + 1 })} onClick={() => onChange(list.filter((_, j) => j !== i))}>
            <Icon name="delete" size={14} />
          </IconButton>
        </Flex>
      ))}
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => onChange([...list, { name: '', alias: '' }])}>
        <Icon name="plus" size={12} />
        {f('template.field.add')}
      </Button>
    </Stack>
  );
}
