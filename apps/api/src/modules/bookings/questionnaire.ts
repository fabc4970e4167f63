// The follow-up questionnaire (`/questionnaire?sign=`): a completed booking's customer gets a signed link by
// e-mail (actions.ts); the page reads the event's feedback questions and posts the answers once. The token is
// kept only as its hash; an unknown token is a 404 like any other.
import type { BookingAnswers, Question, Questionnaire } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { hashSecret } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { bookings, eventTypes, shops } from '../../db/schema.ts';
import { checkAnswers } from './answers.ts';

async function find(db: Database, sign: string) {
  const [found] = await db
    .select({ booking: bookings, eventType: eventTypes, shopName: shops.name })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .where(eq(bookings.feedbackTokenHash, hashSecret(sign)));
  if (!found) throw new ApiError(404, 'This questionnaire link is not valid. Use the link of your e-mail.');
  return found;
}

export async function getQuestionnaire(db: Database, sign: string): Promise<Questionnaire> {
  const { booking, eventType, shopName } = await find(db, sign);
  return {
    reference: booking.reference,
    eventTitle: eventType.title,
    shopName,
    start: booking.startsAt.toISOString(),
    timezone: booking.timezone,
    questions: eventType.feedbackQuestions as Question[],
    submittedAt: booking.feedbackSubmittedAt?.toISOString() ?? null,
  };
}

/** Stores the answers once; a second submission is 409 `already_submitted`. */
export async function submitQuestionnaire(
  db: Database,
  sign: string,
  answers: BookingAnswers,
  now = new Date(),
): Promise<Questionnaire> {
  const { booking, eventType } = await find(db, sign);
  const kept = checkAnswers(eventType.feedbackQuestions as Question[], answers, true);
  const [stored] = await db
    .update(bookings)
    .set({ feedbackAnswers: kept, feedbackSubmittedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.feedbackSubmittedAt)))
    .returning({ id: bookings.id });
  if (!stored)
    throw new ApiError(409, 'Thank you — your answers were already sent.', undefined, 'already_submitted');
  return getQuestionnaire(db, sign);
}
