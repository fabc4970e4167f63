import { PublicFrame } from '../public/PublicFrame';

export function QuestionnairePage() {
  return <PublicFrame>QuestionnairePage</PublicFrame>;
}
