/**
 * Content and help pages (issue 24, decisions 0074 and 0077): a page is a title, a meta
 * description and a list of blocks of a few kinds. There is no raw HTML anywhere: text is only
 * ever text (a script tag in it is refused outright), and a link may only lead to a page of this
 * shop (/ecom…), an https address, an email address or a phone number. `validateContentPage`
 * checks an unknown value (a stored row, a staff edit) and returns the page, copied field by
 * field, or every problem it found. Experience fragments (content-fragment.ts) use the same
 * blocks.
 */

export const CONTENT_LIMITS = {
  pathLength: 300,
  pathSegments: 6,
  title: 120,
  metaDescription: 160,
  blocks: 60,
  textRun: 2_000,
  runsPerParagraph: 100,
  paragraphsPerBlock: 50,
  headingText: 200,
  label: 120,
  href: 500,
  alt: 300,
  links: 50,
  /** A hero's links: its two first steps at most. */
  heroLinks: 2,
  eyebrow: 80,
  /** A product carousel's line numbers. */
  carouselLineNumbers: 24,
  searchTerm: 100,
  teaserText: 500,
  /** The whole page or fragment as JSON: far more than any real page, far less than a flood. */
  bodyCharacters: 100_000,
} as const;

/** The storefront sections content pages live in: the first segment after /ecom. */
export const CONTENT_SECTIONS = [
  'help-information',
  'content',
  'inspiration',
  'health',
  'social-responsibility',
  'seasonal',
  'christmas',
] as const;

export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  /** A same-site /ecom path, an https URL, mailto: or tel:. */
  href?: string;
}

export interface Paragraph {
  runs: TextRun[];
}

export interface ContentLink {
  label: string;
  href: string;
}

/** What a teaser leads to: a recipe (its pages come later) or an offer. */
export const TEASER_SUBJECTS = ['recipe', 'offer'] as const;
export type TeaserSubject = (typeof TEASER_SUBJECTS)[number];

export type ContentBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'richText'; paragraphs: Paragraph[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'callToAction'; label: string; href: string }
  | { kind: 'linkList'; title: string; links: ContentLink[] }
  /** The home page's opener: an eyebrow line, its heading, a sentence and up to two links. */
  | { kind: 'hero'; eyebrow: string; title: string; text: string; links: ContentLink[] }
  /**
   * A strip of product cards: the products with these line numbers, in this order, or the first
   * products a search finds. Exactly one of the two.
   */
  | { kind: 'productCarousel'; title: string; lineNumbers?: string[]; searchTerm?: string }
  /** A card leading to a recipe or an offer, with an optional picture from this shop. */
  | {
      kind: 'teaser';
      subject: TeaserSubject;
      title: string;
      text: string;
      linkLabel: string;
      href: string;
      imageSrc?: string;
      imageAlt?: string;
    };

export type ContentBlockKind = ContentBlock['kind'];

/** The block of one kind: `BlockOf<'hero'>`. */
export type BlockOf<K extends ContentBlockKind> = Extract<ContentBlock, { kind: K }>;

/** Every block kind, in the order the editor offers them. */
export const CONTENT_BLOCK_KINDS = [
  'heading',
  'richText',
  'image',
  'callToAction',
  'linkList',
  'productCarousel',
  'teaser',
  'hero',
] as const satisfies readonly ContentBlockKind[];

/** The kinds a content page may hold: all but the hero, which opens the home page only. */
export const PAGE_BLOCK_KINDS: readonly ContentBlockKind[] = CONTENT_BLOCK_KINDS.filter(
  (kind) => kind !== 'hero',
);

export interface ContentPage {
  /** `/ecom/help-information/contact-us`: lowercase a-z, 0-9 and hyphens per segment. */
  path: string;
  section: ContentSection;
  title: string;
  metaDescription: string;
  blocks: ContentBlock[];
}

export type ContentPageValidation =
  | { ok: true; page: ContentPage }
  | { ok: false; problems: string[] };

const SITE_BASE = '/ecom';
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Whitespace and control characters: never inside an address. */
const UNSAFE_IN_HREF = /[\s\p{Cc}\\]/u;
const MAILTO = /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/;
const TEL = /^tel:\+?[0-9][0-9-]{2,19}$/;

/** The section of a well-formed content path, or null when it is not one. */
export function contentSectionOf(path: string): ContentSection | null {
  if (path.length > CONTENT_LIMITS.pathLength || !path.startsWith(`${SITE_BASE}/`)) return null;
  const segments = path.slice(SITE_BASE.length + 1).split('/');
  if (segments.length > CONTENT_LIMITS.pathSegments) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const [section] = segments;
  return (CONTENT_SECTIONS as readonly string[]).includes(section ?? '')
    ? (section as ContentSection)
    : null;
}

/** A same-site path under /ecom, with an optional query or fragment; nothing that leaves it. */
function isSiteHref(href: string): boolean {
  if (href !== SITE_BASE && !/^\/ecom[/?#]/.test(href)) return false;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return (
    !path.split('/').some((segment) => segment === '..' || segment === '.') && !/\/\//.test(path)
  );
}

function isHttpsHref(href: string): boolean {
  if (!href.startsWith('https://')) return false;
  try {
    const url = new URL(href);
    return (
      url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** Where a link in content may lead: this shop, an https address, an email or a phone number. */
export function isAllowedContentHref(href: string): boolean {
  if (href.length === 0 || href.length > CONTENT_LIMITS.href || UNSAFE_IN_HREF.test(href)) {
    return false;
  }
  return isSiteHref(href) || isHttpsHref(href) || MAILTO.test(href) || TEL.test(href);
}

/** Images come from this shop only (the storefront's Content-Security-Policy allows no other). */
export function isAllowedImageSrc(src: string): boolean {
  return (
    src.length <= CONTENT_LIMITS.href &&
    !UNSAFE_IN_HREF.test(src) &&
    src.startsWith(`${SITE_BASE}/`) &&
    isSiteHref(src)
  );
}

const HREF_RULE = 'must be a same-site /ecom path, an https URL, mailto: or tel:';
/** A script tag, opening or closing, however it is spaced or cased. */
const SCRIPT_TAG = /<\s*\/?\s*script\b/i;
const SCRIPT_RULE = 'must not contain a script tag: content is shown as text, never run';
const LINE_NUMBER = /^\d{1,12}$/;

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects problems as a value is walked; each names where it is (`blocks[2].links[0].href`). */
class Checker {
  readonly problems: string[] = [];

  problem(at: string, message: string): void {
    this.problems.push(`${at}: ${message}`);
  }

  object(value: unknown, at: string, keys: readonly string[]): Record_ | null {
    if (!isRecord(value)) {
      this.problem(at, 'must be an object');
      return null;
    }
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) this.problem(at, `unknown field ${JSON.stringify(key)}`);
    }
    return value;
  }

  /**
   * Text up to `max` characters with no script tag in it. `empty`: it may be empty; `blank`: it
   * may be spaces only (a run between two links), but not empty.
   */
  text(
    value: unknown,
    at: string,
    max: number,
    options: { empty?: boolean; blank?: boolean } = {},
  ): string {
    if (typeof value !== 'string') {
      this.problem(at, 'must be text');
      return '';
    }
    if (!options.empty && (options.blank ? value === '' : value.trim() === '')) {
      this.problem(at, 'must not be empty');
    }
    if (value.length > max) this.problem(at, `must be at most ${max} characters`);
    if (SCRIPT_TAG.test(value)) this.problem(at, SCRIPT_RULE);
    return value;
  }

  list(value: unknown, at: string, max: number): unknown[] {
    if (!Array.isArray(value)) {
      this.problem(at, 'must be a list');
      return [];
    }
    if (value.length === 0) this.problem(at, 'must not be empty');
    if (value.length > max) this.problem(at, `must have at most ${max} entries`);
    return value.slice(0, max);
  }

  href(value: unknown, at: string): string {
    const href = this.text(value, at, CONTENT_LIMITS.href);
    if (href !== '' && !isAllowedContentHref(href)) this.problem(at, HREF_RULE);
    return href;
  }

  flag(value: unknown, at: string): true | undefined {
    if (value === undefined || value === false) return undefined;
    if (value === true) return true;
    this.problem(at, 'must be true or false');
    return undefined;
  }
}

function checkRun(c: Checker, value: unknown, at: string): TextRun {
  const run = c.object(value, at, ['text', 'bold', 'italic', 'href']) ?? {};
  const result: TextRun = {
    text: c.text(run.text, `${at}.text`, CONTENT_LIMITS.textRun, { blank: true }),
  };
  const bold = c.flag(run.bold, `${at}.bold`);
  const italic = c.flag(run.italic, `${at}.italic`);
  if (bold) result.bold = bold;
  if (italic) result.italic = italic;
  if (run.href !== undefined) result.href = c.href(run.href, `${at}.href`);
  return result;
}

function checkLink(c: Checker, value: unknown, at: string): ContentLink {
  const link = c.object(value, at, ['label', 'href']) ?? {};
  return {
    label: c.text(link.label, `${at}.label`, CONTENT_LIMITS.label),
    href: c.href(link.href, `${at}.href`),
  };
}

function checkBlock(c: Checker, value: unknown, at: string): ContentBlock | null {
  if (!isRecord(value)) {
    c.problem(at, 'must be an object');
    return null;
  }
  switch (value.kind) {
    case 'heading': {
      const block = c.object(value, at, ['kind', 'level', 'text']) ?? {};
      if (block.level !== 2 && block.level !== 3) c.problem(`${at}.level`, 'must be 2 or 3');
      return {
        kind: 'heading',
        level: block.level === 3 ? 3 : 2,
        text: c.text(block.text, `${at}.text`, CONTENT_LIMITS.headingText),
      };
    }
    case 'richText': {
      const block = c.object(value, at, ['kind', 'paragraphs']) ?? {};
      const paragraphs = c.list(
        block.paragraphs,
        `${at}.paragraphs`,
        CONTENT_LIMITS.paragraphsPerBlock,
      );
      return {
        kind: 'richText',
        paragraphs: paragraphs.map((paragraph, p) => {
          const where = `${at}.paragraphs[${p}]`;
          const runs = c.list(
            c.object(paragraph, where, ['runs'])?.runs,
            `${where}.runs`,
            CONTENT_LIMITS.runsPerParagraph,
          );
          const checked = runs.map((run, r) => checkRun(c, run, `${where}.runs[${r}]`));
          if (checked.length > 0 && checked.every((run) => run.text.trim() === '')) {
            c.problem(where, 'must have some text that is not spaces');
          }
          return { runs: checked };
        }),
      };
    }
    case 'image': {
      const block = c.object(value, at, ['kind', 'src', 'alt']) ?? {};
      const src = c.text(block.src, `${at}.src`, CONTENT_LIMITS.href);
      if (src !== '' && !isAllowedImageSrc(src))
        c.problem(`${at}.src`, 'must be a same-site /ecom path');
      // An empty alt is allowed: it marks an image as decoration.
      return {
        kind: 'image',
        src,
        alt: c.text(block.alt, `${at}.alt`, CONTENT_LIMITS.alt, { empty: true }),
      };
    }
    case 'callToAction': {
      const block = c.object(value, at, ['kind', 'label', 'href']) ?? {};
      return {
        kind: 'callToAction',
        label: c.text(block.label, `${at}.label`, CONTENT_LIMITS.label),
        href: c.href(block.href, `${at}.href`),
      };
    }
    case 'linkList': {
      const block = c.object(value, at, ['kind', 'title', 'links']) ?? {};
      const links = c.list(block.links, `${at}.links`, CONTENT_LIMITS.links);
      return {
        kind: 'linkList',
        title: c.text(block.title, `${at}.title`, CONTENT_LIMITS.headingText),
        links: links.map((link, i) => checkLink(c, link, `${at}.links[${i}]`)),
      };
    }
    case 'hero': {
      const block = c.object(value, at, ['kind', 'eyebrow', 'title', 'text', 'links']) ?? {};
      const links = Array.isArray(block.links) ? block.links : [];
      if (!Array.isArray(block.links)) c.problem(`${at}.links`, 'must be a list');
      if (links.length > CONTENT_LIMITS.heroLinks) {
        c.problem(`${at}.links`, `must have at most ${CONTENT_LIMITS.heroLinks} entries`);
      }
      return {
        kind: 'hero',
        eyebrow: c.text(block.eyebrow, `${at}.eyebrow`, CONTENT_LIMITS.eyebrow, { empty: true }),
        title: c.text(block.title, `${at}.title`, CONTENT_LIMITS.headingText),
        text: c.text(block.text, `${at}.text`, CONTENT_LIMITS.teaserText, { empty: true }),
        links: links
          .slice(0, CONTENT_LIMITS.heroLinks)
          .map((link, i) => checkLink(c, link, `${at}.links[${i}]`)),
      };
    }
    case 'productCarousel': {
      const block =
        c.object(value, at, ['kind', 'title', 'lineNumbers', 'searchTerm']) ?? ({} as Record_);
      const result: BlockOf<'productCarousel'> = {
        kind: 'productCarousel',
        title: c.text(block.title, `${at}.title`, CONTENT_LIMITS.headingText),
      };
      const byLines = block.lineNumbers !== undefined;
      const bySearch = block.searchTerm !== undefined;
      if (byLines === bySearch) {
        c.problem(at, 'must have either lineNumbers or a searchTerm, not both');
      }
      if (byLines) {
        const lines = c.list(
          block.lineNumbers,
          `${at}.lineNumbers`,
          CONTENT_LIMITS.carouselLineNumbers,
        );
        result.lineNumbers = lines.map((line, i) => {
          if (typeof line !== 'string' || !LINE_NUMBER.test(line)) {
            c.problem(`${at}.lineNumbers[${i}]`, 'must be a line number of 1 to 12 digits');
            return '';
          }
          return line;
        });
      }
      if (bySearch) {
        result.searchTerm = c.text(block.searchTerm, `${at}.searchTerm`, CONTENT_LIMITS.searchTerm);
      }
      return result;
    }
    case 'teaser': {
      const block =
        c.object(value, at, [
          'kind',
          'subject',
          'title',
          'text',
          'linkLabel',
          'href',
          'imageSrc',
          'imageAlt',
        ]) ?? {};
      if (!(TEASER_SUBJECTS as readonly unknown[]).includes(block.subject)) {
        c.problem(`${at}.subject`, `must be one of ${TEASER_SUBJECTS.join(', ')}`);
      }
      const result: BlockOf<'teaser'> = {
        kind: 'teaser',
        subject: block.subject === 'offer' ? 'offer' : 'recipe',
        title: c.text(block.title, `${at}.title`, CONTENT_LIMITS.headingText),
        text: c.text(block.text, `${at}.text`, CONTENT_LIMITS.teaserText, { empty: true }),
        linkLabel: c.text(block.linkLabel, `${at}.linkLabel`, CONTENT_LIMITS.label),
        href: c.href(block.href, `${at}.href`),
      };
      if (block.imageSrc !== undefined) {
        const src = c.text(block.imageSrc, `${at}.imageSrc`, CONTENT_LIMITS.href);
        if (src !== '' && !isAllowedImageSrc(src)) {
          c.problem(`${at}.imageSrc`, 'must be a same-site /ecom path');
        }
        result.imageSrc = src;
        // An empty alt marks the picture as decoration beside the teaser's own words.
        result.imageAlt = c.text(block.imageAlt ?? '', `${at}.imageAlt`, CONTENT_LIMITS.alt, {
          empty: true,
        });
      } else if (block.imageAlt !== undefined) {
        c.problem(`${at}.imageAlt`, 'must come with an imageSrc');
      }
      return result;
    }
    default:
      c.problem(`${at}.kind`, `must be one of ${CONTENT_BLOCK_KINDS.join(', ')}`);
      return null;
  }
}

/**
 * How long a page or fragment is as JSON, or null when it cannot be written as JSON at all (a
 * cycle, a BigInt): checked before anything else, so a flood is refused without being walked.
 */
function bodyCharacters(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return null;
  }
}

/** The size problem of a whole body, if any. */
export function contentBodyProblem(value: unknown, at: string): string | null {
  const size = bodyCharacters(value);
  if (size === null) return `${at}: must be plain JSON`;
  if (size > CONTENT_LIMITS.bodyCharacters) {
    return `${at}: must be at most ${CONTENT_LIMITS.bodyCharacters} characters as JSON (it is ${size})`;
  }
  return null;
}

/**
 * Checks a list of blocks where `allowed` kinds may appear (the rest are refused, naming where),
 * for a page or an experience fragment. Problems go to `problems`.
 */
export function checkContentBlocks(
  value: unknown,
  options: { at: string; allowed: readonly ContentBlockKind[]; max?: number },
  problems: string[],
): ContentBlock[] {
  const c = new Checker();
  const blocks = c
    .list(value, options.at, options.max ?? CONTENT_LIMITS.blocks)
    .flatMap((block, i) => {
      const where = `${options.at}[${i}]`;
      const checked = checkBlock(c, block, where);
      if (checked && !options.allowed.includes(checked.kind)) {
        c.problem(`${where}.kind`, `must be one of ${options.allowed.join(', ')} here`);
      }
      return checked ? [checked] : [];
    });
  problems.push(...c.problems);
  return blocks;
}

/** Checks an unknown value as a content page: the page (copied, nothing extra) or its problems. */
export function validateContentPage(value: unknown): ContentPageValidation {
  const tooBig = contentBodyProblem(value, 'page');
  if (tooBig) return { ok: false, problems: [tooBig] };
  const c = new Checker();
  const page = c.object(value, 'page', ['path', 'section', 'title', 'metaDescription', 'blocks']);
  if (!page) return { ok: false, problems: c.problems };
  const path = c.text(page.path, 'path', CONTENT_LIMITS.pathLength);
  const section = contentSectionOf(path);
  if (path !== '' && section === null) {
    c.problem(
      'path',
      'must be /ecom/<section>/… in lowercase a-z, 0-9 and hyphens, in a content section',
    );
  }
  if (page.section !== undefined && page.section !== section) {
    c.problem('section', `must be the path's first segment (${section ?? 'none'})`);
  }
  const title = c.text(page.title, 'title', CONTENT_LIMITS.title);
  const metaDescription = c.text(
    page.metaDescription,
    'metaDescription',
    CONTENT_LIMITS.metaDescription,
  );
  const blocks = checkContentBlocks(
    page.blocks,
    { at: 'blocks', allowed: PAGE_BLOCK_KINDS },
    c.problems,
  );
  if (c.problems.length > 0 || section === null) return { ok: false, problems: c.problems };
  return { ok: true, page: { path, section, title, metaDescription, blocks } };
}
