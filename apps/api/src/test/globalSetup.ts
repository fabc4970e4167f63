// Runs once per API test project before its files: makes the run's template database (testDatabase.ts)
// on the project's engine and hands it to the test apps; drops it when the run ends.
import type { TestProject } from 'vitest/node';
import { createTemplate } from './testDatabase.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await createTemplate(engine);
  project.provide('apiTestTemplate', template);
  return remove;
}
