CREATE TABLE "api_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"operations" text[] NOT NULL,
	"center_ids" integer[],
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"previous_secret_hash" text,
	"previous_secret_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "donor_field_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"donor_id" uuid NOT NULL,
	"field" text NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"api_client_id" uuid
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"body_hash" text NOT NULL,
	"status_code" integer,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "marketing_page_id" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "booking_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_client_name" text;--> statement-breakpoint
ALTER TABLE "donor_field_changes" ADD CONSTRAINT "donor_field_changes_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_name_idx" ON "api_clients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_secret_idx" ON "api_clients" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_clients_previous_secret_idx" ON "api_clients" USING btree ("previous_secret_hash");--> statement-breakpoint
CREATE INDEX "donor_field_changes_idx" ON "donor_field_changes" USING btree ("donor_id","field","source","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key_idx" ON "idempotency_keys" USING btree ("client_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_at_idx" ON "idempotency_keys" USING btree ("created_at");