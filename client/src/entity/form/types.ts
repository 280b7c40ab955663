/** The contracts of an entity form: its field specs, its values, and the props a control receives. */
import type { ReactNode } from 'react';
import type { PermCheck } from '../../components/Can.tsx';
import type { ErrorText } from '../validate.ts';

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

export type FormFieldKind = 'text' | 'textarea' | 'password' | 'number' | 'select' | 'switch' | 'json' | 'datetime' | 'image';

export interface FormField {
  name: string;
  /** shown label (default: the field's translated label) */
  label?: string;
  /** … or the message id of the shown label */
  labelId?: string;
  kind?: FormFieldKind;
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
