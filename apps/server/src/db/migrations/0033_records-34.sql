CREATE TABLE "closed_account_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"fields" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"data" "bytea"
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "closed_account_refusals" ADD CONSTRAINT "closed_account_refusals_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_account_refusals_donor_idx" ON "closed_account_refusals" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "data_exports_donor_idx" ON "data_exports" USING btree ("donor_id","requested_at");