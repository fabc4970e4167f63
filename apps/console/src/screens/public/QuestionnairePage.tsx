import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from './PublicFrame';
import { createPublicApi } from './public.api';
import { Questionnaire } from './Questionnaire';

/** /questionnaire?sign=…: the follow-up questions of a booking, opened from a signed e-mail link. */
export function QuestionnairePage() {
  usePageTitle('Questionnaire');
  const { http } = useServices();
  const api = useMemo(() => createPublicApi(http), [http]);
  const [params] = useSearchParams();
  return (
    <PublicFrame narrow>
      <Questionnaire sign={params.get('sign')} load={api.questionnaire} submit={api.answerQuestionnaire} />
    </PublicFrame>
  );
}
