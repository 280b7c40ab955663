/** The rich-text editor as an entity form control (`render: (ctx) => <RichTextControl {...ctx} />`), the whole width of the form; its value is HTML. */
import { Box } from '@chakra-ui/react/box';
import { LazyRichTextEditor } from './index.tsx';
import type { ControlProps } from '../../entity/index.ts';

export function RichTextControl({ value, onChange, label, invalid, minHeight }: ControlProps & { minHeight?: string }) {
  return (
    <Box w="full">
      <LazyRichTextEditor value={value == null ? '' : String(value)} onChange={onChange} label={label} invalid={invalid} minHeight={minHeight} />
    </Box>
  );
}
