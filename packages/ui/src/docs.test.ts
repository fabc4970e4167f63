import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as editorEntry from './editor';
import * as mainEntry from './index';

// Every React component the package exports has an autodocs page in Storybook: it is the `component` or one
// of the `subcomponents` of a story file's meta tagged 'autodocs', with a description saying when to use it.
// The built Storybook is checked too, so a page that fails to build is caught.

interface StoryMeta {
  title?: string;
  tags?: string[];
  component?: unknown;
  subcomponents?: Record<string, unknown>;
  parameters?: { docs?: { description?: { component?: string } } };
}

const storyFiles = import.meta.glob<{ default: StoryMeta }>('./**/*.stories.tsx', { eager: true });
const metas = Object.entries(storyFiles).map(([file, module]) => ({ file, meta: module.default }));

const COMPONENT_TYPES = new Set(
  ['react.memo', 'react.forward_ref', 'react.lazy'].map((name) => Symbol.for(name)),
);

/** A PascalCase export that React renders as a component: a function, or a memo/forwardRef/lazy object. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z][a-z]/.test(name)) return false;
  if (typeof value === 'function') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    COMPONENT_TYPES.has((value as { $$typeof?: symbol }).$$typeof as symbol)
  );
}

const exported = Object.entries({ ...mainEntry, ...editorEntry }).filter(([name, value]) =>
  isComponent(name, value),
);

/** The meta documenting a component, by identity (a re-export is the same object). */
function metaOf(component: unknown) {
  return metas.find(
    ({ meta }) => meta.component === component || Object.values(meta.subcomponents ?? {}).includes(component),
  );
}

const documenting = [
  ...new Set(exported.map(([, component]) => metaOf(component)).filter((m) => m !== undefined)),
];

const WRITTEN_PAGES = [
  'UI/Introduction',
  'Patterns/List screen with URL filters',
  'Patterns/Form with contract validation',
  'Patterns/Detail with status history',
  'Patterns/Drawer',
];

describe('docs pages of @console/ui', () => {
  it('counts the exported components', () => {
    // A floor, so a broken import (nothing exported) cannot pass as "every component documented".
    expect(exported.length).toBeGreaterThan(60);
    console.info(`${exported.length} components exported, documented on ${documenting.length} docs pages`);
  });

  it.each(exported)('%s has an autodocs page saying when to use it', (name, component) => {
    const found = metaOf(component);
    expect(found, `${name}: no story meta has it as component or subcomponent`).toBeDefined();
    const meta = found?.meta ?? {};
    expect(meta.tags, `${name} (${found?.file})`).toContain('autodocs');
    expect(meta.parameters?.docs?.description?.component?.trim(), `${name} (${found?.file})`).toBeTruthy();
  });

  describe('in the built Storybook', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const indexFile = path.join(root, 'storybook-static', 'index.json');
    let docsTitles = new Set<string>();

    beforeAll(() => {
      // `pnpm test` builds Storybook before the unit tests; alone, this test builds it itself.
      if (!existsSync(indexFile)) {
        execFileSync('pnpm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
      }
      const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
        entries: Record<string, { type: string; title: string }>;
      };
      docsTitles = new Set(
        Object.values(index.entries)
          .filter((entry) => entry.type === 'docs')
          .map((entry) => entry.title),
      );
    }, 900_000);

    it('has a docs page for every documenting meta', () => {
      const missing = documenting
        .map(({ meta }) => meta.title)
        .filter((title) => !docsTitles.has(title ?? ''));
      expect(missing).toEqual([]);
      console.info(`${documenting.length} component docs pages built`);
    });

    it('has the introduction and the pattern pages', () => {
      expect(WRITTEN_PAGES.filter((title) => !docsTitles.has(title))).toEqual([]);
    });
  });
});
