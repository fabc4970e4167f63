import type { PaymentMethodRow } from '@console/contract';
import { useFeedback } from '@console/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import type { BillingApi } from './billing.api';
import { cardLabel } from './billing.logic';

/** The parameter the card provider's form sends the browser back with. */
export const SETUP_PARAM = 'setup_intent';

/**
 * The card on file's changes: to the provider's form and back (the returning `?setup_intent=` completed once,
 * then taken off the address), the default, a removal after a confirmation. `onChanged` reloads what they
 * change (the cards, and the statements a new card charged).
 */
export function useCardActions(api: BillingApi, onChanged: () => void) {
  const feedback = useFeedback();
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const refusal = useCallback(
    (error: unknown, fallback: string) =>
      feedback.message('error', readSubmitFailure(error, []).message ?? fallback),
    [feedback],
  );

  const returned = search.get(SETUP_PARAM);
  const completing = useRef<string | null>(null);
  useEffect(() => {
    if (!returned || completing.current === returned) return;
    completing.current = returned;
    api
      .completeCardSetup(returned)
      .then(
        (answer) => feedback.message('success', answer.msg),
        (error) => refusal(error, 'The card could not be saved.'),
      )
      .finally(() => {
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            params.delete(SETUP_PARAM);
            return params;
          },
          { replace: true },
        );
        onChanged();
      });
  }, [api, feedback, onChanged, refusal, returned, setSearch]);

  const add = useCallback(async () => {
    setAdding(true);
    try {
      const { formUrl } = await api.startCardSetup();
      window.location.assign(formUrl);
    } catch (error) {
      refusal(error, 'The card form could not be opened.');
      setAdding(false);
    }
  }, [api, refusal]);

  const makeDefault = useCallback(
    async (card: PaymentMethodRow) => {
      try {
        feedback.message('success', (await api.makeDefault(card.id)).msg);
        onChanged();
      } catch (error) {
        refusal(error, 'The default card could not be changed.');
      }
    },
    [api, feedback, onChanged, refusal],
  );

  const remove = useCallback(
    async (card: PaymentMethodRow) => {
      const confirmed = await feedback.confirm({
        title: 'Remove the card?',
        message: `${cardLabel(card)} will no longer be charged for your statements.`,
        confirmText: 'Remove',
        cancelText: 'Cancel',
        type: 'warning',
      });
      if (!confirmed) return;
      try {
        feedback.message('success', (await api.removeCard(card.id)).msg);
        onChanged();
      } catch (error) {
        refusal(error, 'The card could not be removed.');
      }
    },
    [api, feedback, onChanged, refusal],
  );

  return {
    adding,
    add: () => void add(),
    makeDefault: (card: PaymentMethodRow) => void makeDefault(card),
    remove: (card: PaymentMethodRow) => void remove(card),
  };
}
