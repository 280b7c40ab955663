/** The rich-text editor as an entity form control (`render: (ctx) => <RichTextControl {...ctx} />`); its value is HTML. */
import type { ControlProps } from '../DataTable/index.ts';
import { LazyRichTextEditor } from './index.tsx';

export function RichTextControl({ value, onChange, label, invalid, minHeight }: ControlProps & { minHeight?: string }) {
  return <LazyRichTextEditor value={value == null ? '' : String(value)} onChange={onChange} label={label} invalid={invalid} minHeight={minHeight} />;
}
