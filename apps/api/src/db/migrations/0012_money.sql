CREATE TABLE "brand_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "brand_statement_lines_claim_unique" UNIQUE("claim_id")
);
--> statement-breakpoint
CREATE TABLE "brand_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"brand_company_id" integer NOT NULL,
	"period" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_statements_number_unique" UNIQUE("number"),
	CONSTRAINT "brand_statements_status_check" CHECK ("brand_statements"."status" in ('open', 'issued', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "company_balances" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"available_cents" bigint DEFAULT 0 NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"in_transit_cents" bigint DEFAULT 0 NOT NULL,
	"receivable_cents" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"as_of_entry_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_balances_available_check" CHECK ("company_balances"."available_cents" >= 0),
	CONSTRAINT "company_balances_pending_check" CHECK ("company_balances"."pending_cents" >= 0),
	CONSTRAINT "company_balances_in_transit_check" CHECK ("company_balances"."in_transit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements_past_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_deadline" timestamp with time zone,
	"disabled_reason" text,
	"destination_last4" text,
	"destination_bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_provider_account_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"transaction_id" bigint,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_method_id" text NOT NULL,
	"card_brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_provider_method_unique" UNIQUE("provider_method_id")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payout_items_payout_id_transaction_id_pk" PRIMARY KEY("payout_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"preview" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_runs_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"method" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destination_last4" text,
	"arrival_date" date,
	"failure_code" text,
	"failure_message" text,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"idempotency_key" text NOT NULL,
	"run_id" integer,
	"ledger_transaction_id" bigint,
	"failure_transaction_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_number_unique" UNIQUE("number"),
	CONSTRAINT "payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_fee_check" CHECK ("payouts"."fee_cents" >= 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'in_transit', 'paid', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "provider_sim_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_sim_objects_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "statement_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_charge_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "available_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD COLUMN "evidence_file_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD COLUMN "corrects_id" integer;--> statement-breakpoint
ALTER TABLE "brand_statement_lines" ADD CONSTRAINT "brand_statement_lines_statement_id_brand_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."brand_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_statement_lines" ADD CONSTRAINT "brand_statement_lines_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_statement_lines" ADD CONSTRAINT "brand_statement_lines_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_statements" ADD CONSTRAINT "brand_statements_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_statements" ADD CONSTRAINT "brand_statements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_balances" ADD CONSTRAINT "company_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_alerts" ADD CONSTRAINT "ledger_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_alerts" ADD CONSTRAINT "ledger_alerts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_alerts" ADD CONSTRAINT "ledger_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_failure_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("failure_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_charges" ADD CONSTRAINT "statement_charges_statement_id_brand_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."brand_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_statement_lines_statement_idx" ON "brand_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_statements_brand_period_unique" ON "brand_statements" USING btree ("brand_company_id","period");--> statement-breakpoint
CREATE INDEX "ledger_alerts_open_idx" ON "ledger_alerts" USING btree ("resolved_at","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("company_id") WHERE "payment_methods"."is_default" and "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_live_unique" ON "payout_items" USING btree ("transaction_id","company_id") WHERE not "payout_items"."released";--> statement-breakpoint
CREATE INDEX "payouts_company_created_idx" ON "payouts" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "provider_sim_objects_type_idx" ON "provider_sim_objects" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_charges_attempt_unique" ON "statement_charges" USING btree ("statement_id","attempt");--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_evidence_file_id_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_corrects_id_pay_logs_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."pay_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "company_balances" ("company_id", "available_cents", "pending_cents", "in_transit_cents", "receivable_cents", "version", "as_of_entry_id")
SELECT "company_id",
  coalesce(sum("amount_cents") FILTER (WHERE "account" = 'company_available'), 0),
  coalesce(sum("amount_cents") FILTER (WHERE "account" = 'company_pending'), 0),
  coalesce(sum("amount_cents") FILTER (WHERE "account" = 'company_payout_in_transit'), 0),
  coalesce(sum("amount_cents") FILTER (WHERE "account" = 'company_receivable'), 0),
  count(*)::integer, max("id")
FROM "ledger_entries"
WHERE "company_id" IS NOT NULL AND "account" LIKE 'company\_%'
GROUP BY "company_id";
