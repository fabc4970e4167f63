import { type Feedback, UPLOAD_LIMITS } from '@console/core';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../kit/Dialog';
import { vars } from '../../theme';
import {
  acceptAttribute,
  EntryActions,
  FileInput,
  fileNameFromUrl,
  IconButton,
  ProgressBar,
  RemoveButton,
  type UploadControlProps,
  UploadErrors,
  UploadRoot,
  UploadTip,
  useUploadControl,
  WithFeedback,
} from '../upload-shared';

export interface ImageUploadProps extends UploadControlProps {
  /** Most images; default 5. The add tile disappears once reached. */
  limit?: number;
  /** Largest image in MB (inclusive); default 5. */
  fileSize?: number;
  /** Accepted extensions, case-insensitive; default png, jpg, jpeg. Empty accepts any. */
  fileType?: readonly string[];
}

const CARD = '148px';

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

function ImageUploadView(props: ImageUploadProps & { feedback: Feedback }) {
  const control = useUploadControl(props, {
    limit: UPLOAD_LIMITS.imageCount,
    fileSize: UPLOAD_LIMITS.imageSizeMb,
    fileType: UPLOAD_LIMITS.imageTypes,
    kind: 'image',
  });
  const [preview, setPreview] = useState<string | null>(null);
  const previewTrigger = useRef<HTMLButtonElement | null>(null);
  // The dialog has no Radix trigger to return focus to, so the thumbnail that opened it takes it back.
  useEffect(() => {
    if (preview === null) previewTrigger.current?.focus();
  }, [preview]);

  return (
    <UploadRoot {...control.rootProps}>
      <Grid>
        {control.value.map((entry, index) => {
          const name = fileNameFromUrl(entry);
          return (
            <Card
              key={control.keys[index]}
              $over={control.reorder.over === index}
              {...control.reorder.itemProps(index)}
            >
              <Thumb
                type="button"
                aria-label={`${control.text.uploadPreview} ${name}`}
                onClick={(event) => {
                  previewTrigger.current = event.currentTarget;
                  setPreview(entry);
                }}
              >
                <img src={control.resolveUrl(entry)} alt={name} draggable={false} />
              </Thumb>
              {!control.disabled && (
                <CardBar>
                  <EntryActions
                    name={name}
                    index={index}
                    count={control.value.length}
                    move={control.list.move}
                    remove={control.list.remove}
                    arrows={['←', '→']}
                  />
                </CardBar>
              )}
            </Card>
          );
        })}
        {control.list.pending.map((entry) => (
          <PendingCard key={entry.id} aria-busy="true">
            <PendingName>{entry.name}</PendingName>
            <PendingRow>
              <ProgressBar percent={entry.percent} label={`${control.text.uploading} ${entry.name}`} />
              <RemoveButton name={entry.name} onClick={() => control.list.cancel(entry.id)} />
            </PendingRow>
          </PendingCard>
        ))}
        {!control.disabled && control.list.count < control.limit && (
          <li {...control.drop.props}>
            <AddTile
              type="button"
              $active={control.drop.active}
              aria-describedby={control.showTip ? control.tipId : undefined}
              onClick={control.openPicker}
            >
              <span aria-hidden="true">+</span>
              {/* Named by text, not aria-label, so the label finds only the hidden file input. */}
              <VisuallyHidden>{control.text.uploadSelectImage}</VisuallyHidden>
            </AddTile>
          </li>
        )}
      </Grid>
      {!control.disabled && (
        <FileInput
          ref={control.inputRef}
          label={control.text.uploadSelectImage}
          accept={acceptAttribute(control.fileType)}
          multiple={control.limit > 1}
          onFiles={control.list.select}
        />
      )}
      {control.showTip && (
        <UploadTip
          id={control.tipId}
          limit={control.limit}
          fileSize={control.fileSize}
          fileType={control.fileType}
        />
      )}
      <UploadErrors errors={control.list.errors} />
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={control.text.uploadPreview}
        width="800px"
      >
        {preview !== null && (
          <PreviewImage src={control.resolveUrl(preview)} alt={fileNameFromUrl(preview)} />
        )}
      </Dialog>
    </UploadRoot>
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
