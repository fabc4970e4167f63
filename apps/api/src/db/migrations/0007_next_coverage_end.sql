CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
DROP INDEX "warranties_brand_status_idx";--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "next_coverage_end" date;--> statement-breakpoint
-- Existing units: the earliest coverage end from today (UTC, as the API counts days) on.
UPDATE "warranties" SET "next_coverage_end" = "next"."ends_on"
FROM (
  SELECT "warranty_id", min("ends_on") AS "ends_on" FROM "warranty_coverages"
  WHERE "ends_on" >= (now() AT TIME ZONE 'UTC')::date
  GROUP BY "warranty_id"
) AS "next"
WHERE "next"."warranty_id" = "warranties"."id";--> statement-breakpoint
CREATE INDEX "warranties_serial_trgm_idx" ON "warranties" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warranties_brand_status_next_end_idx" ON "warranties" USING btree ("brand_company_id","status","next_coverage_end","id");--> statement-breakpoint
CREATE INDEX "warranties_brand_status_purchase_idx" ON "warranties" USING btree ("brand_company_id","status","purchase_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"next_coverage_end");--> statement-breakpoint
CREATE INDEX "warranties_next_end_idx" ON "warranties" USING btree ("next_coverage_end");
