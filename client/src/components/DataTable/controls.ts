/**
 * Form controls chosen by kind that a later feature may replace in one place:
 * `image` is a URL field with a preview today; the shared Upload component
 * (a later issue) plugs in here with `setFormControl('image', Upload)` and
 * every image field of every entity form follows.
 */
import type { ComponentType } from 'react';
import type { ControlProps } from './EntityForm.tsx';
import { ImageUrlInput } from '../ImageUrlInput.tsx';

export const formControls: { image: ComponentType<ControlProps> } = { image: ImageUrlInput };

export function setFormControl(kind: keyof typeof formControls, control: ComponentType<ControlProps>): void {
  formControls[kind] = control;
}
