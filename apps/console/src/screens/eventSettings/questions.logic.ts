import type { Question, QuestionType } from '@console/contract';
import { RIDING_EXPERIENCE } from '@console/contract';

/** What a new question of each preset starts with. */
const PRESETS: Partial<Record<QuestionType, Omit<Question, 'id'>>> = {
  waiver: {
    label: 'Liability waiver',
    type: 'waiver',
    required: true,
    waiverText: 'I ride at my own risk and accept responsibility for the bike while I have it.',
  },
  height: { label: 'Your height (cm)', type: 'height', required: true },
  experience: { label: 'Your riding experience', type: 'experience', required: true },
  rating: { label: 'How was it?', type: 'rating', required: true },
};

/** An id not yet taken: the base itself, else base_2, base_3, … */
export function freeId(base: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((item) => item.id));
  if (!ids.has(base)) return base;
  let n = 2;
  while (ids.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** A new question of a type, with an id the list does not have yet. */
export function newQuestion(type: QuestionType, list: readonly Question[]): Question {
  const preset = PRESETS[type] ?? { label: '', type, required: false };
  const base = type === 'text' || type === 'number' || type === 'select' ? 'question' : type;
  return {
    ...preset,
    id: freeId(base, list),
    ...(type === 'select' ? { options: [] } : {}),
  };
}

/** A question changed to another type: it keeps its label and id, and gets or drops what the type needs. */
export function withType(question: Question, type: QuestionType): Question {
  const { options: _options, waiverText: _waiver, ...rest } = question;
  if (type === 'select') return { ...rest, type, options: question.options ?? [] };
  if (type === 'waiver') return { ...rest, type, waiverText: question.waiverText ?? '' };
  return { ...rest, type };
}

/** The choices a customer gets for each type that has fixed ones, to show beside the question. */
export function fixedChoices(type: QuestionType): string | null {
  if (type === 'experience') return `Choices: ${RIDING_EXPERIENCE.join(', ')}.`;
  if (type === 'rating') return 'Choices: 1 to 5.';
  if (type === 'height') return 'A number of centimetres.';
  return null;
}
