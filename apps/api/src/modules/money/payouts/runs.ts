// Run payouts (domain §2.10): an admin previews who would be paid what and who is skipped and why, then
// confirms. The confirmation is keyed (its Idempotency-Key, per admin) and checks the preview's fingerprint
// first: if balances moved since, it refuses (409) rather than pay what the admin did not see. Each payout is
// keyed `run:<run id>:company:<company id>` and re-checked under the company's lock, so a repeated run, a
// retried request or two admins confirming at once pay each company once.
import { createHash } from 'node:crypto';
import type {
  PayoutRunBody,
  PayoutRunPreview,
  PayoutRunPreviewBody,
  PayoutRunResult,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import { canonicalJson } from '../../../app/idempotency.ts';
import type { Database } from '../../../db/database.ts';
import { payoutRuns } from '../../../db/schema.ts';
import { payoutCandidates, previewLists } from './candidates.ts';
import { createPayout, type SkippedCompany } from './create.ts';
import { payoutRows } from './queries.ts';
import type { PayoutRecord } from './status.ts';

/** What the preview shows, fingerprinted: the same balances and decisions give the same token. */
function tokenOf(lists: Omit<PayoutRunPreview, 'previewToken'>, body: PayoutRunPreviewBody): string {
  const companyIds = body.companyIds ? [...new Set(body.companyIds)].sort((a, b) => a - b) : null;
  return createHash('sha256')
    .update(canonicalJson({ companyIds, ...lists }))
    .digest('hex');
}

/** POST /api/admin/payoutRuns/preview */
export async function previewPayoutRun(db: Database, body: PayoutRunPreviewBody): Promise<PayoutRunPreview> {
  const lists = previewLists(await payoutCandidates(db, body.companyIds));
  return { ...lists, previewToken: tokenOf(lists, body) };
}

/** The run as confirmed: its preview, stored with it. */
interface StoredRun {
  companyIds: number[] | null;
  preview: PayoutRunPreview;
}

export interface ConfirmedRun {
  result: PayoutRunResult;
  /** The run's payouts still pending, for the caller to send to the provider. */
  pending: PayoutRecord[];
}

/**
 * POST /api/admin/payoutRuns: creates the previewed payouts. The same admin's same key answers the same run
 * (creating whatever a broken first attempt left out, and nothing twice).
 */
export async function confirmPayoutRun(
  db: Database,
  input: { userId: number; key: string; body: PayoutRunBody; provider: string; now?: Date },
): Promise<ConfirmedRun> {
  const now = input.now ?? new Date();
  const runKey = `user:${input.userId}:${input.key}`;
  let [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.idempotencyKey, runKey));
  if (!run) {
    const preview = await previewPayoutRun(db, input.body);
    if (preview.previewToken !== input.body.previewToken) {
      throw new ApiError(
        409,
        'Balances have changed since this preview: preview the run again, check it and confirm that.',
        undefined,
        'preview_outdated',
      );
    }
    const stored: StoredRun = { companyIds: input.body.companyIds ?? null, preview };
    await db
      .insert(payoutRuns)
      .values({ idempotencyKey: runKey, preview: stored, createdBy: input.userId, createdAt: now })
      .onConflictDoNothing({ target: payoutRuns.idempotencyKey });
    [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.idempotencyKey, runKey));
    if (!run) throw new Error('payouts: payout run not written');
  }
  const { preview } = run.preview as StoredRun;

  const created: PayoutRecord[] = [];
  const skipped: SkippedCompany[] = [...preview.skipped];
  for (const planned of preview.payouts) {
    const outcome = await createPayout(db, {
      companyId: planned.companyId,
      idempotencyKey: `run:${run.id}:company:${planned.companyId}`,
      runId: run.id,
      createdBy: input.userId,
      provider: input.provider,
      note: `Payout run #${run.id}`,
      now,
    });
    if ('payout' in outcome) created.push(outcome.payout);
    else skipped.push(outcome.skipped);
  }
  return {
    result: {
      runId: run.id,
      payouts: await payoutRows(
        db,
        created.map((payout) => payout.id),
      ),
      skipped,
    },
    pending: created.filter((payout) => payout.status === 'pending' && !payout.providerPayoutId),
  };
}
