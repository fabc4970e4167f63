import {
  LIVE_DATA_SCOPE_DESCRIPTIONS,
  LIVE_DATA_SCOPE_LABELS,
  LIVE_DATA_SCOPES,
  LIVE_DATA_TERMS_VERSION,
  type LiveDataBrand,
  type LiveDataScope,
} from '@console/contract';
import { Button, Card, Checkbox, CheckboxGroup, Tag, useFeedback, vars } from '@console/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { StatusHistory } from '../../shared/StatusHistory';
import type { EnrolmentAction } from './liveData.api';
import { ENROLMENT_STATUSES, minuteOf, sameScopes, scopeList } from './liveData.logic';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 16px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 12px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const Warning = styled.p`
  color: ${vars.dangerText};
`;

export interface EnrolmentCardProps {
  brand: LiveDataBrand;
  /** The viewer may give and change consent (the company's owner). */
  canConsent: boolean;
  onConsent: (scopes: LiveDataScope[]) => Promise<unknown>;
  onAction: (action: EnrolmentAction) => Promise<unknown>;
}

const CONFIRMS: Record<
  EnrolmentAction,
  (brand: string) => { title: string; message: string; confirmText: string }
> = {
  pause: (brand) => ({
    title: `Pause sharing with ${brand}?`,
    message: `New rows for ${brand} will be refused until you resume. ${brand} keeps seeing what you shared so far.`,
    confirmText: 'Pause',
  }),
  resume: (brand) => ({
    title: `Resume sharing with ${brand}?`,
    message: `Rows for ${brand} are accepted again, for the kinds of data you consented to.`,
    confirmText: 'Resume',
  }),
  revoke: (brand) => ({
    title: `Revoke your enrolment with ${brand}?`,
    message: `${brand} will no longer see any of your data, and the data you shared with it is deleted. You can enrol again later.`,
    confirmText: 'Revoke',
  }),
};

const DONE: Record<EnrolmentAction, string> = {
  pause: 'Sharing paused.',
  resume: 'Sharing resumed.',
  revoke: 'Enrolment revoked.',
};

/**
 * One brand the retailer deals for: its enrolment's status and facts, the consent per scope (ticked boxes and
 * the terms accepted), pause / resume / revoke (each confirmed first), and the enrolment's history.
 */
export function EnrolmentCard({ brand, canConsent, onConsent, onAction }: EnrolmentCardProps) {
  const feedback = useFeedback();
  const enrolment = brand.enrolment;
  const sharing = enrolment && enrolment.status !== 'revoked' ? enrolment : null;
  const [scopes, setScopes] = useState<LiveDataScope[]>(sharing?.scopes ?? []);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const legendId = useId();
  const status = ENROLMENT_STATUSES[enrolment?.status ?? 'none'];
  const changed = !sharing || !sameScopes(scopes, sharing.scopes);
  const dropped = sharing ? sharing.scopes.filter((scope) => !scopes.includes(scope)) : [];

  const run = async (send: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await send();
      feedback.message('success', success);
      setAccepted(false);
    } catch (error) {
      setProblem(readSubmitFailure(error, []).message ?? 'The change was not saved.');
    } finally {
      setBusy(false);
    }
  };
  const saveConsent = () => {
    if (!scopes.length) return setProblem('Tick at least one kind of data to share.');
    if (!accepted) return setProblem('Accept the program terms to go on.');
    void run(() => onConsent(scopes), sharing ? 'Consent saved.' : `Enrolled with ${brand.brandName}.`);
  };
  const act = async (action: EnrolmentAction) => {
    const ask = CONFIRMS[action](brand.brandName);
    if (!(await feedback.confirm({ ...ask, cancelText: 'Cancel', type: 'warning' }))) return;
    await run(() => onAction(action), DONE[action]);
  };

  return (
    <Card
      title={brand.brandName}
      titleAs="h3"
      extra={<Tag type={status.tag}>{status.label}</Tag>}
      aria-label={`Enrolment with ${brand.brandName}`}
      role="region"
    >
      {enrolment && (
        <Facts>
          <dt>Shares</dt>
          <dd>{enrolment.status === 'revoked' ? 'nothing (revoked)' : scopeList(enrolment.scopes)}</dd>
          <dt>Consent</dt>
          <dd>
            {enrolment.consentedBy ?? 'Someone'} on {minuteOf(enrolment.consentedAt)}, terms{' '}
            {enrolment.termsVersion}
          </dd>
          {enrolment.pausedAt && enrolment.status === 'paused' && (
            <>
              <dt>Paused since</dt>
              <dd>{minuteOf(enrolment.pausedAt)}</dd>
            </>
          )}
          <dt>Last sync</dt>
          <dd>{minuteOf(enrolment.lastSyncAt)}</dd>
          <dt>Rows shared</dt>
          <dd>{enrolment.rowsShared}</dd>
          {enrolment.lastError && (
            <>
              <dt>Last problem</dt>
              <dd>{enrolment.lastError}</dd>
            </>
          )}
        </Facts>
      )}
      <Fieldset disabled={!canConsent || busy}>
        <legend id={legendId}>Data you share with {brand.brandName}</legend>
        <CheckboxGroup
          aria-labelledby={legendId}
          orientation="vertical"
          options={LIVE_DATA_SCOPES.map((scope) => ({
            value: scope,
            label: `${LIVE_DATA_SCOPE_LABELS[scope]}: ${LIVE_DATA_SCOPE_DESCRIPTIONS[scope]}`,
          }))}
          value={scopes}
          disabled={!canConsent || busy}
          onValueChange={(next) => setScopes(LIVE_DATA_SCOPES.filter((scope) => next.includes(scope)))}
        />
      </Fieldset>
      {dropped.length > 0 && (
        <Warning>
          Unticking {scopeList(dropped)} deletes that data you shared with {brand.brandName}.
        </Warning>
      )}
      {canConsent && changed && (
        <Checkbox
          label={`I have read and accept the program terms (version ${LIVE_DATA_TERMS_VERSION}).`}
          checked={accepted}
          disabled={busy}
          onCheckedChange={(checked) => setAccepted(checked === true)}
        />
      )}
      {problem && <Warning role="alert">{problem}</Warning>}
      {canConsent ? (
        <Buttons>
          {changed && (
            <Button variant="primary" loading={busy} onClick={saveConsent}>
              {sharing ? 'Save consent' : 'Enrol'}
            </Button>
          )}
          {sharing?.status === 'active' && (
            <Button disabled={busy} onClick={() => void act('pause')}>
              Pause
            </Button>
          )}
          {sharing?.status === 'paused' && (
            <Button disabled={busy} onClick={() => void act('resume')}>
              Resume
            </Button>
          )}
          {sharing && (
            <Button variant="danger" disabled={busy} onClick={() => void act('revoke')}>
              Revoke
            </Button>
          )}
        </Buttons>
      ) : (
        <p>Only your company&apos;s owner can enrol or change consent.</p>
      )}
      {enrolment && enrolment.history.length > 0 && (
        <details>
          <summary>History</summary>
          <StatusHistory
            label={`Enrolment history with ${brand.brandName}`}
            changes={enrolment.history}
            statusLabel={(value) => ENROLMENT_STATUSES[value].label}
          />
        </details>
      )}
    </Card>
  );
}
