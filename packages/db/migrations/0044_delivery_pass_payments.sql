CREATE TABLE "delivery_pass_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_pass_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"plan" text NOT NULL,
	"card_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"purchases" integer NOT NULL,
	"pass_id" bigint,
	"from_expiry" timestamp with time zone,
	"payment_id" text,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"step" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"progressed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_pass_payments_key" UNIQUE("idempotency_key"),
	CONSTRAINT "delivery_pass_payments_kind_known" CHECK ("delivery_pass_payments"."kind" in ('BUY', 'RENEWAL')),
	CONSTRAINT "delivery_pass_payments_status_known" CHECK ("delivery_pass_payments"."status" in ('IN_PROGRESS', 'CHALLENGE', 'TAKEN', 'REFUSED', 'REFUNDED', 'ABANDONED'))
);
--> statement-breakpoint
-- Buys waiting on the 3-D Secure check carry over as CHALLENGE runs; each pass's last payment as TAKEN.
INSERT INTO "delivery_pass_payments" ("customer_id", "kind", "idempotency_key", "plan", "card_id", "price_pence", "purchases", "payment_id", "status", "step", "created_at", "progressed_at")
SELECT "customer_id", 'BUY', 'delivery-pass-3ds-' || "payment_id", "plan", "card_id", "price_pence", "purchases", "payment_id", 'CHALLENGE', 'authorise-card', "created_at", "created_at" FROM "delivery_pass_pending";--> statement-breakpoint
INSERT INTO "delivery_pass_payments" ("customer_id", "kind", "idempotency_key", "plan", "card_id", "price_pence", "purchases", "pass_id", "payment_id", "status", "step")
SELECT "customer_id", 'BUY', 'delivery-pass-migrated-' || "id", "plan", "card_id", "price_pence", "purchases" - 1, "id", "payment_id", 'TAKEN', 'queue-renewal' FROM "delivery_passes" WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
DROP TABLE "delivery_pass_pending" CASCADE;--> statement-breakpoint
ALTER TABLE "delivery_pass_payments" ADD CONSTRAINT "delivery_pass_payments_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_pass_payments_customer_idx" ON "delivery_pass_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "delivery_pass_payments_payment_idx" ON "delivery_pass_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "delivery_pass_payments_open_idx" ON "delivery_pass_payments" USING btree ("status","progressed_at");