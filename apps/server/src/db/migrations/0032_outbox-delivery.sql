CREATE TABLE "undeliverable_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"hard_bounces" integer DEFAULT 0 NOT NULL,
	"last_bounce_at" timestamp with time zone NOT NULL,
	"last_code" text NOT NULL,
	"undeliverable_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "list_unsubscribe" text;