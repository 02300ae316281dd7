import { z } from 'zod';

/**
 * A bounded whole number from a query string (text) or from a service caller (a number):
 * both are checked the same way, and anything else is 'must be a whole number'.
 */
export const integerParam = (min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { error: 'must be a whole number' },
    )
    .pipe(z.number().int().min(min).max(max));
