CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"company_id" integer,
	"subject_user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"expires_on" date,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"supersedes_id" integer,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "company_documents_status_check" CHECK ("company_documents"."status" in ('uploaded', 'under_review', 'approved', 'rejected', 'expired')),
	CONSTRAINT "company_documents_type_check" CHECK ("company_documents"."type" in ('w9', 'business_license', 'insurance_certificate', 'dealer_agreement', 'resale_certificate', 'other'))
);
--> statement-breakpoint
CREATE TABLE "employee_shops" (
	"employee_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "employee_shops_employee_id_shop_id_pk" PRIMARY KEY("employee_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"position" text DEFAULT 'other' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"timezone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "employees_position_check" CHECK ("employees"."position" in ('technician', 'sales', 'service_manager', 'other')),
	CONSTRAINT "employees_email_lower_check" CHECK ("employees"."email" = lower("employees"."email"))
);
--> statement-breakpoint
CREATE TABLE "service_item_shops" (
	"service_item_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "service_item_shops_service_item_id_shop_id_pk" PRIMARY KEY("service_item_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_items_price_check" CHECK ("service_items"."price_cents" >= 0),
	CONSTRAINT "service_items_duration_check" CHECK ("service_items"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_hours_exceptions" (
	"shop_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb NOT NULL,
	"note" text,
	CONSTRAINT "shop_hours_exceptions_shop_id_date_pk" PRIMARY KEY("shop_id","date")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text,
	"timezone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_coordinates_check" CHECK (("shops"."lat" is null) = ("shops"."lng" is null))
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_status_check";--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD COLUMN "since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD COLUMN "initiated_by" text DEFAULT 'brand' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD COLUMN "dealer_number" text;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every relationship before this migration was an active dealership since it was created.
UPDATE "brand_retailers" SET "since" = "created_at", "status_changed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quick_start_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_supersedes_id_company_documents_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."company_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shops" ADD CONSTRAINT "employee_shops_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shops" ADD CONSTRAINT "employee_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_shops" ADD CONSTRAINT "service_item_shops_service_item_id_service_items_id_fk" FOREIGN KEY ("service_item_id") REFERENCES "public"."service_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_shops" ADD CONSTRAINT "service_item_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hours_exceptions" ADD CONSTRAINT "shop_hours_exceptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_idx" ON "audit_events" USING btree ("company_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_user_idx" ON "audit_events" USING btree ("subject_user_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "company_documents_status_idx" ON "company_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "employee_shops_shop_idx" ON "employee_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_idx" ON "employees" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_email_idx" ON "employees" USING btree ("company_id","email") WHERE "employees"."email" is not null;--> statement-breakpoint
CREATE INDEX "service_item_shops_shop_idx" ON "service_item_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "service_items_company_id_idx" ON "service_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shops_company_id_idx" ON "shops" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_retailers_dealer_number_idx" ON "brand_retailers" USING btree ("brand_company_id","dealer_number") WHERE "brand_retailers"."dealer_number" is not null;--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD CONSTRAINT "brand_retailers_status_check" CHECK ("brand_retailers"."status" in ('invited', 'active', 'suspended', 'terminated', 'declined'));--> statement-breakpoint
ALTER TABLE "brand_retailers" ADD CONSTRAINT "brand_retailers_initiated_by_check" CHECK ("brand_retailers"."initiated_by" in ('brand', 'retailer'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('pending_review', 'active', 'suspended', 'closed'));