CREATE TABLE "content_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_audit_log_action" CHECK ("content_audit_log"."action" IN ('saved', 'published', 'reverted'))
);
--> statement-breakpoint
CREATE TABLE "content_fragments" (
	"key" text PRIMARY KEY NOT NULL,
	"blocks" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"live_version" integer,
	CONSTRAINT "content_fragments_key_shape" CHECK (char_length("content_fragments"."key") <= 60 AND "content_fragments"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"reverted_from" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_versions_kind" CHECK ("content_versions"."kind" IN ('page', 'fragment')),
	CONSTRAINT "content_versions_version" CHECK ("content_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "live_version" integer;--> statement-breakpoint
ALTER TABLE "content_audit_log" ADD CONSTRAINT "content_audit_log_staff_id_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_fragments" ADD CONSTRAINT "content_fragments_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_audit_log_document_idx" ON "content_audit_log" USING btree ("kind","ref","at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_document_version_idx" ON "content_versions" USING btree ("kind","ref","version");