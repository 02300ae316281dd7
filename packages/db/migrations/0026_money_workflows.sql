CREATE TABLE "money_workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_order_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"step" text,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progressed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	CONSTRAINT "money_workflows_status" CHECK ("money_workflows"."status" IN ('IN_PROGRESS', 'DONE'))
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "initial_balance_pence" integer;--> statement-breakpoint
ALTER TABLE "money_workflows" ADD CONSTRAINT "money_workflows_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_workflows_in_progress" ON "money_workflows" USING btree ("progressed_at") WHERE "money_workflows"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "money_workflows_order" ON "money_workflows" USING btree ("customer_order_id");--> statement-breakpoint
UPDATE "gift_cards" c SET "initial_balance_pence" = c."balance_pence" + coalesce((SELECT sum(o."redeemed_pence") FROM "order_gift_cards" o WHERE o."gift_card_id" = c."id" AND o."status" = 'REDEEMED'), 0);
