CREATE TABLE "loyalty_memberships" (
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"card_number" text NOT NULL,
	"card_status" text DEFAULT 'ACTIVE' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"picks_used" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_memberships_customer_id_type_pk" PRIMARY KEY("customer_id","type"),
	CONSTRAINT "loyalty_memberships_type" CHECK ("loyalty_memberships"."type" IN ('mywaitrose', 'myjohnlewismywaitrose')),
	CONSTRAINT "loyalty_memberships_card_number_digits" CHECK ("loyalty_memberships"."card_number" ~ '^[0-9]{16}$'),
	CONSTRAINT "loyalty_memberships_points" CHECK ("loyalty_memberships"."points" >= 0 AND "loyalty_memberships"."picks_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_memberships" ADD CONSTRAINT "loyalty_memberships_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_memberships_card_number" ON "loyalty_memberships" USING btree ("card_number");