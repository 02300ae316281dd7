CREATE TABLE "marketing_preferences" (
	"customer_id" integer NOT NULL,
	"scheme" text NOT NULL,
	"channel" text NOT NULL,
	"consented" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_preferences_customer_id_scheme_channel_pk" PRIMARY KEY("customer_id","scheme","channel"),
	CONSTRAINT "marketing_preferences_scheme" CHECK ("marketing_preferences"."scheme" IN ('RETAILER', 'LOYALTY', 'PARTNER', 'PARTNER_MONEY')),
	CONSTRAINT "marketing_preferences_channel" CHECK ("marketing_preferences"."channel" IN ('EMAIL', 'SMS'))
);
--> statement-breakpoint
ALTER TABLE "marketing_preferences" ADD CONSTRAINT "marketing_preferences_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;