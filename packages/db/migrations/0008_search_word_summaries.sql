CREATE TABLE "search_word_counts" (
	"word" text NOT NULL,
	"facet_set_id" integer NOT NULL,
	"offer_set_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "search_word_counts_word_facet_set_id_offer_set_id_pk" PRIMARY KEY("word","facet_set_id","offer_set_id")
);
--> statement-breakpoint
CREATE TABLE "search_word_ranks" (
	"word" text NOT NULL,
	"position" integer NOT NULL,
	"facet_set_id" integer NOT NULL,
	"offer_set_id" integer NOT NULL,
	"available" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"score" double precision NOT NULL,
	"product_id" text NOT NULL,
	"line_number" text NOT NULL,
	CONSTRAINT "search_word_ranks_word_position_pk" PRIMARY KEY("word","position")
);
--> statement-breakpoint
CREATE INDEX "search_documents_item_name_idx" ON "search_documents" USING btree ("item_name");