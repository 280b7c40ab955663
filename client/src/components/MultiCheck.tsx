/**
 * A checkbox list of choices (roles, communities, resident roles, houses):
 * the value is the chosen values. `searchable` adds a search box over the
 * labels (a user's communities: a company may run hundreds) and lists the
 * chosen names above it, so a choice hidden by the search stays visible.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useFilter } from '@chakra-ui/react/locale';
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
  /** a search box over the labels, and the chosen names listed */
  searchable?: boolean;
}

export function MultiCheck<V extends string | number>({ options, value, onChange, label, emptyText, columns = 2, searchable }: Props<V>) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [search, setSearch] = useState('');
  const term = searchable ? search.trim() : '';
  const shown = useMemo(() => (term ? options.filter((o) => contains(o.label, term)) : options), [options, term, contains]);
  if (options.length === 0) return <Text fontSize="sm" color="fg.muted">{emptyText}</Text>;
  const list = (
    <SimpleGrid columns={{ base: 1, sm: columns }} gap="1.5" role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="2" maxH="40" overflowY="auto" w="100%">
      {shown.map((o) => (
        <CheckBox key={o.value} label={o.label} checked={value.includes(o.value)} onChange={(on) => onChange(on ? [...value, o.value] : value.filter((x) => x !== o.value))} />
      ))}
      {shown.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'picker.none' })}
        </Text>
      )}
    </SimpleGrid>
  );
  if (!searchable) return list;
  const chosen = options.filter((o) => value.includes(o.value));
  return (
    <Box w="100%">
      <Box display="flex" gap="2" alignItems="center" mb="2">
        <Input size="sm" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={intl.formatMessage({ id: 'picker.search' })} aria-label={intl.formatMessage({ id: 'picker.searchIn' }, { label })} />
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
          {intl.formatMessage({ id: 'picker.chosen' }, { count: chosen.length })}
        </Text>
      </Box>
      {chosen.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {chosen.map((o) => o.label).join(intl.formatMessage({ id: 'common.listSeparator' }))}
        </Text>
      )}
      {list}
    </Box>
  );
}
