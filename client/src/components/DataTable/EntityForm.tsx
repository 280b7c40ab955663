/**
 * The add/edit dialog of an entity, driven by its declaration: a control per
 * field by type (select for declared values, switch for booleans, number,
 * textarea for long text and JSON), the server's rules checked before sending
 * (required, max length, declared rules) with translated messages, and the
 * server's answer: an error about a field highlights that field. Enter
 * submits, Escape cancels.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Textarea } from '@chakra-ui/react/textarea';
import { message } from '../../lib/message.ts';
import { useCan, type PermCheck } from '../Can.tsx';
import { CheckBox } from './CheckBox.tsx';
import { useMetaText } from './labels.ts';
import { fieldOf, type EntityMeta } from './meta.ts';
import { isBlank, orderErrors, validateValue, type ErrorText } from './validate.ts';
import { formControls } from './controls.ts';
import { translationsField } from './TranslationsField.tsx';

export type FormValues = Record<string, unknown>;

export interface ControlProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  values: FormValues;
  label: string;
  /** upload controls: what the column holds (one image or file, or a list); from the declaration */
  upload?: 'image' | 'images' | 'file' | 'files';
}

export interface FormField {
  name: string;
  /** shown label (default: the field's translated label) */
  label?: string;
  /** … or the message id of the shown label */
  labelId?: string;
  kind?: 'text' | 'textarea' | 'password' | 'number' | 'select' | 'switch' | 'json' | 'datetime' | 'image';
  /** select options (default: the declared values) */
  options?: { value: string | number; label: string }[];
  /** overrides the declaration's required flag */
  required?: boolean;
  placeholder?: string;
  placeholderId?: string;
  helperText?: string;
  helperTextId?: string;
  /** shown only with this permission */
  perm?: PermCheck;
  /** a control of the screen's own */
  render?: (ctx: ControlProps) => ReactNode;
  /** shown only when this holds */
  visible?: (values: FormValues) => boolean;
  /** takes the whole row of the grid */
  wide?: boolean;
  /** checks beyond the declaration: a message (or a message id with values), or null */
  validate?: (value: unknown, values: FormValues) => string | ErrorText | null;
}

export type FormFieldSpec = string | FormField;

interface Props {
  meta: EntityMeta;
  open: boolean;
  title: string;
  mode: 'add' | 'edit';
  fields: FormFieldSpec[];
  initial: FormValues;
  /** saves; a rejection with `field` highlights the field, any other shows a toast */
  onSubmit: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

function defaultKind(meta: EntityMeta, name: string): NonNullable<FormField['kind']> {
  const f = fieldOf(meta, name);
  if (f?.options) return 'select';
  // Columns that hold uploads (files/columns.ts on the server) get the upload control.
  if (f?.upload && f.upload !== 'text') return 'image';
  switch (f?.type) {
    case 'Boolean':
      return 'switch';
    case 'Int':
    case 'Decimal':
    case 'Float':
      return 'number';
    case 'JSON':
      return 'json';
    case 'DateTime':
      return 'datetime';
    case 'String':
      return f.maxLength == null ? 'textarea' : 'text';
    default:
      return 'text';
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A stored instant (ISO, UTC) as a datetime-local value in the browser's time
 * zone, the zone `fromControl` reads it back in (lists show local time too).
 */
export function localDateTimeInput(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value.slice(0, 16);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Initial control value of a field: JSON as text, null as ''. */
function toControl(kind: string, value: unknown): unknown {
  if (kind === 'json') return value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  if (kind === 'switch') return !!value;
  if (kind === 'datetime' && typeof value === 'string') return localDateTimeInput(value);
  return value ?? '';
}

/** The value sent: numbers for number fields, parsed JSON, null for blank optional fields. */
function fromControl(meta: EntityMeta, name: string, kind: string, value: unknown): unknown {
  if (kind === 'switch') return !!value;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return fieldOf(meta, name)?.type === 'String' ? '' : null;
  if (kind === 'json') return JSON.parse(value);
  const type = fieldOf(meta, name)?.type;
  if (type === 'Int') return Number(value);
  if (type === 'Float') return Number(value);
  if (kind === 'select' && /^-?\d+$/.test(value) && type !== 'String') return Number(value);
  if (kind === 'datetime') return new Date(value).toISOString();
  return value;
}

export function EntityForm({ meta, open, title, mode, fields, initial, onSubmit, onClose, size = 'lg' }: Props) {
  const intl = useIntl();
  const text = useMetaText();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const baseId = useId();
  const can = useCan();
  const given = fields.map((s) => (typeof s === 'string' ? { name: s } : s));
  // A translatable entity's form holds the other languages of its translatable fields too (TranslationsField.tsx).
  const translations = translationsField(meta, given.map((s) => s.name));
  const specs: FormField[] = [...given, ...(translations ? [translations] : [])]
    .filter((s) => !s.perm || can(s.perm))
    .map((s) => ({
      ...s,
      label: s.label ?? (s.labelId ? f(s.labelId) : undefined),
      placeholder: s.placeholder ?? (s.placeholderId ? f(s.placeholderId) : undefined),
      helperText: s.helperText ?? (s.helperTextId ? f(s.helperTextId) : undefined),
    }));
  const kindOf = (s: FormField) => s.kind ?? (s.render ? 'text' : defaultKind(meta, s.name));
  const labelOf = (s: FormField) => s.label ?? text.field(meta, s.name);

  const initialValues = () => Object.fromEntries(specs.map((s) => [s.name, s.render ? initial[s.name] : toControl(kindOf(s), initial[s.name])]));
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (open) {
      setValues(initialValues());
      setErrors({});
      setSaving(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const shown = specs.filter((s) => !s.visible || s.visible(values));
  const set = (name: string) => (value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const s of shown) {
      const value = values[s.name];
      const label = labelOf(s);
      const e = validateValue(meta, s.name, value, { label, required: s.required });
      if (e) found[s.name] = f(e.id, e.values);
      else if (s.validate) {
        const custom = s.validate(value, values);
        if (custom) found[s.name] = typeof custom === 'string' ? custom : f(custom.id, custom.values);
      }
    }
    // Ends after their starts (a meeting, its voting window, a task's dates), shown on the end field.
    const shownNames = new Set(shown.map((s) => s.name));
    const byName = new Map(shown.map((s) => [s.name, s]));
    for (const [name, e] of Object.entries(orderErrors(meta, values, (n) => (byName.get(n) ? labelOf(byName.get(n)!) : text.field(meta, n))))) {
      if (shownNames.has(name) && !found[name]) found[name] = f(e.id, e.values);
    }
    return found;
  };

  /** A field judged when the keyboard or pointer leaves it, so a rule's message shows before submitting. */
  const checkOne = (name: string) => {
    const s = shown.find((x) => x.name === name);
    if (!s || isBlank(values[name])) return;
    const found = check();
    // Only this field's own problem (and an order problem it takes part in), not every empty required field yet.
    const related = new Set([name, ...(meta.order ?? []).filter((o) => o.start === name || o.end === name).map((o) => o.end)]);
    setErrors((e) => {
      const next = { ...e };
      for (const n of related) {
        if (found[n]) next[n] = found[n]!;
        else delete next[n];
      }
      return next;
    });
  };

  const focusField = (name: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] textarea, [data-field="${name}"] select, [data-field="${name}"] button`);
    el?.focus();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found = check();
    setErrors(found);
    const firstBad = shown.find((s) => found[s.name]);
    if (firstBad) {
      focusField(firstBad.name);
      return;
    }
    const out: FormValues = {};
    for (const s of shown) {
      const v = s.render ? values[s.name] : fromControl(meta, s.name, kindOf(s), values[s.name]);
      // a blank optional field on edit that the server keeps (password): left out
      if (mode === 'edit' && kindOf(s) === 'password' && isBlank(v)) continue;
      out[s.name] = v;
    }
    setSaving(true);
    onSubmit(out).then(
      () => {
        setSaving(false);
        message.success(f('common.success'));
        onClose();
      },
      (err: unknown) => {
        setSaving(false);
        const msg = err instanceof Error ? err.message : String(err);
        const field = (err as { field?: string | null }).field;
        if (field && shown.some((s) => s.name === field)) {
          setErrors((x) => ({ ...x, [field]: msg }));
          focusField(field);
        } else {
          message.error(msg);
        }
      },
    );
  };

  const control = (s: FormField) => {
    const id = `${baseId}-${s.name}`;
    const kind = kindOf(s);
    const value = values[s.name];
    const invalid = !!errors[s.name];
    const label = labelOf(s);
    if (s.render) return s.render({ id, value, onChange: set(s.name), invalid, values, label });
    if (kind === 'image') {
      const Image = formControls.image;
      const held = fieldOf(meta, s.name)?.upload;
      return <Image id={id} value={value} onChange={set(s.name)} invalid={invalid} values={values} label={label} upload={held && held !== 'text' ? held : 'image'} />;
    }
    const str = value == null ? '' : String(value);
    const onText = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(s.name)(e.currentTarget.value);
    switch (kind) {
      case 'switch':
        return <CheckBox toggle id={id} name={s.name} checked={!!value} onChange={set(s.name)} ariaLabel={label} />;
      case 'select': {
        const options = s.options ?? fieldOf(meta, s.name)?.options?.map((o) => ({ value: o.value, label: text.option(meta, s.name, o.value) })) ?? [];
        return (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={id} name={s.name} value={str} onChange={(e) => set(s.name)(e.currentTarget.value)}>
              {!s.required && !fieldOf(meta, s.name)?.required && <option value="">{f('form.none')}</option>}
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
  };

  return (
    // Clicks or focus outside never close a form: typed data is only dropped by Cancel, Escape or the close button.
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} closeOnInteractOutside={false} lazyMount unmountOnExit size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} onSubmit={submit} noValidate style={{ display: 'contents' }} aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="3">
                  {shown.map((s) => {
                    const required = s.required ?? (fieldOf(meta, s.name)?.required && !(mode === 'edit' && kindOf(s) === 'password'));
                    return (
                      <Field.Root key={s.name} invalid={!!errors[s.name]} required={!!required} onBlur={() => checkOne(s.name)} gridColumn={s.wide || ['textarea', 'json'].includes(kindOf(s)) ? '1 / -1' : undefined} data-field={s.name}>
                        <Field.Label htmlFor={`${baseId}-${s.name}`}>
                          {labelOf(s)}
                          {required && <Field.RequiredIndicator />}
                        </Field.Label>
                        {control(s)}
                        {s.helperText && !errors[s.name] && <Field.HelperText>{s.helperText}</Field.HelperText>}
                        {errors[s.name] && <Field.ErrorText>{errors[s.name]}</Field.ErrorText>}
                      </Field.Root>
                    );
                  })}
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={onClose} disabled={saving}>
                  {f('common.cancel')}
                </Button>
                <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
                  {f('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
