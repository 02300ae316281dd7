CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"masked_number" text NOT NULL,
	"card_type" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"billing_address_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_cards_masked" CHECK ("payment_cards"."masked_number" ~ '^\*+[0-9]{4}$'),
	CONSTRAINT "payment_cards_type" CHECK ("payment_cards"."card_type" IN ('VISA', 'MASTERCARD', 'MAESTRO', 'AMEX', 'BUSINESS_ACCOUNT', 'PARTNERSHIP')),
	CONSTRAINT "payment_cards_expiry_month" CHECK ("payment_cards"."expiry_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "psp_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"card_type" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_form_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text
);
--> statement-breakpoint
CREATE TABLE "psp_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"captured_pence" integer DEFAULT 0 NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "psp_payments_amounts" CHECK ("psp_payments"."captured_pence" <= "psp_payments"."amount_pence" AND "psp_payments"."refunded_pence" <= "psp_payments"."captured_pence")
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_customer" ON "payment_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_provider_token" ON "payment_cards" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE INDEX "psp_payments_token" ON "psp_payments" USING btree ("token");