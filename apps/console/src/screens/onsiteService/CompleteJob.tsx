import { type OnsiteCompleteBody, onsiteCompleteBody } from '@console/contract';
import { Button, FormField, Input, vars } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { checkForm, readSubmitFailure } from '../../shared/formErrors.logic';
import { type LoadSignaturePad, SignaturePad, type SignaturePadHandle } from './SignaturePad';

const signer = onsiteCompleteBody.pick({ signedBy: true });

const Section = styled.form`
  h4 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  > p {
    margin: 0 0 12px;
    color: ${vars.textRegular};
  }
  input {
    font-size: 16px;
  }
`;

const Submit = styled(Button)`
  min-height: 52px;
  margin-top: 16px;
  font-size: 17px;
`;

/** The work as it will be completed: the job's version once saved, and its resolution. */
export interface SavedWork {
  version: number;
  resolution: string;
}

export interface CompleteJobProps {
  /** The job's number, naming the form ('Customer signature for OSJ-000123'). */
  jobNumber: string;
  /** Prefills "Signed by": usually the customer signs. */
  customerName: string;
  /** Whether the work form can be completed now: a message (shown on its field too) when not. */
  checkWork: () => string | null;
  /** Saves the work form when it holds changes; null when that was refused (the form says why). */
  saveWork: () => Promise<SavedWork | null>;
  /** Uploads the signature PNG (POST /common/upload); resolves to its file name. */
  uploadSignature: (png: Blob) => Promise<string>;
  /** POST /onsite/jobs/:id/complete. */
  complete: (body: OnsiteCompleteBody) => Promise<unknown>;
  /** The server refused the resolution: the work form shows the message on its field. */
  onResolutionRefused: (message: string) => void;
  /** Loads signature_pad (stories). */
  loadSignaturePad?: LoadSignaturePad;
}

type Problems = { signedBy?: string; signature?: string };

/**
 * The customer signs on the screen and the job is completed: the work is saved if it changed, the signature
 * is uploaded as a PNG, then the complete action issues the service order. Every refusal shows where it
 * belongs: the signer's name, the signature, the resolution (on the work form), or above the button.
 */
export function CompleteJob({
  jobNumber,
  customerName,
  checkWork,
  saveWork,
  uploadSignature,
  complete,
  onResolutionRefused,
  loadSignaturePad,
}: CompleteJobProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [signedBy, setSignedBy] = useState(customerName);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The signature already uploaded for this drawing: a retry after a refusal does not upload it again.
  const uploaded = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Problems = {};
    const name = checkForm(signer, { signedBy });
    if (!name.ok) found.signedBy = name.fields.signedBy;
    if (pad.current?.isEmpty() ?? true) found.signature = 'Ask the customer to sign in the box.';
    const workProblem = checkWork();
    setProblems(found);
    setRefusal(workProblem);
    if (!name.ok || found.signature || workProblem) return;

    setBusy(true);
    try {
      const work = await saveWork();
      if (!work) {
        setRefusal('The work could not be saved: see the message above.');
        return;
      }
      let signature = uploaded.current;
      if (signature === null) {
        const png = await pad.current?.toPng();
        if (!png) {
          setProblems({ signature: 'Ask the customer to sign in the box.' });
          return;
        }
        try {
          signature = await uploadSignature(png);
        } catch (error) {
          const reason = error instanceof Error ? error.message : '';
          setProblems({ signature: `The signature could not be uploaded. ${reason}`.trim() });
          return;
        }
        uploaded.current = signature;
      }
      await complete({
        version: work.version,
        resolution: work.resolution,
        signature,
        signedBy: name.data.signedBy,
      });
    } catch (error) {
      const failure = readSubmitFailure(error, ['signedBy', 'signature', 'resolution']);
      const { resolution, ...fields } = failure.fields;
      if (resolution) onResolutionRefused(resolution);
      setProblems(fields);
      setRefusal(failure.message ?? (resolution ? 'Check the resolution above.' : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      noValidate
      aria-label={`Customer signature for ${jobNumber}`}
      onSubmit={(event) => void submit(event)}
    >
      <h4>Customer signature</h4>
      <p>
        The customer signs to confirm the work above; the service order is issued when the job is completed.
      </p>
      <FormField label="Signed by" required error={problems.signedBy}>
        {(field) => (
          <Input
            {...field}
            value={signedBy}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => setSignedBy(event.target.value)}
          />
        )}
      </FormField>
      <SignaturePad
        ref={pad}
        label="Signature"
        error={problems.signature}
        disabled={busy}
        load={loadSignaturePad}
        onChange={() => {
          uploaded.current = null;
          setProblems((known) => ({ ...known, signature: undefined }));
        }}
      />
      <FormRefusal message={refusal} />
      <Submit type="submit" variant="primary" block loading={busy}>
        Complete
      </Submit>
    </Section>
  );
}
