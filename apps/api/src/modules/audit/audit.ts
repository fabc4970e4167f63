// The audit trail (domain §2.1): every permission-relevant or admin action writes one row in the same
// transaction as the change itself, so the trail never misses a change nor records one that was rolled back.
import type { AuditEvent, AuditQuery } from '@console/contract';
import { pageOffset } from '@console/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { auditEvents, companies, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { personName } from '../statusHistory.ts';

export interface AuditEntry {
  /** Who acted; null for the system (a scheduled job). */
  actor: Pick<Viewer, 'userId'> | null;
  /** The caller's address, from the request. */
  ip?: string | null;
  companyId?: number | null;
  subjectUserId?: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  /** Only the fields the action changed. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: Pick<Transaction, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorUserId: entry.actor?.userId ?? null,
    ip: entry.ip ?? null,
    companyId: entry.companyId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** A company's or a user's events (both filters when both are given), newest first. */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ rows: AuditEvent[]; total: number }> {
  const filters: SQL[] = [];
  if (query.companyId !== undefined) filters.push(eq(auditEvents.companyId, query.companyId));
  if (query.userId !== undefined) filters.push(eq(auditEvents.subjectUserId, query.userId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actor: { firstName: actors.firstName, lastName: actors.lastName, email: actors.email },
        subject: { firstName: subjects.firstName, lastName: subjects.lastName, email: subjects.email },
        companyName: companies.name,
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
      .leftJoin(subjects, eq(subjects.id, auditEvents.subjectUserId))
      .leftJoin(companies, eq(companies.id, auditEvents.companyId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map(({ event, actor, subject, companyName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: actor ? personName(actor) : null,
      companyId: event.companyId,
      companyName,
      subjectUserId: event.subjectUserId,
      subjectName: subject ? personName(subject) : null,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId,
      before: event.before as Record<string, unknown> | null,
      after: event.after as Record<string, unknown> | null,
      ip: event.ip,
    })),
  };
}
