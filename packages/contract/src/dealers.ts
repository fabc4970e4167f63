// The dealer network (issue 13, domain §2.2 BrandRetailer, §2.7): a brand's retailers (/company/retailers)
// and a retailer's brands (/brand/index). Only an active relation makes a retailer a dealer of the brand.
import { z } from 'zod';
import { accountUsState } from './account.ts';
import { companyBadge } from './company.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';

/**
 * invited: an invitation (by the brand) or a request (by the retailer) waiting for the other side;
 * declined: one that was not taken (declined or withdrawn); terminated: final until a new invitation.
 */
export const dealerStatus = z.enum(['invited', 'active', 'suspended', 'terminated', 'declined']);
export type DealerStatus = z.infer<typeof dealerStatus>;

/** Who asked first: the brand (an invitation) or the retailer (a request to become a dealer). */
export const dealerInitiator = z.enum(['brand', 'retailer']);
export type DealerInitiator = z.infer<typeof dealerInitiator>;

/** The brand's own number for a dealer: unique within the brand. */
export const dealerNumber = textLine()
  .min(1, 'Enter the dealer number.')
  .max(32, 'A dealer number has at most 32 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Use letters, digits and . _ / - only.');

/**
 * The relation's state machine (domain §2.7 style): the sides that take each action, the statuses it
 * leaves from (null: no relation yet) and the one it ends in. `asker` limits an action on a pending
 * relation: `other` answers what the other side asked (accept, decline), `self` withdraws one's own.
 */
export const DEALER_TRANSITIONS = {
  invite: { by: ['brand'], from: [null, 'declined', 'terminated'], to: 'invited' },
  request: { by: ['retailer'], from: [null, 'declined', 'terminated'], to: 'invited' },
  accept: { by: ['brand', 'retailer'], from: ['invited'], to: 'active', asker: 'other' },
  decline: { by: ['brand', 'retailer'], from: ['invited'], to: 'declined', asker: 'other' },
  withdraw: { by: ['brand', 'retailer'], from: ['invited'], to: 'declined', asker: 'self' },
  suspend: { by: ['brand'], from: ['active'], to: 'suspended' },
  reactivate: { by: ['brand'], from: ['suspended'], to: 'active' },
  terminate: { by: ['brand'], from: ['active', 'suspended'], to: 'terminated' },
} as const satisfies Record<
  string,
  {
    by: readonly DealerInitiator[];
    from: readonly (DealerStatus | null)[];
    to: DealerStatus;
    asker?: 'other' | 'self';
  }
>;

export type DealerAction = keyof typeof DEALER_TRANSITIONS;

/** A relation as the state machine reads it. */
export interface DealerRelationState {
  status: DealerStatus;
  initiatedBy: DealerInitiator;
}

/** Why `action` by `side` does not apply to `relation` ('side', 'status' or 'asker'), or null when it does. */
export function dealerActionRefusal(
  action: DealerAction,
  side: DealerInitiator,
  relation: DealerRelationState | null,
): 'side' | 'status' | 'asker' | null {
  const rule: { by: readonly DealerInitiator[]; from: readonly (DealerStatus | null)[]; asker?: string } =
    DEALER_TRANSITIONS[action];
  if (!rule.by.includes(side)) return 'side';
  if (!rule.from.includes(relation?.status ?? null)) return 'status';
  if (relation && rule.asker && (relation.initiatedBy === side) !== (rule.asker === 'self')) return 'asker';
  return null;
}

/** The actions `side` may take on `relation` now, in the table's order. */
export function dealerActions(side: DealerInitiator, relation: DealerRelationState | null): DealerAction[] {
  return (Object.keys(DEALER_TRANSITIONS) as DealerAction[]).filter(
    (action) => dealerActionRefusal(action, side, relation) === null,
  );
}

const searchText = textLine().max(100);

/** `GET /dealers/retailers` (and its `/export.csv`): a brand's retailers; an admin's every relation. */
export const dealerListQuery = pageQuery.extend({
  sort: optionalInput(z.enum(['name', '-name', 'since', '-since', 'dealerNumber', '-dealerNumber'])).default(
    'name',
  ),
  status: optionalInput(dealerStatus),
  initiatedBy: optionalInput(dealerInitiator),
  /** The retailer's state (USPS). */
  state: optionalInput(accountUsState),
  /** Part of the retailer's name or of the dealer number. */
  q: optionalInput(searchText),
  /** An admin narrows to one brand; a brand sees only its own. */
  brandId: optionalInput(queryId),
});
export type DealerListQuery = z.infer<typeof dealerListQuery>;

const company = z.object({ id: z.number().int(), name: z.string() });

export const dealerRow = z.object({
  brand: company,
  retailer: company,
  dealerNumber: z.string().nullable(),
  status: dealerStatus,
  initiatedBy: dealerInitiator,
  /** ISO timestamp: when the relation last became active; null while it never was. */
  since: z.string().nullable(),
  /** ISO timestamp of the last status change. */
  statusChangedAt: z.string(),
  /** The retailer's active shops. */
  shops: z.number().int(),
  /** The retailer's state (USPS), if known. */
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** The retailer's claims on the brand's units that are not settled yet. */
  openClaims: z.number().int(),
  /** What the retailer has earned (authorised dealer, documents verified). */
  badges: z.array(companyBadge),
});
export type DealerRow = z.infer<typeof dealerRow>;

/** `GET /dealers/candidates`: retailers on the platform the brand may invite (none active, invited or suspended). */
export const dealerCandidateQuery = z.object({ q: optionalInput(searchText) });
export type DealerCandidateQuery = z.infer<typeof dealerCandidateQuery>;

export const dealerCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** An earlier relation that ended (declined or terminated); null: none. */
  formerStatus: z.enum(['declined', 'terminated']).nullable(),
});
export type DealerCandidate = z.infer<typeof dealerCandidate>;

/** `POST /dealers/invitations`: a brand invites a retailer (again, after a decline or a termination). */
export const dealerInviteBody = z.strictObject({
  retailerId: bodyId,
  dealerNumber: optionalInput(dealerNumber),
});
export type DealerInviteBody = z.infer<typeof dealerInviteBody>;
export type DealerInviteInput = z.input<typeof dealerInviteBody>;

/** Suspend, terminate, decline and the other actions: an optional reason, kept in the relation's history. */
export const dealerReasonBody = z.strictObject({
  reason: optionalInput(multilineText().max(500, 'At most 500 characters.')),
});
export type DealerReasonBody = z.infer<typeof dealerReasonBody>;

/** `POST /dealers/retailers/:retailerId/accept`: the brand takes a retailer's request, with its dealer number. */
export const dealerAcceptBody = dealerReasonBody.extend({ dealerNumber: optionalInput(dealerNumber) });
export type DealerAcceptBody = z.infer<typeof dealerAcceptBody>;

export const dealerRetailerParams = z.object({ retailerId: queryId });
export const dealerBrandParams = z.object({ brandId: queryId });
export const dealerRelationParams = z.object({ brandId: queryId, retailerId: queryId });

/** `GET /dealers/brands`: the active brands on the platform, as a retailer sees them. */
export const brandDealingQuery = pageQuery.extend({ q: optionalInput(searchText) });
export type BrandDealingQuery = z.infer<typeof brandDealingQuery>;

export const brandDealingRow = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  onsiteService: z.boolean(),
  /** What the brand has earned (onsite service, documents verified). */
  badges: z.array(companyBadge),
  /** The retailer's relation with the brand; null: none yet. */
  relation: z
    .object({
      status: dealerStatus,
      initiatedBy: dealerInitiator,
      dealerNumber: z.string().nullable(),
      since: z.string().nullable(),
    })
    .nullable(),
});
export type BrandDealingRow = z.infer<typeof brandDealingRow>;

/** One row of a relation's status history. */
export const dealerStatusChange = z.object({
  from: dealerStatus.nullable(),
  to: dealerStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type DealerStatusChange = z.infer<typeof dealerStatusChange>;
