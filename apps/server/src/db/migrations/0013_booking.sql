CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"first_donation" boolean NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_donor_request_unique" UNIQUE("donor_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_donations_per_7_days" integer DEFAULT 2 NOT NULL,
	"min_days_between_donations" integer DEFAULT 2 NOT NULL,
	"max_future_appointments" integer DEFAULT 1 NOT NULL,
	"first_donation_minutes" integer DEFAULT 120 NOT NULL,
	"return_donation_minutes" integer DEFAULT 75 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_one_row" CHECK ("booking_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "center_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" jsonb NOT NULL,
	CONSTRAINT "center_closures_day_unique" UNIQUE("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "center_schedules" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"chairs" integer NOT NULL,
	"slot_minutes" integer DEFAULT 20 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"off_peak" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "slot_bookings_location_id_starts_at_pk" PRIMARY KEY("location_id","starts_at"),
	CONSTRAINT "slot_bookings_not_negative" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_closures" ADD CONSTRAINT "center_closures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_schedules" ADD CONSTRAINT "center_schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_donor_start_idx" ON "appointments" USING btree ("donor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_location_start_idx" ON "appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
-- The one row of rules, with the issue's defaults; admins edit it in the console.
INSERT INTO "booking_rules" ("id") VALUES (1);
