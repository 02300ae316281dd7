CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"job_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picking" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "actual_totals" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_pence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "uncovered_pence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_failure" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resolution_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_job_key" ON "jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");