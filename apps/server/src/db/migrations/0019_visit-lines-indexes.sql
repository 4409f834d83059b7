CREATE INDEX "screening_tests_visit_idx" ON "screening_tests" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "visit_payments_visit_idx" ON "visit_payments" USING btree ("visit_id","paid_at");--> statement-breakpoint
CREATE INDEX "points_ledger_visit_idx" ON "points_ledger" USING btree ("visit_id") WHERE "points_ledger"."visit_id" is not null;--> statement-breakpoint
CREATE INDEX "donor_deferrals_visit_idx" ON "donor_deferrals" USING btree ("visit_id");