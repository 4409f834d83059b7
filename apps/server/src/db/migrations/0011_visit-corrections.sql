ALTER TYPE "public"."ledger_kind" ADD VALUE 'corrected';--> statement-breakpoint
CREATE TABLE "visit_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"points_change" integer NOT NULL,
	"shortfall" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "recorded_by_staff_id" uuid;--> statement-breakpoint
-- Visits known before this migration were recorded when they ended (hand-written: drizzle cannot express a backfill).
UPDATE "visits" SET "recorded_at" = coalesce("checkout_at", "checkin_at");--> statement-breakpoint
ALTER TABLE "donor_deferrals" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_corrections_visit_idx" ON "visit_corrections" USING btree ("visit_id","at");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_recorded_by_staff_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_deferrals" ADD CONSTRAINT "donor_deferrals_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_location_checkin_idx" ON "visits" USING btree ("location_id","checkin_at");--> statement-breakpoint
CREATE INDEX "visits_location_recorded_idx" ON "visits" USING btree ("location_id","recorded_at");--> statement-breakpoint
ALTER TABLE "donor_deferrals" ADD CONSTRAINT "donor_deferrals_visit_id_unique" UNIQUE("visit_id");