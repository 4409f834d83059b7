CREATE TABLE "appointment_check_ins" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"check_id" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"pass_code" text,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_staff_id" uuid
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "off_peak_bonus_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "off_peak_bonus_points" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "on_time_bonus_points" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_check_ins" ADD CONSTRAINT "appointment_check_ins_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_check_ins" ADD CONSTRAINT "appointment_check_ins_check_id_screening_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."screening_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_check_ins" ADD CONSTRAINT "appointment_check_ins_redeemed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("redeemed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_check_ins_pass_code_idx" ON "appointment_check_ins" USING btree ("pass_code");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_unique" UNIQUE("visit_id");