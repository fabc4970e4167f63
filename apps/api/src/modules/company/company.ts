// A brand's or a retailer's own company details (issue 13): read by anyone of the company, changed by its
// owner or a manager. The company is always the viewer's own, from the session.
import type { CompanyDetails, CompanyDetailsBody } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, FileKind } from '../../db/schema.ts';
import { PUBLIC_IMAGE_MIMES } from '../files/publicImage.ts';
import { findFile } from '../files/service.ts';
import { badgesOf } from './badges.ts';

function companyViewer(viewer: Viewer): void {
  if (viewer.userType !== CompanyType.brand && viewer.userType !== CompanyType.retailer)
    throw new ApiError(403, 'Company details belong to brands and retailers.');
}

export async function loadCompanyDetails(db: Database, viewer: Viewer): Promise<CompanyDetails> {
  companyViewer(viewer);
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw new ApiError(404);
  return {
    id: company.id,
    type: company.type,
    legalName: company.legalName,
    displayName: company.name,
    ein: company.ein,
    website: company.website,
    phone: company.phone,
    email: company.email,
    logo: company.logo,
    address: {
      street: company.street,
      street2: company.street2,
      city: company.city,
      state: company.state,
      zip: company.zip,
    },
    timezone: company.timezone,
    status: company.status,
    badges: await badgesOf(db, company.id),
    editable: viewer.userRole <= CompanyRole.manager,
  };
}

/**
 * Saves the viewer's company details. Only its owner or a manager may; a logo must be a PNG or JPEG the
 * company uploaded (another company's file, or an unknown one, is not found).
 */
export async function updateCompanyDetails(
  context: Pick<AppContext, 'db' | 'files'>,
  viewer: Viewer,
  body: CompanyDetailsBody,
): Promise<CompanyDetails> {
  companyViewer(viewer);
  if (viewer.userRole > CompanyRole.manager)
    throw new ApiError(403, "Only the company's owner or a manager can change its details.");
  if (body.logo) {
    const file = await findFile(context, viewer.companyId, { fileName: body.logo });
    if (!file || file.kind !== FileKind.upload) throw new ApiError(404, 'File not found.');
    if (!PUBLIC_IMAGE_MIMES.includes(file.mime))
      throw new ApiError(422, 'The logo must be a PNG or JPEG image you uploaded.', {
        logo: 'The logo must be a PNG or JPEG image you uploaded.',
      });
  }
  await context.db
    .update(companies)
    .set({
      legalName: body.legalName,
      name: body.displayName,
      ein: body.ein ?? null,
      website: body.website ?? null,
      phone: body.phone ?? null,
      street: body.address.street,
      street2: body.address.street2 ?? null,
      city: body.address.city,
      state: body.address.state,
      zip: body.address.zip,
      timezone: body.timezone,
      ...(body.logo === undefined ? {} : { logo: body.logo }),
    })
    .where(eq(companies.id, viewer.companyId));
  return loadCompanyDetails(context.db, viewer);
}
