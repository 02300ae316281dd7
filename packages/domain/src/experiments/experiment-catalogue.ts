import { readCookie } from '../shell/cookies.ts';

/**
 * The experiments the shop has built (issue 23; spec doc 3 §2 and doc 1 §4): each is a change
 * shown to a share of visitors beside the control, switchable by staff in the console. A variant
 * is only shown, and an exposure only recorded, for a visitor who allowed experiments
 * (the experimental consent category, decision 0069); everyone else sees the control.
 */
export const EXPERIMENT_KEYS = [
  'loyalty_hub_vouchers',
  'book_slot_lower_case',
  'footer_lazy_load',
  'conflict_resolution_without_remove',
  'grocery_header',
  'alternative_main_menu',
] as const;

export type ExperimentKey = (typeof EXPERIMENT_KEYS)[number];

/** Every experiment here has the control (0) and one variant (1). */
export const VARIATIONS = ['control', 'variant'] as const;
export type Variation = (typeof VARIATIONS)[number];

export interface ExperimentDefinition {
  key: ExperimentKey;
  /** What the variant changes, as staff read it in the console. */
  description: string;
  /**
   * Whether shared pages' HTML changes with it (the header, the menus, the footer): the page
   * cache then keeps one copy per variation (decision 0072). False where only a shopper's own
   * pages or the browser read it.
   */
  inSharedPages: boolean;
}

export const EXPERIMENT_CATALOGUE: readonly ExperimentDefinition[] = [
  {
    key: 'loyalty_hub_vouchers',
    description: 'The account menu’s loyalty hub link goes to the vouchers page',
    inSharedPages: false,
  },
  {
    key: 'book_slot_lower_case',
    description: 'The header’s slot button reads ‘book slot’ in lower case',
    inSharedPages: true,
  },
  {
    key: 'footer_lazy_load',
    description: 'The footer’s link sections load once scrolled near',
    inSharedPages: true,
  },
  {
    key: 'conflict_resolution_without_remove',
    description: 'Trolley conflicts offer no Remove action',
    inSharedPages: false,
  },
  {
    key: 'grocery_header',
    description: 'The grocery header: Groceries first among the header’s links',
    inSharedPages: true,
  },
  {
    key: 'alternative_main_menu',
    description:
      'The other main menu: Offers, New, Recipes, Inspiration and a calendar link to book a slot',
    inSharedPages: true,
  },
];

const KEYS = new Set<string>(EXPERIMENT_KEYS);

export function isExperimentKey(value: string): value is ExperimentKey {
  return KEYS.has(value);
}

/**
 * The variation each experiment shows a visitor: 'variant' only while the experiment runs and
 * the visitor is in its variant; 'control' otherwise (not running, no consent, not in it).
 */
export type ExperimentDecisions = Readonly<Record<ExperimentKey, Variation>>;

export const ALL_CONTROL: ExperimentDecisions = Object.freeze(
  Object.fromEntries(EXPERIMENT_KEYS.map((key) => [key, 'control'])) as Record<
    ExperimentKey,
    Variation
  >,
);

/**
 * The experiments a visitor is actually in, with their variation: what the page hands the
 * browser (the experiments store's decisions) and what an exposure is recorded for. An
 * experiment not running, or a visitor outside its coverage, is absent.
 */
export type ExperimentAssignments = Readonly<Partial<Record<ExperimentKey, Variation>>>;

export function decisionsOf(assignments: ExperimentAssignments): ExperimentDecisions {
  return { ...ALL_CONTROL, ...assignments };
}

/**
 * The shared pages' decisions as one short string, part of the page cache's key: a visitor in
 * an experiment's variant never receives the control's copy, and the other way round.
 */
export function sharedPageExperimentsKey(assignments: ExperimentAssignments): string {
  let key = '';
  for (const experiment of EXPERIMENT_CATALOGUE) {
    if (!experiment.inSharedPages) continue;
    const variation = assignments[experiment.key];
    key += variation === undefined ? '-' : variation === 'variant' ? '1' : '0';
  }
  return key;
}

/**
 * The browser's visitor id for experiments (the anonymous client id; decision 0072): set only
 * once the visitor allowed experiments, removed when they withdraw it. Signed in, the customer's
 * own id replaces it at sign-in so a shopper keeps one variation on every device.
 */
export const VISITOR_COOKIE = 'grocer-visitor';
/** Kept as long as consent could be: renewed with each consent choice. */
export const VISITOR_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

export function visitorIdFromCookies(header: string | null): string | null {
  const value = readCookie(header, VISITOR_COOKIE);
  return isVisitorId(value) ? value : null;
}

/**
 * The preview link staff share (`?experimentPreview=<key>.<variation>`): it stores the forced
 * variation in a session cookie, so the pages that follow show it too, whatever the visitor's
 * bucket. `experimentPreview=off` ends the preview.
 */
export const PREVIEW_QUERY = 'experimentPreview';
export const PREVIEW_COOKIE = 'grocer-experiment-preview';

/** Parses `<key>.<variation>[,<key>.<variation>]`; malformed entries are ignored. */
export function parsePreview(value: string | null | undefined): ExperimentAssignments {
  const forced: Partial<Record<ExperimentKey, Variation>> = {};
  if (!value || value.length > 512) return forced;
  for (const entry of value.split(',')) {
    const [key = '', variation, extra] = entry.trim().split('.');
    if (extra !== undefined || !isExperimentKey(key)) continue;
    if (variation === 'control' || variation === 'variant') forced[key] = variation;
  }
  return forced;
}

export function previewText(forced: ExperimentAssignments): string {
  return Object.entries(forced)
    .map(([key, variation]) => `${key}.${variation}`)
    .join(',');
}

export function previewFromCookies(header: string | null): ExperimentAssignments {
  return parsePreview(readCookie(header, PREVIEW_COOKIE));
}

/** The preview link for one variation, relative to the storefront's base. */
export function previewPath(key: ExperimentKey, variation: Variation): string {
  return `/?${PREVIEW_QUERY}=${key}.${variation}`;
}

/** The console's experiment states. */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** An experiment as staff configure it: the share of visitors in it and the variant's weight. */
export interface ExperimentSettings {
  /** Share of visitors in the experiment at all, 1 to 100. */
  coveragePercent: number;
  /** Of those, the share shown the variant, 1 to 99 (the rest see the control). */
  variantPercent: number;
}

const cookieTail = (secure: boolean) => `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The visitor cookie after a consent choice: kept (or made, with `newId`) while experiments are
 * allowed, removed once they are not, so no variation is decided by an id the visitor refused.
 */
export function visitorSetCookie(input: {
  allowed: boolean;
  current: string | null;
  newId: () => string;
  secure: boolean;
}): string {
  if (!input.allowed) return `${VISITOR_COOKIE}=; Max-Age=0${cookieTail(input.secure)}`;
  const id = isVisitorId(input.current) ? input.current : input.newId();
  return `${VISITOR_COOKIE}=${id}; Max-Age=${VISITOR_COOKIE_SECONDS}${cookieTail(input.secure)}; HttpOnly`;
}

/** The preview cookie a preview link stores (for the browser session), or removes when empty. */
export function previewSetCookie(forced: ExperimentAssignments, secure: boolean): string {
  const text = previewText(forced);
  return text === ''
    ? `${PREVIEW_COOKIE}=; Max-Age=0${cookieTail(secure)}`
    : `${PREVIEW_COOKIE}=${text}${cookieTail(secure)}; HttpOnly`;
}

/** Whether a request shows a staff preview (its address's, else its cookie's). */
export function isPreviewing(cookieHeader: string | null, previewQuery: string | null): boolean {
  const forced =
    previewQuery !== null ? parsePreview(previewQuery) : previewFromCookies(cookieHeader);
  return Object.keys(forced).length > 0;
}
