/**
 * The state of an entity's add/edit form, without its look (EntityForm draws
 * it): the shown fields (permission, visibility), their labels and kinds, the
 * control values (reset each time the form opens), the server's rules judged
 * before sending (required, max length, declared rules, ends after starts)
 * as translated messages, a field judged when it is left, and the submit:
 * the first bad field focused, values converted for sending, the server's
 * answer (an error about a shown field goes to that field, any other is a
 * toast; success is a toast and closes).
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../components/Can.tsx';
import { message } from '../../lib/message.ts';
import { useMetaText } from '../labels.ts';
import { fieldOf, type EntityMeta } from '../meta.ts';
import { isBlank, orderErrors, validateValue } from '../validate.ts';
import type { FormField, FormFieldKind, FormFieldSpec, FormValues } from './types.ts';
import { defaultKind, fromControl, toControl } from './values.ts';

export interface EntityFormOptions {
  meta: EntityMeta;
  open: boolean;
  mode: 'add' | 'edit';
  fields: FormFieldSpec[];
  initial: FormValues;
  /** saves; a rejection with `field` highlights the field, any other shows a toast */
  onSubmit: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
}

export interface EntityFormController {
  /** the form element (the first bad field is focused inside it) */
  formRef: RefObject<HTMLFormElement | null>;
  /** fields shown now (permitted, and visible with the current values), labels and texts translated */
  shown: FormField[];
  values: FormValues;
  /** translated messages by field */
  errors: Record<string, string>;
  saving: boolean;
  kindOf: (s: FormField) => FormFieldKind;
  labelOf: (s: FormField) => string;
  /** marked required: the spec's flag, else the declaration's (a password on edit never is) */
  requiredOf: (s: FormField) => boolean;
  /** the setter of a field's control value (clears its message) */
  set: (name: string) => (value: unknown) => void;
  /** judges a field when the keyboard or pointer leaves it */
  checkOne: (name: string) => void;
  submit: (e: FormEvent) => void;
}

/** The form's own problems with what is shown: each field's declared rules and custom check, and ends before their starts. */
function formProblems(
  meta: EntityMeta,
  shown: FormField[],
  values: FormValues,
  labelOf: (s: FormField) => string,
  fieldLabel: (name: string) => string,
  f: (id: string, values?: Record<string, string | number>) => string,
): Record<string, string> {
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
  for (const [name, e] of Object.entries(orderErrors(meta, values, (n) => (byName.get(n) ? labelOf(byName.get(n)!) : fieldLabel(n))))) {
    if (shownNames.has(name) && !found[name]) found[name] = f(e.id, e.values);
  }
  return found;
}

export function useEntityForm({ meta, open, mode, fields, initial, onSubmit, onClose }: EntityFormOptions): EntityFormController {
  const intl = useIntl();
  const text = useMetaText();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const specs: FormField[] = fields
    .map((s) => (typeof s === 'string' ? { name: s } : s))
    .filter((s) => !s.perm || can(s.perm))
    .map((s) => ({
      ...s,
      label: s.label ?? (s.labelId ? f(s.labelId) : undefined),
      placeholder: s.placeholder ?? (s.placeholderId ? f(s.placeholderId) : undefined),
      helperText: s.helperText ?? (s.helperTextId ? f(s.helperTextId) : undefined),
    }));
  const kindOf = (s: FormField) => s.kind ?? (s.render ? 'text' : defaultKind(meta, s.name));
  const labelOf = (s: FormField) => s.label ?? text.field(meta, s.name);
  const requiredOf = (s: FormField) => !!(s.required ?? (fieldOf(meta, s.name)?.required && !(mode === 'edit' && kindOf(s) === 'password')));

  const initialValues = () => Object.fromEntries(specs.map((s) => [s.name, s.render ? initial[s.name] : toControl(kindOf(s), initial[s.name])]));
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The messages the form's own checks gave each field when it was last left (the server's are not among them). */
  const judged = useRef<Record<string, string | undefined>>({});
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

  const check = (): Record<string, string> => formProblems(meta, shown, values, labelOf, (n) => text.field(meta, n), f);

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
        // Only a message of these checks is taken back here; the server's (a house that exists) stays until the field changes.
        else if (next[n] !== undefined && next[n] === judged.current[n]) delete next[n];
      }
      for (const n of related) judged.current[n] = found[n];
      return next;
    });
  };

  const focusField = (name: string) => {
    const el = formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] textarea, [data-field="${name}"] select, [data-field="${name}"] button`);
    el?.focus();
  };

  const submit = (e: FormEvent) => {
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

  return { formRef, shown, values, errors, saving, kindOf, labelOf, requiredOf, set, checkOne, submit };
}
