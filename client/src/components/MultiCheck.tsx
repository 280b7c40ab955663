/** A checkbox list of a few choices (roles, communities, resident roles, houses): the value is the chosen values. */
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { CheckBox } from './DataTable/CheckBox.tsx';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

interface Props<V extends string | number> {
  options: readonly Choice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** accessible name of the group */
  label: string;
  /** shown when there is nothing to choose */
  emptyText: string;
  columns?: number;
}

export function MultiCheck<V extends string | number>({ options, value, onChange, label, emptyText, columns = 2 }: Props<V>) {
  if (options.length === 0) return <Text fontSize="sm" color="fg.muted">{emptyText}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, sm: columns }} gap="1.5" role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="2" maxH="40" overflowY="auto" w="100%">
      {options.map((o) => (
        <CheckBox key={o.value} label={o.label} checked={value.includes(o.value)} onChange={(on) => onChange(on ? [...value, o.value] : value.filter((x) => x !== o.value))} />
      ))}
    </SimpleGrid>
  );
}
