CREATE TABLE "shopping_list_items" (
	"shopping_list_id" integer NOT NULL,
	"line_number" text NOT NULL,
	"quantity_amount" double precision NOT NULL,
	"quantity_uom" text NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shopping_list_items_shopping_list_id_line_number_pk" PRIMARY KEY("shopping_list_id","line_number"),
	CONSTRAINT "shopping_list_items_line_number_shape" CHECK ("shopping_list_items"."line_number" ~ '^[0-9]{1,12}$'),
	CONSTRAINT "shopping_list_items_quantity_positive" CHECK ("shopping_list_items"."quantity_amount" > 0),
	CONSTRAINT "shopping_list_items_uom_known" CHECK ("shopping_list_items"."quantity_uom" in ('C62', 'KGM', 'GRM', 'LBR'))
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	CONSTRAINT "shopping_lists_name_size" CHECK (char_length("shopping_lists"."name") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_list_items_order_idx" ON "shopping_list_items" USING btree ("shopping_list_id","position");--> statement-breakpoint
CREATE INDEX "shopping_lists_customer_idx" ON "shopping_lists" USING btree ("customer_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_name_per_customer" ON "shopping_lists" USING btree ("customer_id",lower("name"));