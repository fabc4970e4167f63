import { type Feedback, UPLOAD_LIMITS } from '@console/core';
import styled from 'styled-components';
import { Button } from '../../kit/Button';
import { vars } from '../../theme';
import {
  acceptAttribute,
  EntryActions,
  FileInput,
  fileNameFromUrl,
  ProgressBar,
  RemoveButton,
  type UploadControlProps,
  UploadErrors,
  UploadRoot,
  UploadTip,
  useUploadControl,
  WithFeedback,
} from '../upload-shared';

export interface FileUploadProps extends UploadControlProps {
  /** Most files; default 5. */
  limit?: number;
  /** Largest file in MB (inclusive); default 5. */
  fileSize?: number;
  /** Accepted extensions, case-insensitive; default doc, xls, ppt, txt, pdf. Empty accepts any. */
  fileType?: readonly string[];
}

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

function FileUploadView(props: FileUploadProps & { feedback: Feedback }) {
  const control = useUploadControl(props, {
    limit: UPLOAD_LIMITS.fileCount,
    fileSize: UPLOAD_LIMITS.fileSizeMb,
    fileType: UPLOAD_LIMITS.fileTypes,
    kind: 'file',
  });

  return (
    <UploadRoot {...control.rootProps}>
      {!control.disabled && (
        <DropZone $active={control.drop.active} {...control.drop.props}>
          <Button
            variant="primary"
            onClick={control.openPicker}
            aria-describedby={control.showTip ? control.tipId : undefined}
          >
            {control.text.uploadSelectFile}
          </Button>
          <Hint>{control.text.uploadDropHint}</Hint>
          <FileInput
            ref={control.inputRef}
            label={control.text.uploadSelectFile}
            accept={acceptAttribute(control.fileType)}
            multiple={control.limit > 1}
            onFiles={control.list.select}
          />
        </DropZone>
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
      {(control.value.length > 0 || control.list.pending.length > 0) && (
        <List>
          {control.value.map((entry, index) => {
            const name = fileNameFromUrl(entry);
            return (
              <Item
                key={control.keys[index]}
                $over={control.reorder.over === index}
                {...control.reorder.itemProps(index)}
              >
                <DocumentIcon />
                <Name>
                  <Link href={control.resolveUrl(entry)} target="_blank" rel="noopener noreferrer">
                    {name}
                  </Link>
                </Name>
                {!control.disabled && (
                  <Actions>
                    <EntryActions
                      name={name}
                      index={index}
                      count={control.value.length}
                      move={control.list.move}
                      remove={control.list.remove}
                      arrows={['↑', '↓']}
                      dangerRemove
                    />
                  </Actions>
                )}
              </Item>
            );
          })}
          {control.list.pending.map((entry) => (
            <Item key={entry.id} $over={false} aria-busy="true">
              <DocumentIcon />
              <Name>{entry.name}</Name>
              <ProgressBar percent={entry.percent} label={`${control.text.uploading} ${entry.name}`} />
              <RemoveButton name={entry.name} onClick={() => control.list.cancel(entry.id)} />
            </Item>
          ))}
        </List>
      )}
    </UploadRoot>
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
