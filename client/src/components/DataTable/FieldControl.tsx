/**
 * The control of one form field by its kind: the screen's own (`render`), the
 * pluggable upload control (controls.ts), switch, select (the spec's options
 * or the declared values), textarea / JSON, or an input (text, number,
 * password, date-time).
 */
import { useIntl } from 'react-intl';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import { useMetaText } from '../../entity/labels.ts';
import { fieldOf, type EntityMeta } from '../../entity/meta.ts';
import type { FormField, FormFieldKind, FormValues } from '../../entity/form/types.ts';
import { CheckBox } from './CheckBox.tsx';
import { formControls } from './controls.ts';

interface Props {
  meta: EntityMeta;
  spec: FormField;
  kind: FormFieldKind;
  id: string;
  label: string;
  value: unknown;
  values: FormValues;
  invalid: boolean;
  onChange: (value: unknown) => void;
}

export function FieldControl({ meta, spec: s, kind, id, label, value, values, invalid, onChange }: Props) {
  const intl = useIntl();
  const text = useMetaText();
  if (s.render) return <>{s.render({ id, value, onChange, invalid, values, label })}</>;
  if (kind === 'image') {
    const Image = formControls.image;
    const held = fieldOf(meta, s.name)?.upload;
    return <Image id={id} value={value} onChange={onChange} invalid={invalid} values={values} label={label} upload={held && held !== 'text' ? held : 'image'} />;
  }
  const str = value == null ? '' : String(value);
  const onText = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.currentTarget.value);
  switch (kind) {
    case 'switch':
      return <CheckBox toggle id={id} name={s.name} checked={!!value} onChange={onChange} ariaLabel={label} />;
    case 'select': {
      const options = s.options ?? fieldOf(meta, s.name)?.options?.map((o) => ({ value: o.value, label: text.option(meta, s.name, o.value) })) ?? [];
      return (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field id={id} name={s.name} value={str} onChange={(e) => onChange(e.currentTarget.value)}>
            {!s.required && !fieldOf(meta, s.name)?.required && <option value="">{intl.formatMessage({ id: 'form.none' })}</option>}
            {options.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    }
    case 'textarea':
    case 'json':
      return <Textarea id={id} name={s.name} size="sm" rows={kind === 'json' ? 4 : 3} fontFamily={kind === 'json' ? 'mono' : undefined} value={str} placeholder={s.placeholder} onChange={onText} />;
    default:
      return (
        <Input
          id={id}
          name={s.name}
          size="sm"
          type={kind === 'password' ? 'password' : kind === 'datetime' ? 'datetime-local' : 'text'}
          inputMode={kind === 'number' ? 'numeric' : undefined}
          autoComplete={kind === 'password' ? 'new-password' : 'off'}
          value={str}
          placeholder={s.placeholder}
          onChange={onText}
        />
      );
  }
}
