DROP INDEX "points_ledger_donor_idx";--> statement-breakpoint
CREATE INDEX "visits_donor_donated_idx" ON "visits" USING btree ("donor_id","checkin_at") WHERE "visits"."donated";--> statement-breakpoint
CREATE INDEX "visits_location_donated_idx" ON "visits" USING btree ("location_id","checkin_at","donor_id") WHERE "visits"."donated";--> statement-breakpoint
CREATE INDEX "points_ledger_donor_idx" ON "points_ledger" USING btree ("donor_id","id","created_at","balance_after","kind","points");