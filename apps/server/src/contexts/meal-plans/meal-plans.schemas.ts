import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { planDateSchema, plannedMealsSchema } from '@grocer/domain/meal-plans/meal-plan-rules';
import { z } from 'zod';

/** Requests of the meal-plan calls (decision 0085); unknown fields are refused. */

const mealPlanId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a meal plan id')
  .transform(Number);

export const planParamsSchema = z.strictObject({ mealPlanId });

/** weeks/{date}: any day of the week (the week it falls in). */
export const weekParamsSchema = z.strictObject({ date: planDateSchema });

/** PUT weeks/{date}: the week's meals (an empty list clears it). */
export const saveWeekBodySchema = z.strictObject({ meals: plannedMealsSchema });

/** POST plans/{id}/copy-to-next-week. */
export const copyBodySchema = z.strictObject({ replace: z.boolean().optional() }).optional();

/** POST plans/{id}/trolley: the ticked lines; the list's defaults when not given. */
export const fillTrolleyBodySchema = z
  .strictObject({ lineNumbers: z.array(lineNumberSchema).min(1).max(100).optional() })
  .optional();

/** GraphQL: the same. */
export const saveWeekVariablesSchema = z.strictObject({
  date: planDateSchema,
  meals: plannedMealsSchema,
});
