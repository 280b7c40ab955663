/**
 * A resident's houses, chosen among the community's (hundreds of them): a
 * search by building, house number or owner, and the houses grouped by
 * building → unit, each group folded until opened (or while the search
 * narrows it), with "select all" per unit. Native checkboxes and <details>,
 * so it works from the keyboard. Also the houses' names for list cells.
 */
import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Spinner } from '@chakra-ui/react/spinner';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { AreaHouseOperations } from '../../../entity/generated/AreaHouse.ts';
import type { AreaHouseListQuery } from '../../../__generated__/AreaHouseListQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { useArea } from '../../../area/store.ts';
import { CheckBox } from '../../../components/DataTable/CheckBox.tsx';
import type { ControlProps } from '../../../entity/index.ts';

type House = AreaHouseListQuery['response']['areaHouseList'][number];

export const idList = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : []);
export const houseName = (h: Pick<House, 'buildingNo' | 'unitNo' | 'houseNo' | 'ownerName'>) =>
  [h.buildingNo && `${h.buildingNo}#`, h.unitNo && `${h.unitNo}-`, h.houseNo].filter(Boolean).join('') + (h.ownerName ? ` ${h.ownerName}` : '');

/** Houses shown at most when a search matches many (the rest are counted). */
const SHOWN = 200;
const ORDER = { orderBy: 'id', sort: 'asc' } as const;

/**
 * The houses of the selected community (all the viewer's without a selection). The community is in the
 * variables, so a switch never shows the houses kept from the previous community while the new ones load.
 */
function useHouses(): readonly House[] {
  const area = useArea().selected;
  const variables = area == null ? ORDER : { ...ORDER, filter: { areaId: area } };
  return useLazyLoadQuery<AreaHouseListQuery>(AreaHouseOperations.listQuery, variables, { fetchPolicy: 'store-and-network' }).areaHouseList;
}

/** building → unit → houses, in natural order of their numbers. */
function group(houses: readonly House[]): [string, [string, House[]][]][] {
  const collator = new Intl.Collator(undefined, { numeric: true });
  const byBuilding = new Map<string, Map<string, House[]>>();
  for (const h of houses) {
    const b = h.buildingNo ?? '';
    const u = h.unitNo ?? '';
    if (!byBuilding.has(b)) byBuilding.set(b, new Map());
    const units = byBuilding.get(b)!;
    if (!units.has(u)) units.set(u, []);
    units.get(u)!.push(h);
  }
  return [...byBuilding.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([b, units]) => [b, [...units.entries()].sort(([a], [c]) => collator.compare(a, c)).map(([u, list]) => [u, list.sort((x, y) => collator.compare(x.houseNo ?? '', y.houseNo ?? ''))] as [string, House[]])]);
}

function Picker({ id, value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const houses = useHouses();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(idList(value)), [value]);
  const term = search.trim().toLowerCase();
  const matches = useMemo(
    () => (term ? houses.filter((h) => [h.buildingNo, h.unitNo, h.houseNo, h.ownerName, houseName(h)].some((t) => (t ?? '').toLowerCase().includes(term))) : houses),
    [houses, term],
  );
  const shown = term ? matches.slice(0, SHOWN) : matches;
  const groups = useMemo(() => group(shown), [shown]);
  // The list keeps the order it was saved in (houseIds answers it so): a house chosen goes last, one dropped leaves its place.
  const set = (ids: number[], on: boolean) => {
    const current = idList(value);
    onChange(on ? [...current, ...ids.filter((i) => !chosen.has(i))] : current.filter((i) => !ids.includes(i)));
  };
  return (
    <Box role="group" aria-label={label} borderWidth="1px" borderRadius="md" p="2" w="100%">
      <Box display="flex" gap="2" alignItems="center" mb="2">
        <Input id={id} size="sm" value={search} onChange={(e) => setSearch(e.currentTarget.value)} placeholder={f('houses.search')} aria-label={f('houses.search')} />
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
          {f('houses.selected', { count: chosen.size })}
        </Text>
      </Box>
      {chosen.size > 0 && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {inListOrder(houses, value).map(houseName).join('、')}
        </Text>
      )}
      {matches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{f('houses.none')}</Text>
      ) : (
        <Box maxH="64" overflowY="auto">
          {groups.map(([building, units]) => (
            <details key={building} open={!!term || groups.length === 1}>
              <summary style={{ cursor: 'pointer', padding: '2px 0' }}>
                {f('houses.building', { building: building || '—' })} ({units.reduce((n, [, l]) => n + l.filter((h) => chosen.has(h.rowId)).length, 0)}/{units.reduce((n, [, l]) => n + l.length, 0)})
              </summary>
              {units.map(([unit, list]) => {
                const ids = list.map((h) => h.rowId);
                const all = ids.every((i) => chosen.has(i));
                const some = !all && ids.some((i) => chosen.has(i));
                const unitLabel = unit ? f('houses.unit', { unit }) : f('houses.noUnit');
                return (
                  <Box key={unit} pl="4" py="1" role="group" aria-label={`${f('houses.building', { building: building || '—' })} ${unitLabel}`}>
                    <CheckBox label={`${unitLabel} · ${f('houses.all')}`} checked={all} indeterminate={some} onChange={(on) => set(ids, on)} />
                    <SimpleGrid columns={{ base: 2, sm: 4 }} gap="1" pl="5">
                      {list.map((h) => (
                        <CheckBox key={h.rowId} label={houseName(h)} checked={chosen.has(h.rowId)} onChange={(on) => set([h.rowId], on)} />
                      ))}
                    </SimpleGrid>
                  </Box>
                );
              })}
            </details>
          ))}
          {term && matches.length > SHOWN && (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {f('houses.more', { count: matches.length - SHOWN })}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The houses of the selected community (the server scopes the houses list to it). */
export function HousePicker(props: ControlProps) {
  return (
    <ErrorBoundary fallback={(e) => <span role="alert">{e.message}</span>}>
      <Suspense fallback={<Spinner size="sm" />}>
        <Picker {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The houses a list names, in its order (the order last saved), each once. */
function inListOrder(houses: readonly House[], value: unknown): House[] {
  const byId = new Map(houses.map((h) => [h.rowId, h]));
  return [...new Set(idList(value))].map((i) => byId.get(i)).filter((h): h is House => !!h);
}

function Names({ value }: { value: unknown }) {
  const houses = useHouses();
  return <>{inListOrder(houses, value).map(houseName).join('、')}</>;
}

/** A resident's houses by name in a list cell (one houses query per screen). */
export function HouseNames({ value }: { value: unknown }) {
  if (idList(value).length === 0) return null;
  return (
    <ErrorBoundary fallback={() => <>{idList(value).length}</>}>
      <Suspense fallback={<Spinner size="xs" />}>
        <Names value={value} />
      </Suspense>
    </ErrorBoundary>
  );
}
