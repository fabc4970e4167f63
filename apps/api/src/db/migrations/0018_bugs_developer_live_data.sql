CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "bug_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_report_id" integer NOT NULL,
	"comment_id" integer,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_report_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_comments_visibility_check" CHECK ("bug_comments"."visibility" in ('public', 'internal'))
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('BUG-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"company_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"steps" text NOT NULL,
	"expected" text NOT NULL,
	"actual" text NOT NULL,
	"severity" text NOT NULL,
	"category" text,
	"status" text DEFAULT 'new' NOT NULL,
	"resolution" text,
	"duplicate_of_id" integer,
	"assignee_user_id" integer,
	"page_url" text,
	"user_agent" text,
	"app_version" text,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('new', 'triaged', 'in_progress', 'needs_info', 'resolved', 'closed')),
	CONSTRAINT "bug_reports_severity_check" CHECK ("bug_reports"."severity" in ('blocker', 'critical', 'major', 'minor', 'trivial')),
	CONSTRAINT "bug_reports_resolution_check" CHECK (("bug_reports"."status" in ('resolved', 'closed')) = ("bug_reports"."resolution" is not null)
        and ("bug_reports"."resolution" is null or "bug_reports"."resolution" in ('fixed', 'duplicate', 'wont_fix', 'cannot_reproduce', 'invalid', 'incomplete'))),
	CONSTRAINT "bug_reports_duplicate_check" CHECK (("bug_reports"."resolution" is not distinct from 'duplicate') = ("bug_reports"."duplicate_of_id" is not null) and "bug_reports"."duplicate_of_id" is distinct from "bug_reports"."id")
);
--> statement-breakpoint
CREATE TABLE "live_data_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"brand_company_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"terms_version" text NOT NULL,
	"consented_by" integer NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "live_data_enrollments_status_check" CHECK ("live_data_enrollments"."status" in ('active', 'paused', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "live_data_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scope" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"rows_accepted" integer NOT NULL,
	"rows_refused" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"api_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_data_imports_scope_check" CHECK ("live_data_imports"."scope" in ('inventory', 'sales', 'service')),
	CONSTRAINT "live_data_imports_source_check" CHECK ("live_data_imports"."source" in ('csv', 'api'))
);
--> statement-breakpoint
CREATE TABLE "live_data_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"brand_company_id" integer NOT NULL,
	"scope" text NOT NULL,
	"shop_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"occurred_on" date NOT NULL,
	"serial_number" text,
	"import_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_data_records_scope_check" CHECK ("live_data_records"."scope" in ('inventory', 'sales', 'service')),
	CONSTRAINT "live_data_records_quantity_check" CHECK ("live_data_records"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"endpoint_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"response_snippet" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	"next_attempt_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_attempts_trigger_check" CHECK ("webhook_attempts"."trigger" in ('auto', 'manual_replay', 'test')),
	CONSTRAINT "webhook_attempts_status_check" CHECK ("webhook_attempts"."status" in ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"endpoint_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"secret_encrypted" text NOT NULL,
	"previous_secret_encrypted" text,
	"previous_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "webhook_endpoints_status_check" CHECK ("webhook_endpoints"."status" in ('active', 'disabled')),
	CONSTRAINT "webhook_endpoints_disabled_check" CHECK (("webhook_endpoints"."status" = 'disabled') = ("webhook_endpoints"."disabled_reason" is not null)
        and ("webhook_endpoints"."disabled_reason" is null or "webhook_endpoints"."disabled_reason" in ('manual', 'failing')))
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_attachments" ADD CONSTRAINT "bug_attachments_bug_report_id_bug_reports_id_fk" FOREIGN KEY ("bug_report_id") REFERENCES "public"."bug_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_attachments" ADD CONSTRAINT "bug_attachments_comment_id_bug_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."bug_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_attachments" ADD CONSTRAINT "bug_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_comments" ADD CONSTRAINT "bug_comments_bug_report_id_bug_reports_id_fk" FOREIGN KEY ("bug_report_id") REFERENCES "public"."bug_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_comments" ADD CONSTRAINT "bug_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_duplicate_of_id_bug_reports_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."bug_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_enrollments" ADD CONSTRAINT "live_data_enrollments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_enrollments" ADD CONSTRAINT "live_data_enrollments_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_enrollments" ADD CONSTRAINT "live_data_enrollments_consented_by_users_id_fk" FOREIGN KEY ("consented_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_imports" ADD CONSTRAINT "live_data_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_imports" ADD CONSTRAINT "live_data_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_imports" ADD CONSTRAINT "live_data_imports_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_records" ADD CONSTRAINT "live_data_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_records" ADD CONSTRAINT "live_data_records_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_records" ADD CONSTRAINT "live_data_records_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_records" ADD CONSTRAINT "live_data_records_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_data_records" ADD CONSTRAINT "live_data_records_import_id_live_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."live_data_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_id_webhook_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webhook_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_messages" ADD CONSTRAINT "webhook_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bug_attachments_report_idx" ON "bug_attachments" USING btree ("bug_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bug_attachments_file_idx" ON "bug_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "bug_comments_report_idx" ON "bug_comments" USING btree ("bug_report_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_company_created_idx" ON "bug_reports" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bug_reports_status_created_idx" ON "bug_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bug_reports_assignee_idx" ON "bug_reports" USING btree ("assignee_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_data_enrollments_company_brand_idx" ON "live_data_enrollments" USING btree ("company_id","brand_company_id");--> statement-breakpoint
CREATE INDEX "live_data_enrollments_brand_idx" ON "live_data_enrollments" USING btree ("brand_company_id");--> statement-breakpoint
CREATE INDEX "live_data_imports_company_created_idx" ON "live_data_imports" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "live_data_records_brand_scope_idx" ON "live_data_records" USING btree ("brand_company_id","scope","company_id");--> statement-breakpoint
CREATE INDEX "live_data_records_company_scope_idx" ON "live_data_records" USING btree ("company_id","scope");--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_at_idx" ON "webhook_attempts" USING btree ("endpoint_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_message_endpoint_idx" ON "webhook_deliveries" USING btree ("message_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "webhook_messages_company_created_idx" ON "webhook_messages" USING btree ("company_id","created_at" DESC NULLS FIRST);