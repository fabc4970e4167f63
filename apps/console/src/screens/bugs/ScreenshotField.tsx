import { BUG_MAX_ATTACHMENTS } from '@console/contract';
import { FileUpload, type FileUploadProps, vars } from '@console/ui';
import { type ClipboardEvent, useState } from 'react';
import styled from 'styled-components';
import { pastedImages } from './bugs.logic';

const PasteZone = styled.div`
  margin-bottom: 8px;
  padding: 10px 12px;
  border: 1px dashed ${vars.border};
  border-radius: ${vars.radius};
  color: ${vars.textSecondary};
  font-size: 13px;
  &:focus-visible {
    outline: none;
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
`;

/** Screenshots and logs people attach: images, PDFs and text files. */
export const SCREENSHOT_TYPES = ['png', 'jpg', 'jpeg', 'pdf', 'txt'] as const;

export interface PasteState {
  pasting: boolean;
  failure: string | null;
}

export interface ScreenshotFieldProps {
  /** The stored files' names. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  upload: FileUploadProps['upload'];
  /** The form's paste handling (usePasteScreenshots), for what it says. */
  paste: PasteState;
  'aria-describedby'?: string;
}

/**
 * A form's paste handler (put it on the <form>): a clipboard image is uploaded and added to the files; what
 * else a paste holds is the text field's business. `read` gives the files as they are when the upload ends.
 */
export function usePasteScreenshots(
  read: () => readonly string[],
  write: (value: string[]) => void,
  upload: FileUploadProps['upload'],
) {
  const [pasting, setPasting] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const onPaste = (event: ClipboardEvent) => {
    const images = pastedImages([...event.clipboardData.items], new Date());
    if (!images.length) return;
    event.preventDefault();
    const room = BUG_MAX_ATTACHMENTS - read().length;
    if (room <= 0) {
      setFailure(`At most ${BUG_MAX_ATTACHMENTS} files.`);
      return;
    }
    setFailure(null);
    setPasting((count) => count + 1);
    void Promise.all(
      images.slice(0, room).map((file) => upload(file, () => {}, new AbortController().signal)),
    )
      .then((stored) => {
        const names = stored.map((answer) => answer.fileName).filter((name): name is string => !!name);
        write([...read(), ...names]);
      })
      .catch(() =>
        setFailure('The pasted screenshot could not be uploaded. Try again, or save it and pick the file.'),
      )
      .finally(() => setPasting((count) => count - 1));
  };
  return { onPaste, state: { pasting: pasting > 0, failure } satisfies PasteState };
}

/**
 * Screenshots of a report: picked, dropped, or pasted (Ctrl+V / ⌘V anywhere in the form, or in the paste box,
 * which takes the focus for it). Each is uploaded at once; the field holds the stored names.
 */
export function ScreenshotField({ value, onChange, upload, paste, ...aria }: ScreenshotFieldProps) {
  return (
    <div>
      <PasteZone tabIndex={0} role="group" aria-label="Paste a screenshot">
        {paste.pasting
          ? 'Uploading the pasted screenshot…'
          : 'Paste a screenshot here (Ctrl+V or ⌘V), or choose files below.'}
      </PasteZone>
      {paste.failure && (
        <p role="alert" style={{ color: vars.dangerText, margin: '0 0 8px' }}>
          {paste.failure}
        </p>
      )}
      <FileUpload
        aria-label="Screenshots"
        aria-describedby={aria['aria-describedby']}
        limit={BUG_MAX_ATTACHMENTS}
        fileType={SCREENSHOT_TYPES}
        upload={upload}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
