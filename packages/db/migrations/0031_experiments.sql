CREATE TABLE "experiment_visitors" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"hypothesis" text NOT NULL,
	"status" text NOT NULL,
	"coverage_percent" integer NOT NULL,
	"variant_percent" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"started_at" timestamp with time zone,
	"started_by" integer,
	"stopped_at" timestamp with time zone,
	"stopped_by" integer,
	CONSTRAINT "experiments_key_shape" CHECK ("experiments"."key" ~ '^[a-z][a-z_]{0,62}$'),
	CONSTRAINT "experiments_status" CHECK ("experiments"."status" IN ('draft', 'running', 'stopped')),
	CONSTRAINT "experiments_coverage" CHECK ("experiments"."coverage_percent" BETWEEN 1 AND 100),
	CONSTRAINT "experiments_variant" CHECK ("experiments"."variant_percent" BETWEEN 1 AND 99)
);
--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_stopped_by_accounts_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_open_per_key" ON "experiments" USING btree ("key") WHERE "experiments"."status" <> 'stopped';--> statement-breakpoint
CREATE INDEX "experiments_created_idx" ON "experiments" USING btree ("created_at");