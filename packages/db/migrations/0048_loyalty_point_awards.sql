CREATE TABLE "loyalty_point_awards" (
	"customer_order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"card_number" text,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_point_awards_points" CHECK ("loyalty_point_awards"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_point_awards" ADD CONSTRAINT "loyalty_point_awards_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;