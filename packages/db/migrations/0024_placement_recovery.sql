ALTER TABLE "order_placements" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "progressed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placement_id" integer;--> statement-breakpoint
CREATE INDEX "order_placements_in_progress" ON "order_placements" USING btree ("progressed_at") WHERE "order_placements"."state" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'PENDING';