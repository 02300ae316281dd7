-- Facet and offer sets, and search_documents rebuilt with its fixed-width columns first and the
-- tsvector last (a column cannot be moved in place). The read model is copied across, so search
-- keeps working before the next rebuildSearchIndex; parallel scans are off for the table, since
-- on a busy server each worker is CPU taken from another shopper's search.
CREATE TABLE "search_facet_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"product_tags" text[] NOT NULL,
	"category_ids" text[] NOT NULL,
	"product_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_offer_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"offer_periods" "tstzmultirange" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" RENAME TO "search_documents_previous";--> statement-breakpoint
ALTER TABLE "search_documents_previous" RENAME CONSTRAINT "search_documents_pkey" TO "search_documents_previous_pkey";--> statement-breakpoint
DROP INDEX "search_documents_document_idx";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"facet_set_id" integer NOT NULL,
	"offer_set_id" integer NOT NULL,
	"available" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"average_rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"item_word_count" integer NOT NULL,
	"product_id" text PRIMARY KEY NOT NULL,
	"line_number" text NOT NULL,
	"name" text NOT NULL,
	"item_name" text NOT NULL,
	"head_stem" text NOT NULL,
	"brand_name" text NOT NULL,
	"product_type" text NOT NULL,
	"product_tags" text[] NOT NULL,
	"category_ids" text[] NOT NULL,
	"category_heads" text[] DEFAULT '{}'::text[] NOT NULL,
	"offer_periods" "tstzmultirange" NOT NULL,
	"document" "tsvector" NOT NULL
) WITH (parallel_workers = 0);
--> statement-breakpoint
INSERT INTO "search_documents"
SELECT dense_rank() OVER (ORDER BY category_ids, brand_name, product_type, product_tags),
	dense_rank() OVER (ORDER BY offer_periods),
	available, popularity, price_pence, average_rating, review_count, item_word_count,
	product_id, line_number, name, item_name, head_stem, brand_name, product_type, product_tags,
	category_ids, category_heads, offer_periods, document
FROM "search_documents_previous"
ORDER BY 1;
--> statement-breakpoint
INSERT INTO "search_facet_sets"
SELECT DISTINCT ON (facet_set_id) facet_set_id, brand_name, product_tags, category_ids, product_type
FROM "search_documents" ORDER BY facet_set_id;
--> statement-breakpoint
INSERT INTO "search_offer_sets"
SELECT DISTINCT ON (offer_set_id) offer_set_id, offer_periods
FROM "search_documents" ORDER BY offer_set_id;
--> statement-breakpoint
DROP TABLE "search_documents_previous";--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
ANALYZE "search_documents";
