import type { Feedback } from '@console/core';
import { useId, useRef } from 'react';
import { useMessages } from '../../messages';
import { entryKeys, type UploadFn } from './upload.logic';
import { useFileDrop, useReorderDrag } from './useDragAndDrop';
import { useUploadList } from './useUploadList';

/** The props FileUpload and ImageUpload share; each adds its limits with its own defaults. */
export interface UploadControlProps {
  /** Stored URLs (or server paths), in display order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  upload: UploadFn;
  /** Show the limits under the control; default true. */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Toasts each error (default: the nearest <FeedbackProvider>); errors also show under the control. */
  feedback?: Feedback;
  onError?: (message: string) => void;
  /** Turns a stored value into the address shown (e.g. prefixes the API base to a server path). */
  resolveUrl?: (value: string) => string;
  /** Names the control for assistive technology, e.g. the form field's label. */
  'aria-label'?: string;
}

/** The limits an upload control checks, each with a default of its own. */
export interface UploadLimits {
  limit: number;
  fileSize: number;
  fileType: readonly string[];
}

/**
 * The wiring both upload controls share: the props with their defaults, the upload list, the drop zone,
 * reordering and the tip. `kind` picks the catalogue messages for a too-large file and a failed upload.
 */
export function useUploadControl(
  props: UploadControlProps & Partial<UploadLimits> & { feedback: Feedback },
  defaults: UploadLimits & { kind: 'file' | 'image' },
) {
  const { value, onChange, upload, feedback, onError, isShowTip = true, disabled = false } = props;
  const limit = props.limit ?? defaults.limit;
  const fileSize = props.fileSize ?? defaults.fileSize;
  const fileType = props.fileType ?? defaults.fileType;
  const image = defaults.kind === 'image';
  const text = useMessages();
  const tipId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const list = useUploadList({
    value,
    onChange,
    upload,
    rules: { limit, fileSize, fileType },
    texts: {
      fileFormat: text.fileFormat,
      tooLarge: image ? text.imageTooLarge : text.fileTooLarge,
      tooManyFiles: text.tooManyFiles,
      failed: image ? text.uploadImageFailed : text.uploadFileFailed,
    },
    disabled,
    feedback,
    onError,
  });
  const drop = useFileDrop(list.select, !disabled);
  const reorder = useReorderDrag(list.move, !disabled && value.length > 1);
  const ariaLabel = props['aria-label'];
  return {
    value,
    limit,
    fileSize,
    fileType,
    disabled,
    resolveUrl: props.resolveUrl ?? ((entry: string) => entry),
    /** Spread on the root: a named control is a group. */
    rootProps: { role: ariaLabel ? 'group' : undefined, 'aria-label': ariaLabel },
    text,
    tipId,
    inputRef,
    list,
    drop,
    reorder,
    keys: entryKeys(value),
    showTip: isShowTip && !disabled,
    openPicker: () => inputRef.current?.click(),
  };
}
