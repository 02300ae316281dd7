CREATE TABLE "analytics_events" (
	"id" bigserial NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"client_id" text NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" integer,
	"channel" text NOT NULL,
	"page_location" text NOT NULL,
	"event_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_id_received_at_pk" PRIMARY KEY("id","received_at")
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("event_name","received_at");