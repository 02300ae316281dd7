CREATE TABLE "branches" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"town" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"phone" text,
	"latitude" real,
	"longitude" real,
	"default_branch" boolean DEFAULT false NOT NULL,
	"offers_collection" boolean DEFAULT true NOT NULL,
	"offers_entertaining" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"short_name" text,
	"page_title" text,
	"url_name" text NOT NULL,
	"path" text NOT NULL,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden_in_nav" boolean DEFAULT false NOT NULL,
	"empty_of_products" boolean DEFAULT false NOT NULL,
	"icon_name" text,
	"banner" jsonb,
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"line_number" text NOT NULL,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"size" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text NOT NULL,
	"product_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_price_pence" integer NOT NULL,
	"display_price_estimated" boolean DEFAULT false NOT NULL,
	"display_price_qualifier" text,
	"formatted_price_range" text,
	"formatted_weight_range" text,
	"unit_price_pence" integer,
	"unit_price_quantity" real,
	"unit_price_uom" text,
	"default_quantity_amount" real DEFAULT 1 NOT NULL,
	"default_quantity_uom" text DEFAULT 'C62' NOT NULL,
	"uoms" jsonb DEFAULT '["C62"]'::jsonb NOT NULL,
	"size_description" text,
	"servings_min" integer,
	"servings_max" integer,
	"average_rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"lead_time" integer,
	"contains_alcohol" boolean DEFAULT false NOT NULL,
	"substitutions_prohibited" boolean DEFAULT false NOT NULL,
	"max_personalised_message_length" integer,
	"restriction" jsonb,
	"deposit_charge_pence" integer,
	"hfss" text DEFAULT 'NON_HFSS' NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"sponsorship_id" text,
	"image" text NOT NULL,
	"availability" text DEFAULT 'AVAILABLE' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"primary_category_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_line_number_unique" UNIQUE("line_number")
);
--> statement-breakpoint
CREATE TABLE "promotion_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"group_id" integer,
	"was_price_pence" integer,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"loyalty_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_groups" ADD CONSTRAINT "promotion_groups_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_group_id_promotion_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."promotion_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "products_primary_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "promotion_groups_promotion_idx" ON "promotion_groups" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");