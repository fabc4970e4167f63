import { type ChangeEvent, forwardRef } from 'react';
import styled from 'styled-components';
import { formatMessage, useMessages } from '../../messages';
import { vars } from '../../theme';

const Track = styled.div`
  flex: 1;
  height: 6px;
  min-width: 60px;
  border-radius: 3px;
  background: ${vars.borderLight};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${vars.primaryReadable};
  transition: width 0.2s;
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1;
  min-width: 0;
  font-size: 12px;
  color: ${vars.textSecondary};
`;

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Progress>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Bar style={{ width: `${percent}%` }} />
      </Track>
      <span aria-hidden="true">{percent}%</span>
    </Progress>
  );
}

const Alert = styled.div`
  color: ${vars.dangerText};
  font-size: 12px;
  line-height: 1.6;
  p {
    margin: 4px 0 0;
  }
`;

/** Always in the page so screen readers announce each new message. */
export function UploadErrors({ errors }: { errors: readonly string[] }) {
  return (
    <Alert role="alert">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius};
  background: transparent;
  color: ${vars.textSecondary};
  font: inherit;
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    color: ${vars.primaryReadable};
    background: ${vars.fill};
  }
  &[data-danger]:hover {
    color: ${vars.dangerText};
  }
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

export const Tip = styled.div`
  margin-top: 6px;
  font-size: 12px;
  color: ${vars.textSecondary};
`;

export interface FileInputProps {
  label: string;
  accept: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
}

/** The native picker, hidden: a visible button opens it, and tests reach it by its label. */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, accept, multiple, onFiles },
  ref,
) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    onFiles(files);
  };
  return (
    <input
      ref={ref}
      type="file"
      hidden
      aria-label={label}
      accept={accept}
      multiple={multiple}
      onChange={onChange}
    />
  );
});

export const UploadRoot = styled.div`
  font-size: ${vars.fontSize};
  color: ${vars.textRegular};
`;

/** The limits line under the control (count, size and types). */
export function UploadTip({
  id,
  limit,
  fileSize,
  fileType,
}: {
  id: string;
  limit: number;
  fileSize: number;
  fileType: readonly string[];
}) {
  const text = useMessages();
  return (
    <Tip id={id}>
      {formatMessage(limit === 1 ? text.uploadTipOne : text.uploadTip, {
        count: limit,
        size: fileSize,
        types: fileType.join('/'),
      })}
    </Tip>
  );
}

export interface EntryActionsProps {
  /** The entry's file name, appended to each button's label. */
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** The glyphs of the two move buttons (↑↓ in a list, ←→ on cards). */
  arrows: readonly [string, string];
  /** Turn the remove button red on hover. */
  dangerRemove?: boolean;
}

/** Move earlier, move later and remove buttons of a stored entry. */
export function EntryActions({
  name,
  index,
  count,
  move,
  remove,
  arrows,
  dangerRemove = false,
}: EntryActionsProps) {
  const text = useMessages();
  const first = index === 0;
  const last = index === count - 1;
  return (
    <>
      {/* aria-disabled rather than disabled keeps focus on the button after a move. */}
      <IconButton
        type="button"
        aria-label={`${text.uploadMoveUp} ${name}`}
        title={text.uploadMoveUp}
        aria-disabled={first || undefined}
        onClick={() => !first && move(index, index - 1)}
      >
        {arrows[0]}
      </IconButton>
      <IconButton
        type="button"
        aria-label={`${text.uploadMoveDown} ${name}`}
        title={text.uploadMoveDown}
        aria-disabled={last || undefined}
        onClick={() => !last && move(index, index + 1)}
      >
        {arrows[1]}
      </IconButton>
      <RemoveButton name={name} danger={dangerRemove} onClick={() => remove(index)} />
    </>
  );
}

/** Removes a stored entry or cancels an upload in flight. */
export function RemoveButton({
  name,
  danger = true,
  onClick,
}: {
  name: string;
  /** Turn red on hover (default). */
  danger?: boolean;
  onClick: () => void;
}) {
  const text = useMessages();
  return (
    <IconButton
      type="button"
      data-danger={danger || undefined}
      aria-label={`${text.uploadRemove} ${name}`}
      title={text.uploadRemove}
      onClick={onClick}
    >
      ×
    </IconButton>
  );
}
