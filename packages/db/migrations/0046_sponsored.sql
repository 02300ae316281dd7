CREATE TABLE "ad_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"offer_heading" text,
	"heading" text NOT NULL,
	"subheading" text,
	"link_url" text NOT NULL,
	"link_text" text NOT NULL,
	"alt_text" text,
	"image_src" text,
	"line_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marketing_badge" text,
	"impression_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"click_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vendor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "ad_banners_link_is_ours" CHECK ("ad_banners"."link_url" LIKE '/ecom/%')
);
--> statement-breakpoint
CREATE TABLE "ad_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"ref" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsored_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_number" text NOT NULL,
	"sponsorship_id" text NOT NULL,
	"vendor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "ad_banners" ADD CONSTRAINT "ad_banners_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_changes" ADD CONSTRAINT "ad_changes_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_placements" ADD CONSTRAINT "sponsored_placements_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_banners_category_idx" ON "ad_banners" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_changes_at_idx" ON "ad_changes" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsored_placements_line_number_key" ON "sponsored_placements" USING btree ("line_number");