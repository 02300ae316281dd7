/**
 * The shop's feature flags (spec doc 1 §9 and doc 3 §9: "feature flags default mostly off,
 * except loyalty competitions, multisearch, manual address form only, save payment card, search
 * history, quick shop and bought-in-store, which are on"), with the others the spec names: the
 * site-wide banner (doc 3 §7), the checkout external-scripts exclusion (doc 2 §2) and the
 * favourites' 'chosen for you' experience (doc 3 §7). A retailer changes a flag's state in the
 * staff console; the default here is what a flag is with no state saved.
 */
export const FLAG_KEYS = [
  'loyalty_competitions',
  'multisearch',
  'manual_address_form_only',
  'save_payment_card',
  'search_history',
  'quick_shop',
  'bought_in_store',
  'site_wide_banner',
  'checkout_external_scripts_exclusion',
  'my_favourites_chosen_for_you',
] as const;

export type FlagKey = (typeof FLAG_KEYS)[number];

export interface FlagDefinition {
  key: FlagKey;
  /** What the flag switches, as staff read it in the console. */
  description: string;
  defaultOn: boolean;
  /**
   * Whether shared pages' HTML changes with it (the header, the menus): the page cache keeps one
   * copy per value (decision 0068). Flags only a shopper's own pages or calls read are false.
   */
  inSharedPages: boolean;
}

export const FLAG_CATALOGUE: readonly FlagDefinition[] = [
  {
    key: 'loyalty_competitions',
    description: 'Loyalty competitions page and its links',
    defaultOn: true,
    inSharedPages: true,
  },
  {
    key: 'multisearch',
    description: 'Search for a shopping list (the header’s multi-search)',
    defaultOn: true,
    inSharedPages: true,
  },
  {
    key: 'manual_address_form_only',
    description: 'Address forms without the postcode lookup',
    defaultOn: true,
    inSharedPages: false,
  },
  {
    key: 'save_payment_card',
    description: 'Offer to save a payment card at checkout',
    defaultOn: true,
    inSharedPages: false,
  },
  {
    key: 'search_history',
    description: 'Recent searches under the search box',
    defaultOn: true,
    inSharedPages: true,
  },
  { key: 'quick_shop', description: 'Quick shop', defaultOn: true, inSharedPages: true },
  {
    key: 'bought_in_store',
    description: 'Products bought in store among favourites',
    defaultOn: true,
    inSharedPages: false,
  },
  {
    key: 'site_wide_banner',
    description: 'The site-wide content banner',
    defaultOn: false,
    inSharedPages: true,
  },
  {
    key: 'checkout_external_scripts_exclusion',
    description: 'Keep external scripts off the checkout pages',
    defaultOn: false,
    inSharedPages: false,
  },
  {
    key: 'my_favourites_chosen_for_you',
    description: 'Favourites: the ‘chosen for you’ experience',
    defaultOn: false,
    inSharedPages: false,
  },
];

export type FlagValues = Readonly<Record<FlagKey, boolean>>;

const KEYS = new Set<string>(FLAG_KEYS);

export function isFlagKey(value: string): value is FlagKey {
  return KEYS.has(value);
}

/** Every flag at its default. */
export const FLAG_DEFAULTS: FlagValues = Object.freeze(
  Object.fromEntries(FLAG_CATALOGUE.map((flag) => [flag.key, flag.defaultOn])) as Record<
    FlagKey,
    boolean
  >,
);

/** A flag's state as staff set it: off for everyone, or on for a share of visitors (100: all). */
export interface FlagState {
  enabled: boolean;
  /** 0 to 100, whole numbers. */
  rolloutPercent: number;
}

/** The shared pages' flags as one short string: the page cache keeps a copy per value. */
export function sharedPageFlagsKey(values: FlagValues): string {
  let key = '';
  for (const flag of FLAG_CATALOGUE) {
    if (flag.inSharedPages) key += values[flag.key] ? '1' : '0';
  }
  return key;
}
