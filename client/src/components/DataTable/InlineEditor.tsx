/** The editor of a cell in inline edit: a select for declared values, a switch for booleans, else an input; Enter saves, Escape cancels. */
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useIntl } from 'react-intl';
import { useMetaText } from '../../entity/labels.ts';
import { fieldOf, type EntityMeta } from '../../entity/meta.ts';
import type { Row } from '../../entity/format.ts';
import type { InlineEdit } from '../../entity/table/useInlineEdit.ts';
import { CheckBox } from './CheckBox.tsx';

export const stopClick = (e: React.SyntheticEvent) => e.stopPropagation();

export function InlineEditor<R extends Row>({ meta, row, name, edit }: { meta: EntityMeta; row: R; name: string; edit: InlineEdit<R> }) {
  const intl = useIntl();
  const text = useMetaText();
  const field = fieldOf(meta, name);
  const value = edit.editing!.values[name];
  const error = edit.editing!.errors[name];
  const label = text.field(meta, name);
  const set = (v: unknown) => edit.setValue(name, v);
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      edit.save(row);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      edit.cancel();
    }
  };
  const errorText = error ? intl.formatMessage({ id: error.id }, error.values) : undefined;
  if (field?.options) {
    return (
      <NativeSelect.Root size="xs" invalid={!!error}>
        <NativeSelect.Field aria-label={label} value={value == null ? '' : String(value)} onChange={(e) => set(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))} onKeyDown={keys}>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {text.option(meta, name, o.value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (field?.type === 'Boolean') return <CheckBox toggle ariaLabel={label} checked={!!value} onChange={set} />;
  const numeric = field?.type === 'Int';
  return (
    <Input
      size="xs"
      aria-label={label}
      aria-invalid={!!error}
      title={errorText}
      borderColor={error ? 'border.error' : undefined}
      inputMode={numeric ? 'numeric' : undefined}
      value={value == null ? '' : String(value)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        set(numeric ? (v.trim() === '' ? null : /^-?\d+$/.test(v.trim()) ? Number(v) : v) : v);
      }}
      onKeyDown={keys}
      onClick={stopClick}
    />
  );
}
