/**
 * The rich-text editor, loaded on first use (Tiptap and ProseMirror are kept
 * out of the initial bundle); a plain skeleton stands in while it loads.
 * With the rich-text plugin switched off (front-end plugins screen) the
 * field edits its HTML source; the server sanitizes it either way.
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Textarea } from '@chakra-ui/react/textarea';
import { usePluginEnabled } from '../../plugins/store.ts';
import type { RichTextEditorProps } from './types.ts';

export type { RichTextEditorProps };

const Editor = lazy(() => import('./RichTextEditor.tsx'));

/** The HTML source in a text area: what rich-text fields edit while the rich-text plugin is switched off. */
function HtmlSource({ value, onChange, label, disabled, invalid, minHeight }: RichTextEditorProps) {
  return (
    <Textarea
      aria-label={label}
      aria-invalid={invalid || undefined}
      fontFamily="mono"
      size="sm"
      minH={minHeight ?? '240px'}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  if (!usePluginEnabled('richText')) return <HtmlSource {...props} />;
  return (
    <Suspense fallback={<Skeleton height={props.minHeight ?? '240px'} borderRadius="md" aria-label={intl.formatMessage({ id: 'app.loading' })} />}>
      <Editor {...props} />
    </Suspense>
  );
}
