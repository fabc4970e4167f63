CREATE TABLE "blocked_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer,
	"employee_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_periods_order_check" CHECK ("blocked_periods"."ends_at" > "blocked_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"channel" text NOT NULL,
	"offset_minutes" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "booking_reminders_channel_check" CHECK ("booking_reminders"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"event_type_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"brand_company_id" integer,
	"shop_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"customer_zip" text,
	"customer_timezone" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"assigned_employee_id" integer,
	"source" text NOT NULL,
	"created_by" integer,
	"cancel_reason_code" text,
	"cancel_note" text,
	"cancelled_by" integer,
	"rejection_reason" text,
	"rescheduled_from_id" integer,
	"rescheduled_to_id" integer,
	"checked_in_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"pickup_code" text,
	"pickup_unit_serial" text,
	"pickup_issued_at" timestamp with time zone,
	"pickup_confirmed_at" timestamp with time zone,
	"manage_token_hash" text,
	"feedback_token_hash" text,
	"feedback_answers" jsonb,
	"feedback_submitted_at" timestamp with time zone,
	"internal_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_manage_token_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_feedback_token_unique" UNIQUE("feedback_token_hash"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'rejected', 'expired', 'cancelled', 'rescheduled', 'checked_in', 'completed', 'no_show')),
	CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('widget', 'admin', 'api', 'brand')),
	CONSTRAINT "bookings_seats_check" CHECK ("bookings"."seats" >= 1),
	CONSTRAINT "bookings_order_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "employee_schedule_exceptions" (
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb NOT NULL,
	"note" text,
	CONSTRAINT "employee_schedule_exceptions_employee_id_date_pk" PRIMARY KEY("employee_id","date")
);
--> statement-breakpoint
CREATE TABLE "employee_schedules" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_type_hosts" (
	"event_type_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "event_type_hosts_event_type_id_employee_id_pk" PRIMARY KEY("event_type_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "event_type_shops" (
	"event_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	CONSTRAINT "event_type_shops_event_type_id_shop_id_pk" PRIMARY KEY("event_type_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_company_id" integer NOT NULL,
	"brand_company_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"location_type" text DEFAULT 'in_shop' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"slot_interval_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"capacity_per_slot" integer DEFAULT 1 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"max_advance_days" integer DEFAULT 60 NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"confirmation_blocks_slot" boolean DEFAULT true NOT NULL,
	"auto_expire_pending_minutes" integer,
	"cancel_notice_minutes" integer DEFAULT 0 NOT NULL,
	"reschedule_notice_minutes" integer DEFAULT 0 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feedback_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"demo_units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer,
	"service_item_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_types_kind_check" CHECK ("event_types"."kind" in ('test_ride', 'demo_event', 'service', 'fitting', 'delivery')),
	CONSTRAINT "event_types_status_check" CHECK ("event_types"."status" in ('draft', 'active', 'hidden', 'archived')),
	CONSTRAINT "event_types_location_check" CHECK ("event_types"."location_type" in ('in_shop', 'onsite', 'venue')),
	CONSTRAINT "event_types_capacity_check" CHECK ("event_types"."capacity_per_slot" >= 1),
	CONSTRAINT "event_types_duration_check" CHECK ("event_types"."duration_minutes" > 0 and "event_types"."slot_interval_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"event_type_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_periods" ADD CONSTRAINT "blocked_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_employee_id_employees_id_fk" FOREIGN KEY ("assigned_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_from_id_bookings_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_to_id_bookings_id_fk" FOREIGN KEY ("rescheduled_to_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedule_exceptions" ADD CONSTRAINT "employee_schedule_exceptions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_schedules" ADD CONSTRAINT "employee_schedules_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_hosts" ADD CONSTRAINT "event_type_hosts_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_hosts" ADD CONSTRAINT "event_type_hosts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_shops" ADD CONSTRAINT "event_type_shops_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_type_shops" ADD CONSTRAINT "event_type_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_brand_company_id_companies_id_fk" FOREIGN KEY ("brand_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_service_item_id_service_items_id_fk" FOREIGN KEY ("service_item_id") REFERENCES "public"."service_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_periods_company_idx" ON "blocked_periods" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_reminders_booking_idx" ON "booking_reminders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_reminders_due_idx" ON "booking_reminders" USING btree ("scheduled_at") WHERE "booking_reminders"."sent_at" is null and "booking_reminders"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("event_type_id","shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_company_start_idx" ON "bookings" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_brand_start_idx" ON "bookings" USING btree ("brand_company_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_shop_start_idx" ON "bookings" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "event_type_shops_shop_idx" ON "event_type_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_owner_slug_unique" ON "event_types" USING btree ("owner_company_id","slug");--> statement-breakpoint
CREATE INDEX "event_types_brand_idx" ON "event_types" USING btree ("brand_company_id");--> statement-breakpoint
CREATE INDEX "slot_holds_slot_idx" ON "slot_holds" USING btree ("event_type_id","shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "slot_holds_expires_idx" ON "slot_holds" USING btree ("expires_at");