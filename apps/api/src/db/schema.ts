// The database schema (Drizzle, pg-core). PostgreSQL 15 features only: the API runs on PGlite (PG 18)
// and on Debian's PostgreSQL 15. Change it, then run `pnpm exec drizzle-kit generate` in apps/api and
// commit the SQL it writes to src/db/migrations.
// Indexes read in DESC order are declared `.desc().nullsFirst()`, the order `ORDER BY x DESC` uses.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** companies.type */
export const CompanyType = { brand: 1, retailer: 2, platform: 3 } as const;

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** 1 brand, 2 retailer, 3 platform (CompanyType). */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    onsiteAvailable: boolean('onsite_available').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('companies_type_check', sql`${t.type} in (1, 2, 3)`)],
);

/** users.status */
export const UserStatus = { disabled: 0, active: 1 } as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Always stored lower-cased (a check constraint refuses anything else). */
    email: text('email').notNull().unique('users_email_unique'),
    /** Null until the user has set a password (an invited account that must finish setup). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    userType: smallint('user_type').notNull(),
    userRole: smallint('user_role').notNull(),
    /** 0 disabled, 1 active (UserStatus). */
    status: smallint('status').notNull().default(UserStatus.active),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    index('users_company_id_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the opaque random token the client holds; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: moved forward as the session is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set on logout and on password change. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased e-mail as typed (the account may not exist). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Failures for this account / this address in the last 15 minutes": partial indexes on failures only.
    index('login_attempts_email_failed_at_idx')
      .on(t.email, t.at.desc().nullsFirst())
      .where(sql`${t.success} = false`),
    index('login_attempts_ip_failed_at_idx')
      .on(t.ip, t.at.desc().nullsFirst())
      .where(sql`${t.success} = false`),
  ],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Single use: set when an answer is checked. */
  usedAt: timestamp('used_at', { withTimezone: true }),
});
