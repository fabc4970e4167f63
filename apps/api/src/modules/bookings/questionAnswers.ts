// Checks a customer's answers against an event type's questions (booking questions or the follow-up
// questionnaire): each required one answered, each answer of its question's type, no unknown ids. Field
// errors are keyed `answers.<questionId>`, as the forms show them.
import { type BookingAnswers, type Question, RIDING_EXPERIENCE } from '@console/contract';
import { ApiError } from '../../app/envelope.ts';

function problemOf(question: Question, value: unknown): string | null {
  switch (question.type) {
    case 'waiver':
      return value === true ? null : 'Accept the waiver to go on.';
    case 'rating':
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
        ? null
        : 'Choose a rating from 1 to 5.';
    case 'height':
      return typeof value === 'number' && value >= 50 && value <= 250
        ? null
        : 'Enter a height in centimetres (50 to 250).';
    case 'number':
      return typeof value === 'number' ? null : 'Enter a number.';
    case 'experience':
      return (RIDING_EXPERIENCE as readonly unknown[]).includes(value) ? null : 'Choose your experience.';
    case 'select':
      return question.options?.includes(value as string) ? null : 'Choose one of the options.';
    default:
      return typeof value === 'string' ? null : 'Enter text.';
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The answers, without blank optional ones; 422 with the fields that fail. */
export function checkAnswers(questions: readonly Question[], answers: BookingAnswers): BookingAnswers {
  const fields: Record<string, string> = {};
  const kept: BookingAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (blank(value)) {
      if (question.required) fields[`answers.${question.id}`] = 'This field is required.';
      continue;
    }
    const problem = problemOf(question, value);
    if (problem) fields[`answers.${question.id}`] = problem;
    else if (value !== undefined) kept[question.id] = value;
  }
  for (const id of Object.keys(answers))
    if (!questions.some((question) => question.id === id))
      fields[`answers.${id}`] = 'There is no such question.';
  if (Object.keys(fields).length) throw new ApiError(422, 'Check the answers.', fields);
  return kept;
}
