CREATE SEQUENCE "public"."staff_promotion_id_seq" INCREMENT BY 1 MINVALUE 800000001 MAXVALUE 2000000000 START WITH 800000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "managers_specials" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"special_price_pence" integer NOT NULL,
	"shelf_price_pence" integer NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"ended_by_staff_id" integer,
	"ended_at" timestamp with time zone,
	CONSTRAINT "managers_specials_price_below_shelf" CHECK ("managers_specials"."special_price_pence" > 0 AND "managers_specials"."special_price_pence" < "managers_specials"."shelf_price_pence")
);
--> statement-breakpoint
ALTER TABLE "managers_specials" ADD CONSTRAINT "managers_specials_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers_specials" ADD CONSTRAINT "managers_specials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers_specials" ADD CONSTRAINT "managers_specials_created_by_staff_id_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers_specials" ADD CONSTRAINT "managers_specials_ended_by_staff_id_accounts_id_fk" FOREIGN KEY ("ended_by_staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "managers_specials_product_idx" ON "managers_specials" USING btree ("product_id");