CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"meta_description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_pages_path_unique" UNIQUE("path"),
	CONSTRAINT "content_pages_path_shape" CHECK ("content_pages"."path" ~ '^/ecom(/[a-z0-9]+(-[a-z0-9]+)*)+$'),
	CONSTRAINT "content_pages_title_length" CHECK (char_length("content_pages"."title") BETWEEN 1 AND 120),
	CONSTRAINT "content_pages_meta_length" CHECK (char_length("content_pages"."meta_description") <= 160)
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pages_section_idx" ON "content_pages" USING btree ("section");