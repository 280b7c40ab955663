/**
 * Controls of the resident form: the houses of the selected community
 * (`houseIds`, from the houses list) and the resident roles (`roles`, values
 * of the residentRole dictionary); and their text in list cells.
 */
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Spinner } from '@chakra-ui/react/spinner';
import { AreaHouseOperations } from '../../../entity/generated/AreaHouse.ts';
import type { AreaHouseListQuery } from '../../../__generated__/AreaHouseListQuery.graphql.ts';
import { ErrorBoundary } from '../../../components/ErrorBoundary.tsx';
import { MultiCheck } from '../../../components/MultiCheck.tsx';
import { dictChoices, dictValue, useDict } from '../../../dict/index.ts';
import type { ControlProps } from '../../../entity/index.ts';

export const idList = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : []);
/** The role values of a resident as stored (numbers where the dictionary's values are numeric). */
export const roleList = (v: unknown): (string | number)[] => (Array.isArray(v) ? v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number') : []);

type House = AreaHouseListQuery['response']['areaHouseList'][number];
export const houseName = (h: House) => [h.buildingNo && `${h.buildingNo}#`, h.unitNo && `${h.unitNo}-`, h.houseNo].filter(Boolean).join('') + (h.ownerName ? ` ${h.ownerName}` : '');

function Houses({ value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const houses = useLazyLoadQuery<AreaHouseListQuery>(AreaHouseOperations.listQuery, { orderBy: 'id', sort: 'asc' }, { fetchPolicy: 'store-and-network' }).areaHouseList;
  return <MultiCheck label={label} columns={3} value={idList(value)} onChange={onChange} options={houses.map((h) => ({ value: h.rowId, label: houseName(h) }))} emptyText={intl.formatMessage({ id: 'resident.noHouses' })} />;
}

/** The houses of the selected community (the server scopes the houses list to it). */
export function HouseChecks(props: ControlProps) {
  return (
    <ErrorBoundary fallback={(e) => <span role="alert">{e.message}</span>}>
      <Suspense fallback={<Spinner size="sm" />}>
        <Houses {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function RoleChecks({ value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const items = useDict('residentRole');
  const roles = dictChoices(items, items.every((i) => typeof i.value === 'number'));
  return <MultiCheck<string | number> label={label} value={roleList(value)} onChange={onChange} options={roles} emptyText={intl.formatMessage({ id: 'resident.noRoles' })} />;
}

/** The role names of a resident. */
export function RoleBadges({ value }: { value: unknown }) {
  const roles = useDict('residentRole');
  return (
    <>
      {roleList(value).map((v) => (
        <Badge key={v} size="sm" mr="1" colorPalette="brand" variant="subtle">
          {roles.find((r) => dictValue(r) === String(v))?.name ?? v}
        </Badge>
      ))}
    </>
  );
}
