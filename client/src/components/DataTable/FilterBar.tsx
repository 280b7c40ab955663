/**
 * Keyword search and the entity's filters: a select for filters with declared
 * values, a text field otherwise. Text is applied with Enter or the search
 * button; a select applies at once.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Icon } from '../Icon.tsx';
import { useMetaText } from '../../entity/labels.ts';
import type { ListState, ListStatePatch } from '../../entity/listState.ts';
import { fieldOf, type EntityMeta } from '../../entity/meta.ts';

interface Props {
  meta: EntityMeta;
  state: ListState;
  filters: string[];
  keyword: boolean;
  onChange: (patch: ListStatePatch) => void;
  /** choices of filters whose values the declaration does not list (dictionaries) */
  options?: Record<string, { value: string | number; label: string }[]>;
}

export function FilterBar({ meta, state, filters, keyword, onChange, options: choices = {} }: Props) {
  const intl = useIntl();
  const text = useMetaText();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [keyWord, setKeyWord] = useState(state.keyWord);
  const [drafts, setDrafts] = useState<Record<string, string>>(state.filters);
  useEffect(() => setKeyWord(state.keyWord), [state.keyWord]);
  useEffect(() => setDrafts(state.filters), [state.filters]);

  const apply = () => {
    const patch: Record<string, string | null> = {};
    for (const name of filters) patch[name] = drafts[name]?.trim() || null;
    onChange({ keyWord: keyWord.trim(), filters: patch });
  };
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };

  return (
    <Flex gap="2" wrap="wrap" align="center" role="search">
      {filters.map((name) => {
        const field = fieldOf(meta, name);
        const label = text.field(meta, name);
        const own = choices[name];
        if (own) {
          return (
            <NativeSelect.Root key={name} size="sm" width="auto" minW="28">
              <NativeSelect.Field aria-label={label} value={state.filters[name] ?? ''} onChange={(e) => onChange({ filters: { [name]: e.currentTarget.value || null } })}>
                <option value="">{f('table.filter.all', { field: label })}</option>
                {own.map((o) => (
                  <option key={o.value} value={String(o.value)}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        }
        if (field?.options || field?.type === 'Boolean') {
          const options = field.options ?? [
            { value: 1, label: '' },
            { value: 0, label: '' },
          ];
          return (
            <NativeSelect.Root key={name} size="sm" width="auto" minW="28">
              <NativeSelect.Field
                aria-label={label}
                value={state.filters[name] ?? ''}
                onChange={(e) => onChange({ filters: { [name]: e.currentTarget.value || null } })}
              >
                <option value="">{f('table.filter.all', { field: label })}</option>
                {options.map((o) => (
                  <option key={o.value} value={field.type === 'Boolean' ? String(o.value === 1) : String(o.value)}>
                    {field.type === 'Boolean' ? f(o.value === 1 ? 'common.yes' : 'common.no') : text.option(meta, name, o.value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        }
        return (
          <Input
            key={name}
            size="sm"
            w="36"
            aria-label={label}
            placeholder={label}
            inputMode={field?.type === 'Int' ? 'numeric' : undefined}
            value={drafts[name] ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setDrafts((d) => ({ ...d, [name]: v }));
            }}
            onKeyDown={onEnter}
          />
        );
      })}
      {keyword && (
        <Input
          size="sm"
          w={{ base: '40', md: '52' }}
          type="search"
          aria-label={f('table.keyword')}
          placeholder={f('table.keyword.placeholder')}
          value={keyWord}
          onChange={(e) => setKeyWord(e.currentTarget.value)}
          onKeyDown={onEnter}
        />
      )}
      {(keyword || filters.some((n) => !fieldOf(meta, n)?.options && !choices[n] && fieldOf(meta, n)?.type !== 'Boolean')) && (
        <Button size="sm" colorPalette="brand" onClick={apply}>
          <Icon name="search" size={14} />
          {f('table.search')}
        </Button>
      )}
    </Flex>
  );
}
