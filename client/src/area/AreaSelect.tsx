/** The community selector of the header (myAreas). */
import { useIntl } from 'react-intl';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { selectArea, useArea } from './store.ts';

export function AreaSelect() {
  const intl = useIntl();
  const { list, selected } = useArea();
  const areas = list ?? [];
  const label = intl.formatMessage({ id: 'area.label' });
  return (
    <NativeSelect.Root size="sm" width={{ base: '36', md: '48' }} disabled={areas.length === 0}>
      <NativeSelect.Field
        aria-label={label}
        title={label}
        value={selected ?? ''}
        onChange={(e) => selectArea(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      >
        <option value="">{intl.formatMessage({ id: areas.length ? 'area.placeholder' : 'area.none' })}</option>
        {areas.map((a) => (
          <option key={a.rowId} value={a.rowId}>
            {a.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
