import { Button, Dialog, useFeedback, vars } from '@console/ui';
import styled from 'styled-components';

const Secret = styled.code`
  display: block;
  padding: 10px 12px;
  margin: 12px 0;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.fill};
  font-size: 13px;
  word-break: break-all;
  user-select: all;
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

export interface SecretRevealProps {
  /** The secret as the server answered it; null: the dialog is closed. */
  secret: string | null;
  /** What it is: 'Signing secret' or 'API key'. */
  kind: 'Signing secret' | 'API key';
  /** One line on where it is used. */
  note: string;
  onClose: () => void;
}

/**
 * A secret the server shows once (a webhook signing secret, an API key): it can be copied, and closing the
 * dialog takes it off the page for good, so the dialog closes only by its button.
 */
export function SecretReveal({ secret, kind, note, onClose }: SecretRevealProps) {
  const feedback = useFeedback();
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      feedback.message('success', `${kind} copied.`);
    } catch {
      feedback.message('warning', 'Copying is not allowed here: select the text and copy it.');
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={kind === 'API key' ? 'Your new API key' : 'Your new signing secret'}
      dismissible={false}
      showClose={false}
      role="alertdialog"
      width="560px"
    >
      <p>This is the only time it is shown. {note}</p>
      <Secret aria-label={kind}>{secret}</Secret>
      <Footer>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button variant="primary" onClick={onClose}>
          I have stored it
        </Button>
      </Footer>
    </Dialog>
  );
}
