CREATE TYPE "public"."donor_status" AS ENUM('donor', 'predonor', 'referral_pending');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('earned', 'bonus', 'redeemed', 'refunded', 'expired', 'adjusted');--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"timezone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_saved_locations" (
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_saved_locations_donor_id_location_id_pk" PRIMARY KEY("donor_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_number" varchar(8) NOT NULL,
	"status" "donor_status" NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"birth_date" date,
	"gender" varchar(16),
	"email" text,
	"phone_country_code" varchar(4),
	"phone_number" varchar(11),
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state_code" varchar(2) DEFAULT '' NOT NULL,
	"zip_code" varchar(10) DEFAULT '' NOT NULL,
	"ident_last4" varchar(4),
	"iden_type_id" integer,
	"password_hash" text,
	"thumbnail_path" text,
	"home_location_id" integer,
	"language" "language" DEFAULT 'en' NOT NULL,
	"communication_preferences" jsonb NOT NULL,
	"prompt_activation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donors_donor_number_unique" UNIQUE("donor_number")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"is_from_mobile" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" numeric(6, 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"visit_number" varchar(32) NOT NULL,
	"checkin_at" timestamp with time zone NOT NULL,
	"checkout_at" timestamp with time zone,
	"donated" boolean DEFAULT true NOT NULL,
	"feedback_given" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visits_location_number_unique" UNIQUE("location_id","visit_number")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"visit_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "points_ledger_balance_non_negative" CHECK ("points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"message_en" text NOT NULL,
	"message_es" text NOT NULL,
	"state" text,
	"goto" text,
	"ref_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_saved_locations" ADD CONSTRAINT "donor_saved_locations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_saved_locations" ADD CONSTRAINT "donor_saved_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_home_location_id_locations_id_fk" FOREIGN KEY ("home_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_tests" ADD CONSTRAINT "screening_tests_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD CONSTRAINT "visit_payments_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donors_email_unique" ON "donors" USING btree ("email") WHERE "donors"."email" is not null;--> statement-breakpoint
CREATE INDEX "sessions_donor_idx" ON "sessions" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "visits_donor_checkin_idx" ON "visits" USING btree ("donor_id","checkin_at");--> statement-breakpoint
CREATE INDEX "points_ledger_donor_idx" ON "points_ledger" USING btree ("donor_id","id");--> statement-breakpoint
CREATE INDEX "notifications_donor_created_idx" ON "notifications" USING btree ("donor_id","created_at");