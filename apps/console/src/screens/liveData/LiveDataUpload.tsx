import {
  LIVE_DATA_COLUMNS,
  LIVE_DATA_MAX_ROWS,
  LIVE_DATA_SCOPE_LABELS,
  LIVE_DATA_SCOPES,
  type LiveDataImportDetail,
  type LiveDataScope,
} from '@console/contract';
import { Button, Card, FormField, RadioGroup, vars } from '@console/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { RowErrorsTable } from './RowErrorsTable';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

const Result = styled.div`
  margin-top: 16px;
  p {
    margin: 0 0 8px;
  }
`;

const Refusal = styled.p`
  color: ${vars.dangerText};
`;

export interface LiveDataUploadProps {
  /** The viewer may send data (owners and managers). */
  canSend: boolean;
  onTemplate: (scope: LiveDataScope) => void;
  onUpload: (scope: LiveDataScope, fileName: string, content: string) => Promise<LiveDataImportDetail>;
}

/**
 * Sending data by CSV: choose the kind of data, download its template, choose the file and upload it. The answer
 * shows how many rows were accepted, and every refused row with its line, field and why.
 */
export function LiveDataUpload({ canSend, onTemplate, onUpload }: LiveDataUploadProps) {
  const [scope, setScope] = useState<LiveDataScope>('inventory');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LiveDataImportDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = async () => {
    if (!file) return setProblem('Choose a CSV file.');
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await onUpload(scope, file.name, await file.text()));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      const failure = readSubmitFailure(error, ['content']);
      setProblem(failure.fields.content ?? failure.message ?? 'The file was not imported.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Upload a CSV file" titleAs="h3" role="region" aria-label="Upload a CSV file">
      <FormField label="Kind of data">
        {(field) => (
          <RadioGroup
            {...field}
            options={LIVE_DATA_SCOPES.map((value) => ({ value, label: LIVE_DATA_SCOPE_LABELS[value] }))}
            value={scope}
            onValueChange={(value) => setScope(value as LiveDataScope)}
          />
        )}
      </FormField>
      <p>
        Columns: {LIVE_DATA_COLUMNS[scope].join(', ')}. The shop is its name or id, the date YYYY-MM-DD; name
        the brand only when two of your brands share a SKU. Up to {LIVE_DATA_MAX_ROWS} rows a file.
      </p>
      <Row>
        <Button onClick={() => onTemplate(scope)}>
          Download the {LIVE_DATA_SCOPE_LABELS[scope].toLowerCase()} template
        </Button>
      </Row>
      {canSend ? (
        <Row>
          <label>
            CSV file{' '}
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </label>
          <Button variant="primary" loading={busy} onClick={() => void upload()}>
            Upload
          </Button>
        </Row>
      ) : (
        <p>Only your company&apos;s owner or a manager can send data.</p>
      )}
      {problem && <Refusal role="alert">{problem}</Refusal>}
      {result && (
        <Result role="status" aria-label="Upload result">
          <p>
            <strong>{result.fileName}</strong>: {result.rowsAccepted} row
            {result.rowsAccepted === 1 ? '' : 's'} accepted, {result.rowsRefused} refused.
          </p>
          {result.errors.length > 0 && <RowErrorsTable errors={result.errors} />}
        </Result>
      )}
    </Card>
  );
}
