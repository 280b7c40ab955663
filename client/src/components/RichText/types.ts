export interface RichTextEditorProps {
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  /** the accessible name of the editing area */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
  minHeight?: string;
}
