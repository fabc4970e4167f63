import { describe, expect, it } from 'vitest';
import { namesInCode, undocumented } from './readmeCoverage.ts';

describe('namesInCode', () => {
  it('reads names from inline code and fenced blocks, not from prose', () => {
    const markdown = [
      'Use `hasPermi(perms, code)` here.',
      '```ts',
      'const http = createHttpClient(options);',
      '```',
      'plain Text',
    ].join('\n');
    const names = namesInCode(markdown);
    expect([...names]).toEqual(expect.arrayContaining(['hasPermi', 'createHttpClient', 'http', 'options']));
    expect(names.has('Text')).toBe(false);
    expect(names.has('Use')).toBe(false);
  });

  it('lists the exports the README does not show, in order', () => {
    expect(undocumented(['a', 'Button', 'zeta'], 'The `Button` and `a`.')).toEqual(['zeta']);
  });
});
