CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_count_positive" CHECK ("rate_limit_windows"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_guards" (
	"email_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"hard_locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sign_in_guards_key_is_sha256_hex" CHECK ("sign_in_guards"."email_key" ~ '^[0-9a-f]{64}$')
);
