// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const changesetDir = path.join(root, '.changeset');
const PUBLISHED = ['@console/core', '@console/ui'];

interface Changeset {
  file: string;
  releases: { name: string; type: string }[];
  summary: string;
}

function parseChangeset(file: string): Changeset {
  const text = readFileSync(path.join(changesetDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const releases = (match[1] ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(\S+)\s*$/.exec(line);
      return { name: entry?.[1] ?? line, type: entry?.[2] ?? '' };
    });
  return { file, releases, summary: (match[2] ?? '').trim() };
}

const changesets = readdirSync(changesetDir)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort()
  .map(parseChangeset);

describe('the changesets', () => {
  it('exist', () => {
    expect(changesets.length).toBeGreaterThan(0);
  });

  it.each(changesets)('$file names only published packages with a bump', ({ releases }) => {
    expect(releases.length).toBeGreaterThan(0);
    for (const { name, type } of releases) {
      expect(PUBLISHED).toContain(name);
      expect(['patch', 'minor', 'major']).toContain(type);
    }
  });

  it.each(changesets)('$file says what changed in sentences a consumer reads', ({ summary }) => {
    const firstParagraph = summary.split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ') ?? '';
    // Starts like a sentence (a capital or a code name such as `moveTab(...)`) and ends with a full stop.
    expect(firstParagraph).toMatch(/^[A-Z`]/);
    expect(summary).toMatch(/[.)]$/);
    // No notes for the team: issue numbers, the app's source paths, the specification's sections.
    expect(summary).not.toMatch(/#\d+|apps\/|packages\/|spec §|§\d/);
  });

  it('claim no breaking change while the packages are before 1.0', () => {
    expect(changesets.filter((c) => c.releases.some((r) => r.type === 'major')).map((c) => c.file)).toEqual(
      [],
    );
  });
});

/** The version after the highest bump; below 1.0 a major bump is not expected (see above). */
function bumped(version: string, types: readonly string[]): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (types.includes('major')) return `${major + 1}.0.0`;
  if (types.includes('minor')) return `${major}.${minor + 1}.0`;
  if (types.includes('patch')) return `${major}.${minor}.${patch + 1}`;
  return version;
}

describe('pnpm changeset version', () => {
  // A copy of what changesets reads (the workspace's manifests and .changeset/), so the real tree is left alone.
  const work = mkdtempSync(path.join(tmpdir(), 'changesets-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes both changelogs and versions the packages from the changesets', () => {
    for (const file of ['package.json', 'pnpm-workspace.yaml'])
      cpSync(path.join(root, file), path.join(work, file));
    cpSync(changesetDir, path.join(work, '.changeset'), { recursive: true });
    const globs = [
      ...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+['"]?([\w-]+)\/\*/gm),
    ];
    for (const [, parent] of globs) {
      if (!parent || !existsSync(path.join(root, parent))) continue;
      for (const dir of readdirSync(path.join(root, parent))) {
        const manifest = path.join(parent, dir, 'package.json');
        if (!existsSync(path.join(root, manifest))) continue;
        mkdirSync(path.join(work, parent, dir), { recursive: true });
        cpSync(path.join(root, manifest), path.join(work, manifest));
      }
    }
    const cli = path.join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
    execFileSync(process.execPath, [cli, 'version'], { cwd: work, stdio: 'pipe' });

    const manifest = (base: string, pkg: string) =>
      JSON.parse(readFileSync(path.join(base, 'packages', pkg, 'package.json'), 'utf8')) as {
        version: string;
      };
    for (const pkg of ['core', 'ui']) {
      const before = manifest(root, pkg).version;
      const after = manifest(work, pkg).version;
      const bumps = changesets.flatMap((c) => c.releases).filter((r) => r.name === `@console/${pkg}`);
      const types = bumps.map((r) => r.type);
      // ui depends on core: a new core gives ui at least a patch ("updateInternalDependencies").
      const coreChanged = changesets.some((c) => c.releases.some((r) => r.name === '@console/core'));
      if (pkg === 'ui' && coreChanged) types.push('patch');
      expect(after).toBe(bumped(before, types));
      const changelog = readFileSync(path.join(work, 'packages', pkg, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toMatch(new RegExp(`^# @console/${pkg}\\n\\n## ${after.replaceAll('.', '\\.')}\\n`));
      if (bumps.some((r) => r.type === 'minor')) expect(changelog).toContain('### Minor Changes');
      if (types.includes('patch')) expect(changelog).toContain('### Patch Changes');
      // Summaries as written (.changeset/changelog.ts): no commit hashes, one line for updated dependencies.
      expect(changelog).not.toMatch(/^- [0-9a-f]{7}: /m);
      expect(changelog.match(/Updated dependencies/g)?.length ?? 0).toBeLessThanOrEqual(1);
      if (pkg === 'ui' && coreChanged) {
        expect(changelog).toContain(
          `- Updated dependencies: \`@console/core@${manifest(work, 'core').version}\`.`,
        );
      }
      // Before the first release the changelog opens with it, and that release is 0.1.0.
      if (before === '0.0.0') {
        expect(after).toBe('0.1.0');
        expect(changelog).toMatch(
          new RegExp(`### Minor Changes\\n\\n- First release of \`@console/${pkg}\``),
        );
      }
    }
    // Every changeset was consumed; the private packages got no changelog.
    expect(readdirSync(path.join(work, '.changeset')).filter((file) => file.endsWith('.md'))).toEqual([
      'README.md',
    ]);
    expect(existsSync(path.join(work, 'packages', 'contract', 'CHANGELOG.md'))).toBe(false);
  }, 60_000);
});
