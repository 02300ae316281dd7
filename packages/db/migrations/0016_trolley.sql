CREATE TABLE "saved_trolleys" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_order_id" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_by" integer,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trolley_items" (
	"trolley_item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trolley_items_trolley_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_order_id" bigint NOT NULL,
	"line_number" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity_amount" double precision NOT NULL,
	"quantity_uom" text NOT NULL,
	"reserved_quantity" double precision DEFAULT 0 NOT NULL,
	"can_substitute" boolean DEFAULT true NOT NULL,
	"note_to_shopper" text,
	"personalised_message" text,
	"personalisable" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trolley_items_quantity_positive" CHECK ("trolley_items"."quantity_amount" > 0),
	CONSTRAINT "trolley_items_uom_known" CHECK ("trolley_items"."quantity_uom" in ('C62', 'KGM', 'GRM', 'LBR'))
);
--> statement-breakpoint
CREATE TABLE "trolleys" (
	"customer_order_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trolleys_customer_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1),
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"sub_preference" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trolleys_status_shape" CHECK ("trolleys"."status" ~ '^[A-Z][A-Z_]{0,29}$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_cap" jsonb;--> statement-breakpoint
ALTER TABLE "saved_trolleys" ADD CONSTRAINT "saved_trolleys_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trolleys" ADD CONSTRAINT "saved_trolleys_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_trolleys" ADD CONSTRAINT "saved_trolleys_restored_by_accounts_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trolley_items" ADD CONSTRAINT "trolley_items_customer_order_id_trolleys_customer_order_id_fk" FOREIGN KEY ("customer_order_id") REFERENCES "public"."trolleys"("customer_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trolleys" ADD CONSTRAINT "trolleys_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_trolleys_one_waiting_per_customer" ON "saved_trolleys" USING btree ("customer_id") WHERE "saved_trolleys"."restored_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trolley_items_order_idx" ON "trolley_items" USING btree ("customer_order_id","trolley_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trolley_items_one_line_per_product" ON "trolley_items" USING btree ("customer_order_id","line_number") WHERE NOT "trolley_items"."personalisable";--> statement-breakpoint
CREATE UNIQUE INDEX "trolleys_one_open_per_customer" ON "trolleys" USING btree ("customer_id") WHERE "trolleys"."status" = 'OPEN';