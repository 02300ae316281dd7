import { z } from 'zod';

/** A product's line number as calls carry it (spec doc 1 §7: products/{lineNumbers}). */
export const lineNumberSchema = z.string().regex(/^\d{1,12}$/, 'must be 1 to 12 digits');

/** A product id as calls carry it. */
export const productIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');
