CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_company_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"model_year" smallint NOT NULL,
	"category" text NOT NULL,
	"msrp_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('class1', 'class2', 'class3', 'cargo', 'emtb', 'scooter', 'part', 'accessory')),
	CONSTRAINT "products_msrp_check" CHECK ("products"."msrp_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"battery_serial" text,
	"motor_serial" text,
	"purchase_date" date NOT NULL,
	"selling_retailer_company_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_phone" text,
	"proof_of_purchase_file_id" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"registered_by_user_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranties_status_check" CHECK ("warranties"."status" in ('pending_verification', 'active', 'expired', 'void', 'transferred')),
	CONSTRAINT "warranties_source_check" CHECK ("warranties"."source" in ('retailer_pos', 'consumer', 'brand', 'import'))
);
--> statement-breakpoint
CREATE TABLE "warranty_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"warranty_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"term_code" text NOT NULL,
	"component_type" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"labor_covered_pct" smallint NOT NULL,
	"parts_covered_pct" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_company_id" integer NOT NULL,
	"product_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"component_type" text NOT NULL,
	"duration_months" integer,
	"start_basis" text NOT NULL,
	"labor_covered_pct" smallint NOT NULL,
	"parts_covered_pct" smallint NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_terms_component_check" CHECK ("warranty_terms"."component_type" in ('frame', 'motor', 'battery', 'display', 'controller', 'drivetrain', 'other')),
	CONSTRAINT "warranty_terms_duration_check" CHECK ("warranty_terms"."duration_months" is null or "warranty_terms"."duration_months" between 1 and 600),
	CONSTRAINT "warranty_terms_start_basis_check" CHECK ("warranty_terms"."start_basis" in ('purchase_date', 'registration_date')),
	CONSTRAINT "warranty_terms_pct_check" CHECK ("warranty_terms"."labor_covered_pct" between 0 and 100 and "warranty_terms"."parts_covered_pct" between 0 and 100),
	CONSTRAINT "warranty_terms_dates_check" CHECK ("warranty_terms"."effective_to" is null or "warranty_terms"."effective_to" >= "warranty_terms"."effective_from")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_selling_retailer_company_id_companies_id_fk" FOREIGN KEY ("selling_retailer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_proof_of_purchase_file_id_files_id_fk" FOREIGN KEY ("proof_of_purchase_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_registered_by_user_id_users_id_fk" FOREIGN KEY ("registered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_coverages" ADD CONSTRAINT "warranty_coverages_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_coverages" ADD CONSTRAINT "warranty_coverages_term_id_warranty_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."warranty_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_terms" ADD CONSTRAINT "warranty_terms_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_terms" ADD CONSTRAINT "warranty_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_sku_unique" ON "products" USING btree ("brand_company_id","sku");--> statement-breakpoint
CREATE INDEX "status_changes_entity_idx" ON "status_changes" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_live_serial_unique" ON "warranties" USING btree ("brand_company_id","serial_number") WHERE "warranties"."status" not in ('void', 'transferred');--> statement-breakpoint
CREATE INDEX "warranties_brand_purchase_idx" ON "warranties" USING btree ("brand_company_id","purchase_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranties_retailer_purchase_idx" ON "warranties" USING btree ("selling_retailer_company_id","purchase_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranties_brand_registered_idx" ON "warranties" USING btree ("brand_company_id","registered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranties_status_idx" ON "warranties" USING btree ("status");--> statement-breakpoint
CREATE INDEX "warranties_product_idx" ON "warranties" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "warranties_serial_idx" ON "warranties" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_coverages_warranty_component_unique" ON "warranty_coverages" USING btree ("warranty_id","component_type");--> statement-breakpoint
CREATE INDEX "warranty_coverages_ends_on_idx" ON "warranty_coverages" USING btree ("ends_on","warranty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_terms_brand_code_from_unique" ON "warranty_terms" USING btree ("brand_company_id","code","effective_from");--> statement-breakpoint
CREATE INDEX "warranty_terms_brand_component_idx" ON "warranty_terms" USING btree ("brand_company_id","component_type");