import type { BookingAnswers, Question } from '@console/contract';
import type { FieldMessages } from '../../shared/formErrors.logic';

/** What the form holds per question id: text of a field, or a ticked box. */
export type QuestionnaireValues = Record<string, string | boolean>;

const NUMERIC = new Set(['number', 'height', 'rating']);

/** Empty values for the questions: unticked boxes, blank fields. */
export function emptyValues(questions: readonly Question[]): QuestionnaireValues {
  return Object.fromEntries(
    questions.map((question) => [question.id, question.type === 'waiver' ? false : '']),
  );
}

/** The answers to send: numbers as numbers, a ticked box as true; blank answers left out. */
export function answersOf(questions: readonly Question[], values: QuestionnaireValues): BookingAnswers {
  const answers: BookingAnswers = {};
  for (const question of questions) {
    const value = values[question.id];
    if (typeof value === 'boolean') {
      if (value) answers[question.id] = true;
      continue;
    }
    const text = (value ?? '').trim();
    if (text === '') continue;
    answers[question.id] = NUMERIC.has(question.type) && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return answers;
}

/** A message for each required question left unanswered, by question id. */
export function missingAnswers(questions: readonly Question[], values: QuestionnaireValues): FieldMessages {
  const answers = answersOf(questions, values);
  const missing: FieldMessages = {};
  for (const question of questions) {
    if (question.required && answers[question.id] === undefined)
      missing[question.id] = question.type === 'rating' ? 'Choose a rating.' : 'This field is required.';
  }
  return missing;
}

/** The server's field errors (`answers.overall` or `body.answers.overall`) by question id. */
export function answerErrors(fields: FieldMessages): FieldMessages {
  const byQuestion: FieldMessages = {};
  for (const [path, message] of Object.entries(fields)) {
    const id = path.replace(/^(body\.)?answers\./, '');
    if (id !== path) byQuestion[id] ??= message;
  }
  return byQuestion;
}

/** When the visit was, on the shop's clock: 'Tue, Dec 1, 2026, 10:00 AM PST'. */
export function visitTime(start: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(start));
}
