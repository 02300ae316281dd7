CREATE TABLE "feature_flag_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"rollout_percent" integer NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"rollout_percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "feature_flags_key_shape" CHECK ("feature_flags"."key" ~ '^[a-z][a-z_]{0,62}$'),
	CONSTRAINT "feature_flags_rollout" CHECK ("feature_flags"."rollout_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "feature_flag_changes" ADD CONSTRAINT "feature_flag_changes_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_flag_changes_key_idx" ON "feature_flag_changes" USING btree ("key","at");