CREATE TABLE "order_amendments" (
	"customer_order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"original" jsonb NOT NULL,
	"pending_payment_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_amendments" ADD CONSTRAINT "order_amendments_customer_order_id_orders_customer_order_id_fk" FOREIGN KEY ("customer_order_id") REFERENCES "public"."orders"("customer_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_amendments" ADD CONSTRAINT "order_amendments_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;