DROP INDEX "brand_statements_brand_period_unique";--> statement-breakpoint
ALTER TABLE "brand_statements" ADD COLUMN "covers_through" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_statements" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "brand_statements" ADD COLUMN "last_error_code" text;--> statement-breakpoint
ALTER TABLE "statement_charges" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "statement_charges" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_statements" ADD CONSTRAINT "brand_statements_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_charges" ADD CONSTRAINT "statement_charges_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_statements_monthly_unique" ON "brand_statements" USING btree ("brand_company_id","period") WHERE "brand_statements"."issued_by" is null;--> statement-breakpoint
CREATE INDEX "brand_statements_brand_issued_idx" ON "brand_statements" USING btree ("brand_company_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "brand_statements_due_idx" ON "brand_statements" USING btree ("next_attempt_at") WHERE "brand_statements"."status" in ('issued', 'failed');--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "brand_statements" ADD CONSTRAINT "brand_statements_total_check" CHECK ("brand_statements"."total_cents" > 0);--> statement-breakpoint
ALTER TABLE "statement_charges" ADD CONSTRAINT "statement_charges_status_check" CHECK ("statement_charges"."status" in ('pending', 'succeeded', 'failed'));