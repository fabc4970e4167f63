// A retailer's Quick Start Guide (issue 13): a checklist computed from the company's data, which each user
// may close for themselves and open again.
import type { QuickStart } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { companies, users } from '../../../db/schema.ts';
import type { QuickStartItemDefinition } from './quickStartItem.ts';
import { quickStartItems } from './registry.ts';

/** The viewer's checklist: each step of `items` checked against the company's data as it is now. */
export async function loadQuickStart(
  db: Database,
  viewer: Viewer,
  items: readonly QuickStartItemDefinition[] = quickStartItems,
): Promise<QuickStart> {
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  const [user] = await db
    .select({ dismissedAt: users.quickStartDismissedAt })
    .from(users)
    .where(eq(users.id, viewer.userId));
  if (!company || !user) throw new ApiError(404);
  const subject = { db, viewer, company };
  const checked = [];
  for (const { isDone, ...item } of items) checked.push({ ...item, done: await isDone(subject) });
  return { items: checked, dismissedAt: user.dismissedAt?.toISOString() ?? null };
}

/** Closes the guide for the viewer alone (the first close's time is kept). */
export async function dismissQuickStart(db: Database, viewer: Viewer): Promise<QuickStart> {
  await db
    .update(users)
    .set({ quickStartDismissedAt: sql`coalesce(${users.quickStartDismissedAt}, now())` })
    .where(eq(users.id, viewer.userId));
  return loadQuickStart(db, viewer);
}

/** Shows the guide to the viewer again. */
export async function reopenQuickStart(db: Database, viewer: Viewer): Promise<QuickStart> {
  await db.update(users).set({ quickStartDismissedAt: null }).where(eq(users.id, viewer.userId));
  return loadQuickStart(db, viewer);
}
