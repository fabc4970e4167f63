import { describe, expect, it } from 'vitest';
import { fixedChoices, freeId, newQuestion, withType } from './questions.logic';

describe('questions logic', () => {
  it('finds a key not taken yet', () => {
    expect(freeId('waiver', [])).toBe('waiver');
    expect(freeId('waiver', [{ id: 'waiver' }, { id: 'waiver_2' }])).toBe('waiver_3');
  });

  it('starts presets with their label and text, and free questions empty', () => {
    expect(newQuestion('waiver', [])).toMatchObject({ id: 'waiver', type: 'waiver', required: true });
    expect(newQuestion('waiver', [])?.waiverText).toContain('own risk');
    expect(newQuestion('text', [newQuestion('text', [])])).toEqual({
      id: 'question_2',
      label: '',
      type: 'text',
      required: false,
    });
    expect(newQuestion('select', [])).toMatchObject({ id: 'question', options: [] });
  });

  it('gives a changed type what it needs and drops what it does not', () => {
    const waiver = newQuestion('waiver', []);
    expect(withType(waiver, 'text')).toEqual({
      id: 'waiver',
      label: waiver.label,
      type: 'text',
      required: true,
    });
    expect(withType(withType(waiver, 'text'), 'select')).toMatchObject({ type: 'select', options: [] });
    expect(withType({ ...waiver, type: 'text', waiverText: undefined }, 'waiver').waiverText).toBe('');
  });

  it('says the fixed choices of height, experience and rating', () => {
    expect(fixedChoices('experience')).toBe('Choices: none, some, regular, expert.');
    expect(fixedChoices('text')).toBeNull();
  });
});
