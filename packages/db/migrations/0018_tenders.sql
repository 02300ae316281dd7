CREATE TABLE "gift_card_validations" (
	"token" text PRIMARY KEY NOT NULL,
	"nonce" text,
	"customer_id" integer NOT NULL,
	"customer_order_id" bigint NOT NULL,
	"gift_card_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"balance_pence" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_pence" >= 0),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" IN ('ACTIVE', 'BLOCKED'))
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"value_pence" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone,
	"redeemed_order_id" bigint,
	CONSTRAINT "gift_vouchers_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "gift_vouchers_value_positive" CHECK ("gift_vouchers"."value_pence" > 0),
	CONSTRAINT "gift_vouchers_status" CHECK ("gift_vouchers"."status" IN ('ACTIVE', 'REDEEMED'))
);
--> statement-breakpoint
CREATE TABLE "order_gift_cards" (
	"customer_order_id" bigint NOT NULL,
	"gift_card_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"redeemed_pence" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_cards_customer_order_id_gift_card_id_pk" PRIMARY KEY("customer_order_id","gift_card_id"),
	CONSTRAINT "order_gift_cards_status" CHECK ("order_gift_cards"."status" IN ('APPLIED', 'REDEEMED'))
);
--> statement-breakpoint
CREATE TABLE "order_gift_vouchers" (
	"customer_order_id" bigint NOT NULL,
	"gift_voucher_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_vouchers_customer_order_id_gift_voucher_id_pk" PRIMARY KEY("customer_order_id","gift_voucher_id")
);
--> statement-breakpoint
CREATE TABLE "order_promo_codes" (
	"customer_order_id" bigint NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promo_codes_customer_order_id_code_pk" PRIMARY KEY("customer_order_id","code")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_spend_pence" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promo_codes_discount_kind" CHECK ("promo_codes"."discount_kind" IN ('AMOUNT_OFF', 'PERCENT_OFF')),
	CONSTRAINT "promo_codes_discount_value" CHECK ("promo_codes"."discount_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_validations" ADD CONSTRAINT "gift_card_validations_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_validations" ADD CONSTRAINT "gift_card_validations_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_vouchers" ADD CONSTRAINT "order_gift_vouchers_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_vouchers" ADD CONSTRAINT "order_gift_vouchers_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo_codes" ADD CONSTRAINT "order_promo_codes_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promo_codes" ADD CONSTRAINT "order_promo_codes_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_validations_expiry_idx" ON "gift_card_validations" USING btree ("expires_at");