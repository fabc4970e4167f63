CREATE TABLE "onsite_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('OSJ-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"brand_company_id" integer NOT NULL,
	"claim_id" integer,
	"warranty_id" integer,
	"product_id" integer,
	"serial_number" text,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"customer_email" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"timezone" text NOT NULL,
	"territory" text,
	"service_type" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"description" text,
	"request_window_start" timestamp with time zone,
	"request_window_end" timestamp with time zone,
	"due_by" timestamp with time zone NOT NULL,
	"scheduled_start" timestamp with time zone,
	"duration_minutes" integer DEFAULT 90 NOT NULL,
	"technician_employee_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"sub_status" text,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"resolution" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"signature_file_id" uuid,
	"signed_by" text,
	"reason" text,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "onsite_jobs_status_check" CHECK ("onsite_jobs"."status" in ('new', 'confirmed', 'scheduled', 'assigned', 'en_route', 'on_site', 'completed', 'cannot_complete', 'cancelled')),
	CONSTRAINT "onsite_jobs_priority_check" CHECK ("onsite_jobs"."priority" in ('normal', 'low', 'high', 'urgent')),
	CONSTRAINT "onsite_jobs_duration_check" CHECK ("onsite_jobs"."duration_minutes" between 15 and 720),
	CONSTRAINT "onsite_jobs_plan_check" CHECK (("onsite_jobs"."status" not in ('scheduled', 'assigned', 'en_route', 'on_site', 'completed') or "onsite_jobs"."scheduled_start" is not null)
        and ("onsite_jobs"."status" not in ('assigned', 'en_route', 'on_site', 'completed') or "onsite_jobs"."technician_employee_id" is not null)),
	CONSTRAINT "onsite_jobs_completed_check" CHECK (("onsite_jobs"."status" = 'completed') = ("onsite_jobs"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "onsite_settings" (
	"brand_company_id" integer PRIMARY KEY NOT NULL,
	"sla_urgent_hours" integer NOT NULL,
	"sla_high_hours" integer NOT NULL,
	"sla_normal_hours" integer NOT NULL,
	"sla_low_hours" integer NOT NULL,
	"default_duration_minutes" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"onsite_job_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"template_version" integer NOT NULL,
	"reason" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_order_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "service_order_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_technician_employee_id_employees_id_fk" FOREIGN KEY ("technician_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_jobs" ADD CONSTRAINT "onsite_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_settings" ADD CONSTRAINT "onsite_settings_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_documents" ADD CONSTRAINT "service_order_documents_onsite_job_id_onsite_jobs_id_fk" FOREIGN KEY ("onsite_job_id") REFERENCES "public"."onsite_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_documents" ADD CONSTRAINT "service_order_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_documents" ADD CONSTRAINT "service_order_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_links" ADD CONSTRAINT "service_order_links_document_id_service_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."service_order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onsite_jobs_brand_start_idx" ON "onsite_jobs" USING btree ("brand_company_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "onsite_jobs_brand_status_idx" ON "onsite_jobs" USING btree ("brand_company_id","status");--> statement-breakpoint
CREATE INDEX "onsite_jobs_technician_start_idx" ON "onsite_jobs" USING btree ("technician_employee_id","scheduled_start");--> statement-breakpoint
CREATE INDEX "onsite_jobs_claim_idx" ON "onsite_jobs" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_order_documents_job_version_idx" ON "service_order_documents" USING btree ("onsite_job_id","version");