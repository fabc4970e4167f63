import { type Feedback, isExternal, UPLOAD_LIMITS } from '@console/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, type Editor as TiptapEditor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  type ChangeEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useMessages } from '../messages';
import { vars } from '../theme';
import { cspNonce } from '../theme/cspNonce';
import {
  acceptedImageTypes,
  EDITOR_DEFAULT_MIN_HEIGHT,
  toCssSize,
  trimTrailingEmptyParagraphs,
  validateEditorImage,
} from './editor.logic';
import { richTextStyles } from './richText.styles';
import { sanitizeHtml } from './sanitize';
import { type EditorMessages, EditorToolbar } from './Toolbar';

export interface EditorProps {
  /** The HTML content. It is sanitised before it is shown. */
  value?: string | null;
  /** Sanitised HTML after every change; '' when the editor is visually empty (so "required" checks fail). */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** Default: '请输入内容' (messages.editorPlaceholder). */
  placeholder?: string;
  /** Hides the toolbar and stops editing; may change at any time. */
  readOnly?: boolean;
  /** Height of the writing area (px number or CSS length); the content scrolls inside it. */
  height?: number | string;
  /** Minimum height of the writing area (px number or CSS length); default 150px when no height is given. */
  minHeight?: number | string;
  /**
   * Uploads an image and resolves with its address. Without it the image button is hidden and pasted or
   * dropped image files are left to the browser.
   */
  uploadImage?: (file: File) => Promise<{ url: string }>;
  /** Largest image in MB. Default 5. */
  imageFileSize?: number;
  /** Accepted image MIME types. Default: the spec's list, plus image/svg+xml for real SVG files. */
  imageTypes?: readonly string[];
  /** Also receives the image errors (they are always shown under the editor too). */
  feedback?: Feedback;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

const Frame = styled.div`
  box-sizing: border-box;
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  &:focus-within {
    border-color: ${vars.primary};
  }
`;

const Surface = styled(EditorContent)<{ $height?: string; $minHeight?: string }>`
  display: flex;
  flex-direction: column;
  height: ${(p) => p.$height ?? 'auto'};
  min-height: ${(p) => p.$minHeight ?? (p.$height ? '0' : `${EDITOR_DEFAULT_MIN_HEIGHT}px`)};
  overflow-y: auto;
  border-radius: 0 0 ${vars.radius} ${vars.radius};

  .tiptap {
    flex: 1 0 auto;
    box-sizing: border-box;
    padding: 8px 12px;
    outline: none;
    ${richTextStyles}
  }
  .tiptap:focus-visible {
    box-shadow: inset ${vars.focusRing};
  }
  .tiptap p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${vars.textPlaceholder};
    pointer-events: none;
  }
  .tiptap img.ProseMirror-selectednode {
    outline: 2px solid ${vars.primary};
  }
`;

const ErrorText = styled.div`
  margin-top: 4px;
  color: ${vars.dangerText};
  font-size: 12px;
  line-height: 1.4;
`;

/** Blank means no text but whitespace and no image or rule: what a user sees as an empty editor. */
function isBlank(doc: ProseMirrorNode): boolean {
  if (doc.textContent.trim() !== '') return false;
  let blank = true;
  doc.descendants((node) => {
    if (node.isLeaf && !node.isText && node.type.name !== 'hardBreak') blank = false;
    return blank;
  });
  return blank;
}

/** Image files in a paste or drop, unless the clipboard also has HTML (copying from Word adds a snapshot). */
function imageFiles(data: DataTransfer | null): File[] {
  if (!data || data.types.includes('text/html')) return [];
  return Array.from(data.files);
}

/** The rich-text editor (Tiptap): toolbar, links, image upload, sanitised HTML in and out. */
export function Editor({
  value,
  onChange,
  onBlur,
  placeholder: placeholderProp,
  readOnly = false,
  height,
  minHeight,
  uploadImage,
  imageFileSize = UPLOAD_LIMITS.editorImageSizeMb,
  imageTypes = UPLOAD_LIMITS.editorImageMimeTypes,
  feedback,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
}: EditorProps) {
  const messages: EditorMessages = useMessages();
  const placeholder = placeholderProp ?? messages.editorPlaceholder;
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // The HTML last emitted or received, so a value that only echoes our own onChange is not re-applied.
  const lastHtml = useRef(value ?? '');
  const [initialContent] = useState(() => sanitizeHtml(value));

  // Tiptap keeps the callbacks it was created with; they read the current props through this ref.
  const current = {
    onChange,
    onBlur,
    uploadImage,
    feedback,
    imageFileSize,
    imageTypes,
    messages,
    placeholder,
  };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const editorRef = useRef<TiptapEditor | null>(null);

  // Validates, uploads and inserts each file in turn: at the drop position, or else at the selection.
  const insertImages = useCallback(async (files: File[], position?: number) => {
    const {
      uploadImage: upload,
      feedback: fb,
      imageFileSize: sizeMb,
      imageTypes: types,
      messages: m,
    } = latest.current;
    const editor = editorRef.current;
    if (!upload || !editor) return;
    const report = (text: string) => {
      setError(text);
      fb?.message('error', text);
    };
    setError(null);
    let at = position;
    for (const file of files) {
      const refusal = validateEditorImage(file, { types, sizeMb }, m);
      if (refusal) {
        report(refusal);
        continue;
      }
      setUploads((n) => n + 1);
      try {
        const { url } = await upload(file);
        if (editor.isDestroyed) return;
        if (!url) throw new Error('The upload returned no address');
        const image = { type: 'image', attrs: { src: url, alt: '' } };
        if (at === undefined) editor.chain().focus().insertContent(image).run();
        else editor.chain().insertContentAt(Math.min(at, editor.state.doc.content.size), image).run();
        // The selection now follows the image, so the next file goes after it.
        at = undefined;
      } catch {
        report(m.imageInsertFailed);
      } finally {
        setUploads((n) => n - 1);
      }
    }
  }, []);

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, defaultProtocol: 'https', isAllowedUri: (url) => isExternal(url) },
      }),
      Image,
      Placeholder.configure({ placeholder: () => latest.current.placeholder }),
    ],
    [],
  );

  const describedBy = [ariaDescribedby, error ? errorId : undefined].filter(Boolean).join(' ');
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { 'aria-multiline': 'true', 'aria-placeholder': placeholder };
    if (ariaLabelledby) attributes['aria-labelledby'] = ariaLabelledby;
    else attributes['aria-label'] = ariaLabel ?? placeholder;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (readOnly) attributes['aria-readonly'] = 'true';
    if (id) attributes.id = id;
    return {
      attributes,
      handlePaste: (_view: EditorView, event: ClipboardEvent) => {
        const files = imageFiles(event.clipboardData);
        if (!latest.current.uploadImage || files.length === 0) return false;
        void insertImages(files);
        return true;
      },
      handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
        const files = imageFiles(event.dataTransfer);
        if (moved || !latest.current.uploadImage || files.length === 0) return false;
        event.preventDefault();
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(files, position);
        return true;
      },
    };
  }, [placeholder, ariaLabel, ariaLabelledby, describedBy, readOnly, id, insertImages]);

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    // Tiptap's own <style> carries the page's CSP nonce, so the console's policy allows it.
    injectNonce: cspNonce(),
    onUpdate: ({ editor: current }) => {
      const html = isBlank(current.state.doc)
        ? ''
        : trimTrailingEmptyParagraphs(sanitizeHtml(current.getHTML()));
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      latest.current.onChange?.(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isEditable !== readOnly) return;
    editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    const next = value ?? '';
    if (!editor || editor.isDestroyed || next === lastHtml.current) return;
    lastHtml.current = next;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
  }, [editor, value]);

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) void insertImages(files);
  };

  return (
    <div className={className}>
      <Frame aria-busy={uploads > 0 || undefined}>
        {!readOnly && editor && (
          <EditorToolbar
            editor={editor}
            messages={messages}
            uploading={uploads > 0}
            onPickImage={uploadImage ? () => fileInput.current?.click() : undefined}
          />
        )}
        <Surface editor={editor} $height={toCssSize(height)} $minHeight={toCssSize(minHeight)} />
      </Frame>
      {uploadImage && !readOnly && (
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          tabIndex={-1}
          aria-label={messages.editorImage}
          accept={acceptedImageTypes(imageTypes).join(',')}
          onChange={onFilesChosen}
        />
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}
