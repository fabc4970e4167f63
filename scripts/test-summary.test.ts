// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, summarise, summaryLine } from './test-summary.ts';

describe('test summary', () => {
  it('counts a file that failed to load as a failure', () => {
    expect(
      countVitest({
        numPassedTests: 4,
        numFailedTests: 1,
        testResults: [
          { status: 'failed', assertionResults: [] },
          { status: 'passed', assertionResults: [{}] },
        ],
      }),
    ).toEqual({ passed: 4, failed: 2 });
  });

  it('counts flaky Playwright tests as passed and global errors as failed', () => {
    expect(
      countPlaywright({ stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 }, errors: [{}] }),
    ).toEqual({
      passed: 4,
      failed: 2,
    });
  });

  it('sums the reports and counts a missing one as a failure', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
    writeFileSync(
      path.join(dir, 'vitest-unit.json'),
      JSON.stringify({ numPassedTests: 10, numFailedTests: 0 }),
    );
    writeFileSync(
      path.join(dir, 'vitest-api.json'),
      JSON.stringify({ numPassedTests: 3, numFailedTests: 0 }),
    );
    writeFileSync(
      path.join(dir, 'playwright.json'),
      JSON.stringify({ stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 } }),
    );
    const counts = summarise(dir);
    expect(counts).toEqual({ passed: 15, failed: 1 });
    expect(summaryLine(counts)).toBe('tests: 15 passed, 1 failed');
  });
});
