CREATE TABLE "integration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "integration_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outbox_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"reply" text NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"api_client_id" uuid,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" jsonb NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_reason" text,
	"failing_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "insight_center_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	"donations" integer NOT NULL,
	"first_donations" integer NOT NULL,
	"deferrals" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	CONSTRAINT "insight_center_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_dirty_days" (
	"location_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_dirty_days_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_first_donations" (
	"location_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"second_day" date,
	"donors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_rollup_marks" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"through_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_payments" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "open_path" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_outbox_id_messages_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."messages_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_account_refusals" ADD CONSTRAINT "closed_account_refusals_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_center_days" ADD CONSTRAINT "insight_center_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_dirty_days" ADD CONSTRAINT "insight_dirty_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_first_donations" ADD CONSTRAINT "insight_first_donations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_rollup_marks" ADD CONSTRAINT "insight_rollup_marks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_events_occurred_idx" ON "integration_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_outbox_idx" ON "webhook_attempts" USING btree ("outbox_id","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_donor_idx" ON "push_subscriptions" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "closed_account_refusals_donor_idx" ON "closed_account_refusals" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "data_exports_donor_idx" ON "data_exports" USING btree ("donor_id","requested_at");--> statement-breakpoint
CREATE INDEX "insight_first_donations_day_idx" ON "insight_first_donations" USING btree ("location_id","first_day");