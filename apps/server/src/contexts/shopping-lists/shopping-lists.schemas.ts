import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import {
  listItemInputSchema,
  listNameSchema,
  listOrderIdSchema,
  listQuantitySchema,
  listSearchTextSchema,
} from '@grocer/domain/shopping-lists/shopping-list.schema';
import { z } from 'zod';

/** Requests of the shopping list calls (decision 0081); unknown fields are refused. */

const shoppingListId = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'must be a shopping list id')
  .transform(Number);

export const listParamsSchema = z.strictObject({ shoppingListId });

export const itemParamsSchema = z.strictObject({ shoppingListId, lineNumber: lineNumberSchema });

/** POST lists and PATCH lists/{id}: the list's name. */
export const listNameBodySchema = z.strictObject({ name: listNameSchema });

/** POST lists/{id}/items: a product, at a quantity or at its default. */
export const addItemBodySchema = listItemInputSchema;

/** PUT lists/{id}/items/{lineNumber}: the line's quantity (0 removes it). */
export const setQuantityBodySchema = z.strictObject({ quantity: listQuantitySchema });

/** POST lists/{id}/items/from-search: the multi-search box's text. */
export const fromSearchBodySchema = z.strictObject({ searchTerms: listSearchTextSchema });

/** POST lists/{id}/items/from-order: one of the shopper's orders. */
export const fromOrderBodySchema = z.strictObject({ customerOrderId: listOrderIdSchema });

/** POST lists/{id}/trolley: nothing to say (an empty object, or no body). */
export const addAllBodySchema = z.strictObject({}).optional();
