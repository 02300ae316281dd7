import { z } from 'zod';

/** The longest a placement's sponsorship id and vendor may be (the console's fields hold no more). */
export const SPONSORED_PLACEMENT_LIMITS = { sponsorshipId: 64, vendor: 40 } as const;

/**
 * A sponsored placement (decision 0096): a product (by line number) paid for by a vendor's
 * campaign, named by its sponsorship id. While the placement exists the product carries
 * `isSponsored: true` and that `sponsorshipId` wherever it is shown (spec doc 1 §3, doc 3 §3).
 * One placement per product at a time.
 */
export const SPONSORSHIP_ID = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9_-]{0,${SPONSORED_PLACEMENT_LIMITS.sponsorshipId - 1}}$`,
);

export const sponsoredPlacementDraftSchema = z
  .object({
    lineNumber: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'must be 1 to 12 digits'),
    sponsorshipId: z
      .string()
      .trim()
      .regex(
        SPONSORSHIP_ID,
        `must be 1 to ${SPONSORED_PLACEMENT_LIMITS.sponsorshipId} letters, digits, - or _, starting with a letter or digit`,
      ),
    vendor: z.string().trim().min(1).max(SPONSORED_PLACEMENT_LIMITS.vendor),
  })
  .strict();

export type SponsoredPlacementDraft = z.output<typeof sponsoredPlacementDraftSchema>;

/** The staff console's audit of ad changes (decision 0096). */
export const AD_CHANGE_ACTIONS = [
  'banner-added',
  'banner-removed',
  'placement-added',
  'placement-removed',
] as const;
export type AdChangeAction = (typeof AD_CHANGE_ACTIONS)[number];

const AD_CHANGE_LABELS: Record<AdChangeAction, string> = {
  'banner-added': 'Added a menu banner',
  'banner-removed': 'Removed a menu banner',
  'placement-added': 'Sponsored a product',
  'placement-removed': 'Ended a product sponsorship',
};

export function adChangeLabel(action: AdChangeAction): string {
  return AD_CHANGE_LABELS[action];
}
