/** Page bar: total (or its estimate, marked), page size (10–100), previous/next, page numbers and a jump field. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Flex } from '@chakra-ui/react/flex';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { Icon } from '../Icon.tsx';
import { PAGE_SIZES } from '../../entity/listState.ts';

interface Props {
  page: number;
  size: number;
  total: number;
  /** false: `total` is the server's estimate (a text search past its exact bound: GraphQL totalCountExact), shown as such */
  exact?: boolean;
  onChange: (patch: { page?: number; size?: number }) => void;
}

/** The page numbers to show: first, last, and a window around the current page (0 marks a gap). */
export function pageWindow(page: number, pages: number): number[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const set = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  if (page <= 3) [2, 3, 4].forEach((p) => set.add(p));
  if (page >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((p) => set.add(p));
  const sorted = [...set].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(0);
    out.push(p);
  });
  return out;
}

export function Pager({ page, size, total, exact = true, onChange }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const go = (p: number) => {
    const target = Math.min(Math.max(1, p), pages);
    if (target !== page) onChange({ page: target });
  };
  return (
    <Flex as="nav" aria-label={f('table.pagination')} align="center" gap="2" wrap="wrap" justify="flex-end" pt="3" fontSize="sm">
      <Text color="fg.muted" data-testid="table-total">
        {f(exact ? 'table.total' : 'table.total.estimate', { total })}
      </Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field aria-label={f('table.pageSize')} value={String(size)} onChange={(e) => onChange({ size: Number(e.currentTarget.value) })}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {f('table.perPage', { size: s })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton size="xs" variant="ghost" aria-label={f('table.prevPage')} disabled={page <= 1} onClick={() => go(page - 1)}>
        <Icon name="chevron-right" style={{ transform: 'rotate(180deg)' }} />
      </IconButton>
      {pageWindow(page, pages).map((p, i) =>
        p === 0 ? (
          <Text key={`gap${i}`} color="fg.muted" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="xs"
            minW="7"
            variant={p === page ? 'solid' : 'ghost'}
            colorPalette={p === page ? 'brand' : undefined}
            aria-label={f('table.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </Button>
        ),
      )}
      <IconButton size="xs" variant="ghost" aria-label={f('table.nextPage')} disabled={page >= pages} onClick={() => go(page + 1)}>
        <Icon name="chevron-right" />
      </IconButton>
      <Flex align="center" gap="1">
        <Text color="fg.muted">{f('table.goTo')}</Text>
        <Input
          size="xs"
          w="12"
          inputMode="numeric"
          aria-label={f('table.jump')}
          value={jump}
          onChange={(e) => setJump(e.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && jump) {
              go(Number(jump));
              setJump('');
            }
          }}
        />
      </Flex>
    </Flex>
  );
}
