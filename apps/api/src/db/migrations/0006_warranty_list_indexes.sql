CREATE INDEX "warranties_registered_idx" ON "warranties" USING btree ("registered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "warranties_brand_status_idx" ON "warranties" USING btree ("brand_company_id","status");--> statement-breakpoint
CREATE INDEX "warranties_transferred_from_idx" ON "warranties" USING btree ("transferred_from_id");