/**
 * The rich-text editor, loaded on first use (Tiptap and ProseMirror are kept
 * out of the initial bundle); a plain skeleton stands in while it loads.
 */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@chakra-ui/react/skeleton';
import type { RichTextEditorProps } from './types.ts';

export type { RichTextEditorProps };

const Editor = lazy(() => import('./RichTextEditor.tsx'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Skeleton height={props.minHeight ?? '240px'} borderRadius="md" aria-label={intl.formatMessage({ id: 'app.loading' })} />}>
      <Editor {...props} />
    </Suspense>
  );
}
