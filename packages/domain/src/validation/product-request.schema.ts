import { z } from 'zod';
import { PRODUCT_NAME_REQUIRED, PRODUCT_QUANTITY_REQUIRED } from './messages.ts';
import { requiredText } from './required-text.ts';

/** A product typed in by name with a quantity (both required), e.g. on a list or a claim. */
export const productNameSchema = requiredText(PRODUCT_NAME_REQUIRED);

export const productQuantitySchema = requiredText(PRODUCT_QUANTITY_REQUIRED);

export const productRequestSchema = z
  .object({ name: productNameSchema, quantity: productQuantitySchema })
  .strict();
