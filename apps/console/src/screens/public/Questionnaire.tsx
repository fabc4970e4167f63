import type { BookingAnswers, Questionnaire as QuestionnaireData } from '@console/contract';
import { isHttpError } from '@console/core';
import { Button, Spinner } from '@console/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { QuestionnaireForm } from './QuestionnaireForm';
import { visitTime } from './questionnaire.logic';
import { SignedLinkNotice } from './SignedLinkNotice';
// Plain CSS, no CSS-in-JS runtime: it keeps the public pages within their JS budget.
import './Questionnaire.css';

type State =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed'; reason: string }
  | { state: 'open'; questionnaire: QuestionnaireData }
  | { state: 'thanks' };

export interface QuestionnaireProps {
  /** The `sign` of the e-mailed link; null or blank when the link came without it. */
  sign: string | null;
  /** `GET /public/questionnaire?sign=`. */
  load: (sign: string) => Promise<QuestionnaireData>;
  /** `POST /public/questionnaire`. */
  submit: (body: { sign: string; answers: BookingAnswers }) => Promise<unknown>;
}

/** The server already refused the link: the notice says so without asking again. */
const refusedLink = async () => ({ valid: false, purpose: null, email: null });

/** The follow-up questionnaire of a completed booking, opened from its e-mailed link. */
export function Questionnaire({ sign, load, submit }: QuestionnaireProps) {
  const given = sign?.trim() || null;
  const [view, setView] = useState<State>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads the same link again.
  useEffect(() => {
    if (given === null) return;
    let current = true;
    setView({ state: 'loading' });
    load(given).then(
      (questionnaire) => current && setView({ state: 'open', questionnaire }),
      (error: unknown) => {
        if (!current) return;
        if (isHttpError(error) && (error.code === 404 || error.code === 400)) setView({ state: 'invalid' });
        else setView({ state: 'failed', reason: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      current = false;
    };
  }, [given, load, attempt]);

  if (given === null || view.state === 'invalid') {
    return <SignedLinkNotice title="Questionnaire" sign={given} verify={refusedLink} />;
  }

  let body: ReactNode;
  if (view.state === 'loading') {
    body = (
      <p className="signed-link-notice__checking" role="status">
        <Spinner />
        Loading the questionnaire…
      </p>
    );
  } else if (view.state === 'failed') {
    body = (
      <div role="alert">
        <p>
          <strong>The questionnaire could not be loaded right now.</strong>
        </p>
        {view.reason && <p>{view.reason}</p>}
        <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  } else if (view.state === 'thanks') {
    body = (
      <p className="questionnaire__done" role="status">
        <strong>Thank you! Your answers were sent to the shop.</strong>
      </p>
    );
  } else if (view.questionnaire.submittedAt !== null) {
    const { questionnaire } = view;
    body = (
      <p role="status">
        <strong>You already answered this questionnaire</strong> on{' '}
        {visitTime(questionnaire.submittedAt ?? questionnaire.start, questionnaire.timezone)}. Thank you!
      </p>
    );
  } else {
    body = (
      <QuestionnaireForm
        questionnaire={view.questionnaire}
        submit={(answers) => submit({ sign: given, answers })}
        onDone={() => setView({ state: 'thanks' })}
      />
    );
  }

  return (
    <div className="questionnaire">
      <h1>Questionnaire</h1>
      {body}
    </div>
  );
}
