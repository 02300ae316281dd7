CREATE TABLE "order_lines" (
	"customer_order_id" bigint NOT NULL,
	"line_number" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" jsonb NOT NULL,
	"can_substitute" boolean NOT NULL,
	"note_to_shopper" text,
	"personalised_message" text,
	"price_pence" integer NOT NULL,
	"retail_price_pence" integer NOT NULL,
	"saving_pence" integer NOT NULL,
	"total_price_pence" integer NOT NULL,
	"deposit_charge_pence" integer NOT NULL,
	"estimated" boolean NOT NULL,
	CONSTRAINT "order_lines_customer_order_id_position_pk" PRIMARY KEY("customer_order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_order_id" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_placements_state" CHECK ("order_placements"."state" IN ('IN_PROGRESS', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"customer_order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"totals" jsonb NOT NULL,
	"slot" jsonb NOT NULL,
	"redeemed_pence" integer DEFAULT 0 NOT NULL,
	"amount_to_pay_pence" integer NOT NULL,
	"payment_card_id" integer NOT NULL,
	"payment_id" text,
	"challenge_url" text,
	"contact_number" text,
	"delivery_note" text,
	"sub_preference" boolean,
	"paper_statement" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('AMENDING', 'CANCELLED', 'COMPLETED', 'FULFIL', 'PAID', 'PAYMENT_FAILED', 'PENDING', 'PICKED', 'PLACED', 'REFUND_PENDING')),
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."redeemed_pence" >= 0 AND "orders"."amount_to_pay_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_customer_order_id_orders_customer_order_id_fk" FOREIGN KEY ("customer_order_id") REFERENCES "public"."orders"("customer_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_customer_key" ON "order_placements" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");