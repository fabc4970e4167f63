import { Button } from '@console/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 18px;
`;

export interface FilterFormProps<Values> {
  /** The search landmark's name, e.g. 'Claim filters'. */
  label: string;
  /** The filters in force (from the URL). */
  values: Values;
  /** Every filter cleared. */
  empty: Values;
  /** Applies the filters (the list goes back to page 1). */
  onApply: (values: Values) => void;
  /** The fields, editing a draft: `set` changes it, Search (or Enter) applies it. */
  children: (draft: Values, set: (change: Partial<Values>) => void) => ReactNode;
}

/** A list's filters: edited as a draft, applied by Search (or Enter), all cleared by Reset. */
export function FilterForm<Values>({ label, values, empty, onApply, children }: FilterFormProps<Values>) {
  const [draft, setDraft] = useState(values);
  // New filters in force (a link, Back, Reset elsewhere) replace the draft; a re-render with the same ones
  // (the list refetching) keeps what is being typed.
  const inForce = JSON.stringify(values);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    setDraft(values);
  }
  const set = (change: Partial<Values>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      {children(draft, set)}
      <Buttons>
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Button
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          Reset
        </Button>
      </Buttons>
    </Form>
  );
}
