import { type Feedback, UPLOAD_LIMITS } from '@console/core';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../kit/Dialog';
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

export interface ImageUploadProps {
  /** Stored image URLs (or server paths), in display order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  upload: UploadFn;
  /** Most images; default 5. The add tile disappears once reached. */
  limit?: number;
  /** Largest image in MB (inclusive); default 5. */
  fileSize?: number;
  /** Accepted extensions, case-insensitive; default png, jpg, jpeg. Empty accepts any. */
  fileType?: readonly string[];
  /** Show the limits under the cards; default true. */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Toasts each error (default: the nearest <FeedbackProvider>); errors also show under the control. */
  feedback?: Feedback;
  onError?: (message: string) => void;
  /** Turns a stored value into the image address (e.g. prefixes the API base to a server path). */
  resolveUrl?: (value: string) => string;
  /** Names the control for assistive technology, e.g. the form field's label. */
  'aria-label'?: string;
}

const CARD = '148px';

const Root = styled.div`
  font-size: ${vars.fontSize};
  color: ${vars.textRegular};
`;

const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li<{ $over?: boolean }>`
  position: relative;
  width: ${CARD};
  height: ${CARD};
  box-sizing: border-box;
  border: 1px solid ${(p) => (p.$over ? vars.primary : vars.border)};
  border-radius: 6px;
  overflow: hidden;
  background: ${vars.surface};
  &[draggable='true'] {
    cursor: grab;
  }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: ${vars.fill};
  cursor: zoom-in;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
`;

const CardBar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  justify-content: center;
  gap: 8px;
  padding: 2px 0;
  background: ${vars.text};
  ${IconButton} {
    color: ${vars.surface};
  }
`;

const PendingCard = styled(Card)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 8px;
  padding: 8px;
  background: ${vars.fill};
  font-size: 12px;
`;

const PendingName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PendingRow = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const AddTile = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${CARD};
  height: ${CARD};
  border: 1px dashed ${(p) => (p.$active ? vars.primary : vars.border)};
  border-radius: 6px;
  background: ${(p) => (p.$active ? vars.primaryLight9 : vars.fill)};
  color: ${vars.textSecondary};
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${vars.primary};
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const PreviewImage = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 auto;
`;

function ImageUploadView({
  value,
  onChange,
  upload,
  limit = UPLOAD_LIMITS.imageCount,
  fileSize = UPLOAD_LIMITS.imageSizeMb,
  fileType = UPLOAD_LIMITS.imageTypes,
  isShowTip = true,
  disabled = false,
  feedback,
  onError,
  resolveUrl = (entry) => entry,
  'aria-label': ariaLabel,
}: ImageUploadProps & { feedback: Feedback }) {
  const text = useMessages();
  const tipId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewTrigger = useRef<HTMLButtonElement | null>(null);
  // The dialog has no Radix trigger to return focus to, so the thumbnail that opened it takes it back.
  useEffect(() => {
    if (preview === null) previewTrigger.current?.focus();
  }, [preview]);
  const list = useUploadList({
    value,
    onChange,
    upload,
    rules: { limit, fileSize, fileType },
    texts: {
      fileFormat: text.fileFormat,
      tooLarge: text.imageTooLarge,
      tooManyFiles: text.tooManyFiles,
      failed: text.uploadImageFailed,
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
      <Grid>
        {value.map((entry, index) => {
          const name = fileNameFromUrl(entry);
          const first = index === 0;
          const last = index === value.length - 1;
          return (
            <Card key={keys[index]} $over={reorder.over === index} {...reorder.itemProps(index)}>
              <Thumb
                type="button"
                aria-label={`${text.uploadPreview} ${name}`}
                onClick={(event) => {
                  previewTrigger.current = event.currentTarget;
                  setPreview(entry);
                }}
              >
                <img src={resolveUrl(entry)} alt={name} draggable={false} />
              </Thumb>
              {!disabled && (
                <CardBar>
                  {/* aria-disabled rather than disabled keeps focus on the button after a move. */}
                  <IconButton
                    type="button"
                    aria-label={`${text.uploadMoveUp} ${name}`}
                    title={text.uploadMoveUp}
                    aria-disabled={first || undefined}
                    onClick={() => !first && list.move(index, index - 1)}
                  >
                    ←
                  </IconButton>
                  <IconButton
                    type="button"
                    aria-label={`${text.uploadMoveDown} ${name}`}
                    title={text.uploadMoveDown}
                    aria-disabled={last || undefined}
                    onClick={() => !last && list.move(index, index + 1)}
                  >
                    →
                  </IconButton>
                  <IconButton
                    type="button"
                    aria-label={`${text.uploadRemove} ${name}`}
                    title={text.uploadRemove}
                    onClick={() => list.remove(index)}
                  >
                    ×
                  </IconButton>
                </CardBar>
              )}
            </Card>
          );
        })}
        {list.pending.map((entry) => (
          <PendingCard key={entry.id} aria-busy="true">
            <PendingName>{entry.name}</PendingName>
            <PendingRow>
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
            </PendingRow>
          </PendingCard>
        ))}
        {!disabled && list.count < limit && (
          <li {...drop.props}>
            <AddTile
              type="button"
              $active={drop.active}
              aria-describedby={showTip ? tipId : undefined}
              onClick={() => inputRef.current?.click()}
            >
              <span aria-hidden="true">+</span>
              {/* Named by text, not aria-label, so the label finds only the hidden file input. */}
              <VisuallyHidden>{text.uploadSelectImage}</VisuallyHidden>
            </AddTile>
          </li>
        )}
      </Grid>
      {!disabled && (
        <FileInput
          ref={inputRef}
          label={text.uploadSelectImage}
          accept={acceptAttribute(fileType)}
          multiple={limit > 1}
          onFiles={list.select}
        />
      )}
      {showTip && (
        <Tip id={tipId}>
          {formatMessage(text.uploadTip, { count: limit, size: fileSize, types: fileType.join('/') })}
        </Tip>
      )}
      <UploadErrors errors={list.errors} />
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={text.uploadPreview}
        width="800px"
      >
        {preview !== null && <PreviewImage src={resolveUrl(preview)} alt={fileNameFromUrl(preview)} />}
      </Dialog>
    </Root>
  );
}

/**
 * Uploads images through the host's `upload` function and keeps their URLs, shown as 148 px cards with a
 * preview, reorder and remove; the add tile disappears when the limit is reached.
 */
export function ImageUpload({ feedback, ...props }: ImageUploadProps) {
  return (
    <WithFeedback feedback={feedback}>
      {(resolved) => <ImageUploadView {...props} feedback={resolved} />}
    </WithFeedback>
  );
}
