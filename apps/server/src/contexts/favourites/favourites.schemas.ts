import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { z } from 'zod';

/** PUT and DELETE favourites/{lineNumber} (v2). */
export const favouriteParamsSchema = z.object({ lineNumber: lineNumberSchema }).strict();
