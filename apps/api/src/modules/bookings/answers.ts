// A booking's answers checked against its event type's questions: the type of each answer, a choice among
// the options, a waiver accepted (true), and, for customers, every required question answered. Unknown
// question ids are refused so nothing unasked is stored.
import { type BookingAnswers, type Question, RIDING_EXPERIENCE } from '@console/contract';
import { ApiError } from '../../app/envelope.ts';

function problem(question: Question, answer: string | number | boolean): string | null {
  switch (question.type) {
    case 'waiver':
      return answer === true ? null : 'Accept the waiver to continue.';
    case 'number':
      return typeof answer === 'number' ? null : 'Enter a number.';
    case 'height':
      return typeof answer === 'number' && answer >= 50 && answer <= 250
        ? null
        : 'Enter the rider height in centimetres (50 to 250).';
    case 'rating':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 1 && answer <= 5
        ? null
        : 'Choose 1 to 5.';
    case 'experience':
      return (RIDING_EXPERIENCE as readonly unknown[]).includes(answer)
        ? null
        : 'Choose your riding experience.';
    case 'select':
      return question.options?.includes(String(answer)) ? null : 'Choose one of the options.';
    default:
      return typeof answer === 'string' ? null : 'Enter a text.';
  }
}

/** The answers to keep; 422 naming `answers.<id>` for each that is wrong or missing. */
export function checkAnswers(
  questions: readonly Question[],
  answers: BookingAnswers,
  requireAll: boolean,
): BookingAnswers {
  const fields: Record<string, string> = {};
  const kept: BookingAnswers = {};
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) fields[`answers.${id}`] = 'No such question.';
  for (const question of questions) {
    const answer = answers[question.id];
    const empty = answer === undefined || answer === '';
    if (empty) {
      if (requireAll && question.required) fields[`answers.${question.id}`] = 'This field is required.';
      continue;
    }
    const wrong = problem(question, answer);
    if (wrong) fields[`answers.${question.id}`] = wrong;
    else kept[question.id] = answer;
  }
  if (Object.keys(fields).length) throw new ApiError(422, 'Some answers need your attention.', fields);
  return kept;
}
