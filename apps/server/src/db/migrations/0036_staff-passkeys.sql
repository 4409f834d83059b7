CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_idx" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A staff member's first passkey is a second factor (and removing the last one takes it away): every process's cached
-- staff sessions hear of it, as of a TOTP enrolment (migration 0015).
CREATE OR REPLACE FUNCTION portal_notify_staff_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('portal_session_revoked', 'staff:' || NEW.staff_id);
  ELSIF TG_TABLE_NAME IN ('staff_centers', 'staff_passkeys') THEN
    PERFORM pg_notify('portal_session_revoked', 'staff:' || OLD.staff_id);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('portal_session_revoked', 'staff:' || NEW.staff_id); END IF;
  ELSE
    PERFORM pg_notify('portal_session_revoked', 'staff:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_passkeys_changed_notice AFTER INSERT OR DELETE ON staff_passkeys FOR EACH ROW EXECUTE FUNCTION portal_notify_staff_changed();
