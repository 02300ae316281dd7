CREATE TABLE "delivery_areas" (
	"postcode_district" text PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "delivery_areas_district_shape" CHECK ("delivery_areas"."postcode_district" ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$')
);
--> statement-breakpoint
CREATE TABLE "slot_days" (
	"branch_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_days_branch_id_slot_date_pk" PRIMARY KEY("branch_id","slot_date")
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50000001 CACHE 1),
	"customer_id" integer NOT NULL,
	"customer_order_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"address_id" integer,
	"postcode" text NOT NULL,
	"green_slot" boolean DEFAULT false NOT NULL,
	"delivery_charge_pence" integer NOT NULL,
	"status" text DEFAULT 'UNCONFIRMED' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservations_status_known" CHECK ("slot_reservations"."status" in ('UNCONFIRMED', 'CONFIRMED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "slot_reservations_charge_not_negative" CHECK ("slot_reservations"."delivery_charge_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"branch_id" integer NOT NULL,
	"slot_type" text NOT NULL,
	"grid_type" text NOT NULL,
	"slot_date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"base_price_pence" integer NOT NULL,
	"campaign" text,
	CONSTRAINT "slots_booked_within_capacity" CHECK ("slots"."booked" >= 0 AND "slots"."booked" <= "slots"."capacity"),
	CONSTRAINT "slots_window" CHECK ("slots"."end_at" > "slots"."start_at"),
	CONSTRAINT "slots_type_known" CHECK ("slots"."slot_type" in ('DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION')),
	CONSTRAINT "slots_grid_known" CHECK ("slots"."grid_type" in ('DEFAULT', 'SAVER')),
	CONSTRAINT "slots_price_not_negative" CHECK ("slots"."base_price_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_days" ADD CONSTRAINT "slot_days_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_areas_branch_idx" ON "delivery_areas" USING btree ("branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_live_per_order" ON "slot_reservations" USING btree ("customer_order_id") WHERE "slot_reservations"."status" in ('UNCONFIRMED', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "slot_reservations_customer_idx" ON "slot_reservations" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "slot_reservations_expiry_idx" ON "slot_reservations" USING btree ("expires_at") WHERE "slot_reservations"."status" = 'UNCONFIRMED';--> statement-breakpoint
CREATE INDEX "slot_reservations_slot_idx" ON "slot_reservations" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slots_one_per_window" ON "slots" USING btree ("branch_id","slot_type","grid_type","start_at");--> statement-breakpoint
CREATE INDEX "slots_grid_idx" ON "slots" USING btree ("branch_id","slot_type","grid_type","slot_date");