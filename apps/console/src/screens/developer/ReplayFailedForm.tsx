import { Button, FormField, Input } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { utcInputInstant, utcInputValue } from './developer.logic';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
  align-items: end;
  > div:first-child {
    min-width: 220px;
  }
  > button {
    margin-bottom: 18px;
  }
`;

export interface ReplayFailedFormProps {
  /** Sends again every message whose delivery failed since the instant; answers how many. */
  onReplay: (since: string) => Promise<{ replayed: number }>;
  /** The time the field starts at (a day ago by default). */
  now?: Date;
}

/** "Replay failed since…": after a receiver outage, everything it missed is sent again in one go. */
export function ReplayFailedForm({ onReplay, now = new Date() }: ReplayFailedFormProps) {
  const [since, setSince] = useState(() => utcInputValue(new Date(now.getTime() - 24 * 3600 * 1000)));
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async () => {
    setSending(true);
    setRefusal(null);
    setResult(null);
    try {
      const { replayed } = await onReplay(utcInputInstant(since));
      setResult(
        replayed === 0
          ? 'Nothing failed since then.'
          : `${replayed} ${replayed === 1 ? 'message' : 'messages'} queued to be sent again.`,
      );
    } catch (error) {
      setRefusal(readSubmitFailure(error, []).message ?? 'The replay failed.');
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Row
        aria-label="Replay failed messages"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label="Replay failed since (UTC)">
          {(field) => (
            <Input
              {...field}
              type="datetime-local"
              value={since}
              onChange={(e) => setSince(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" loading={sending} disabled={!since}>
          Replay failed
        </Button>
      </Row>
      <p role="status">{result}</p>
      <FormRefusal message={refusal} />
    </>
  );
}
