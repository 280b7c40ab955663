/**
 * Inline edit of one row at a time: the row's editable values, the declared
 * rules judged on save (the first message a toast, every bad cell marked),
 * nothing sent when nothing changed, the changed values saved through the
 * screen (success toast; a failure's message a toast, and on its cell when
 * the server names an edited field).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { message } from '../../lib/message.ts';
import { rawValue, type Row } from '../format.ts';
import { useMetaText } from '../labels.ts';
import type { EntityMeta } from '../meta.ts';
import { validateValue, type ErrorText } from '../validate.ts';
import type { InlineEditOptions } from './types.ts';

export interface Editing {
  /** the row's id */
  id: string;
  values: Record<string, unknown>;
  errors: Record<string, ErrorText>;
  saving: boolean;
}

export interface InlineEdit<R extends Row> {
  /** the row in edit, if any */
  editing: Editing | null;
  isEditing: (row: R) => boolean;
  /** the cell of `name` in `row` shows an editor */
  isEditingCell: (row: R, name: string) => boolean;
  start: (row: R) => void;
  save: (row: R) => void;
  cancel: () => void;
  /** a cell's new value (clears its message) */
  setValue: (name: string, value: unknown) => void;
}

export function useInlineEdit<R extends Row>(meta: EntityMeta, inlineEdit: InlineEditOptions<R> | undefined): InlineEdit<R> {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const [editing, setEditing] = useState<Editing | null>(null);

  const start = (row: R) => {
    if (!inlineEdit) return;
    const values: Record<string, unknown> = {};
    for (const name of inlineEdit.fields) values[name] = rawValue(row, name);
    setEditing({ id: row.id, values, errors: {}, saving: false });
  };

  const save = (row: R) => {
    if (!inlineEdit || !editing || editing.saving) return;
    const errors: Record<string, ErrorText> = {};
    const changed: Record<string, unknown> = {};
    for (const name of inlineEdit.fields) {
      const value = editing.values[name];
      const e = validateValue(meta, name, value, { label: text.field(meta, name) });
      if (e) errors[name] = e;
      if (value !== rawValue(row, name)) changed[name] = value;
    }
    if (Object.keys(errors).length) {
      setEditing({ ...editing, errors });
      const first = Object.values(errors)[0]!;
      message.error(f(first.id, first.values));
      return;
    }
    if (Object.keys(changed).length === 0) {
      setEditing(null);
      return;
    }
    setEditing({ ...editing, errors: {}, saving: true });
    inlineEdit.onSave(row, changed).then(
      () => {
        message.success(f('common.success'));
        setEditing((cur) => (cur?.id === row.id ? null : cur));
      },
      (err: unknown) => {
        const msg = err instanceof Error ? err.message : String(err);
        message.error(msg);
        const field = (err as { field?: string | null }).field;
        setEditing((cur) =>
          cur?.id === row.id ? { ...cur, saving: false, errors: field && inlineEdit.fields.includes(field) ? { [field]: { id: 'table.serverError', values: { message: msg } } } : {} } : cur,
        );
      },
    );
  };

  return {
    editing,
    isEditing: (row) => editing?.id === row.id,
    isEditingCell: (row, name) => editing?.id === row.id && !!inlineEdit?.fields.includes(name),
    start,
    save,
    cancel: () => setEditing(null),
    setValue: (name, v) => setEditing((cur) => (cur ? { ...cur, values: { ...cur.values, [name]: v }, errors: { ...cur.errors, [name]: undefined! } } : cur)),
  };
}
