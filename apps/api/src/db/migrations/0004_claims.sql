CREATE TABLE "claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_cents" bigint NOT NULL,
	"claimed_cents" bigint NOT NULL,
	"approved_cents" bigint,
	"decision" text,
	"reason_code" text,
	CONSTRAINT "claim_lines_kind_check" CHECK ("claim_lines"."kind" in ('labor', 'part', 'freight', 'handling', 'other')),
	CONSTRAINT "claim_lines_approved_check" CHECK ("claim_lines"."approved_cents" is null or "claim_lines"."approved_cents" between 0 and "claim_lines"."claimed_cents")
);
--> statement-breakpoint
CREATE TABLE "compensation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"name" text NOT NULL,
	"fulfillment_type_id" integer,
	"component_type" text,
	"labor_rate_cents_per_hour" integer NOT NULL,
	"labor_operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts_basis" text NOT NULL,
	"parts_markup_pct" smallint DEFAULT 0 NOT NULL,
	"handling_fee_cents" integer DEFAULT 0 NOT NULL,
	"freight_cap_cents" integer,
	"claim_cap_cents" integer,
	"submit_within_days" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"version" integer DEFAULT 1 NOT NULL,
	"supersedes_id" integer,
	"retired_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compensation_rules_parts_basis_check" CHECK ("compensation_rules"."parts_basis" in ('dealer_cost', 'cost_plus_pct', 'msrp')),
	CONSTRAINT "compensation_rules_component_check" CHECK ("compensation_rules"."component_type" is null or "compensation_rules"."component_type" in ('frame', 'motor', 'battery', 'display', 'controller', 'drivetrain', 'other')),
	CONSTRAINT "compensation_rules_dates_check" CHECK ("compensation_rules"."effective_to" is null or "compensation_rules"."effective_to" >= "compensation_rules"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "fulfillment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"requires_return" boolean DEFAULT false NOT NULL,
	"ships_replacement" boolean DEFAULT false NOT NULL,
	"compensates_retailer" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('CLM-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"warranty_id" integer NOT NULL,
	"brand_company_id" integer NOT NULL,
	"retailer_company_id" integer NOT NULL,
	"submitted_by_user_id" integer NOT NULL,
	"failure_date" date NOT NULL,
	"repair_date" date,
	"complaint" text NOT NULL,
	"diagnosis" text,
	"causal_component_type" text NOT NULL,
	"causal_part_number" text,
	"fulfillment_type_id" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_total_cents" bigint NOT NULL,
	"approved_total_cents" bigint,
	"compensation_rule_id" integer,
	"rule_snapshot" jsonb,
	"reason_code" text,
	"assignee_user_id" integer,
	"ledger_transaction_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" in ('draft', 'submitted', 'under_review', 'needs_info', 'approved', 'partially_approved', 'rejected', 'cancelled')),
	CONSTRAINT "warranty_claims_component_check" CHECK ("warranty_claims"."causal_component_type" in ('frame', 'motor', 'battery', 'display', 'controller', 'drivetrain', 'other'))
);
--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_rules" ADD CONSTRAINT "compensation_rules_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_rules" ADD CONSTRAINT "compensation_rules_fulfillment_type_id_fulfillment_types_id_fk" FOREIGN KEY ("fulfillment_type_id") REFERENCES "public"."fulfillment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_rules" ADD CONSTRAINT "compensation_rules_supersedes_id_compensation_rules_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."compensation_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_rules" ADD CONSTRAINT "compensation_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_types" ADD CONSTRAINT "fulfillment_types_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_retailer_company_id_companies_id_fk" FOREIGN KEY ("retailer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_fulfillment_type_id_fulfillment_types_id_fk" FOREIGN KEY ("fulfillment_type_id") REFERENCES "public"."fulfillment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_compensation_rule_id_compensation_rules_id_fk" FOREIGN KEY ("compensation_rule_id") REFERENCES "public"."compensation_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_claim_line_unique" ON "claim_lines" USING btree ("claim_id","line_no");--> statement-breakpoint
CREATE INDEX "compensation_rules_owner_idx" ON "compensation_rules" USING btree ("owner_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compensation_rules_supersedes_unique" ON "compensation_rules" USING btree ("supersedes_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillment_types_owner_code_unique" ON "fulfillment_types" USING btree (coalesce("owner_company_id", 0),"code");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_number_unique" ON "warranty_claims" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_unique" ON "warranty_claims" USING btree ("warranty_id","causal_component_type") WHERE "warranty_claims"."status" in ('draft', 'submitted', 'under_review', 'needs_info');--> statement-breakpoint
CREATE INDEX "warranty_claims_brand_submitted_idx" ON "warranty_claims" USING btree ("brand_company_id","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranty_claims_retailer_submitted_idx" ON "warranty_claims" USING btree ("retailer_company_id","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status");