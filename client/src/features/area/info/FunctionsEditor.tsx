/**
 * The functions of a community (its `functions` JSON list of keys): the
 * known functions as checkboxes, plus other keys added by hand and removable.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { MultiCheck } from '../../../components/MultiCheck.tsx';
import type { ControlProps } from '../../../entity/index.ts';

export const KNOWN_FUNCTIONS = ['meeting', 'vote', 'election', 'repair', 'advice', 'notice'] as const;

export function functionList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function FunctionsEditor({ id, value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const list = functionList(value);
  const [draft, setDraft] = useState('');
  const known = list.filter((k) => (KNOWN_FUNCTIONS as readonly string[]).includes(k));
  const others = list.filter((k) => !(KNOWN_FUNCTIONS as readonly string[]).includes(k));
  const add = () => {
    const key = draft.trim();
    if (key && !list.includes(key)) onChange([...list, key]);
    setDraft('');
  };
  return (
    <Stack gap="2" w="100%">
      <MultiCheck label={label} columns={3} value={known} onChange={(v) => onChange([...v, ...others])} options={KNOWN_FUNCTIONS.map((k) => ({ value: k, label: intl.formatMessage({ id: `area.function.${k}` }) }))} emptyText="" />
      <Flex gap="1.5" wrap="wrap">
        {others.map((k) => (
          <Tag.Root key={k} size="md">
            <Tag.Label>{k}</Tag.Label>
            <CloseButton size="2xs" aria-label={intl.formatMessage({ id: 'area.function.remove' }, { name: k })} onClick={() => onChange(list.filter((x) => x !== k))} />
          </Tag.Root>
        ))}
      </Flex>
      <Flex gap="2">
        <Input id={id} size="sm" value={draft} placeholder={intl.formatMessage({ id: 'area.function.other' })} onChange={(e) => setDraft(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())} />
        <Button size="sm" variant="outline" onClick={add} disabled={!draft.trim()}>
          {intl.formatMessage({ id: 'area.function.add' })}
        </Button>
      </Flex>
    </Stack>
  );
}

/** The functions of a row as text in a cell or an export. */
export function FunctionsText({ value }: { value: unknown }) {
  const intl = useIntl();
  return <>{functionList(value).map((k) => ((KNOWN_FUNCTIONS as readonly string[]).includes(k) ? intl.formatMessage({ id: `area.function.${k}` }) : k)).join(intl.formatMessage({ id: 'common.listSeparator' }))}</>;
}
