import type { Question } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { answerErrors, answersOf, emptyValues, missingAnswers, visitTime } from './questionnaire.logic';

const questions: Question[] = [
  { id: 'overall', label: 'How was your ride?', type: 'rating', required: true },
  { id: 'liked', label: 'What did you like?', type: 'text', required: false },
  { id: 'model', label: 'Which model?', type: 'select', required: true, options: ['Volt 1', 'Volt 2'] },
  { id: 'distance', label: 'Kilometres ridden', type: 'number', required: false },
];

describe('questionnaire answers', () => {
  it('starts blank and sends numbers as numbers, leaving blanks out', () => {
    expect(emptyValues(questions)).toEqual({ overall: '', liked: '', model: '', distance: '' });
    expect(answersOf(questions, { overall: '4', liked: ' smooth ', model: 'Volt 2', distance: '' })).toEqual({
      overall: 4,
      liked: 'smooth',
      model: 'Volt 2',
    });
  });

  it('names the required questions left unanswered', () => {
    expect(missingAnswers(questions, emptyValues(questions))).toEqual({
      overall: 'Choose a rating.',
      model: 'This field is required.',
    });
    expect(missingAnswers(questions, { overall: '5', model: 'Volt 1' })).toEqual({});
  });

  it('puts the server errors on their questions', () => {
    expect(
      answerErrors({ 'body.answers.overall': 'Too high.', 'answers.model': 'Choose one.', sign: 'x' }),
    ).toEqual({
      overall: 'Too high.',
      model: 'Choose one.',
    });
  });

  it('writes the visit on the shop clock with its zone', () => {
    expect(visitTime('2026-12-01T18:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Tue, Dec 1, 2026, 10:00 AM PST',
    );
    expect(visitTime('2026-07-01T20:00:00.000Z', 'Pacific/Honolulu')).toBe('Wed, Jul 1, 2026, 10:00 AM HST');
  });
});
