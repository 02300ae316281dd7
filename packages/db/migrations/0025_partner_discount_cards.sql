CREATE TABLE "order_partner_discount_cards" (
	"customer_order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_partner_discount_cards" ADD CONSTRAINT "order_partner_discount_cards_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;