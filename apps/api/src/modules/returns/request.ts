// Requesting the return of a claim's parts (domain §2.7): an approval whose fulfillment type requires the
// part back opens a reverse shipment from the retailer to the brand, due in RETURN_WITHIN_DAYS.
import { todayIso } from '@console/contract';
import { and, eq, gt } from 'drizzle-orm';
import {
  claimLines,
  companies,
  reverseShipmentItems,
  reverseShipments,
  statusChanges,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { first } from '../account/db.ts';
import { addDays } from '../warranty/coverage.ts';

/** status_changes.entity of reverse shipments. */
export const RETURN_ENTITY = 'reverse_shipment';
export const RETURN_WITHIN_DAYS = 30;

interface ClaimToReturn {
  id: number;
  number: string;
  brandCompanyId: number;
  retailerCompanyId: number;
  causalComponentType: string;
  causalPartNumber: string | null;
}

async function address(tx: Transaction, companyId: number, suffix = ''): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name, state: companies.state })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`returns: company ${companyId} not found`);
  return `${company.name}${suffix}${company.state ? `, ${company.state}` : ''}`;
}

/**
 * Opens the return of a claim's approved part lines (or, with none, of its causal component). Returns the
 * shipment's id and RMA number.
 */
export async function requestReturn(
  tx: Transaction,
  claim: ClaimToReturn,
  at: Date,
): Promise<{ id: number; rmaNumber: string }> {
  const parts = await tx
    .select()
    .from(claimLines)
    .where(
      and(eq(claimLines.claimId, claim.id), eq(claimLines.kind, 'part'), gt(claimLines.approvedCents, 0)),
    );
  const fallbackNumber = claim.causalPartNumber ?? 'UNKNOWN';
  const items = parts.length
    ? parts.map((line) => ({
        partNumber: line.code ?? fallbackNumber,
        description: line.description,
        quantity: Math.ceil(line.quantity),
      }))
    : [
        {
          partNumber: fallbackNumber,
          description: `Causal component: ${claim.causalComponentType}`,
          quantity: 1,
        },
      ];
  const shipment = first(
    await tx
      .insert(reverseShipments)
      .values({
        claimId: claim.id,
        brandCompanyId: claim.brandCompanyId,
        retailerCompanyId: claim.retailerCompanyId,
        direction: 'retailer_to_brand',
        shipFrom: await address(tx, claim.retailerCompanyId),
        shipTo: await address(tx, claim.brandCompanyId, ' — Returns'),
        returnBy: addDays(todayIso(at), RETURN_WITHIN_DAYS),
        status: 'requested',
        createdAt: at,
      })
      .returning({ id: reverseShipments.id, rmaNumber: reverseShipments.rmaNumber }),
  );
  await tx.insert(reverseShipmentItems).values(items.map((item) => ({ ...item, shipmentId: shipment.id })));
  await tx.insert(statusChanges).values({
    entity: RETURN_ENTITY,
    entityId: String(shipment.id),
    toStatus: 'requested',
    actorUserId: null,
    reason: `the part of claim ${claim.number} is to come back`,
    at,
  });
  return shipment;
}
