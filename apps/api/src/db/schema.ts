// The database schema (Drizzle, pg-core). PostgreSQL 15 features only: the API runs on PGlite (PG 18)
// and on Debian's PostgreSQL 15. Change it, then run `pnpm exec drizzle-kit generate` in apps/api and
// commit the SQL it writes to src/db/migrations.
// Indexes read in DESC order are declared `.desc().nullsFirst()`, the order `ORDER BY x DESC` uses.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
    /** 'pending_review' | 'active' | 'suspended' | 'closed' (CompanyStatus); only active ones sign in. */
    status: text('status').notNull().default('active'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    /** USPS two-letter state. */
    state: text('state'),
    /** IANA time zone of the company (one of the console's timezone options). */
    timezone: text('timezone').notNull().default('America/New_York'),
    /** The registered name; `name` is the display name shown across the console. */
    legalName: text('legal_name'),
    /** Employer Identification Number, kept as 12-3456789. */
    ein: text('ein'),
    street: text('street'),
    street2: text('street2'),
    city: text('city'),
    /** ZIP or ZIP+4 (12345-6789). */
    zip: text('zip'),
    /** The logo: the file name of a PNG or JPEG the company uploaded. */
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_type_check', sql`${t.type} in (1, 2, 3)`),
    check('companies_status_check', sql`${t.status} in ('pending_review', 'active', 'suspended', 'closed')`),
    index('companies_type_idx').on(t.type),
  ],
);

export const CompanyStatus = {
  pendingReview: 'pending_review',
  active: 'active',
  suspended: 'suspended',
  closed: 'closed',
} as const;

/** brand_retailers.status (domain §2.2 BrandRetailer; `declined` ends an invitation or request not taken). */
export const DealerStatus = {
  invited: 'invited',
  active: 'active',
  suspended: 'suspended',
  terminated: 'terminated',
  declined: 'declined',
} as const;

/**
 * A retailer's dealer relationship with a brand. Only `active` rows make a retailer a dealer: they decide
 * what a brand sees of retailers and which brands a retailer registers and claims for.
 */
export const brandRetailers = pgTable(
  'brand_retailers',
  {
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    retailerCompanyId: integer('retailer_company_id')
      .notNull()
      .references(() => companies.id),
    /** When the relationship last became active; null while it is an invitation or request. */
    since: timestamp('since', { withTimezone: true }),
    /** DealerStatus. */
    status: text('status').notNull().default('active'),
    /** Who asked first: 'brand' (an invitation) or 'retailer' (a request to become a dealer). */
    initiatedBy: text('initiated_by').notNull().default('brand'),
    /** The brand's own number for the dealer; unique within the brand. */
    dealerNumber: text('dealer_number'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandCompanyId, t.retailerCompanyId] }),
    index('brand_retailers_retailer_idx').on(t.retailerCompanyId),
    uniqueIndex('brand_retailers_dealer_number_idx')
      .on(t.brandCompanyId, t.dealerNumber)
      .where(sql`${t.dealerNumber} is not null`),
    check(
      'brand_retailers_status_check',
      sql`${t.status} in ('invited', 'active', 'suspended', 'terminated', 'declined')`,
    ),
    check('brand_retailers_initiated_by_check', sql`${t.initiatedBy} in ('brand', 'retailer')`),
  ],
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
    /** Publishable key of the card provider (pk_test_… / pk_live_…); never a secret key. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the user closed the Quick Start Guide (retailers); null while it shows. */
    quickStartDismissedAt: timestamp('quick_start_dismissed_at', { withTimezone: true }),
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
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
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
    // Housekeeping deletes old attempts by age.
    index('login_attempts_at_idx').on(t.at),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    /** The address that asked for it (rate limits count per address). */
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Single use: set when an answer is checked. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('captchas_ip_created_at_idx').on(t.ip, t.createdAt.desc().nullsFirst()),
    index('captchas_expires_at_idx').on(t.expiresAt),
  ],
);

/** email_codes.purpose */
export const EmailCodePurpose = { register: 'register', reset: 'reset' } as const;

/** Six-digit codes sent by e-mail for registration and password reset (stored hashed, single use). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses against this code; it stops working after a few. */
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('email_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
    index('email_codes_email_created_at_idx').on(t.email, t.createdAt.desc().nullsFirst()),
    index('email_codes_expires_at_idx').on(t.expiresAt),
  ],
);

/** signed_links.purpose */
export const SignedLinkPurpose = { invite: 'invite', passwordSetup: 'password_setup' } as const;

/**
 * Links sent by e-mail that let their holder act without a session (finish an invited account, set a
 * password). The `sign` in the link is an opaque random token; only its SHA-256 is stored.
 */
export const signedLinks = pgTable(
  'signed_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique('signed_links_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('signed_links_purpose_check', sql`${t.purpose} in ('invite', 'password_setup')`),
    index('signed_links_user_id_idx').on(t.userId),
  ],
);

/** Outgoing e-mail: every message is written here; `sentAt` is set when SMTP accepted it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_to_created_at_idx').on(t.to, t.createdAt.desc().nullsFirst())],
);

/** brand_requests.status */
export const BrandRequestStatus = {
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/** A brand's application to join; an admin approves it (creating the company and its owner) or rejects it. */
export const brandRequests = pgTable(
  'brand_requests',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    state: text('state'),
    onsiteService: boolean('onsite_service').notNull().default(false),
    note: text('note'),
    status: text('status').notNull().default('submitted'),
    ip: text('ip').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    /** The company created on approval. */
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('brand_requests_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    index('brand_requests_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('brand_requests_email_idx').on(t.email),
  ],
);

/** files.kind: uploaded by a user, or produced by the server (exports, generated documents). */
export const FileKind = { upload: 'upload', generated: 'generated' } as const;

/** Metadata of every stored file; the bytes live in the storage under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant the file belongs to; only its users may download it. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    /** The name the client sees and sends back (`fileName`); unique, server-chosen. */
    fileName: text('file_name').notNull().unique('files_file_name_unique'),
    /** The name the file had on the uploader's machine (sent back as download-filename). */
    originalName: text('original_name').notNull(),
    /** Key inside the storage (server-chosen; never built from request input). */
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('files_kind_check', sql`${t.kind} in ('upload', 'generated')`),
    index('files_company_id_idx').on(t.companyId),
  ],
);

/** Dictionary types (`GET /system/dict/data/type/{type}`). */
export const dictTypes = pgTable('dict_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
});

export const dictData = pgTable(
  'dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: text('dict_type')
      .notNull()
      .references(() => dictTypes.type, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Tag style of the entry: default | primary | success | info | warning | danger. */
    listClass: text('list_class').notNull().default('default'),
    cssClass: text('css_class').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('dict_data_type_value_unique').on(t.dictType, t.value)],
);

/** Configuration values (`GET /system/config/configKey/{key}`). */
export const configs = pgTable('configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  name: text('name').notNull(),
});

/**
 * Ledger accounts (ARCHITECTURE/domain §2.5): `company_available` per company, and the platform's own
 * accounts (company id null). Amounts are integer cents; nothing here is ever updated or deleted.
 */
export const LedgerAccount = {
  /** What the company may be paid out now. */
  companyAvailable: 'company_available',
  /** Credited but not yet available (claim compensation, until the transaction's `available_on`). */
  companyPending: 'company_pending',
  /** Taken from available by a payout that is not yet paid (or has failed and been reversed). */
  companyPayoutInTransit: 'company_payout_in_transit',
  /** A brand's account with the platform: negative is what the brand owes (compensation paid on its behalf). */
  companyReceivable: 'company_receivable',
  /** The platform's bank: positive is cash paid out net, negative cash taken in. */
  platformCash: 'platform_cash',
  platformAdjustments: 'platform_adjustments',
  /** Fees the platform earns; its entries carry the company that paid the fee. */
  platformFees: 'platform_fees',
  platformWarrantyExpense: 'platform_warranty_expense',
  /** Money the platform cannot yet attribute (e.g. a provider movement with no matching payout). */
  platformSuspense: 'platform_suspense',
} as const;

/**
 * The company accounts `company_balances` projects, and the column each one adds to. Available, pending and
 * in transit may never go below zero; receivable may (a brand owing the platform).
 */
export const PROJECTED_ACCOUNTS = {
  company_available: 'availableCents',
  company_pending: 'pendingCents',
  company_payout_in_transit: 'inTransitCents',
  company_receivable: 'receivableCents',
} as const;

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One posting per business event: a repeat with the same key posts nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_idempotency_key_unique'),
    kind: text('kind').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the transaction's `company_pending` entries become available (null: nothing pending). */
    availableOn: timestamp('available_on', { withTimezone: true }),
  },
  // The Financial page and the dashboard's trend read periods of postings.
  (t) => [index('ledger_transactions_posted_at_idx').on(t.postedAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** Null for the platform's own accounts. */
    companyId: integer('company_id').references(() => companies.id),
    account: text('account').notNull(),
    /** Signed integer cents; the entries of one transaction sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
  },
  (t) => [
    index('ledger_entries_company_account_idx').on(t.companyId, t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/** pay_logs.status */
export const PayLogStatus = {
  pendingAudit: 'pending_audit',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/** An admin's manual payment record for a company; a different admin audits it (domain §2.5 PaymentLog). */
export const payLogs = pgTable(
  'pay_logs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'credit' adds to the company's balance, 'debit' takes from it. */
    direction: text('direction').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    externalReference: text('external_reference'),
    note: text('note'),
    status: text('status').notNull().default('pending_audit'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    auditedBy: integer('audited_by').references(() => users.id),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditNote: text('audit_note'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** The uploaded evidence (a scan of the cheque, the wire advice). */
    evidenceFileId: uuid('evidence_file_id').references(() => files.id),
    /** The approved log this one corrects: an opposite log, never an edit. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => payLogs.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('pay_logs_direction_check', sql`${t.direction} in ('credit', 'debit')`),
    check('pay_logs_amount_check', sql`${t.amountCents} > 0`),
    check('pay_logs_status_check', sql`${t.status} in ('pending_audit', 'approved', 'rejected')`),
    index('pay_logs_company_id_idx').on(t.companyId),
    index('pay_logs_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('pay_logs_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // What is left to correct of a log sums its corrections.
    index('pay_logs_corrects_id_idx').on(t.correctsId),
  ],
);

/**
 * The balances of a company's accounts, projected from `ledger_entries` inside the transaction that posts
 * them (`postTransaction`), so a payout can compare-and-set on `available_cents`. Never written elsewhere;
 * the nightly `money.recompute-balances` job compares it with the sums of entries and raises `ledger_alerts`.
 */
export const companyBalances = pgTable(
  'company_balances',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    currency: text('currency').notNull().default('usd'),
    availableCents: bigint('available_cents', { mode: 'number' }).notNull().default(0),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
    inTransitCents: bigint('in_transit_cents', { mode: 'number' }).notNull().default(0),
    receivableCents: bigint('receivable_cents', { mode: 'number' }).notNull().default(0),
    /** Goes up by one with every posting that touches the company. */
    version: integer('version').notNull().default(0),
    /** The newest entry included. */
    asOfEntryId: bigint('as_of_entry_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_balances_available_check', sql`${t.availableCents} >= 0`),
    check('company_balances_pending_check', sql`${t.pendingCents} >= 0`),
    check('company_balances_in_transit_check', sql`${t.inTransitCents} >= 0`),
  ],
);

/** What the integrity checks found: a transaction that does not balance, a projection that drifted. */
export const ledgerAlerts = pgTable(
  'ledger_alerts',
  {
    id: serial('id').primaryKey(),
    /** 'balance_drift' | 'unbalanced_transaction' */
    kind: text('kind').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** E.g. { account, projectedCents, entriesCents }. */
    details: jsonb('details').notNull(),
    detectedAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
  },
  (t) => [index('ledger_alerts_open_idx').on(t.resolvedAt, t.detectedAt.desc().nullsFirst())],
);

/** Each run of the ledger recompute (`money.recompute-balances`): when, and what it found. */
export const ledgerChecks = pgTable('ledger_checks', {
  id: serial('id').primaryKey(),
  checkedAt: createdAt(),
  transactions: integer('transactions').notNull(),
  mismatches: integer('mismatches').notNull(),
  unbalanced: integer('unbalanced').notNull(),
  /** New alerts raised (a finding already open raises none). */
  alertsRaised: integer('alerts_raised').notNull(),
});

/**
 * A company's account at the payout provider, as the provider last reported it (domain §2.5
 * ConnectedAccount): whether payouts are enabled, what is still required.
 */
export const connectedAccounts = pgTable('connected_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  provider: text('provider').notNull(),
  providerAccountId: text('provider_account_id')
    .notNull()
    .unique('connected_accounts_provider_account_unique'),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  /** Requirement codes, e.g. 'business_profile', 'representative', 'external_account', 'tos_acceptance'. */
  requirementsDue: text('requirements_due').array().notNull().default(sql`'{}'::text[]`),
  requirementsPastDue: text('requirements_past_due').array().notNull().default(sql`'{}'::text[]`),
  currentDeadline: timestamp('current_deadline', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
  /** The bank account payouts go to: its last four digits only. */
  destinationLast4: text('destination_last4'),
  destinationBankName: text('destination_bank_name'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** payouts.status (domain §2.7): pending → in_transit → paid; pending → canceled; in_transit / paid → failed. */
export const PayoutStatus = {
  pending: 'pending',
  inTransit: 'in_transit',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
} as const;

/** One admin run of payouts: its preview as confirmed, keyed so a repeated confirmation queues nothing twice. */
export const payoutRuns = pgTable('payout_runs', {
  id: serial('id').primaryKey(),
  /** The Idempotency-Key of the confirmation. */
  idempotencyKey: text('idempotency_key').notNull().unique('payout_runs_idempotency_key_unique'),
  /** The preview the admin confirmed: { payouts: [...], skipped: [...] }. */
  preview: jsonb('preview').notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * Money leaving a company's available balance for its bank (domain §2.5 Payout). The row (and its
 * idempotency key) is committed before the provider is called; the provider gets `payout:<id>` as its key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    /** 'PO-' and six digits. */
    number: text('number').notNull().unique('payouts_number_unique'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Fee taken from the balance on top of the amount (instant payouts). */
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** 'standard' | 'instant' */
    method: text('method').notNull().default('standard'),
    status: text('status').notNull().default('pending'),
    destinationLast4: text('destination_last4'),
    /** The provider's expected arrival (a date, no time). */
    arrivalDate: date('arrival_date'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** Who or what asked for it: `run:<id>:company:<id>`, unique, so a repeat queues nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique('payouts_idempotency_key_unique'),
    runId: integer('run_id').references(() => payoutRuns.id),
    /** The ledger transaction that moved the money to in transit, and the one that reversed it. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    failureTransactionId: bigint('failure_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** Provider calls attempted (the job retries a call that timed out with the same key). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_fee_check', sql`${t.feeCents} >= 0`),
    check(
      'payouts_status_check',
      sql`${t.status} in ('pending', 'in_transit', 'paid', 'failed', 'canceled')`,
    ),
    index('payouts_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('payouts_status_idx').on(t.status),
  ],
);

/**
 * The ledger transactions a payout settled (what the retailer drills down to). While the payout is live an
 * entry belongs to at most one payout; a failed or canceled payout frees its items (`released`), and the next
 * payout settles them again.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The transaction's net effect on the company's available balance. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.transactionId] }),
    uniqueIndex('payout_items_live_unique').on(t.transactionId, t.companyId).where(sql`not ${t.released}`),
  ],
);

/** brand_statements.status */
export const StatementStatus = {
  open: 'open',
  issued: 'issued',
  paid: 'paid',
  failed: 'failed',
} as const;

/**
 * A brand's statement: the compensation the platform paid retailers on its behalf, charged to the brand's
 * card on file. The monthly job issues one per brand for the previous month (`issued_by` null); an admin may
 * issue one at any time for what the brand owes so far (`issued_by` set). Failed charges are retried
 * (`next_attempt_at`) and shown.
 */
export const brandStatements = pgTable(
  'brand_statements',
  {
    id: serial('id').primaryKey(),
    /** 'ST-' + YYYYMM + '-' + brand id, and '-' + a sequence for one an admin issued. */
    number: text('number').notNull().unique('brand_statements_number_unique'),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    /** 'YYYY-MM' */
    period: text('period').notNull(),
    /** Compensation posted before this instant is on it (the month's end, or when an admin issued it). */
    coversThrough: timestamp('covers_through', { withTimezone: true }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** The admin who issued it; null: the monthly job. */
    issuedBy: integer('issued_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed: a code ('card_declined', 'no_card', …) and in words. */
    lastErrorCode: text('last_error_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The ledger transaction of the successful charge. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    // One monthly statement per brand and month; an admin's statements come on top of it.
    uniqueIndex('brand_statements_monthly_unique')
      .on(t.brandCompanyId, t.period)
      .where(sql`${t.issuedBy} is null`),
    index('brand_statements_brand_issued_idx').on(t.brandCompanyId, t.issuedAt.desc().nullsFirst()),
    index('brand_statements_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('issued', 'failed')`),
    check('brand_statements_status_check', sql`${t.status} in ('open', 'issued', 'paid', 'failed')`),
    check('brand_statements_total_check', sql`${t.totalCents} > 0`),
  ],
);

/** One claim's compensation on a statement; a claim is on one statement only. */
export const brandStatementLines = pgTable(
  'brand_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => brandStatements.id),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id)
      .unique('brand_statement_lines_claim_unique'),
    /** The compensation transaction. */
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('brand_statement_lines_statement_idx').on(t.statementId)],
);

/**
 * Every attempt to charge a statement: 'pending' from just before the provider is called until its answer
 * is recorded ('succeeded' | 'failed'); a pending attempt is resumed with the same provider key.
 */
export const statementCharges = pgTable(
  'statement_charges',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => brandStatements.id),
    attempt: integer('attempt').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'pending' | 'succeeded' | 'failed' */
    status: text('status').notNull(),
    /** The card charged. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    providerChargeId: text('provider_charge_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    /** When the provider's answer was recorded. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_charges_attempt_unique').on(t.statementId, t.attempt),
    check('statement_charges_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** A card on file: only the provider's id and what may be shown (brand, last 4, expiry); never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull().unique('payment_methods_provider_method_unique'),
    cardBrand: text('card_brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_one_default')
      .on(t.companyId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
    index('payment_methods_company_idx').on(t.companyId),
  ],
);

/**
 * The local payout and card provider's own books (what Stripe would hold on its side): accounts, payouts,
 * set-up intents, cards, charges, as JSON documents by id. Our own tables never read it; only the local
 * provider implementations do.
 */
export const providerSimObjects = pgTable(
  'provider_sim_objects',
  {
    /** Prefixed like the provider's: 'acct_…', 'po_…', 'seti_…', 'pm_…', 'ch_…'. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The caller's idempotency key: the same key answers the same object. */
    idempotencyKey: text('idempotency_key').unique('provider_sim_objects_idempotency_key_unique'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_sim_objects_type_idx').on(t.type)],
);

/** A component of a product, with the part number fitted (products.components). */
export interface ProductComponentRow {
  type: string;
  partNumber: string;
}

const componentTypes = sql.raw(
  "('frame', 'motor', 'battery', 'display', 'controller', 'drivetrain', 'other')",
);

/** A brand's catalogue (domain §2.3 Product); the components decide which warranty terms cover a unit. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    /** Stored upper-case; unique within the brand. */
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    modelYear: smallint('model_year').notNull(),
    category: text('category').notNull(),
    msrpCents: bigint('msrp_cents', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    components: jsonb('components').$type<ProductComponentRow[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_brand_sku_unique').on(t.brandCompanyId, t.sku),
    check(
      'products_category_check',
      sql`${t.category} in ('class1', 'class2', 'class3', 'cargo', 'emtb', 'scooter', 'part', 'accessory')`,
    ),
    check('products_msrp_check', sql`${t.msrpCents} >= 0`),
  ],
);

/**
 * A brand's warranty policy line for one component type (domain §2.3 WarrantyTerm), for every product of
 * the brand or one product. Versioned by dates: a change is a new row with a later `effective_from`.
 */
export const warrantyTerms = pgTable(
  'warranty_terms',
  {
    id: serial('id').primaryKey(),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    /** Null: every product of the brand. */
    productId: integer('product_id').references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    componentType: text('component_type').notNull(),
    /** Null: lifetime. */
    durationMonths: integer('duration_months'),
    startBasis: text('start_basis').notNull(),
    laborCoveredPct: smallint('labor_covered_pct').notNull(),
    partsCoveredPct: smallint('parts_covered_pct').notNull(),
    transferable: boolean('transferable').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranty_terms_brand_code_from_unique').on(t.brandCompanyId, t.code, t.effectiveFrom),
    index('warranty_terms_brand_component_idx').on(t.brandCompanyId, t.componentType),
    check('warranty_terms_component_check', sql`${t.componentType} in ${componentTypes}`),
    check(
      'warranty_terms_duration_check',
      sql`${t.durationMonths} is null or ${t.durationMonths} between 1 and 600`,
    ),
    check('warranty_terms_start_basis_check', sql`${t.startBasis} in ('purchase_date', 'registration_date')`),
    check(
      'warranty_terms_pct_check',
      sql`${t.laborCoveredPct} between 0 and 100 and ${t.partsCoveredPct} between 0 and 100`,
    ),
    check(
      'warranty_terms_dates_check',
      sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`,
    ),
  ],
);

/** warranties.status (domain §2.7): void and transferred records no longer hold their serial. */
export const WarrantyStatus = {
  pendingVerification: 'pending_verification',
  active: 'active',
  expired: 'expired',
  void: 'void',
  transferred: 'transferred',
} as const;

/** The registration of one unit (domain §2.3 Warranty). */
export const warranties = pgTable(
  'warranties',
  {
    id: serial('id').primaryKey(),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Normalised: trimmed, upper-case, no whitespace (contract normalizeSerial). */
    serialNumber: text('serial_number').notNull(),
    batterySerial: text('battery_serial'),
    motorSerial: text('motor_serial'),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    sellingRetailerCompanyId: integer('selling_retailer_company_id')
      .notNull()
      .references(() => companies.id),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone'),
    proofOfPurchaseFileId: uuid('proof_of_purchase_file_id').references(() => files.id),
    source: text('source').notNull(),
    status: text('status').notNull(),
    registeredByUserId: integer('registered_by_user_id')
      .notNull()
      .references(() => users.id),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The record this one replaced when the unit changed owner (domain §2.7: active → transferred). */
    transferredFromId: integer('transferred_from_id').references((): AnyPgColumn => warranties.id),
    /**
     * The earliest coverage end on or after the day it was computed (null: none, e.g. lifetime or all
     * ended), so "coverage ending within N days" reads an index instead of every unit's coverages. Set when
     * the record and its coverages are written (coverages never change); a value before today is stale and
     * refreshNextCoverageEnds moves it on.
     */
    nextCoverageEnd: date('next_coverage_end', { mode: 'string' }),
  },
  (t) => [
    // One live registration per unit of a brand: concurrent registrations of a serial cannot both win.
    uniqueIndex('warranties_live_serial_unique')
      .on(t.brandCompanyId, t.serialNumber)
      .where(sql`${t.status} not in ('void', 'transferred')`),
    index('warranties_brand_purchase_idx').on(t.brandCompanyId, t.purchaseDate.desc().nullsFirst()),
    index('warranties_retailer_purchase_idx').on(
      t.sellingRetailerCompanyId,
      t.purchaseDate.desc().nullsFirst(),
    ),
    index('warranties_brand_registered_idx').on(t.brandCompanyId, t.registeredAt.desc().nullsFirst()),
    // The admin's default order (newest registrations first, the id breaking ties) read straight off an index.
    index('warranties_registered_idx').on(t.registeredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('warranties_transferred_from_idx').on(t.transferredFromId),
    index('warranties_status_idx').on(t.status),
    index('warranties_product_idx').on(t.productId),
    index('warranties_serial_idx').on(t.serialNumber),
    // The partial serial search (LIKE '%…%') through trigrams (pg_trgm).
    index('warranties_serial_trgm_idx').using('gin', t.serialNumber.op('gin_trgm_ops')),
    // "Coverage ending within N days": a brand's matches counted off one range of this index (the id lets
    // the stale-value check run without reading the table) …
    index('warranties_brand_status_next_end_idx').on(t.brandCompanyId, t.status, t.nextCoverageEnd, t.id),
    // … and its pages read in purchase order off this one, which also serves a brand's status filter.
    index('warranties_brand_status_purchase_idx').on(
      t.brandCompanyId,
      t.status,
      t.purchaseDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.nextCoverageEnd,
    ),
    // The refresh and the stale-value check find values in the past through this one.
    index('warranties_next_end_idx').on(t.nextCoverageEnd),
    check(
      'warranties_status_check',
      sql`${t.status} in ('pending_verification', 'active', 'expired', 'void', 'transferred')`,
    ),
    check('warranties_source_check', sql`${t.source} in ('retailer_pos', 'consumer', 'brand', 'import')`),
  ],
);

/** A warranty's coverage of one component, computed at registration and frozen (term changes never move it). */
export const warrantyCoverages = pgTable(
  'warranty_coverages',
  {
    id: serial('id').primaryKey(),
    warrantyId: integer('warranty_id')
      .notNull()
      .references(() => warranties.id),
    termId: integer('term_id')
      .notNull()
      .references(() => warrantyTerms.id),
    /** Copied from the term, so the coverage reads the same after the term changes. */
    termCode: text('term_code').notNull(),
    componentType: text('component_type').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Null: lifetime. */
    endsOn: date('ends_on', { mode: 'string' }),
    laborCoveredPct: smallint('labor_covered_pct').notNull(),
    partsCoveredPct: smallint('parts_covered_pct').notNull(),
  },
  (t) => [
    uniqueIndex('warranty_coverages_warranty_component_unique').on(t.warrantyId, t.componentType),
    // "Expiring within N days" looks coverages up by their end date.
    index('warranty_coverages_ends_on_idx').on(t.endsOn, t.warrantyId),
  ],
);

/** The history of every status change (domain §2.1): never updated or deleted. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The table of the record, e.g. 'warranty'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** Null when the record was created in `to`. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_changes_entity_idx').on(t.entity, t.entityId, t.at)],
);

/**
 * How a claim is fulfilled (domain §2.3 FulfillmentType): the platform's defaults (no owner) and a brand's
 * own. Codes are unique per owner.
 */
export const fulfillmentTypes = pgTable(
  'fulfillment_types',
  {
    id: serial('id').primaryKey(),
    /** Null: a platform default every brand may use. */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    requiresReturn: boolean('requires_return').notNull().default(false),
    shipsReplacement: boolean('ships_replacement').notNull().default(false),
    compensatesRetailer: boolean('compensates_retailer').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  // Null owners are distinct in a plain unique index: coalesce makes the platform's codes unique too.
  (t) => [
    uniqueIndex('fulfillment_types_owner_code_unique').on(sql`coalesce(${t.ownerCompanyId}, 0)`, t.code),
  ],
);

/** One flat-rate labor operation of a compensation rule. */
export interface LaborOperationRow {
  code: string;
  description: string;
  standardHours: number;
}

/**
 * What a brand pays a retailer for warranty work (domain §2.3 CompensationRule). Never edited: a change is a
 * new version that supersedes the old row, which gets `effective_to` and `retired_at`.
 */
export const compensationRules = pgTable(
  'compensation_rules',
  {
    id: serial('id').primaryKey(),
    /** Null: the platform default, used when a brand has no rule in force. */
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    name: text('name').notNull(),
    /** Null: every fulfillment type. */
    fulfillmentTypeId: integer('fulfillment_type_id').references(() => fulfillmentTypes.id),
    /** Null: every component type. */
    componentType: text('component_type'),
    laborRateCentsPerHour: integer('labor_rate_cents_per_hour').notNull(),
    laborOperations: jsonb('labor_operations').$type<LaborOperationRow[]>().notNull().default([]),
    partsBasis: text('parts_basis').notNull(),
    partsMarkupPct: smallint('parts_markup_pct').notNull().default(0),
    handlingFeeCents: integer('handling_fee_cents').notNull().default(0),
    /** Null: no cap. */
    freightCapCents: integer('freight_cap_cents'),
    claimCapCents: integer('claim_cap_cents'),
    submitWithinDays: integer('submit_within_days'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => compensationRules.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('compensation_rules_owner_idx').on(t.ownerCompanyId),
    // One successor per version: two edits of the same version at once cannot both win.
    uniqueIndex('compensation_rules_supersedes_unique').on(t.supersedesId),
    check(
      'compensation_rules_parts_basis_check',
      sql`${t.partsBasis} in ('dealer_cost', 'cost_plus_pct', 'msrp')`,
    ),
    check(
      'compensation_rules_component_check',
      sql`${t.componentType} is null or ${t.componentType} in ${componentTypes}`,
    ),
    check(
      'compensation_rules_dates_check',
      sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`,
    ),
  ],
);

/** Claim statuses that still wait for a decision: one such claim per warranty and component. */
const openClaimStatuses = sql.raw("('draft', 'submitted', 'under_review', 'needs_info')");

/** A retailer's warranty claim on a registered unit (domain §2.3 WarrantyClaim, §2.7). */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    /** CLM-000123, from the id (no second sequence to keep in step). */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'CLM-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    warrantyId: integer('warranty_id')
      .notNull()
      .references(() => warranties.id),
    /** Copied from the warranty, for scoping. */
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    retailerCompanyId: integer('retailer_company_id')
      .notNull()
      .references(() => companies.id),
    submittedByUserId: integer('submitted_by_user_id')
      .notNull()
      .references(() => users.id),
    failureDate: date('failure_date', { mode: 'string' }).notNull(),
    repairDate: date('repair_date', { mode: 'string' }),
    complaint: text('complaint').notNull(),
    diagnosis: text('diagnosis'),
    causalComponentType: text('causal_component_type').notNull(),
    causalPartNumber: text('causal_part_number'),
    fulfillmentTypeId: integer('fulfillment_type_id')
      .notNull()
      .references(() => fulfillmentTypes.id),
    status: text('status').notNull(),
    claimedTotalCents: bigint('claimed_total_cents', { mode: 'number' }).notNull(),
    approvedTotalCents: bigint('approved_total_cents', { mode: 'number' }),
    compensationRuleId: integer('compensation_rule_id').references(() => compensationRules.id),
    /** The rule version in force at the decision, frozen (a later rule change cannot alter a paid claim). */
    ruleSnapshot: jsonb('rule_snapshot'),
    reasonCode: text('reason_code'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    /** Bumped by every status change. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    compensatedAt: timestamp('compensated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('warranty_claims_number_unique').on(t.number),
    // Two submissions of the same fault at once cannot both open a claim.
    uniqueIndex('warranty_claims_open_unique')
      .on(t.warrantyId, t.causalComponentType)
      .where(sql`${t.status} in ${openClaimStatuses}`),
    index('warranty_claims_brand_submitted_idx').on(t.brandCompanyId, t.submittedAt.desc().nullsFirst()),
    index('warranty_claims_retailer_submitted_idx').on(
      t.retailerCompanyId,
      t.submittedAt.desc().nullsFirst(),
    ),
    index('warranty_claims_status_idx').on(t.status),
    check(
      'warranty_claims_status_check',
      sql`${t.status} in ('draft', 'submitted', 'under_review', 'needs_info', 'approved', 'partially_approved', 'awaiting_return', 'compensated', 'rejected', 'cancelled', 'closed')`,
    ),
    check('warranty_claims_component_check', sql`${t.causalComponentType} in ${componentTypes}`),
  ],
);

/** One line of a claim: what the retailer claims and what the reviewer approves (approved ≤ claimed). */
export const claimLines = pgTable(
  'claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id),
    lineNo: smallint('line_no').notNull(),
    kind: text('kind').notNull(),
    /** Labor operation code or part number. */
    code: text('code'),
    description: text('description').notNull(),
    /** Hours for labor, units otherwise. */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unitCents: bigint('unit_cents', { mode: 'number' }).notNull(),
    claimedCents: bigint('claimed_cents', { mode: 'number' }).notNull(),
    approvedCents: bigint('approved_cents', { mode: 'number' }),
    /** approved | adjusted | rejected, set by the decision. */
    decision: text('decision'),
    reasonCode: text('reason_code'),
  },
  (t) => [
    uniqueIndex('claim_lines_claim_line_unique').on(t.claimId, t.lineNo),
    check('claim_lines_kind_check', sql`${t.kind} in ('labor', 'part', 'freight', 'handling', 'other')`),
    check(
      'claim_lines_approved_check',
      sql`${t.approvedCents} is null or ${t.approvedCents} between 0 and ${t.claimedCents}`,
    ),
  ],
);

/** Photos, videos and diagnostic exports attached to a claim (files of the submitting retailer). */
export const claimAttachments = pgTable(
  'claim_attachments',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    addedByUserId: integer('added_by_user_id')
      .notNull()
      .references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.fileId] })],
);

/**
 * The return of goods for a claim (domain §2.3 ReverseShipment, §2.7): requested → label_issued →
 * in_transit → received → inspected → closed, or cancelled before it ships. Overdue is `return_by` passed.
 */
export const reverseShipments = pgTable(
  'reverse_shipments',
  {
    id: serial('id').primaryKey(),
    /** RMA-000123, from the id. */
    rmaNumber: text('rma_number')
      .notNull()
      .generatedAlwaysAs(sql`'RMA-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id),
    /** Copied from the claim, for scoping. */
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    retailerCompanyId: integer('retailer_company_id')
      .notNull()
      .references(() => companies.id),
    direction: text('direction').notNull().default('retailer_to_brand'),
    shipFrom: text('ship_from').notNull(),
    shipTo: text('ship_to').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    labelFileId: uuid('label_file_id').references(() => files.id),
    returnBy: date('return_by', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    inspectionResult: text('inspection_result'),
    inspectionNotes: text('inspection_notes'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    inspectedByUserId: integer('inspected_by_user_id').references(() => users.id),
    /** Bumped by every status change. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reverse_shipments_rma_unique').on(t.rmaNumber),
    uniqueIndex('reverse_shipments_claim_direction_unique').on(t.claimId, t.direction),
    index('reverse_shipments_brand_created_idx').on(t.brandCompanyId, t.createdAt.desc().nullsFirst()),
    index('reverse_shipments_retailer_created_idx').on(t.retailerCompanyId, t.createdAt.desc().nullsFirst()),
    index('reverse_shipments_status_idx').on(t.status),
    check(
      'reverse_shipments_status_check',
      sql`${t.status} in ('requested', 'label_issued', 'in_transit', 'received', 'inspected', 'closed', 'cancelled')`,
    ),
    check(
      'reverse_shipments_direction_check',
      sql`${t.direction} in ('retailer_to_brand', 'brand_to_retailer', 'rider_to_retailer')`,
    ),
    check(
      'reverse_shipments_inspection_check',
      sql`${t.inspectionResult} is null or ${t.inspectionResult} in ('confirmed_defect', 'no_fault_found', 'customer_damage', 'wrong_part')`,
    ),
  ],
);

/** What a reverse shipment carries, and how much of it arrived. */
export const reverseShipmentItems = pgTable(
  'reverse_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => reverseShipments.id),
    partNumber: text('part_number').notNull(),
    serialNumber: text('serial_number'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
  },
  (t) => [
    index('reverse_shipment_items_shipment_idx').on(t.shipmentId),
    check('reverse_shipment_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'reverse_shipment_items_received_check',
      sql`${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * Responses kept for `Idempotency-Key` (domain §2.9): a repeated key replays the stored response; the same
 * key with another request is refused. Kept at least 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** sha256 of method, path and body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A retailer's location (domain §2.2 Shop; a brand may own service centres too). Its weekly hours are on
 * its own clock (`timezone`); dated exceptions are in `shop_hours_exceptions`. Deactivated, never deleted.
 */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    /** USPS two-letter state. */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    phone: text('phone'),
    /** IANA time zone (one of the console's timezone options); required: a state does not settle it. */
    timezone: text('timezone').notNull(),
    /** The regular week (contract `WeeklyHours`): per weekday, ordered opening intervals "HH:MM". */
    hours: jsonb('hours').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_company_id_idx').on(t.companyId),
    check('shops_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);

/** A dated exception to a shop's week: closed, or open at other times. One per shop and date. */
export const shopHoursExceptions = pgTable(
  'shop_hours_exceptions',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    closed: boolean('closed').notNull(),
    /** The day's opening intervals (contract `dayHours`); empty when closed. */
    hours: jsonb('hours').notNull(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.date] })],
);

/** A service of a retailer's menu (what the bookings area books appointments on). */
export const serviceItems = pgTable(
  'service_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** A value of the `service_category` dictionary. */
    category: text('category').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_items_company_id_idx').on(t.companyId),
    check('service_items_price_check', sql`${t.priceCents} >= 0`),
    check('service_items_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/** Which shops offer a service. */
export const serviceItemShops = pgTable(
  'service_item_shops',
  {
    serviceItemId: integer('service_item_id')
      .notNull()
      .references(() => serviceItems.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
  },
  (t) => [
    primaryKey({ columns: [t.serviceItemId, t.shopId] }),
    index('service_item_shops_shop_idx').on(t.shopId),
  ],
);

/** employees.position */
export const EmployeePosition = {
  technician: 'technician',
  sales: 'sales',
  serviceManager: 'service_manager',
  other: 'other',
} as const;

/**
 * A person of a company (domain §2.2 Employee), with or without a console login (`userId`). Every user of
 * a brand or retailer has one. Status is derived (modules/people/status.ts): deactivated when `active` is
 * false, invited while the linked user has never had a password, active otherwise (a forced password reset
 * clears the password but keeps the user active). Technicians are the onsite area's resources.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .references(() => users.id, { onDelete: 'set null' })
      .unique('employees_user_id_unique'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased; unique within the company. */
    email: text('email'),
    phone: text('phone'),
    /** EmployeePosition. */
    position: text('position').notNull().default('other'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** IANA time zone of the person's working hours; null: the company's. */
    timezone: text('timezone'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employees_company_id_idx').on(t.companyId),
    uniqueIndex('employees_company_email_idx').on(t.companyId, t.email).where(sql`${t.email} is not null`),
    check(
      'employees_position_check',
      sql`${t.position} in ('technician', 'sales', 'service_manager', 'other')`,
    ),
    check('employees_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The shops an employee works at. */
export const employeeShops = pgTable(
  'employee_shops',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.shopId] }), index('employee_shops_shop_idx').on(t.shopId)],
);

/** company_documents.status (domain §2.7 Document). */
export const DocumentStatus = {
  uploaded: 'uploaded',
  underReview: 'under_review',
  approved: 'approved',
  rejected: 'rejected',
  expired: 'expired',
} as const;

/**
 * A company's document (W-9, licence, insurance…). A new upload of a kind supersedes the one before
 * (`supersedesId`; the old row gets `supersededAt`): nothing is overwritten or deleted.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Contract `companyDocumentType`. */
    type: text('type').notNull(),
    /** The stored file (its name, type, size and sha256 are in `files`). */
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** DocumentStatus. */
    status: text('status').notNull().default('uploaded'),
    expiresOn: date('expires_on'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    supersedesId: integer('supersedes_id').references((): AnyPgColumn => companyDocuments.id),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('company_documents_company_idx').on(t.companyId, t.type),
    // One current document of a kind per company: an upload supersedes the current one in its transaction.
    uniqueIndex('company_documents_current_unique')
      .on(t.companyId, t.type)
      .where(sql`${t.supersededAt} is null`),
    index('company_documents_status_idx').on(t.status),
    check(
      'company_documents_status_check',
      sql`${t.status} in ('uploaded', 'under_review', 'approved', 'rejected', 'expired')`,
    ),
    check(
      'company_documents_type_check',
      sql`${t.type} in ('w9', 'business_license', 'insurance_certificate', 'dealer_agreement', 'resale_certificate', 'other')`,
    ),
  ],
);

/**
 * Permission-relevant and admin actions (domain §2.1 AuditEvent): who did what to which company or user,
 * with the values before and after. Never updated or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** The company the action was about (null for none). */
    companyId: integer('company_id').references(() => companies.id),
    /** The user the action was about, when it was about one. */
    subjectUserId: integer('subject_user_id').references(() => users.id),
    /** e.g. 'user.role_changed', 'company.suspended', 'document.approved'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.at.desc().nullsFirst()),
    index('audit_events_subject_user_idx').on(t.subjectUserId, t.at.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------- bookings (issue 14, domain §2.4)

/**
 * Something customers book (Event settings): a test ride, a demo event, a service appointment… Owned by a
 * retailer (at its own shops) or a brand (test rides at its dealers' shops). Its rules are columns; its
 * questions, reminders and demo units are JSON in the contract's shapes (`eventTypeBody`).
 */
export const eventTypes = pgTable(
  'event_types',
  {
    id: serial('id').primaryKey(),
    ownerCompanyId: integer('owner_company_id')
      .notNull()
      .references(() => companies.id),
    /** The brand whose bikes a test ride shows (a brand's own events: itself). That brand sees the bookings. */
    brandCompanyId: integer('brand_company_id').references(() => companies.id),
    /** Contract `eventKind`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Unique per owner; the public booking link's last part. */
    slug: text('slug').notNull(),
    description: text('description'),
    locationType: text('location_type').notNull().default('in_shop'),
    durationMinutes: integer('duration_minutes').notNull(),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    capacityPerSlot: integer('capacity_per_slot').notNull().default(1),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    maxAdvanceDays: integer('max_advance_days').notNull().default(60),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    confirmationBlocksSlot: boolean('confirmation_blocks_slot').notNull().default(true),
    autoExpirePendingMinutes: integer('auto_expire_pending_minutes'),
    cancelNoticeMinutes: integer('cancel_notice_minutes').notNull().default(0),
    rescheduleNoticeMinutes: integer('reschedule_notice_minutes').notNull().default(0),
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    feedbackQuestions: jsonb('feedback_questions').notNull().default(sql`'[]'::jsonb`),
    reminders: jsonb('reminders').notNull().default(sql`'[]'::jsonb`),
    demoUnits: jsonb('demo_units').notNull().default(sql`'[]'::jsonb`),
    priceCents: integer('price_cents'),
    serviceItemId: integer('service_item_id').references(() => serviceItems.id),
    /** Contract `eventTypeStatus`. */
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_types_owner_slug_unique').on(t.ownerCompanyId, t.slug),
    index('event_types_brand_idx').on(t.brandCompanyId),
    check(
      'event_types_kind_check',
      sql`${t.kind} in ('test_ride', 'demo_event', 'service', 'fitting', 'delivery')`,
    ),
    check('event_types_status_check', sql`${t.status} in ('draft', 'active', 'hidden', 'archived')`),
    check('event_types_location_check', sql`${t.locationType} in ('in_shop', 'onsite', 'venue')`),
    check('event_types_capacity_check', sql`${t.capacityPerSlot} >= 1`),
    check('event_types_duration_check', sql`${t.durationMinutes} > 0 and ${t.slotIntervalMinutes} > 0`),
  ],
);

/** The shops where an event type runs. */
export const eventTypeShops = pgTable(
  'event_type_shops',
  {
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventTypeId, t.shopId] }),
    index('event_type_shops_shop_idx').on(t.shopId),
  ],
);

/** The employees who host an event type; none: the shop's hours alone decide. */
export const eventTypeHosts = pgTable(
  'event_type_hosts',
  {
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
  },
  (t) => [primaryKey({ columns: [t.eventTypeId, t.employeeId] })],
);

/** An employee's own week (contract `WeeklyHours`) on the company's clock; without one they work their shops' hours. */
export const employeeSchedules = pgTable('employee_schedules', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  hours: jsonb('hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dated override of an employee's hours: off that day, or working other times. */
export const employeeScheduleExceptions = pgTable(
  'employee_schedule_exceptions',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    closed: boolean('closed').notNull(),
    hours: jsonb('hours').notNull(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.date] })],
);

/** A period nothing may be booked in: at a shop, for an employee, or (neither) at every shop of the company. */
export const blockedPeriods = pgTable(
  'blocked_periods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    shopId: integer('shop_id').references(() => shops.id),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_periods_company_idx').on(t.companyId, t.startsAt),
    check('blocked_periods_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Seats a customer holds for a few minutes while filling in the form; they count against capacity until `expiresAt`. */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token the customer holds. */
    tokenHash: text('token_hash').notNull().unique('slot_holds_token_hash_unique'),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('slot_holds_slot_idx').on(t.eventTypeId, t.shopId, t.startsAt),
    index('slot_holds_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A booking (domain §2.4). `companyId` is the retailer whose shop it is at; `brandCompanyId` the brand that
 * sees it under Test Rides. Times are UTC; `timezone` is the shop's, for display. Status changes follow the
 * contract's BOOKING_TRANSITIONS and are written to status_changes (entity 'booking').
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The reference customers see (BK-XXXXXX). */
    reference: text('reference').notNull().unique('bookings_reference_unique'),
    /** A public booking's Idempotency-Key (staff keys are per user, in idempotency_keys). */
    idempotencyKey: text('idempotency_key').unique('bookings_idempotency_key_unique'),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandCompanyId: integer('brand_company_id').references(() => companies.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    seats: integer('seats').notNull().default(1),
    /** Contract `bookingStatus`. */
    status: text('status').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    customerZip: text('customer_zip'),
    customerTimezone: text('customer_timezone'),
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    assignedEmployeeId: integer('assigned_employee_id').references(() => employees.id),
    /** Contract `bookingSource`. */
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    cancelReasonCode: text('cancel_reason_code'),
    cancelNote: text('cancel_note'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    rescheduledFromId: integer('rescheduled_from_id').references((): AnyPgColumn => bookings.id),
    rescheduledToId: integer('rescheduled_to_id').references((): AnyPgColumn => bookings.id),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** The pickup code issued at check-in for the demo or serviced bike (6 letters and digits). */
    pickupCode: text('pickup_code'),
    pickupUnitSerial: text('pickup_unit_serial'),
    pickupIssuedAt: timestamp('pickup_issued_at', { withTimezone: true }),
    pickupConfirmedAt: timestamp('pickup_confirmed_at', { withTimezone: true }),
    /** SHA-256 of the customer's manage-link token; the token itself is only in their e-mail. */
    manageTokenHash: text('manage_token_hash').unique('bookings_manage_token_unique'),
    /** SHA-256 of the questionnaire link's token, issued on completion. */
    feedbackTokenHash: text('feedback_token_hash').unique('bookings_feedback_token_unique'),
    feedbackAnswers: jsonb('feedback_answers'),
    feedbackSubmittedAt: timestamp('feedback_submitted_at', { withTimezone: true }),
    internalNotes: text('internal_notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_slot_idx').on(t.eventTypeId, t.shopId, t.startsAt),
    index('bookings_company_start_idx').on(t.companyId, t.startsAt),
    index('bookings_brand_start_idx').on(t.brandCompanyId, t.startsAt),
    index('bookings_shop_start_idx').on(t.shopId, t.startsAt),
    index('bookings_status_idx').on(t.status, t.startsAt),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'rejected', 'expired', 'cancelled', 'rescheduled', 'checked_in', 'completed', 'no_show')`,
    ),
    check('bookings_source_check', sql`${t.source} in ('widget', 'admin', 'api', 'brand')`),
    check('bookings_seats_check', sql`${t.seats} >= 1`),
    check('bookings_order_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A reminder of a booking (domain §2.4 ReminderJob); a sweep sends those due. Cancelled with the booking. */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('booking_reminders_booking_idx').on(t.bookingId),
    index('booking_reminders_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
    check('booking_reminders_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** onsite_jobs.status (domain §2.7 OnsiteJob; contract ONSITE_TRANSITIONS). */
export const OnsiteJobStatus = {
  new: 'new',
  confirmed: 'confirmed',
  scheduled: 'scheduled',
  assigned: 'assigned',
  enRoute: 'en_route',
  onSite: 'on_site',
  completed: 'completed',
  cannotComplete: 'cannot_complete',
  cancelled: 'cancelled',
} as const;

/** A brand's onsite SLA: hours from the request to the due time per priority, and a job's default length. */
export const onsiteSettings = pgTable('onsite_settings', {
  brandCompanyId: integer('brand_company_id')
    .primaryKey()
    .references(() => companies.id),
  slaUrgentHours: integer('sla_urgent_hours').notNull(),
  slaHighHours: integer('sla_high_hours').notNull(),
  slaNormalHours: integer('sla_normal_hours').notNull(),
  slaLowHours: integer('sla_low_hours').notNull(),
  defaultDurationMinutes: integer('default_duration_minutes').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job at the customer's place (domain §2.6 OnsiteJob): one row of the flight board. Status changes are in
 * `status_changes` (entity 'onsite_job'); `version` moves with every write (optimistic concurrency and the
 * live stream's event). Delayed and overdue are derived, never stored.
 */
export const onsiteJobs = pgTable(
  'onsite_jobs',
  {
    id: serial('id').primaryKey(),
    /** OSJ-000123, from the id. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'OSJ-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    claimId: integer('claim_id').references(() => warrantyClaims.id),
    warrantyId: integer('warranty_id').references(() => warranties.id),
    productId: integer('product_id').references(() => products.id),
    serialNumber: text('serial_number'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** USPS two-letter state. */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /** IANA time zone of the customer's place: the board shows the ETA on it. */
    timezone: text('timezone').notNull(),
    territory: text('territory'),
    /** Contract `onsiteServiceType`. */
    serviceType: text('service_type').notNull(),
    /** normal | low | high | urgent. */
    priority: text('priority').notNull().default('normal'),
    description: text('description'),
    requestWindowStart: timestamp('request_window_start', { withTimezone: true }),
    requestWindowEnd: timestamp('request_window_end', { withTimezone: true }),
    /** The request (window start, or creation) plus the priority's SLA hours; recomputed when the priority changes. */
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    /** ETA. */
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    technicianEmployeeId: integer('technician_employee_id').references(() => employees.id),
    /** OnsiteJobStatus. */
    status: text('status').notNull().default('new'),
    subStatus: text('sub_status'),
    actualStart: timestamp('actual_start', { withTimezone: true }),
    actualEnd: timestamp('actual_end', { withTimezone: true }),
    resolution: text('resolution'),
    /** Parts used: [{ code, description, quantity }]. */
    parts: jsonb('parts').notNull().default(sql`'[]'::jsonb`),
    /** Photos: file names (files.file_name) of the brand's uploads. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    signatureFileId: uuid('signature_file_id').references(() => files.id),
    signedBy: text('signed_by'),
    /** Why it could not be completed, or why it was cancelled (the latest). */
    reason: text('reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('onsite_jobs_brand_start_idx').on(t.brandCompanyId, t.scheduledStart),
    index('onsite_jobs_brand_status_idx').on(t.brandCompanyId, t.status),
    index('onsite_jobs_technician_start_idx').on(t.technicianEmployeeId, t.scheduledStart),
    index('onsite_jobs_claim_idx').on(t.claimId),
    check(
      'onsite_jobs_status_check',
      sql`${t.status} in ('new', 'confirmed', 'scheduled', 'assigned', 'en_route', 'on_site', 'completed', 'cannot_complete', 'cancelled')`,
    ),
    check('onsite_jobs_priority_check', sql`${t.priority} in ('normal', 'low', 'high', 'urgent')`),
    check('onsite_jobs_duration_check', sql`${t.durationMinutes} between 15 and 720`),
    // A planned status has its plan: an ETA from scheduled on, a technician from assigned on.
    check(
      'onsite_jobs_plan_check',
      sql`(${t.status} not in ('scheduled', 'assigned', 'en_route', 'on_site', 'completed') or ${t.scheduledStart} is not null)
        and (${t.status} not in ('assigned', 'en_route', 'on_site', 'completed') or ${t.technicianEmployeeId} is not null)`,
    ),
    check('onsite_jobs_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
  ],
);

/**
 * An issued service order PDF (domain §2.6 ServiceOrderDocument): never changed; a regeneration adds the next
 * version. The file itself is a generated file of the brand.
 */
export const serviceOrderDocuments = pgTable(
  'service_order_documents',
  {
    id: serial('id').primaryKey(),
    onsiteJobId: integer('onsite_job_id')
      .notNull()
      .references(() => onsiteJobs.id),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sha256: text('sha256').notNull(),
    /** The layout it was drawn with (a new layout does not change issued PDFs). */
    templateVersion: integer('template_version').notNull(),
    /** Why a new version was issued (null for the first). */
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who completed the job or asked for the new version. */
    issuedBy: integer('issued_by').references(() => users.id),
  },
  (t) => [uniqueIndex('service_order_documents_job_version_idx').on(t.onsiteJobId, t.version)],
);

/** A link e-mailed to the customer to open a service order without signing in; only the token's SHA-256 is kept. */
export const serviceOrderLinks = pgTable('service_order_links', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id')
    .notNull()
    .references(() => serviceOrderDocuments.id),
  tokenHash: text('token_hash').notNull().unique('service_order_links_token_hash_unique'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
});

/**
 * A bug report (domain §2.6 BugReport) from a brand or retailer user; admins triage it. Status and resolution
 * are separate fields: a resolution is set from `resolved` on, `duplicate_of_id` only with the duplicate one.
 * Status changes are in `status_changes` (entity 'bug_report').
 */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: serial('id').primaryKey(),
    /** BUG-000123, from the id. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'BUG-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    steps: text('steps').notNull(),
    expected: text('expected').notNull(),
    actual: text('actual').notNull(),
    /** blocker | critical | major | minor | trivial: the reporter's, then the triager's. */
    severity: text('severity').notNull(),
    category: text('category'),
    /** new | triaged | in_progress | needs_info | resolved | closed. */
    status: text('status').notNull().default('new'),
    /** fixed | duplicate | wont_fix | cannot_reproduce | invalid | incomplete. */
    resolution: text('resolution'),
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => bugReports.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    /** Captured by the console when the report is made. */
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    appVersion: text('app_version'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('bug_reports_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('bug_reports_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('bug_reports_assignee_idx').on(t.assigneeUserId),
    check(
      'bug_reports_status_check',
      sql`${t.status} in ('new', 'triaged', 'in_progress', 'needs_info', 'resolved', 'closed')`,
    ),
    check(
      'bug_reports_severity_check',
      sql`${t.severity} in ('blocker', 'critical', 'major', 'minor', 'trivial')`,
    ),
    check(
      'bug_reports_resolution_check',
      sql`(${t.status} in ('resolved', 'closed')) = (${t.resolution} is not null)
        and (${t.resolution} is null or ${t.resolution} in ('fixed', 'duplicate', 'wont_fix', 'cannot_reproduce', 'invalid', 'incomplete'))`,
    ),
    check(
      'bug_reports_duplicate_check',
      sql`(${t.resolution} is not distinct from 'duplicate') = (${t.duplicateOfId} is not null) and ${t.duplicateOfId} is distinct from ${t.id}`,
    ),
  ],
);

/** A comment on a bug report; internal ones are for admins only and never reach the reporter's company. */
export const bugComments = pgTable(
  'bug_comments',
  {
    id: serial('id').primaryKey(),
    bugReportId: integer('bug_report_id')
      .notNull()
      .references(() => bugReports.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** public | internal. */
    visibility: text('visibility').notNull().default('public'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bug_comments_report_idx').on(t.bugReportId, t.createdAt),
    check('bug_comments_visibility_check', sql`${t.visibility} in ('public', 'internal')`),
  ],
);

/** Screenshots and files of a bug report, or of one of its comments (files of the reporter's company). */
export const bugAttachments = pgTable(
  'bug_attachments',
  {
    id: serial('id').primaryKey(),
    bugReportId: integer('bug_report_id')
      .notNull()
      .references(() => bugReports.id),
    commentId: integer('comment_id').references(() => bugComments.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('bug_attachments_report_idx').on(t.bugReportId),
    uniqueIndex('bug_attachments_file_idx').on(t.fileId),
  ],
);

/**
 * Where a company's webhook events go (domain §2.6 WebhookEndpoint). Secrets are kept encrypted (the server
 * signs with them); after a rotation the previous one signs too until `previous_expires_at`.
 * `failing_since` is the first failure of the current unbroken run of failures (null after a success).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    /** active | disabled. */
    status: text('status').notNull().default('active'),
    /** manual | failing, when disabled. */
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('webhook_endpoints_company_idx').on(t.companyId),
    check('webhook_endpoints_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'webhook_endpoints_disabled_check',
      sql`(${t.status} = 'disabled') = (${t.disabledReason} is not null)
        and (${t.disabledReason} is null or ${t.disabledReason} in ('manual', 'failing'))`,
    ),
  ],
);

/**
 * An event for a company's webhooks (domain §2.6 WebhookMessage), written in the same transaction as the change
 * it reports (the outbox). `payload` is exactly what is sent: { id, type, created_at, company_id, data }.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** msg_… */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_messages_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst())],
);

/**
 * One message on its way to one endpoint. `pending` until a 2xx (`succeeded`) or the last retry failed
 * (`failed`); `next_attempt_at` is when the dispatcher sends it next. A replay sets it pending again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** pending | succeeded | failed. */
    status: text('status').notNull().default('pending'),
    /** Attempts made so far in the current run (a replay starts a new run at 1). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_endpoint_idx').on(t.messageId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc().nullsFirst()),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** One HTTP request of a delivery (domain §2.6 WebhookAttempt): the delivery log's rows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    attemptNo: integer('attempt_no').notNull(),
    /** auto | manual_replay | test. */
    trigger: text('trigger').notNull(),
    /** succeeded | failed. */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    /** The first KB of the response body. */
    responseSnippet: text('response_snippet'),
    durationMs: integer('duration_ms').notNull(),
    /** Why it failed without an HTTP answer (refused address, timeout, connection error). */
    error: text('error'),
    /** When the next retry is due after this failure (null: none follows). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_attempts_endpoint_at_idx').on(t.endpointId, t.at.desc().nullsFirst()),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptNo),
    check('webhook_attempts_trigger_check', sql`${t.trigger} in ('auto', 'manual_replay', 'test')`),
    check('webhook_attempts_status_check', sql`${t.status} in ('succeeded', 'failed')`),
  ],
);

/**
 * A company's API key (domain §2.6 ApiKey): the key is shown once; only its SHA-256 is kept, with a visible
 * prefix to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique('api_keys_hash_unique'),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
);

/**
 * A retailer's enrolment in the Live Data Program for one brand it deals for (domain §2.6 LiveDataEnrollment):
 * the scopes it consented to share, under which terms version. Nothing is shared for a scope not listed.
 */
export const liveDataEnrollments = pgTable(
  'live_data_enrollments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    /** inventory | sales | service. */
    scopes: text('scopes').array().notNull(),
    /** active | paused | revoked. */
    status: text('status').notNull().default('active'),
    termsVersion: text('terms_version').notNull(),
    consentedBy: integer('consented_by')
      .notNull()
      .references(() => users.id),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('live_data_enrollments_company_brand_idx').on(t.companyId, t.brandCompanyId),
    index('live_data_enrollments_brand_idx').on(t.brandCompanyId),
    check('live_data_enrollments_status_check', sql`${t.status} in ('active', 'paused', 'revoked')`),
  ],
);

/** One upload of live data (a CSV file, or a call with an API key) and what became of its rows. */
export const liveDataImports = pgTable(
  'live_data_imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** inventory | sales | service. */
    scope: text('scope').notNull(),
    /** csv | api. */
    source: text('source').notNull(),
    fileName: text('file_name'),
    rowsAccepted: integer('rows_accepted').notNull(),
    rowsRefused: integer('rows_refused').notNull(),
    /** Refused rows: [{ row, field, message }]. */
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id),
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_data_imports_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    check('live_data_imports_scope_check', sql`${t.scope} in ('inventory', 'sales', 'service')`),
    check('live_data_imports_source_check', sql`${t.source} in ('csv', 'api')`),
  ],
);

/**
 * A retailer's shared data, one row per fact: stock on hand (inventory, the latest per shop and model wins),
 * units sold (sales) or service visits (service) of a brand's model. Rows exist only for consented scopes.
 */
export const liveDataRecords = pgTable(
  'live_data_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    brandCompanyId: integer('brand_company_id')
      .notNull()
      .references(() => companies.id),
    scope: text('scope').notNull(),
    shopId: integer('shop_id').references(() => shops.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The stock date, sale date or service date. */
    occurredOn: date('occurred_on').notNull(),
    serialNumber: text('serial_number'),
    importId: integer('import_id')
      .notNull()
      .references(() => liveDataImports.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_data_records_brand_scope_idx').on(t.brandCompanyId, t.scope, t.companyId),
    index('live_data_records_company_scope_idx').on(t.companyId, t.scope),
    // A unit's sale or service visit with its serial number is one fact: sent again, it is not counted twice.
    uniqueIndex('live_data_records_serial_idx')
      .on(t.companyId, t.scope, t.serialNumber, t.occurredOn)
      .where(sql`${t.serialNumber} is not null and ${t.scope} <> 'inventory'`),
    check('live_data_records_scope_check', sql`${t.scope} in ('inventory', 'sales', 'service')`),
    check('live_data_records_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
