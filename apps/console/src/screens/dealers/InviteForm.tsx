import { type DealerCandidate, type DealerInviteBody, dealerInviteBody } from '@console/contract';
import { Button, Empty, FormField, Input, RadioGroup, Spinner } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { DealerNumberField } from './DealerNumberField';

/** How long typing pauses before the search is asked for. */
export const SEARCH_DELAY_MS = 300;

const Choices = styled.div`
  max-height: 240px;
  overflow: auto;
  margin-bottom: 8px;
`;

/** A candidate as its choice reads: name, place, and an earlier relation that ended. */
export function candidateLabel({ name, city, state, formerStatus }: DealerCandidate): string {
  const place = [city, state].filter(Boolean).join(', ');
  const former = formerStatus ? ` (${formerStatus} before)` : '';
  return `${name}${place ? ` · ${place}` : ''}${former}`;
}

export interface InviteFormProps {
  /** The retailers matching the search; undefined while the first answer is awaited. */
  candidates: readonly DealerCandidate[] | undefined;
  searching: boolean;
  /** Asks for the retailers matching the text, once typing pauses. */
  onSearch: (q: string) => void;
  onInvite: (body: DealerInviteBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Invite a retailer on the platform: find it by name, pick it, give it a dealer number if you like. */
export function InviteForm({ candidates, searching, onSearch, onInvite, onCancel }: InviteFormProps) {
  const [search, setSearch] = useState('');
  const { control, register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof dealerInviteBody>,
    DealerInviteBody
  >({
    resolver: zodResolver(dealerInviteBody, { error: plainIssue }),
    defaultValues: { dealerNumber: '' },
    fields: ['retailerId', 'dealerNumber'],
    success: 'Invitation sent.',
  });
  useEffect(() => {
    const timer = setTimeout(() => onSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, onSearch]);
  const errors = formState.errors;
  const options = (candidates ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: candidateLabel(candidate),
  }));
  return (
    <form noValidate aria-label="Invite a retailer" onSubmit={submitWith(onInvite)}>
      <FormField label="Find a retailer" help="Retailers on the platform that are not your dealers yet.">
        {(field) => (
          <Input
            {...field}
            type="search"
            value={search}
            placeholder="Part of the name"
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Retailer" required error={errors.retailerId?.message}>
        {(field) => (
          <Choices aria-busy={searching}>
            {candidates === undefined ? (
              <Spinner />
            ) : options.length === 0 ? (
              <Empty
                description={search ? `No retailer to invite matches “${search}”.` : 'No retailer to invite.'}
              />
            ) : (
              <Controller
                control={control}
                name="retailerId"
                render={({ field: { value, onChange } }) => (
                  <RadioGroup
                    {...field}
                    orientation="vertical"
                    options={options}
                    value={value === undefined ? null : String(value)}
                    onValueChange={(picked) => onChange(Number(picked))}
                  />
                )}
              />
            )}
          </Choices>
        )}
      </FormField>
      <DealerNumberField registration={register('dealerNumber')} error={errors.dealerNumber?.message} />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Send invitation
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
