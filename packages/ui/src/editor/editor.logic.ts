import { UPLOAD_LIMITS } from '@console/core';
import { formatMessage } from '../messages';

/** What browsers report for a .svg file. The spec's list says 'image/svg', which no browser sends. */
export const SVG_MIME_TYPE = 'image/svg+xml';

/** Height of the toolbar row, shared with the lazy placeholder so the page does not jump on load. */
export const EDITOR_TOOLBAR_HEIGHT = 38;

/** Minimum height of the writing area when neither `height` nor `minHeight` is given. */
export const EDITOR_DEFAULT_MIN_HEIGHT = 150;

const BYTES_PER_MB = 1024 * 1024;

/** The MIME types to accept: the given list, plus image/svg+xml whenever it names 'image/svg'. */
export function acceptedImageTypes(types: readonly string[] = UPLOAD_LIMITS.editorImageMimeTypes): string[] {
  const list = types.map((type) => type.toLowerCase());
  return list.includes('image/svg') && !list.includes(SVG_MIME_TYPE) ? [...list, SVG_MIME_TYPE] : list;
}

export interface EditorImageRules {
  types: readonly string[];
  sizeMb: number;
}

export interface EditorImageMessages {
  imageFormatWrong: string;
  fileTooLarge: string;
}

/** The message that refuses an image (wrong type first, then too large), or null when it may be uploaded. */
export function validateEditorImage(
  file: Pick<File, 'type' | 'size'>,
  rules: EditorImageRules,
  messages: EditorImageMessages,
): string | null {
  if (!acceptedImageTypes(rules.types).includes(file.type.toLowerCase())) return messages.imageFormatWrong;
  if (file.size > rules.sizeMb * BYTES_PER_MB)
    return formatMessage(messages.fileTooLarge, { n: rules.sizeMb });
  return null;
}

/**
 * Drops empty paragraphs at the end of the editor's HTML: the editor keeps one after a heading, list or
 * image so the caret can get there, but it is not content.
 */
export function trimTrailingEmptyParagraphs(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, '');
}

/** A px number or any CSS length; undefined stays undefined. */
export function toCssSize(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
