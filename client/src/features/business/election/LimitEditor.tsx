/** The recommendation limits of an election ({"candidate": n, "group": m}: how many entries one resident may recommend). */
import { useIntl } from 'react-intl';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../i18n/index.ts';
import type { ControlProps } from '../../../entity/index.ts';

type Limits = { candidate?: number; group?: number };

export function limitsOf(value: unknown): Limits {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Limits) : {};
}

export function limitText(value: unknown): string {
  const l = limitsOf(value);
  return t('election.limit.text', { candidate: l.candidate ?? 1, group: l.group ?? 1 });
}

export function LimitEditor({ id, value, onChange, invalid }: ControlProps) {
  const intl = useIntl();
  const limits = limitsOf(value);
  const set = (key: keyof Limits, raw: string) => {
    const n = Number(raw);
    onChange({ ...limits, [key]: raw === '' || !Number.isFinite(n) ? undefined : Math.trunc(n) });
  };
  return (
    <Flex gap="3" wrap="wrap" id={id}>
      {(['candidate', 'group'] as const).map((key) => (
        <Flex key={key} align="center" gap="2">
          <Text fontSize="sm">{intl.formatMessage({ id: `election.limit.${key}` })}</Text>
          <Input size="sm" w="24" type="number" min={1} max={1000} value={limits[key] ?? ''} aria-invalid={invalid || undefined} aria-label={intl.formatMessage({ id: `election.limit.${key}` })} onChange={(e) => set(key, e.target.value)} />
        </Flex>
      ))}
    </Flex>
  );
}
