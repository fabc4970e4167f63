import { describe, expect, it } from 'vitest';
import { messages } from '../errors';
import {
  assertPermissionValue,
  assertRoleValue,
  checkPermi,
  checkRole,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
} from './permissions';

const editor = ['warranty:list', 'warranty:add'];

describe('hasPermi', () => {
  it('passes on the exact code only', () => {
    expect(hasPermi(editor, 'warranty:add')).toBe(true);
    expect(hasPermi(editor, 'warranty:remove')).toBe(false);
    expect(hasPermi(editor, 'warranty:*')).toBe(false);
  });

  it('passes any code for the wildcard *:*:*', () => {
    expect(hasPermi(['*:*:*'], 'events:setting:edit')).toBe(true);
  });

  it('fails an empty or missing code, even for the wildcard', () => {
    expect(hasPermi(['*:*:*'], '')).toBe(false);
    expect(hasPermi(['*:*:*'], undefined)).toBe(false);
    expect(hasPermi(['*:*:*'], null)).toBe(false);
  });
});

describe('hasPermiOr / hasPermiAnd', () => {
  it('any-of passes when one code is held', () => {
    expect(hasPermiOr(editor, ['warranty:remove', 'warranty:add'])).toBe(true);
    expect(hasPermiOr(editor, ['warranty:remove'])).toBe(false);
  });

  it('all-of needs every code', () => {
    expect(hasPermiAnd(editor, ['warranty:list', 'warranty:add'])).toBe(true);
    expect(hasPermiAnd(editor, ['warranty:list', 'warranty:remove'])).toBe(false);
    expect(hasPermiAnd(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it('an empty list is false for both, even with the wildcard', () => {
    expect(hasPermiOr(['*:*:*'], [])).toBe(false);
    expect(hasPermiAnd(['*:*:*'], [])).toBe(false);
  });
});

describe('role checks', () => {
  it('admin passes every role; others need the exact role', () => {
    expect(hasRole(['admin'], 'finance')).toBe(true);
    expect(hasRole(['finance'], 'finance')).toBe(true);
    expect(hasRole(['finance'], 'admin')).toBe(false);
    expect(hasRole(['admin'], '')).toBe(false);
  });

  it('any-of and all-of, with empty lists false', () => {
    expect(hasRoleOr(['finance'], ['support', 'finance'])).toBe(true);
    expect(hasRoleAnd(['finance'], ['support', 'finance'])).toBe(false);
    expect(hasRoleAnd(['finance', 'support'], ['support', 'finance'])).toBe(true);
    expect(hasRoleOr(['admin'], [])).toBe(false);
    expect(hasRoleAnd(['admin'], [])).toBe(false);
  });
});

describe('element-hiding guards', () => {
  const invalid: unknown[] = [[], undefined, 'x', [1], null, [''], ['ok', 2]];

  it.each(invalid)('assertPermissionValue(%j) throws the catalogue message', (value) => {
    expect(() => assertPermissionValue(value)).toThrow(messages.permiValueRequired);
    expect(() => checkPermi(['*:*:*'], value)).toThrow(messages.permiValueRequired);
  });

  it.each(invalid)('assertRoleValue(%j) throws the catalogue message', (value) => {
    expect(() => assertRoleValue(value)).toThrow(messages.roleValueRequired);
    expect(() => checkRole(['admin'], value)).toThrow(messages.roleValueRequired);
  });

  it('accept a non-empty array of strings and apply any-of', () => {
    expect(() => assertPermissionValue(['warranty:add'])).not.toThrow();
    expect(checkPermi(editor, ['warranty:remove', 'warranty:list'])).toBe(true);
    expect(checkPermi(editor, ['warranty:remove'])).toBe(false);
    expect(checkPermi(['*:*:*'], ['anything:at:all'])).toBe(true);
    expect(checkRole(['finance'], ['support', 'finance'])).toBe(true);
    expect(checkRole(['finance'], ['support'])).toBe(false);
    expect(checkRole(['admin'], ['support'])).toBe(true);
  });
});
