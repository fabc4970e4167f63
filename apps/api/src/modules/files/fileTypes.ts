import type { UploadExtension } from '@console/contract';
import { fileTypeFromBuffer } from 'file-type';

/** What the content must look like: a type file-type detects, or a text format it cannot see. */
type Detect = { detected: readonly string[] } | { text: 'plain' | 'svg' };

/** Per allowed extension: how its content is recognised and the type it is served with. */
const uploadTypes: Record<UploadExtension, Detect & { mime: string }> = {
  pdf: { detected: ['pdf'], mime: 'application/pdf' },
  // Binary Office files are all Compound File Binary containers: file-type cannot tell them apart.
  doc: { detected: ['cfb'], mime: 'application/msword' },
  xls: { detected: ['cfb'], mime: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], mime: 'application/vnd.ms-powerpoint' },
  docx: {
    detected: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { detected: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    detected: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  txt: { text: 'plain', mime: 'text/plain; charset=utf-8' },
  png: { detected: ['png', 'apng'], mime: 'image/png' },
  jpg: { detected: ['jpg'], mime: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mime: 'image/jpeg' },
  svg: { text: 'svg', mime: 'image/svg+xml' },
};

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function isUploadExtension(ext: string): ext is UploadExtension {
  return Object.hasOwn(uploadTypes, ext);
}

/** UTF-8 text without NUL bytes, or null. */
function decodeText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** What may stand before the root element: XML declaration, processing instructions, comments, doctype. */
const PROLOG_PART = /\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!doctype\s+svg[^>[]*>)/iy;

/**
 * A document whose root element is <svg>. A doctype with an internal subset (entity declarations) is refused.
 * Scripts in it are harmless: it is only ever served sandboxed, as an attachment.
 */
function isSvgDocument(text: string): boolean {
  let rootAt = 0;
  PROLOG_PART.lastIndex = 0;
  while (PROLOG_PART.exec(text)) rootAt = PROLOG_PART.lastIndex;
  const root = text.slice(rootAt).trim();
  return /^<svg[\s/>]/.test(root) && (/<\/svg\s*>$/.test(root) || /^<svg[^<>]*\/>$/.test(root));
}

/**
 * The extension and served type of an upload whose content agrees with its name, or null. The type is read
 * from the bytes (magic numbers); a name alone (an .exe or HTML renamed .pdf) is never trusted.
 */
export async function checkUploadType(
  bytes: Buffer,
  originalName: string,
): Promise<{ ext: UploadExtension; mime: string } | null> {
  const ext = extensionOf(originalName);
  if (!isUploadExtension(ext)) return null;
  const rule = uploadTypes[ext];
  const detected = await fileTypeFromBuffer(bytes);
  if ('detected' in rule) {
    return detected && rule.detected.includes(detected.ext) ? { ext, mime: rule.mime } : null;
  }
  // file-type sees an XML declaration as 'xml'; any other detected type is binary content.
  if (detected && !(rule.text === 'svg' && detected.ext === 'xml')) return null;
  const text = decodeText(bytes);
  if (text === null || (rule.text === 'svg' && !isSvgDocument(text))) return null;
  return { ext, mime: rule.mime };
}
