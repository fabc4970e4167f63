// A brand's cards on file: saved through the card provider's own form (the number never reaches us), listed
// with what may be shown (brand, last 4, expiry), one of them the default that statements are charged to.
import type { CardExpiry, CardSetupStart, PaymentMethodRow } from '@console/contract';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Database } from '../../../db/database.ts';
import { companies, paymentMethods } from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import type { CardProvider } from '../provider/CardProvider.ts';

/** The console page the card form sends the browser back to. */
export const BILLING_PAGE_PATH = '/onsite/amount/billing';

const CARD_NOT_FOUND = 'This card is not on file.';

/** Valid through the end of its expiry month; "expiring soon" when that month is this one or the next. */
export function cardExpiry(expMonth: number, expYear: number, today: Date): CardExpiry {
  const months = expYear * 12 + (expMonth - 1) - (today.getUTCFullYear() * 12 + today.getUTCMonth());
  if (months < 0) return 'expired';
  return months <= 1 ? 'expiring_soon' : 'valid';
}

type MethodRecord = typeof paymentMethods.$inferSelect;

function toRow(method: MethodRecord, today: Date): PaymentMethodRow {
  return {
    id: method.id,
    cardBrand: method.cardBrand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    expiry: cardExpiry(method.expMonth, method.expYear, today),
    isDefault: method.isDefault,
    createdAt: method.createdAt.toISOString(),
  };
}

/** The company's cards on file, the default first, then the newest. */
export async function listCards(
  db: Database,
  companyId: number,
  today = new Date(),
): Promise<PaymentMethodRow[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map((row) => toRow(row, today));
}

/** The card statements are charged to; undefined when the company has none. */
export async function defaultCard(db: Database, companyId: number): Promise<MethodRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.removedAt),
      ),
    );
  return row;
}

/** Starts the provider's card form for the company, coming back to the billing page. */
export async function startCardSetup(
  provider: CardProvider,
  companyId: number,
  consoleUrl: string,
): Promise<CardSetupStart> {
  const { setupIntentId, formUrl } = await provider.createSetupIntent({
    companyId,
    returnUrl: `${consoleUrl}${BILLING_PAGE_PATH}`,
  });
  return { setupIntentId, formUrl };
}

/** Holds the company's row, so two changes to its cards (a default, a removal) never interleave. */
async function lockCompany(tx: Transaction, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

async function makeDefault(tx: Transaction, companyId: number, methodId: number): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        eq(paymentMethods.isDefault, true),
        ne(paymentMethods.id, methodId),
      ),
    );
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, methodId));
}

/**
 * Stores the card a completed set-up saved, as the company's default. Completing the same set-up again
 * answers the same card. Another company's set-up is not found; one whose form was not completed is refused
 * with the provider's reason.
 */
export async function completeCardSetup(
  db: Database,
  provider: CardProvider,
  viewer: { companyId: number; userId: number },
  setupIntentId: string,
  today = new Date(),
): Promise<PaymentMethodRow> {
  const intent = await provider.retrieveSetupIntent(setupIntentId);
  if (!intent || intent.companyId !== viewer.companyId) {
    throw new ApiError(404, 'This card set-up was not found.');
  }
  const { card } = intent;
  if (intent.status !== 'succeeded' || !card) {
    const reason = intent.lastError?.message ?? 'The card form was not completed.';
    throw new ApiError(409, `The card was not saved: ${reason}`, undefined, 'setup_incomplete');
  }
  const method = await db.transaction(async (tx) => {
    await lockCompany(tx, viewer.companyId);
    await tx
      .insert(paymentMethods)
      .values({
        companyId: viewer.companyId,
        provider: provider.name,
        providerMethodId: card.providerMethodId,
        cardBrand: card.cardBrand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdBy: viewer.userId,
      })
      .onConflictDoNothing({ target: paymentMethods.providerMethodId });
    const [saved] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.providerMethodId, card.providerMethodId));
    if (!saved || saved.companyId !== viewer.companyId)
      throw new ApiError(404, 'This card set-up was not found.');
    if (saved.removedAt) throw new ApiError(409, 'This card was removed: add it again with a new set-up.');
    await makeDefault(tx, viewer.companyId, saved.id);
    return { ...saved, isDefault: true };
  });
  return toRow(method, today);
}

async function cardOf(tx: Transaction, companyId: number, id: number): Promise<MethodRecord> {
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.companyId, companyId),
        isNull(paymentMethods.removedAt),
      ),
    );
  if (!method) throw new ApiError(404, CARD_NOT_FOUND);
  return method;
}

/** Makes one of the company's cards the default. */
export async function setDefaultCard(
  db: Database,
  companyId: number,
  id: number,
  today = new Date(),
): Promise<PaymentMethodRow[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await cardOf(tx, companyId, id);
    await makeDefault(tx, companyId, id);
  });
  return listCards(db, companyId, today);
}

/**
 * Takes a card off file (kept for the charges made to it). When it was the default, the newest remaining
 * card becomes the default, so statements keep a card to go to; the answer says which.
 */
export async function removeCard(
  db: Database,
  companyId: number,
  id: number,
  today = new Date(),
): Promise<{ cards: PaymentMethodRow[]; message: string }> {
  const promoted = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const method = await cardOf(tx, companyId, id);
    await tx
      .update(paymentMethods)
      .set({ removedAt: today, isDefault: false })
      .where(eq(paymentMethods.id, method.id));
    if (!method.isDefault) return null;
    const [next] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.companyId, companyId), isNull(paymentMethods.removedAt)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (next) await makeDefault(tx, companyId, next.id);
    return next ?? null;
  });
  const message = promoted
    ? `Card removed. ${cardName(promoted.cardBrand)} ending in ${promoted.last4} is now the default.`
    : 'Card removed.';
  return { cards: await listCards(db, companyId, today), message };
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** 'visa' → 'Visa' (an unknown brand as the provider wrote it). */
export function cardName(cardBrand: string): string {
  return BRAND_NAMES[cardBrand] ?? cardBrand;
}
