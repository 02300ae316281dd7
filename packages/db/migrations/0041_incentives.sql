CREATE TABLE "incentive_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"value" integer NOT NULL,
	"line_number" text,
	"threshold_pence" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"loaded" boolean DEFAULT false NOT NULL,
	"loaded_at" timestamp with time zone,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "incentive_offers_kind" CHECK ("incentive_offers"."kind" IN ('PRODUCT_AMOUNT_OFF', 'PRODUCT_PERCENT_OFF', 'SPEND_AMOUNT_OFF')),
	CONSTRAINT "incentive_offers_value" CHECK ("incentive_offers"."value" > 0 AND ("incentive_offers"."kind" <> 'PRODUCT_PERCENT_OFF' OR "incentive_offers"."value" <= 100) AND "incentive_offers"."threshold_pence" >= 0),
	CONSTRAINT "incentive_offers_product" CHECK (("incentive_offers"."kind" = 'SPEND_AMOUNT_OFF') = ("incentive_offers"."line_number" IS NULL)),
	CONSTRAINT "incentive_offers_dates" CHECK ("incentive_offers"."valid_from" IS NULL OR "incentive_offers"."valid_to" IS NULL OR "incentive_offers"."valid_from" <= "incentive_offers"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "incentive_offers" ADD CONSTRAINT "incentive_offers_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incentive_offers_customer" ON "incentive_offers" USING btree ("customer_id","id");