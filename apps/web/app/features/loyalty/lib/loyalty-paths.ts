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
  /** The hub's "Add to Apple Wallet" form (decision 0089). */
  walletPass: `${HUB}/wallet-pass`,
} as const;

/** Whether a path is one of the loyalty pages (leaving them is a full page load, spec doc 3 §2). */
export function isLoyaltyPath(pathname: string): boolean {
  return pathname === HUB || pathname.startsWith(`${HUB}/`);
}
