CREATE TABLE "delivery_pass_pending" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plan" text NOT NULL,
	"card_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"purchases" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_pass_pending" ADD CONSTRAINT "delivery_pass_pending_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_pass_pending_customer_idx" ON "delivery_pass_pending" USING btree ("customer_id");