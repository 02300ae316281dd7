CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"is_contact" boolean DEFAULT false NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"line3" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'GB' NOT NULL,
	"postal_code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"addressee_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"udprn" text,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_status_known" CHECK ("addresses"."status" in ('ACTIVE', 'UNVERIFIED')),
	CONSTRAINT "addresses_country_code" CHECK ("addresses"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "addresses_sizes" CHECK (char_length("addresses"."line1") between 1 and 200 and char_length("addresses"."line2") <= 200 and char_length("addresses"."line3") <= 200 and char_length("addresses"."town") <= 200 and char_length("addresses"."region") <= 200 and char_length("addresses"."postal_code") between 1 and 20 and char_length("addresses"."first_name") <= 200 and char_length("addresses"."last_name") <= 200 and char_length("addresses"."contact_number") <= 20 and char_length("addresses"."customer_note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_contact_per_customer" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_contact";