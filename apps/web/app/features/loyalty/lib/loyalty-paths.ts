/**
 * The loyalty pages' paths (spec doc 3 §2 "Loyalty scheme and partnership card"; decision 0086),
 * under the hub's /ecom/loyalty. The spec's path words stay as it gives them.
 */
const HUB = '/ecom/loyalty';

export const LOYALTY_PATHS = {
  hub: HUB,
  join: `${HUB}/join`,
  joinWelcome: `${HUB}/join/welcome`,
  linkCard: `${HUB}/link-card`,
  linkCardWelcome: `${HUB}/link-card/welcome`,
  cardAndDetails: `${HUB}/card-and-details`,
  benefits: `${HUB}/benefits`,
  /** Only while the loyalty_competitions flag is on (spec doc 3 §2, §6). */
  competitions: `${HUB}/competitions`,
  leave: `${HUB}/leave-my-waitrose`,
  leaveConfirmation: `${HUB}/leave-my-waitrose/confirmation`,
  /** A non-member learns about the scheme and joins (through join's form). */
  becomeAMember: `${HUB}/become-a-member`,
  /** Order a replacement card: the card, the address step, the success step. */
  replacement: `${HUB}/order-replacement-card`,
  replacementAddress: `${HUB}/order-replacement-card/address`,
  replacementSuccess: `${HUB}/order-replacement-card/success`,
  /** The partnership card's own page. */
  partnershipCard: `${HUB}/my-partnership/card-and-details`,
  /** The member's vouchers: threshold rewards reached (the hub link's experiment variant). */
  vouchers: `${HUB}/vouchers`,
  /** Member experiences, with the partner (spec doc 3 §2 "loyalty-experiences"). */
  experiences: `${HUB}/loyalty-experiences`,
  /** The partner's rewards for members (spec doc 3 §2 "rewards (partner)"). */
  partnerRewards: `${HUB}/my-partnership/rewards`,
  /** The hub's "Add to Apple Wallet" form (decision 0089). */
  walletPass: `${HUB}/wallet-pass`,
} as const;

/** Whether a path is one of the loyalty pages (leaving them is a full page load, spec doc 3 §2). */
export function isLoyaltyPath(pathname: string): boolean {
  return pathname === HUB || pathname.startsWith(`${HUB}/`);
}

/**
 * The old addresses of the loyalty pages (spec doc 3 §2 migration paths), under
 * /ecom/my-waitrose/, and the page each redirects to (permanently). Vouchers have their own
 * page; rewards (the threshold rewards) are shown on the hub.
 */
export const LOYALTY_MIGRATION_PATHS: Readonly<Record<string, string>> = {
  vouchers: LOYALTY_PATHS.vouchers,
  rewards: LOYALTY_PATHS.hub,
  competitions: LOYALTY_PATHS.competitions,
  benefits: LOYALTY_PATHS.benefits,
  'card-and-details': LOYALTY_PATHS.cardAndDetails,
};

/** Where an old loyalty address now lives; null when it is not one of them. */
export function loyaltyMigrationTarget(page: string | undefined): string | null {
  if (page === undefined || !Object.hasOwn(LOYALTY_MIGRATION_PATHS, page)) return null;
  return LOYALTY_MIGRATION_PATHS[page] ?? null;
}
