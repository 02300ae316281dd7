import { z } from 'zod';
import { MARKETING_PRESET_OR_SET } from '../validation/messages.ts';
import {
  MARKETING_CHANNELS,
  MARKETING_PRESETS,
  MARKETING_SCHEMES,
  type MarketingPreferences,
  type MarketingPreferencesChange,
  type MarketingPreset,
} from './marketing-preferences.ts';

/**
 * What a client sends to save marketing preferences (decision 0028): either a preset, or the
 * whole set — every scheme, every channel — so a save never leaves a consent half-known.
 */

const channelsSchema = z
  .object(
    Object.fromEntries(MARKETING_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
      (typeof MARKETING_CHANNELS)[number],
      z.ZodBoolean
    >,
  )
  .strict();

/** Every scheme with both channels, true or false; nothing else. */
export const marketingPreferencesSchema: z.ZodType<MarketingPreferences> = z
  .object(
    Object.fromEntries(MARKETING_SCHEMES.map((scheme) => [scheme, channelsSchema])) as Record<
      (typeof MARKETING_SCHEMES)[number],
      typeof channelsSchema
    >,
  )
  .strict();

export const marketingPresetSchema = z.enum(
  Object.keys(MARKETING_PRESETS) as [MarketingPreset, ...MarketingPreset[]],
);

/**
 * PUT marketing-preferences: `{ "preset": "all-on" }` or `{ "marketingPreferences": {...} }`,
 * exactly one of the two.
 */
export const marketingPreferencesBodySchema = z
  .object({
    preset: marketingPresetSchema.optional(),
    marketingPreferences: marketingPreferencesSchema.optional(),
  })
  .strict()
  .refine(
    (body) => (body.preset === undefined) !== (body.marketingPreferences === undefined),
    MARKETING_PRESET_OR_SET,
  );

/** The body as the change it asks for. */
export function changeOf(
  body: z.output<typeof marketingPreferencesBodySchema>,
): MarketingPreferencesChange {
  if (body.preset !== undefined) return { preset: body.preset };
  // The refinement guarantees one of the two.
  return { marketingPreferences: body.marketingPreferences as MarketingPreferences };
}
