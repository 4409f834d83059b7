CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"content" jsonb NOT NULL,
	"thumbnail" text,
	"cover_image" text,
	"published_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"objective" jsonb NOT NULL,
	"plasma_name" text NOT NULL,
	"plasma_address" text NOT NULL,
	"image_urls" jsonb NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_starts_at" timestamp with time zone,
	"reward_ends_at" timestamp with time zone,
	"questions" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"promotion_id" text NOT NULL,
	"donor_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"points_awarded" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_answers_promotion_id_donor_id_pk" PRIMARY KEY("promotion_id","donor_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"program_id" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "b1b2_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer_order" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "center_coordinates" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "center_review_links" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"device_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"donor_status" text NOT NULL,
	"component" text NOT NULL,
	"timezone" text,
	"additional_info" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "referred_by_donor_id" uuid;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_shares" ADD CONSTRAINT "referral_shares_program_id_referral_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."referral_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "b1b2_surveys" ADD CONSTRAINT "b1b2_surveys_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_coordinates" ADD CONSTRAINT "center_coordinates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_review_links" ADD CONSTRAINT "center_review_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_donor_idx" ON "survey_answers" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "referral_shares_donor_idx" ON "referral_shares" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "b1b2_surveys_donor_idx" ON "b1b2_surveys" USING btree ("donor_id","created_at");--> statement-breakpoint
CREATE INDEX "screen_views_created_idx" ON "screen_views" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_referred_by_donor_id_donors_id_fk" FOREIGN KEY ("referred_by_donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;