/**
 * Controls of the resident form: the resident roles (`roles`, values of the
 * residentRole dictionary) and their names in list cells. The houses have a
 * picker of their own (HousePicker.tsx).
 */
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { MultiCheck } from '../../../components/MultiCheck.tsx';
import { dictChoices, dictStore, dictValue, useDict } from '../../../dict/index.ts';
import type { ControlProps } from '../../../entity/index.ts';

/** The role values of a resident as answered (GraphQL gives each as its text). */
export const roleList = (v: unknown): (string | number)[] => (Array.isArray(v) ? v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number') : []);

/** The roles as the form edits and stores them: numbers where the residentRole dictionary's values are numeric, as the choices are. */
export function roleValues(v: unknown): (string | number)[] {
  const items = dictStore.get().residentRole ?? [];
  const numeric = items.length > 0 && items.every((i) => typeof i.value === 'number');
  return roleList(v).map((x) => (numeric && /^-?\d+$/.test(String(x)) ? Number(x) : String(x)));
}

export function RoleChecks({ value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const items = useDict('residentRole');
  const roles = dictChoices(items, items.every((i) => typeof i.value === 'number'));
  return <MultiCheck<string | number> label={label} value={roleValues(value)} onChange={onChange} options={roles} emptyText={intl.formatMessage({ id: 'resident.noRoles' })} />;
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
