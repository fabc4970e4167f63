export type { EditorProps, RichTextViewProps } from '../../editor';
export { LazyEditor } from './LazyEditor';
export { LazyRichTextView } from './LazyRichTextView';
