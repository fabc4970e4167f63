CREATE TABLE "ledger_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transactions" integer NOT NULL,
	"mismatches" integer NOT NULL,
	"unbalanced" integer NOT NULL,
	"alerts_raised" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_transactions_posted_at_idx" ON "ledger_transactions" USING btree ("posted_at");