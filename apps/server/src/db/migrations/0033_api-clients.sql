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
CREATE UNIQUE INDEX "api_clients_name_idx" ON "api_clients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_secret_idx" ON "api_clients" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_clients_previous_secret_idx" ON "api_clients" USING btree ("previous_secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key_idx" ON "idempotency_keys" USING btree ("client_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_at_idx" ON "idempotency_keys" USING btree ("created_at");