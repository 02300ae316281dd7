CREATE TABLE "meal_plan_meals" (
	"meal_plan_id" integer NOT NULL,
	"day" text NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" smallint NOT NULL,
	CONSTRAINT "meal_plan_meals_meal_plan_id_day_meal_pk" PRIMARY KEY("meal_plan_id","day","meal"),
	CONSTRAINT "meal_plan_meals_day_known" CHECK ("meal_plan_meals"."day" in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')),
	CONSTRAINT "meal_plan_meals_meal_known" CHECK ("meal_plan_meals"."meal" in ('BREAKFAST', 'LUNCH', 'DINNER')),
	CONSTRAINT "meal_plan_meals_servings_range" CHECK ("meal_plan_meals"."servings" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"modified" timestamp with time zone NOT NULL,
	CONSTRAINT "meal_plans_week_starts_monday" CHECK (extract(isodow from "meal_plans"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "meal_plan_meals" ADD CONSTRAINT "meal_plan_meals_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_meals_recipe_idx" ON "meal_plan_meals" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_week_per_customer" ON "meal_plans" USING btree ("customer_id","week_start");