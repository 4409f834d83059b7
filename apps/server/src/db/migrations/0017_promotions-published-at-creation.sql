-- Promotions made before the content console were live from their creation: they stay so (decision 019's window).
UPDATE "promotions" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
