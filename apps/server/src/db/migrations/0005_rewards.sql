CREATE TYPE "public"."order_state" AS ENUM('pending', 'fulfilled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('gift_card', 'fast_cash');--> statement-breakpoint
CREATE TYPE "public"."reward_content_kind" AS ENUM('membership_rules', 'balance', 'reward_works', 'fee_applicant', 'fee_qualifiedweekly', 'fee_monthlyqualified');--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"type" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_cart_id_product_id_value_type_pk" PRIMARY KEY("cart_id","product_id","value","type")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	CONSTRAINT "carts_donor_id_unique" UNIQUE("donor_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"type" text NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"state" "order_state" DEFAULT 'pending' NOT NULL,
	"total_points" integer NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_donor_request_unique" UNIQUE("donor_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "product_kind" NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"image_url" text NOT NULL,
	"values" jsonb NOT NULL,
	"types" jsonb NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_content" (
	"kind" "reward_content_kind" NOT NULL,
	"language" "language" NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "reward_content_kind_language_pk" PRIMARY KEY("kind","language")
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_donor_created_idx" ON "orders" USING btree ("donor_id","created_at");