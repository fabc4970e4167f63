/**
 * Sums the runners' JSON reports into the one line CI reads: `tests: N passed, N failed`.
 * A runner that was expected but left no report counts as one failure, so a crash never reads as green.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Counts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites?: number;
  testResults?: { status: string; assertionResults: unknown[] }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

export function countVitest(report: VitestReport): Counts {
  // A test file that failed to load has no assertion results but still failed: count it.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

export function countPlaywright(report: PlaywrightReport): Counts {
  const setupErrors = report.errors?.length ?? 0;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + setupErrors,
  };
}

export const REPORTS = [
  { file: 'vitest-unit.json', kind: 'vitest' },
  { file: 'vitest-api.json', kind: 'vitest' },
  { file: 'vitest-stories.json', kind: 'vitest' },
  { file: 'playwright.json', kind: 'playwright' },
] as const;

export function summarise(dir: string, expected: readonly string[] = REPORTS.map((r) => r.file)): Counts {
  const total: Counts = { passed: 0, failed: 0 };
  for (const { file, kind } of REPORTS) {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      if (expected.includes(file)) total.failed += 1;
      continue;
    }
    try {
      const json = JSON.parse(readFileSync(full, 'utf8'));
      const counts = kind === 'vitest' ? countVitest(json) : countPlaywright(json);
      total.passed += counts.passed;
      total.failed += counts.failed;
    } catch {
      total.failed += 1;
    }
  }
  return total;
}

export function summaryLine(counts: Counts): string {
  return `tests: ${counts.passed} passed, ${counts.failed} failed`;
}

if (import.meta.main) {
  console.log(summaryLine(summarise(path.resolve(import.meta.dirname, '..', 'reports'))));
}
