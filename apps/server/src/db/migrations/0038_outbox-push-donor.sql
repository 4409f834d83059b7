ALTER TABLE "messages_outbox" ADD COLUMN "push_donor_id" uuid;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD COLUMN "push_device_name" text;--> statement-breakpoint
ALTER TABLE "messages_outbox" ADD CONSTRAINT "messages_outbox_push_donor_id_donors_id_fk" FOREIGN KEY ("push_donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_outbox_push_donor_idx" ON "messages_outbox" USING btree ("push_donor_id","seq");