ALTER TABLE "appointments" ADD COLUMN "off_peak_bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "off_peak_bonus_points" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "on_time_bonus_points" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_unique" UNIQUE("visit_id");