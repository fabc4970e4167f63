// Reading a company's people: the filtered, paged list (and every row of it for the CSV), one person, and
// the shops a person may be assigned to. The company is always the viewer's own, from the session.
import {
  type EmployeeListQuery,
  type EmployeePosition,
  type EmployeeRow,
  type EmployeeShopOption,
  pageOffset,
} from '@console/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { employeeShops, employees, SignedLinkPurpose, shops, signedLinks, users } from '../../db/schema.ts';
import { inBatches } from '../csv.ts';
import { likeContaining } from '../directory/queries.ts';
import { employeeStatusSql } from './status.ts';

type Page<T> = { rows: T[]; total: number };

/** When the newest unused invitation of the person's login stops working. */
const invitationExpiresAt = sql<Date | null>`(select max(${signedLinks.expiresAt}) from ${signedLinks}
  where ${signedLinks.userId} = ${users.id} and ${signedLinks.purpose} = ${SignedLinkPurpose.invite}
  and ${signedLinks.usedAt} is null)`;

function listFilter(companyId: number, query: EmployeeListQuery): SQL | undefined {
  const text = query.q ? likeContaining(query.q) : undefined;
  return and(
    eq(employees.companyId, companyId),
    text
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, text),
          ilike(employees.email, text),
          ilike(employees.phone, text),
        )
      : undefined,
    query.position ? eq(employees.position, query.position) : undefined,
    query.status ? sql`${employeeStatusSql} = ${query.status}` : undefined,
    query.shopId
      ? sql`exists (select 1 from ${employeeShops} where ${employeeShops.employeeId} = ${employees.id}
          and ${employeeShops.shopId} = ${query.shopId})`
      : undefined,
  );
}

function selectRows(db: Pick<Database, 'select'>) {
  return db
    .select({
      employee: employees,
      userRole: users.userRole,
      lastLoginAt: users.lastLoginAt,
      status: employeeStatusSql,
      invitationExpiresAt,
    })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The shops of these people, by person (one query for a page). */
async function shopsOf(db: Pick<Database, 'select'>, employeeIds: number[]) {
  const byEmployee = new Map<number, { id: number; name: string }[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .select({ employeeId: employeeShops.employeeId, id: shops.id, name: shops.name })
    .from(employeeShops)
    .innerJoin(shops, eq(shops.id, employeeShops.shopId))
    .where(inArray(employeeShops.employeeId, employeeIds))
    .orderBy(asc(shops.name), asc(shops.id));
  for (const { employeeId, ...shop } of rows) {
    const list = byEmployee.get(employeeId) ?? [];
    list.push(shop);
    byEmployee.set(employeeId, list);
  }
  return byEmployee;
}

/** A timestamp read from a raw SQL expression: a Date on pg, a string on PGlite. */
function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

async function toRows(db: Pick<Database, 'select'>, selected: Selected[]): Promise<EmployeeRow[]> {
  const shopsByEmployee = await shopsOf(
    db,
    selected.map(({ employee }) => employee.id),
  );
  return selected.map(({ employee, userRole, lastLoginAt, status, invitationExpiresAt: expires }) => ({
    id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone,
    // The table's check constraint holds it to the contract's positions.
    position: employee.position as EmployeePosition,
    shops: shopsByEmployee.get(employee.id) ?? [],
    skills: employee.skills,
    status,
    userId: employee.userId,
    companyRole: employee.userId === null ? null : (userRole as 1 | 2 | 3),
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
    invitationExpiresAt: status === 'invited' ? isoOrNull(expires) : null,
  }));
}

const listOrder = [
  asc(sql`lower(${employees.lastName})`),
  asc(sql`lower(${employees.firstName})`),
  asc(employees.id),
];

export async function listEmployees(
  db: Database,
  viewer: Viewer,
  query: EmployeeListQuery,
): Promise<Page<EmployeeRow>> {
  const where = listFilter(viewer.companyId, query);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(employees).leftJoin(users, eq(users.id, employees.userId)).where(where),
  ]);
  return { rows: await toRows(db, rows), total: total?.n ?? 0 };
}

/** Every row of the list's filters, in its order, a batch at a time (for the CSV export). */
export async function* allEmployees(
  db: Database,
  viewer: Viewer,
  query: EmployeeListQuery,
  batchSize = 500,
): AsyncGenerator<EmployeeRow[]> {
  const where = listFilter(viewer.companyId, query);
  const pages = inBatches(
    (limit, offset) =>
      selectRows(db)
        .where(where)
        .orderBy(...listOrder)
        .limit(limit)
        .offset(offset),
    batchSize,
  );
  for await (const rows of pages) yield await toRows(db, rows);
}

/** One person of the company; another company's id is not found (404). */
export async function getEmployee(
  db: Pick<Database, 'select'>,
  companyId: number,
  id: number,
): Promise<EmployeeRow> {
  const rows = await selectRows(db).where(and(eq(employees.id, id), eq(employees.companyId, companyId)));
  const [row] = await toRows(db, rows);
  if (!row) throw new ApiError(404, 'Employee not found.');
  return row;
}

/** The company's shops, active ones first, for the form's and the filter's choices. */
export async function employeeShopOptions(db: Database, viewer: Viewer): Promise<EmployeeShopOption[]> {
  return db
    .select({ id: shops.id, name: shops.name, active: shops.active })
    .from(shops)
    .where(eq(shops.companyId, viewer.companyId))
    .orderBy(sql`${shops.active} desc`, asc(shops.name), asc(shops.id));
}
