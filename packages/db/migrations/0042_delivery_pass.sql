CREATE TABLE "delivery_pass_uses" (
	"customer_order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"pass_id" bigint NOT NULL,
	"saved_pence" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_pass_uses_saved_not_negative" CHECK ("delivery_pass_uses"."saved_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_passes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"plan" text NOT NULL,
	"price_pence" integer NOT NULL,
	"card_id" integer NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"purchases" integer DEFAULT 1 NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"payment_id" text,
	"renewal_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_passes_one_per_customer" UNIQUE("customer_id"),
	CONSTRAINT "delivery_passes_plan_known" CHECK ("delivery_passes"."plan" in ('ANYTIME_6', 'ANYTIME_12', 'MIDWEEK_6')),
	CONSTRAINT "delivery_passes_period" CHECK ("delivery_passes"."starts_at" < "delivery_passes"."expires_at"),
	CONSTRAINT "delivery_passes_price_not_negative" CHECK ("delivery_passes"."price_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "delivery_pass_saving_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_pass_uses" ADD CONSTRAINT "delivery_pass_uses_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_pass_uses" ADD CONSTRAINT "delivery_pass_uses_pass_id_delivery_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."delivery_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_passes" ADD CONSTRAINT "delivery_passes_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_pass_uses_pass_idx" ON "delivery_pass_uses" USING btree ("pass_id");