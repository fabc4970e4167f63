CREATE TABLE "claim_attachments" (
	"claim_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"added_by_user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_attachments_claim_id_file_id_pk" PRIMARY KEY("claim_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "reverse_shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"serial_number" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	CONSTRAINT "reverse_shipment_items_quantity_check" CHECK ("reverse_shipment_items"."quantity" > 0),
	CONSTRAINT "reverse_shipment_items_received_check" CHECK ("reverse_shipment_items"."received_quantity" is null or "reverse_shipment_items"."received_quantity" between 0 and "reverse_shipment_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "reverse_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_number" text GENERATED ALWAYS AS ('RMA-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end) STORED NOT NULL,
	"claim_id" integer NOT NULL,
	"brand_company_id" integer NOT NULL,
	"retailer_company_id" integer NOT NULL,
	"direction" text DEFAULT 'retailer_to_brand' NOT NULL,
	"ship_from" text NOT NULL,
	"ship_to" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"label_file_id" uuid,
	"return_by" date NOT NULL,
	"status" text NOT NULL,
	"inspection_result" text,
	"inspection_notes" text,
	"received_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"inspected_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reverse_shipments_status_check" CHECK ("reverse_shipments"."status" in ('requested', 'label_issued', 'in_transit', 'received', 'inspected', 'closed', 'cancelled')),
	CONSTRAINT "reverse_shipments_direction_check" CHECK ("reverse_shipments"."direction" in ('retailer_to_brand', 'brand_to_retailer', 'rider_to_retailer')),
	CONSTRAINT "reverse_shipments_inspection_check" CHECK ("reverse_shipments"."inspection_result" is null or "reverse_shipments"."inspection_result" in ('confirmed_defect', 'no_fault_found', 'customer_damage', 'wrong_part'))
);
--> statement-breakpoint
ALTER TABLE "warranty_claims" DROP CONSTRAINT "warranty_claims_status_check";--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "transferred_from_id" integer;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "compensated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_attachments" ADD CONSTRAINT "claim_attachments_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_attachments" ADD CONSTRAINT "claim_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_attachments" ADD CONSTRAINT "claim_attachments_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipment_items" ADD CONSTRAINT "reverse_shipment_items_shipment_id_reverse_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."reverse_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_retailer_company_id_companies_id_fk" FOREIGN KEY ("retailer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_label_file_id_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reverse_shipments" ADD CONSTRAINT "reverse_shipments_inspected_by_user_id_users_id_fk" FOREIGN KEY ("inspected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reverse_shipment_items_shipment_idx" ON "reverse_shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reverse_shipments_rma_unique" ON "reverse_shipments" USING btree ("rma_number");--> statement-breakpoint
CREATE UNIQUE INDEX "reverse_shipments_claim_direction_unique" ON "reverse_shipments" USING btree ("claim_id","direction");--> statement-breakpoint
CREATE INDEX "reverse_shipments_brand_created_idx" ON "reverse_shipments" USING btree ("brand_company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reverse_shipments_retailer_created_idx" ON "reverse_shipments" USING btree ("retailer_company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reverse_shipments_status_idx" ON "reverse_shipments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_transferred_from_id_warranties_id_fk" FOREIGN KEY ("transferred_from_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_status_check" CHECK ("warranty_claims"."status" in ('draft', 'submitted', 'under_review', 'needs_info', 'approved', 'partially_approved', 'awaiting_return', 'compensated', 'rejected', 'cancelled', 'closed'));