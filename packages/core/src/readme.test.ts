import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumented } from '../../../scripts/readmeCoverage.ts';
import * as core from './index';

const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('@console/core README', () => {
  it('shows every runtime export as code', () => {
    const names = Object.keys(core);
    expect(names.length).toBeGreaterThan(150);
    expect(undocumented(names, readme)).toEqual([]);
  });

  it('documents every module of the package under its own heading', () => {
    const modules = [
      'access',
      'app',
      'balance',
      'config',
      'constants',
      'dict',
      'errors',
      'feedback',
      'format',
    ];
    const more = ['http', 'routes', 'session', 'settings', 'storage', 'tabs', 'time', 'validate'];
    for (const name of [...modules, ...more]) expect(readme).toMatch(new RegExp(`^### ${name}\\b`, 'm'));
  });
});
