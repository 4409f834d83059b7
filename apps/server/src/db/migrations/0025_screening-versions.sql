ALTER TABLE "feedback_surveys" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- One version in force per kind: where several rows were active, the newest stays (the one donors were served).
UPDATE "feedback_surveys" SET "active" = false WHERE "active" AND "id" <> (SELECT "id" FROM "feedback_surveys" WHERE "active" ORDER BY "created_at" DESC, "id" LIMIT 1);--> statement-breakpoint
UPDATE "screening_checks" SET "active" = false WHERE "active" AND "id" NOT IN (SELECT DISTINCT ON ("kind") "id" FROM "screening_checks" WHERE "active" ORDER BY "kind", "created_at" DESC, "id");--> statement-breakpoint
-- Every row so far was published when created; the inactive ones were replaced since. Versions follow creation.
UPDATE "feedback_surveys" SET "published_at" = "created_at", "retired_at" = CASE WHEN "active" THEN NULL ELSE "created_at" END;--> statement-breakpoint
UPDATE "screening_checks" SET "published_at" = "created_at", "retired_at" = CASE WHEN "active" THEN NULL ELSE "created_at" END;--> statement-breakpoint
UPDATE "feedback_surveys" AS s SET "version" = n.v FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS v FROM "feedback_surveys") AS n WHERE s."id" = n."id";--> statement-breakpoint
UPDATE "screening_checks" AS s SET "version" = n.v FROM (SELECT "id", row_number() OVER (PARTITION BY "kind" ORDER BY "created_at", "id") AS v FROM "screening_checks") AS n WHERE s."id" = n."id";--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_surveys_one_active" ON "feedback_surveys" USING btree ("active") WHERE "feedback_surveys"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "screening_checks_one_active_per_kind" ON "screening_checks" USING btree ("kind") WHERE "screening_checks"."active";--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD CONSTRAINT "feedback_surveys_version_unique" UNIQUE("version");--> statement-breakpoint
ALTER TABLE "screening_checks" ADD CONSTRAINT "screening_checks_kind_version_unique" UNIQUE("kind","version");