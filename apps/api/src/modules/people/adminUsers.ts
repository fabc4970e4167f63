// The admin's list of every user (`/admin-user/index`): filtered, paged, and every row for the CSV.
import { type AdminUserListQuery, type AdminUserRow, pageOffset } from '@console/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Database } from '../../db/database.ts';
import { companies, users } from '../../db/schema.ts';
import { inBatches } from '../csv.ts';
import { likeContaining } from '../directory/queries.ts';
import { userStatusSql } from './status.ts';

type Page<T> = { rows: T[]; total: number };

function listFilter(query: AdminUserListQuery): SQL | undefined {
  const text = query.q ? likeContaining(query.q) : undefined;
  return and(
    text
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text), ilike(users.email, text))
      : undefined,
    query.userType ? eq(users.userType, query.userType) : undefined,
    query.companyId ? eq(users.companyId, query.companyId) : undefined,
    query.role ? eq(users.userRole, query.role) : undefined,
    query.status ? sql`${userStatusSql} = ${query.status}` : undefined,
  );
}

function selectRows(db: Database) {
  return db
    .select({ user: users, companyName: companies.name, status: userStatusSql })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow({ user, companyName, status }: Selected): AdminUserRow {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    // The role gate and the seed hold user types to 1–3.
    userType: user.userType as AdminUserRow['userType'],
    companyId: user.companyId,
    companyName,
    role: user.userRole,
    status,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const listOrder = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];

export async function listUsers(db: Database, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

/** Every row of the list's filters, in its order, a batch at a time (for the CSV export). */
export async function* allUsers(
  db: Database,
  query: AdminUserListQuery,
  batchSize = 1000,
): AsyncGenerator<AdminUserRow[]> {
  const where = listFilter(query);
  const pages = inBatches(
    (limit, offset) =>
      selectRows(db)
        .where(where)
        .orderBy(...listOrder)
        .limit(limit)
        .offset(offset),
    batchSize,
  );
  for await (const rows of pages) yield rows.map(toRow);
}

export async function getUser(db: Database, id: number): Promise<AdminUserRow> {
  const [row] = await selectRows(db).where(eq(users.id, id));
  if (!row) throw new ApiError(404, 'User not found.');
  return toRow(row);
}
