// Brands apply on the public /brands page; an admin approves (creating the company, its owner and an
// invitation to set a password) or rejects with a reason. Each request is decided once.
import {
  type AuditBrandRequestBody,
  type AuditBrandRequestResult,
  type BrandRequestListQuery,
  type BrandRequestRow,
  type BrandRequestStatusValue,
  pageOffset,
  type RegisterBrandsRequestBody,
} from '@console/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { BrandRequestStatus, brandRequests, CompanyType, SignedLinkPurpose } from '../../db/schema.ts';
import { createCompanyWithOwner, EmailLock, first, isUniqueViolation, lockEmail } from './db.ts';
import { brandInviteMail, brandRejectedMail, brandRequestReceivedMail } from './mails.ts';
import { emailTakenError, findUserId } from './register.ts';
import { INVITE_DAYS, issueSignedLink, signedLinkUrl } from './signedLinks.ts';

export async function submitBrandRequest(
  context: AppContext,
  body: RegisterBrandsRequestBody,
  ip: string,
): Promise<number> {
  const id = await context.db.transaction(async (tx) => {
    // One open request per address: serialise the check and the insert per address.
    await lockEmail(tx, EmailLock.brandRequests, body.email);
    if ((await findUserId(tx, body.email)) !== null) throw emailTakenError();
    const [open] = await tx
      .select({ id: brandRequests.id })
      .from(brandRequests)
      .where(and(eq(brandRequests.email, body.email), eq(brandRequests.status, BrandRequestStatus.submitted)))
      .limit(1);
    if (open) throw new ApiError(409, 'A request for this email is already waiting for review.');
    const row = first(
      await tx
        .insert(brandRequests)
        .values({ ...body, status: BrandRequestStatus.submitted, ip })
        .returning({ id: brandRequests.id }),
    );
    return row.id;
  });
  await context.mailer.send(brandRequestReceivedMail(body.email, body.firstName, body.companyName));
  return id;
}

const listColumns = {
  id: brandRequests.id,
  companyName: brandRequests.companyName,
  firstName: brandRequests.firstName,
  lastName: brandRequests.lastName,
  email: brandRequests.email,
  phone: brandRequests.phone,
  website: brandRequests.website,
  state: brandRequests.state,
  onsiteService: brandRequests.onsiteService,
  note: brandRequests.note,
  status: brandRequests.status,
  reviewedBy: brandRequests.reviewedBy,
  reviewedAt: brandRequests.reviewedAt,
  reviewNote: brandRequests.reviewNote,
  companyId: brandRequests.companyId,
  createdAt: brandRequests.createdAt,
};

export async function listBrandRequests(
  db: Database,
  query: BrandRequestListQuery,
): Promise<{ rows: BrandRequestRow[]; total: number }> {
  const where = and(
    query.status ? eq(brandRequests.status, query.status) : undefined,
    query.companyId ? eq(brandRequests.companyId, query.companyId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(brandRequests)
      .where(where)
      .orderBy(desc(brandRequests.createdAt), desc(brandRequests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(brandRequests).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as BrandRequestStatusValue,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** Why a request could not be decided: it does not exist (404) or someone decided it first (409). */
async function undecidableError(db: Database, id: number): Promise<ApiError> {
  const [row] = await db.select({ id: brandRequests.id }).from(brandRequests).where(eq(brandRequests.id, id));
  return row ? new ApiError(409, 'This request has already been decided.') : new ApiError(404);
}

/** Only a submitted request changes, in one conditional UPDATE: of two admins deciding at once, one wins. */
function stillSubmitted(id: number) {
  return and(eq(brandRequests.id, id), eq(brandRequests.status, BrandRequestStatus.submitted));
}

function decision(viewer: Viewer, body: AuditBrandRequestBody, now: Date) {
  return { status: body.decision, reviewedBy: viewer.userId, reviewedAt: now, reviewNote: body.note ?? null };
}

export async function decideBrandRequest(
  context: AppContext,
  viewer: Viewer,
  body: AuditBrandRequestBody,
): Promise<AuditBrandRequestResult> {
  const now = new Date();
  if (body.decision === 'rejected') {
    const [request] = await context.db
      .update(brandRequests)
      .set(decision(viewer, body, now))
      .where(stillSubmitted(body.id))
      .returning();
    if (!request) throw await undecidableError(context.db, body.id);
    await context.mailer.send(
      brandRejectedMail(request.email, request.firstName, request.companyName, body.note ?? ''),
    );
    return { id: request.id, status: 'rejected', companyId: null };
  }

  let approved: { request: typeof brandRequests.$inferSelect; companyId: number; token: string } | null;
  try {
    approved = await context.db.transaction(async (tx) => {
      const [request] = await tx
        .update(brandRequests)
        .set(decision(viewer, body, now))
        .where(stillSubmitted(body.id))
        .returning();
      if (!request) return null;
      // The owner has no password yet: the invitation link lets them set one.
      const { companyId, userId } = await createCompanyWithOwner(
        tx,
        {
          type: CompanyType.brand,
          name: request.companyName,
          onsiteAvailable: request.onsiteService,
          email: request.email,
          phone: request.phone,
          website: request.website,
          state: request.state,
        },
        {
          email: request.email,
          firstName: request.firstName,
          lastName: request.lastName,
          passwordHash: null,
        },
      );
      const token = await issueSignedLink(tx, userId, SignedLinkPurpose.invite, INVITE_DAYS, now);
      await tx.update(brandRequests).set({ companyId }).where(eq(brandRequests.id, request.id));
      return { request, companyId, token };
    });
  } catch (error) {
    // The address got an account since the request was sent: the request stays open for a rejection.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (!approved) throw await undecidableError(context.db, body.id);
  const { request } = approved;
  const link = signedLinkUrl(context.consoleUrl, '/login_setup', approved.token);
  await context.mailer.send(
    brandInviteMail(request.email, request.firstName, request.companyName, link, INVITE_DAYS),
  );
  return { id: request.id, status: 'approved', companyId: approved.companyId };
}
