/**
 * Form controls chosen by kind that a feature may replace in one place:
 * `image` is the shared Upload control (one file, or a list for columns that
 * hold several), so every image and file field of every entity form uploads
 * the same way; a screen or a test may plug another in with
 * `setFormControl('image', …)`.
 */
import type { ComponentType } from 'react';
import type { ControlProps } from '../../entity/form/types.ts';
import { UploadControl } from '../Upload.tsx';

export const formControls: { image: ComponentType<ControlProps> } = { image: UploadControl };

export function setFormControl(kind: keyof typeof formControls, control: ComponentType<ControlProps>): void {
  formControls[kind] = control;
}
