CREATE TABLE "brand_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"state" text,
	"onsite_service" boolean DEFAULT false NOT NULL,
	"note" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_requests_status_check" CHECK ("brand_requests"."status" in ('submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "brand_retailers" (
	"brand_company_id" integer NOT NULL,
	"retailer_company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_retailers_brand_company_id_retailer_company_id_pk" PRIMARY KEY("brand_company_id","retailer_company_id")
);
--> statement-breakpoint
CREATE TABLE "configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"list_class" text DEFAULT 'default' NOT NULL,
	"css_class" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_codes_purpose_check" CHECK ("email_codes"."purpose" in ('register', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('upload', 'generated'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"company_id" integer,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "pay_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"external_reference" text,
	"note" text,
	"status" text DEFAULT 'pending_audit' NOT NULL,
	"created_by" integer NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"audit_note" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_logs_direction_check" CHECK ("pay_logs"."direction" in ('credit', 'debit')),
	CONSTRAINT "pay_logs_amount_check" CHECK ("pay_logs"."amount_cents" > 0),
	CONSTRAINT "pay_logs_status_check" CHECK ("pay_logs"."status" in ('pending_audit', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "signed_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signed_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signed_links_purpose_check" CHECK ("signed_links"."purpose" in ('invite', 'password_setup'))
);
--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "timezone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_public_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD CONSTRAINT "brand_retailers_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD CONSTRAINT "brand_retailers_retailer_company_id_companies_id_fk" FOREIGN KEY ("retailer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_data" ADD CONSTRAINT "dict_data_dict_type_dict_types_type_fk" FOREIGN KEY ("dict_type") REFERENCES "public"."dict_types"("type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_logs" ADD CONSTRAINT "pay_logs_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_links" ADD CONSTRAINT "signed_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_requests_status_created_at_idx" ON "brand_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "brand_requests_email_idx" ON "brand_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "brand_retailers_retailer_idx" ON "brand_retailers" USING btree ("retailer_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_data_type_value_unique" ON "dict_data" USING btree ("dict_type","value");--> statement-breakpoint
CREATE INDEX "email_codes_email_created_at_idx" ON "email_codes" USING btree ("email","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "files_company_id_idx" ON "files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_company_account_idx" ON "ledger_entries" USING btree ("company_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "outbox_to_created_at_idx" ON "outbox" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pay_logs_company_id_idx" ON "pay_logs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pay_logs_status_created_at_idx" ON "pay_logs" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pay_logs_created_at_idx" ON "pay_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "signed_links_user_id_idx" ON "signed_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "captchas_ip_created_at_idx" ON "captchas" USING btree ("ip","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_type_idx" ON "companies" USING btree ("type");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'suspended'));