import { type Feedback, UPLOAD_LIMITS } from '@console/core';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../kit/Button';
import { formatMessage, useMessages } from '../../messages';
import { vars } from '../../theme';
import {
  acceptAttribute,
  entryKeys,
  FileInput,
  fileNameFromUrl,
  IconButton,
  ProgressBar,
  Tip,
  UploadErrors,
  type UploadFn,
  useFileDrop,
  useReorderDrag,
  useUploadList,
  WithFeedback,
} from '../upload-shared';

export interface FileUploadProps {
  /** Stored file URLs (or server paths), in display order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  upload: UploadFn;
  /** Most files; default 5. */
  limit?: number;
  /** Largest file in MB (inclusive); default 5. */
  fileSize?: number;
  /** Accepted extensions, case-insensitive; default doc, xls, ppt, txt, pdf. Empty accepts any. */
  fileType?: readonly string[];
  /** Show the limits under the picker; default true. */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Toasts each error (default: the nearest <FeedbackProvider>); errors also show under the control. */
  feedback?: Feedback;
  onError?: (message: string) => void;
  /** Turns a stored value into the link address (e.g. prefixes the API base to a server path). */
  resolveUrl?: (value: string) => string;
  /** Names the control for assistive technology, e.g. the form field's label. */
  'aria-label'?: string;
}

const Root = styled.div`
  font-size: ${vars.fontSize};
  color: ${vars.textRegular};
`;

const DropZone = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 12px;
  padding: 12px;
  border: 1px dashed ${(p) => (p.$active ? vars.primary : vars.border)};
  border-radius: ${vars.radius};
  background: ${(p) => (p.$active ? vars.primaryLight9 : 'transparent')};
  transition: border-color 0.15s, background-color 0.15s;
`;

const Hint = styled.span`
  font-size: 12px;
  color: ${vars.textSecondary};
`;

const List = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
`;

const Item = styled.li<{ $over: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  padding: 2px 8px;
  border: 1px solid ${(p) => (p.$over ? vars.primary : vars.borderLight)};
  border-radius: ${vars.radius};
  margin-bottom: 6px;
  background: ${vars.surface};
  &[draggable='true'] {
    cursor: grab;
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Link = styled.a`
  color: ${vars.primaryReadable};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: ${vars.focusRing};
  }
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 2px;
`;

function DocumentIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 1.5h5.5L13 5v9.5H4z M9.5 1.5V5H13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function FileUploadView({
  value,
  onChange,
  upload,
  limit = UPLOAD_LIMITS.fileCount,
  fileSize = UPLOAD_LIMITS.fileSizeMb,
  fileType = UPLOAD_LIMITS.fileTypes,
  isShowTip = true,
  disabled = false,
  feedback,
  onError,
  resolveUrl = (entry) => entry,
  'aria-label': ariaLabel,
}: FileUploadProps & { feedback: Feedback }) {
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
      tooLarge: text.fileTooLarge,
      tooManyFiles: text.tooManyFiles,
      failed: text.uploadFileFailed,
    },
    disabled,
    feedback,
    onError,
  });
  const drop = useFileDrop(list.select, !disabled);
  const reorder = useReorderDrag(list.move, !disabled && value.length > 1);
  const keys = entryKeys(value);
  const showTip = isShowTip && !disabled;

  return (
    <Root role={ariaLabel ? 'group' : undefined} aria-label={ariaLabel}>
      {!disabled && (
        <DropZone $active={drop.active} {...drop.props}>
          <Button
            variant="primary"
            onClick={() => inputRef.current?.click()}
            aria-describedby={showTip ? tipId : undefined}
          >
            {text.uploadSelectFile}
          </Button>
          <Hint>{text.uploadDropHint}</Hint>
          <FileInput
            ref={inputRef}
            label={text.uploadSelectFile}
            accept={acceptAttribute(fileType)}
            multiple={limit > 1}
            onFiles={list.select}
          />
        </DropZone>
      )}
      {showTip && (
        <Tip id={tipId}>
          {formatMessage(text.uploadTip, { count: limit, size: fileSize, types: fileType.join('/') })}
        </Tip>
      )}
      <UploadErrors errors={list.errors} />
      {(value.length > 0 || list.pending.length > 0) && (
        <List>
          {value.map((entry, index) => {
            const name = fileNameFromUrl(entry);
            const first = index === 0;
            const last = index === value.length - 1;
            return (
              <Item key={keys[index]} $over={reorder.over === index} {...reorder.itemProps(index)}>
                <DocumentIcon />
                <Name>
                  <Link href={resolveUrl(entry)} target="_blank" rel="noopener noreferrer">
                    {name}
                  </Link>
                </Name>
                {!disabled && (
                  <Actions>
                    {/* aria-disabled rather than disabled keeps focus on the button after a move. */}
                    <IconButton
                      type="button"
                      aria-label={`${text.uploadMoveUp} ${name}`}
                      title={text.uploadMoveUp}
                      aria-disabled={first || undefined}
                      onClick={() => !first && list.move(index, index - 1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      type="button"
                      aria-label={`${text.uploadMoveDown} ${name}`}
                      title={text.uploadMoveDown}
                      aria-disabled={last || undefined}
                      onClick={() => !last && list.move(index, index + 1)}
                    >
                      ↓
                    </IconButton>
                    <IconButton
                      type="button"
                      data-danger
                      aria-label={`${text.uploadRemove} ${name}`}
                      title={text.uploadRemove}
                      onClick={() => list.remove(index)}
                    >
                      ×
                    </IconButton>
                  </Actions>
                )}
              </Item>
            );
          })}
          {list.pending.map((entry) => (
            <Item key={entry.id} $over={false} aria-busy="true">
              <DocumentIcon />
              <Name>{entry.name}</Name>
              <ProgressBar percent={entry.percent} label={`${text.uploading} ${entry.name}`} />
              <IconButton
                type="button"
                data-danger
                aria-label={`${text.uploadRemove} ${entry.name}`}
                title={text.uploadRemove}
                onClick={() => list.cancel(entry.id)}
              >
                ×
              </IconButton>
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}

/**
 * Uploads files through the host's `upload` function and keeps their URLs: checks type, size and count
 * first, uploads in parallel with per-file progress, and lists the files with open, reorder and remove.
 */
export function FileUpload({ feedback, ...props }: FileUploadProps) {
  return (
    <WithFeedback feedback={feedback}>
      {(resolved) => <FileUploadView {...props} feedback={resolved} />}
    </WithFeedback>
  );
}
