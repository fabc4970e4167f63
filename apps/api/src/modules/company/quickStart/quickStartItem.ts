import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import type { companies } from '../../../db/schema.ts';

/** What a step's check reads: the database, the signed-in user and their company's row. */
export interface QuickStartSubject {
  db: Database;
  viewer: Viewer;
  company: typeof companies.$inferSelect;
}

/**
 * One step of a retailer's Quick Start Guide: its text, the screen where it is done, and a check of the data
 * that says whether it is (one small query, at most a few).
 */
export interface QuickStartItemDefinition {
  /** Stable name of the step, unique in the registry. */
  key: string;
  label: string;
  hint: string;
  /** The console path of the screen where the step is done. */
  path: string;
  isDone: (subject: QuickStartSubject) => Promise<boolean>;
}
