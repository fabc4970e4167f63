export { Editor, type EditorProps } from './Editor';
export { acceptedImageTypes, validateEditorImage } from './editor.logic';
export { RichTextView, type RichTextViewProps } from './RichTextView';
export { sanitizeHtml } from './sanitize';
