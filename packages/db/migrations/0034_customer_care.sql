CREATE TABLE "customer_care_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"body" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_care_events_action" CHECK ("customer_care_events"."action" IN ('opened', 'handled', 'replied'))
);
--> statement-breakpoint
CREATE TABLE "customer_care_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_number" text,
	"event_date" date,
	"product_name" text,
	"product_quantity" text,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "customer_care_messages_kind" CHECK ("customer_care_messages"."kind" IN ('contact', 'replacement-card')),
	CONSTRAINT "customer_care_messages_message_length" CHECK (char_length("customer_care_messages"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "customer_care_rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_care_events" ADD CONSTRAINT "customer_care_events_message_id_customer_care_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."customer_care_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_care_events" ADD CONSTRAINT "customer_care_events_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_care_messages" ADD CONSTRAINT "customer_care_messages_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_care_messages" ADD CONSTRAINT "customer_care_messages_handled_by_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_care_events_message_idx" ON "customer_care_events" USING btree ("message_id","at");--> statement-breakpoint
CREATE INDEX "customer_care_messages_open_idx" ON "customer_care_messages" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "customer_care_messages_customer_idx" ON "customer_care_messages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_care_rate_windows_started_idx" ON "customer_care_rate_windows" USING btree ("started_at");