import {
  type ContentBlock,
  type ContentBlockKind,
  checkContentBlocks,
  contentBodyProblem,
  PAGE_BLOCK_KINDS,
} from './content-page.ts';

/**
 * Experience fragments (issue 24, decision 0077): blocks staff manage under a key rather than a
 * path, shown inside pages the code owns. Five keys are read by the storefront, each with its
 * own shape; any other well-formed key is a free fragment (any page block) for the API's
 * experience-fragment call (spec doc 3 §7).
 */

export const FRAGMENT_KEY_MAX = 60;
const FRAGMENT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const STOREFRONT_FRAGMENT_KEYS = [
  'homepage',
  'site-wide-banner',
  'footer',
  'mega-menu-middle',
  'seasonal-menu',
] as const;

export type StorefrontFragmentKey = (typeof STOREFRONT_FRAGMENT_KEYS)[number];

export interface FragmentRule {
  /** What staff read in the editor. */
  name: string;
  description: string;
  allowed: readonly ContentBlockKind[];
  maxBlocks: number;
  /** Whether the first block must be a hero (the home page's opener) and no other may be. */
  heroFirst?: true;
}

/** Each storefront fragment's shape; a free fragment takes any page block. */
export const FRAGMENT_RULES: Readonly<Record<StorefrontFragmentKey, FragmentRule>> = {
  homepage: {
    name: 'Home page',
    description:
      'The home page: its hero first, then the sections below the categories and popular products (offers, seasonal, recipe teaser).',
    allowed: [...PAGE_BLOCK_KINDS, 'hero'],
    maxBlocks: 30,
    heroFirst: true,
  },
  'site-wide-banner': {
    name: 'Site-wide banner',
    description:
      'A short message above every page’s header, shown only while the site_wide_banner flag is on.',
    allowed: ['richText', 'callToAction'],
    maxBlocks: 2,
  },
  footer: {
    name: 'Footer taxonomy',
    description:
      'The footer’s link sections (support, about); the partner shops section comes from configuration.',
    allowed: ['linkList'],
    maxBlocks: 2,
  },
  'mega-menu-middle': {
    name: 'Mega menu: middle',
    description: 'Links shown beside the Groceries categories in the mega and burger menus.',
    allowed: ['linkList'],
    maxBlocks: 1,
  },
  'seasonal-menu': {
    name: 'Seasonal menu',
    description:
      'The seasonal menu in the mega and burger menus: its title and links (shown only when both exist).',
    allowed: ['linkList'],
    maxBlocks: 1,
  },
};

const FREE_FRAGMENT: FragmentRule = {
  name: 'Experience fragment',
  description: 'Blocks served by key through the experience-fragment call.',
  allowed: PAGE_BLOCK_KINDS,
  maxBlocks: 60,
};

export interface ContentFragment {
  key: string;
  blocks: ContentBlock[];
}

export type ContentFragmentValidation =
  | { ok: true; fragment: ContentFragment }
  | { ok: false; problems: string[] };

export function isStorefrontFragmentKey(key: string): key is StorefrontFragmentKey {
  return (STOREFRONT_FRAGMENT_KEYS as readonly string[]).includes(key);
}

/** Whether `key` could name a fragment: lowercase a-z, 0-9 and hyphens, at most 60 characters. */
export function isFragmentKey(key: string): boolean {
  return key.length <= FRAGMENT_KEY_MAX && FRAGMENT_KEY.test(key);
}

export function fragmentRule(key: string): FragmentRule {
  return isStorefrontFragmentKey(key) ? FRAGMENT_RULES[key] : FREE_FRAGMENT;
}

/** Checks an unknown value as a fragment: the fragment (copied, nothing extra) or its problems. */
export function validateContentFragment(value: unknown): ContentFragmentValidation {
  const tooBig = contentBodyProblem(value, 'fragment');
  if (tooBig) return { ok: false, problems: [tooBig] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problems: ['fragment: must be an object'] };
  }
  const problems: string[] = [];
  const record = value as Record<string, unknown>;
  for (const field of Object.keys(record)) {
    if (field !== 'key' && field !== 'blocks') {
      problems.push(`fragment: unknown field ${JSON.stringify(field)}`);
    }
  }
  const key = typeof record.key === 'string' ? record.key : '';
  if (!isFragmentKey(key)) {
    problems.push(
      `key: must be lowercase a-z, 0-9 and hyphens, at most ${FRAGMENT_KEY_MAX} characters`,
    );
  }
  const rule = fragmentRule(key);
  const blocks = checkContentBlocks(
    record.blocks,
    { at: 'blocks', allowed: rule.allowed, max: rule.maxBlocks },
    problems,
  );
  if (rule.heroFirst && blocks.length > 0) {
    if (blocks[0]?.kind !== 'hero') problems.push('blocks[0].kind: must be hero (the opener)');
    blocks.forEach((block, i) => {
      if (i > 0 && block.kind === 'hero') {
        problems.push(`blocks[${i}].kind: only the first block may be a hero`);
      }
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, fragment: { key, blocks } };
}

/** Spec doc 3 §7 and §9: an experience fragment is kept 10 s; the footer (like the taxonomy) 5 minutes. */
export const FRAGMENT_CACHE_MS = 10_000;
export const FOOTER_CACHE_MS = 300_000;

/** How long a process may keep a fragment it read (or found missing) before reading it again. */
export function fragmentCacheMs(key: string): number {
  return key === 'footer' ? FOOTER_CACHE_MS : FRAGMENT_CACHE_MS;
}
