import { isCategoryId } from '@grocer/domain/catalogue/catalogue-urls';
import { MEGA_MENU_BANNER_TYPE, TRAFFIC_DRIVER_STYLE } from '@grocer/domain/sponsored/ad-banner';
import { z } from 'zod';

/** Spec doc 3 §7 "Mega-menu banners": type mega-menu, the categories, style, the trolley. */
export const bannersRequestSchema = z
  .object({
    type: z.literal(MEGA_MENU_BANNER_TYPE),
    categories: z.array(z.string().refine(isCategoryId, 'must be a category id')).min(1).max(50),
    style: z.literal(TRAFFIC_DRIVER_STYLE).optional(),
    /** Sent by the spec's client; no banner depends on the trolley here (decision 0096). */
    trolleyId: z.string().max(64).optional(),
  })
  .strict();

/** The call's header "with a uuid": optional, but a uuid when sent. */
export const bannersHeadersSchema = z.object({
  'x-correlation-id': z.uuid('must be a uuid').optional(),
});

const positiveId = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `must be a ${what} number`)
    .transform(Number);

export const bannerParamsSchema = z.object({ bannerId: positiveId('banner') }).strict();
export const placementParamsSchema = z.object({ placementId: positiveId('placement') }).strict();
export const changesQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(200).optional() })
  .strict();
