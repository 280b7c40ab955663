/**
 * The rich-text editor (Tiptap 3 on ProseMirror): headings, bold, italic,
 * underline, strike, lists, quote, links and tables (filled templates carry
 * result tables), undo/redo. Its value is HTML. Heavy: load it through
 * `LazyRichTextEditor` (index.tsx), never import this module directly from a
 * screen, so it stays out of the initial bundle.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import type { RichTextEditorProps } from './types.ts';
import { usePluginSetting } from '../../plugins/store.ts';

interface Tool {
  key: string;
  label: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  can?: (e: Editor) => boolean;
}

const TOOLS: Tool[] = [
  { key: 'h2', label: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'h3', label: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bold', label: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'underline', label: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { key: 'strike', label: 'S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { key: 'bulletList', label: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', label: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'blockquote', label: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'table', label: '⊞', run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  { key: 'undo', label: '↶', run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { key: 'redo', label: '↷', run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

/**
 * A tool's name: what it does, after the letters it shows (B, H2, 1.), so the
 * name holds what is seen ("label in name": speech users say what they see);
 * a pure symbol (•, ↶) is not text to say.
 */
const nameOf = (t: Tool, does: string) => (/[\p{L}\p{N}]/u.test(t.label) ? `${t.label} ${does}` : does);

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const intl = useIntl();
  // Table tools are a setting of the rich-text plugin (the front-end plugins screen); tables already in a text stay.
  const tables = usePluginSetting('richText', 'tables', true);
  const tools = tables ? TOOLS : TOOLS.filter((t) => t.key !== 'table');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.key, { active: t.active?.(e) ?? false, can: t.can?.(e) ?? true }])),
  });
  return (
    <Flex role="toolbar" aria-label={intl.formatMessage({ id: 'richText.toolbar' })} gap="1" wrap="wrap" borderBottomWidth="1px" p="1">
      {tools.map((t) => (
        <Button
          key={t.key}
          size="xs"
          variant={state[t.key]?.active ? 'solid' : 'ghost'}
          aria-pressed={t.active ? !!state[t.key]?.active : undefined}
          aria-label={nameOf(t, intl.formatMessage({ id: `richText.${t.key}` }))}
          title={intl.formatMessage({ id: `richText.${t.key}` })}
          disabled={disabled || !state[t.key]?.can}
          onMouseDown={(ev) => ev.preventDefault()}
          onClick={() => t.run(editor)}
        >
          {t.label}
        </Button>
      ))}
    </Flex>
  );
}

export default function RichTextEditor({ value, onChange, label, disabled, minHeight = '240px', invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), TableKit],
    content: value || '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (a filled template, another stage) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  if (!editor) return null;
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
      css={{
        '& .tiptap': { minHeight, padding: '12px', outline: 'none' },
        '& .tiptap:focus-visible': { boxShadow: 'inset 0 0 0 2px var(--chakra-colors-brand-solid)' },
        '& .tiptap h2': { fontSize: 'xl', fontWeight: 'semibold', margin: '0.6em 0 0.3em' },
        '& .tiptap h3': { fontSize: 'lg', fontWeight: 'semibold', margin: '0.5em 0 0.3em' },
        '& .tiptap p': { margin: '0.3em 0' },
        '& .tiptap ul': { listStyleType: 'disc', paddingLeft: '1.5em' },
        '& .tiptap ol': { listStyleType: 'decimal', paddingLeft: '1.5em' },
        '& .tiptap blockquote': { borderLeftWidth: '3px', paddingLeft: '0.8em', color: 'fg.muted' },
        '& .tiptap table': { borderCollapse: 'collapse', width: '100%', margin: '0.5em 0' },
        '& .tiptap td, & .tiptap th': { border: '1px solid var(--chakra-colors-border)', padding: '4px 8px', verticalAlign: 'top' },
        '& .tiptap th': { background: 'var(--chakra-colors-bg-muted)', fontWeight: 'semibold' },
      }}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </Box>
  );
}
