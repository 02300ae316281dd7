CREATE TABLE "recipe_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "recipe_collections_id_shape" CHECK ("recipe_collections"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredient_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredient_products" (
	"ingredient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"line_number" text NOT NULL,
	"packs" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recipe_ingredient_products_ingredient_id_position_pk" PRIMARY KEY("ingredient_id","position"),
	CONSTRAINT "recipe_ingredient_products_line_shape" CHECK ("recipe_ingredient_products"."line_number" ~ '^[0-9]{1,12}$'),
	CONSTRAINT "recipe_ingredient_products_packs" CHECK ("recipe_ingredient_products"."packs" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"amount" double precision,
	"unit" text,
	"note" text,
	"store_cupboard" boolean NOT NULL,
	CONSTRAINT "recipe_ingredients_amount_positive" CHECK ("recipe_ingredients"."amount" IS NULL OR "recipe_ingredients"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_ratings" (
	"recipe_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipe_ratings_recipe_id_customer_id_pk" PRIMARY KEY("recipe_id","customer_id"),
	CONSTRAINT "recipe_ratings_rating_range" CHECK ("recipe_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "recipe_search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"meta_description" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"serves" integer NOT NULL,
	"nutrition" jsonb NOT NULL,
	"dietary" text[] NOT NULL,
	"collections" text[] NOT NULL,
	"steps" text[] NOT NULL,
	"published" timestamp with time zone NOT NULL,
	"search_document" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "recipes_path_shape" CHECK ("recipes"."path" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "recipes_minutes_range" CHECK ("recipes"."prep_minutes" >= 0 AND "recipes"."cook_minutes" >= 0),
	CONSTRAINT "recipes_serves_range" CHECK ("recipes"."serves" BETWEEN 1 AND 24)
);
--> statement-breakpoint
ALTER TABLE "recipe_ingredient_groups" ADD CONSTRAINT "recipe_ingredient_groups_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredient_products" ADD CONSTRAINT "recipe_ingredient_products_ingredient_id_recipe_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."recipe_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_group_id_recipe_ingredient_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."recipe_ingredient_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ratings" ADD CONSTRAINT "recipe_ratings_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredient_groups_order" ON "recipe_ingredient_groups" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_ingredient_products_line" ON "recipe_ingredient_products" USING btree ("ingredient_id","line_number");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id","group_id","position");--> statement-breakpoint
CREATE INDEX "recipe_search_lexicon_word_trgm_idx" ON "recipe_search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_path_unique" ON "recipes" USING btree ("path");--> statement-breakpoint
CREATE INDEX "recipes_search_document_idx" ON "recipes" USING gin ("search_document");