// Who may use the onsite area (brief of issue 16): users of a brand with onsite service only; everyone else is
// refused before anything else is read. Inside it, owners and managers dispatch, a technician (an employee
// with position technician linked to the user) acts on the jobs assigned to them, other staff read.

import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, EmployeePosition, employees } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { UserType } from '../warranty/scope.ts';

export const ONSITE_NOT_ENABLED = 'Onsite service is not enabled for this company.';

/** The signed-in user as the onsite area sees them. */
export interface OnsiteViewer {
  viewer: Viewer;
  brandId: number;
  brandName: string;
  /** The brand's clock: board dates and "today" are days on it. */
  timezone: string;
  /** Owners and managers create, plan, assign and cancel jobs. */
  canDispatch: boolean;
  /** The viewer's employee id when they are an active technician of the brand. */
  technicianId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    onsite: OnsiteViewer | null;
  }
}

/** The viewer's onsite standing; 403 unless they are a user of a brand with onsite service. */
export async function onsiteViewer(db: Database | Transaction, viewer: Viewer): Promise<OnsiteViewer> {
  if (viewer.userType !== UserType.brand) throw new ApiError(403, ONSITE_NOT_ENABLED);
  const [row] = await db
    .select({
      name: companies.name,
      type: companies.type,
      onsite: companies.onsiteAvailable,
      timezone: companies.timezone,
      technicianId: employees.id,
    })
    .from(companies)
    .leftJoin(
      employees,
      and(
        eq(employees.companyId, companies.id),
        eq(employees.userId, viewer.userId),
        eq(employees.position, EmployeePosition.technician),
        eq(employees.active, true),
      ),
    )
    .where(eq(companies.id, viewer.companyId));
  if (!row || row.type !== CompanyType.brand || !row.onsite) throw new ApiError(403, ONSITE_NOT_ENABLED);
  return {
    viewer,
    brandId: viewer.companyId,
    brandName: row.name,
    timezone: row.timezone,
    canDispatch: viewer.userRole <= CompanyRole.manager,
    technicianId: row.technicianId,
  };
}

/**
 * Gates every route registered in `app` (an onsite plugin scope): the session's checks have run (auth hook),
 * then this refuses anyone outside the area before the request is validated.
 */
export function registerOnsiteAccess(app: ApiApp, db: Database): void {
  app.decorateRequest('onsite', null);
  app.addHook('onRequest', async (request) => {
    request.onsite = await onsiteViewer(db, viewerOf(request));
  });
}

/** The onsite viewer of a request in a gated scope. */
export function onsiteOf(request: FastifyRequest): OnsiteViewer {
  if (!request.onsite) throw new ApiError(403, ONSITE_NOT_ENABLED);
  return request.onsite;
}

/** 403 unless the viewer dispatches (owners and managers). */
export function requireDispatcher(onsite: OnsiteViewer): void {
  if (!onsite.canDispatch)
    throw new ApiError(403, "Only the company's owner or a manager can dispatch onsite jobs.");
}
