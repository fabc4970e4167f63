import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumented } from '../../../scripts/readmeCoverage.ts';
import * as editor from './editor';
import * as ui from './index';

const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('@console/ui README', () => {
  it('shows every runtime export of the main entry as code', () => {
    const names = Object.keys(ui);
    expect(names.length).toBeGreaterThan(100);
    expect(undocumented(names, readme)).toEqual([]);
  });

  it('shows every export of the editor entry as code', () => {
    expect(undocumented(Object.keys(editor), readme)).toEqual([]);
    expect(readme).toContain("from '@console/ui/editor'");
  });

  it('documents every module of the package under its own heading', () => {
    for (const name of ['components', 'kit', 'layout', 'messages', 'navigation', 'page', 'theme']) {
      expect(readme).toMatch(new RegExp(`^### ${name}\\b`, 'm'));
    }
  });
});
