CREATE TABLE "branch_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "branch_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"receipt_id" text NOT NULL,
	"line_number" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity_amount" double precision NOT NULL,
	"quantity_uom" text DEFAULT 'C62' NOT NULL,
	"price_pence" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_purchases_quantity_positive" CHECK ("branch_purchases"."quantity_amount" > 0),
	CONSTRAINT "branch_purchases_uom_known" CHECK ("branch_purchases"."quantity_uom" in ('C62', 'KGM', 'GRM', 'LBR')),
	CONSTRAINT "branch_purchases_price_not_negative" CHECK ("branch_purchases"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"line_number" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_customer_id_line_number_pk" PRIMARY KEY("customer_id","line_number"),
	CONSTRAINT "favourites_line_number_shape" CHECK ("favourites"."line_number" ~ '^[0-9]{1,12}$')
);
--> statement-breakpoint
ALTER TABLE "branch_purchases" ADD CONSTRAINT "branch_purchases_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_purchases_customer_idx" ON "branch_purchases" USING btree ("customer_id","purchased_at");