-- Ledger entries keep a kind plus structured details instead of an English sentence. Existing rows are
-- moved by their idempotency key (each booking path wrote its own prefix); a text no path explains is
-- kept word for word as a legacy note, so nothing is lost.
ALTER TABLE "points_ledger" ADD COLUMN "details" jsonb;--> statement-breakpoint
UPDATE "points_ledger" SET "details" = CASE
  WHEN "idempotency_key" LIKE 'order-refund:%' THEN jsonb_build_object('reason', 'orderRefund', 'orderId', substring("idempotency_key" from 14))
  WHEN "idempotency_key" LIKE 'order:%' THEN jsonb_build_object('reason', 'order', 'orderId', substring("idempotency_key" from 7))
  WHEN "idempotency_key" LIKE 'visit-bonus:%' AND "description" ~ '^[A-Za-z]+ bonus \+[0-9]+%$' THEN jsonb_build_object(
    'reason', 'tierBonus',
    'visitId', "visit_id",
    'tier', lower(split_part("description", ' ', 1)),
    'bonusPercent', (regexp_match("description", '\+([0-9]+)%'))[1]::int
  )
  WHEN "idempotency_key" LIKE 'visit:%' AND "visit_id" IS NOT NULL THEN jsonb_build_object('reason', 'donation', 'visitId', "visit_id")
  WHEN "idempotency_key" LIKE 'wheel:%' AND "visit_id" IS NOT NULL THEN jsonb_build_object('reason', 'wheel', 'visitId', "visit_id")
  WHEN "idempotency_key" LIKE 'referral:%' THEN jsonb_build_object('reason', 'referral', 'referredDonorId', substring("idempotency_key" from 10))
  WHEN "idempotency_key" LIKE 'survey:%' THEN jsonb_build_object('reason', 'survey', 'promotionId', split_part("idempotency_key", ':', 2))
  ELSE jsonb_build_object('reason', 'legacy', 'note', "description")
END;--> statement-breakpoint
ALTER TABLE "points_ledger" ALTER COLUMN "details" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" DROP COLUMN "description";
