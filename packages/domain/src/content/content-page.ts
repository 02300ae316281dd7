/**
 * Content and help pages (issue 24, decision 0074): a page is a title, a meta description and a
 * list of blocks of a few kinds. There is no raw HTML anywhere: text is only ever text, and a
 * link may only lead to a page of this shop (/ecom…), an https address, an email address or a
 * phone number. `validateContentPage` checks an unknown value (a stored row, a staff edit) and
 * returns the page, copied field by field, or every problem it found.
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

export type ContentBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'richText'; paragraphs: Paragraph[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'callToAction'; label: string; href: string }
  | { kind: 'linkList'; title: string; links: ContentLink[] };

export type ContentBlockKind = ContentBlock['kind'];

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

  text(value: unknown, at: string, max: number, options: { empty?: boolean } = {}): string {
    if (typeof value !== 'string') {
      this.problem(at, 'must be text');
      return '';
    }
    if (!options.empty && value.trim() === '') this.problem(at, 'must not be empty');
    if (value.length > max) this.problem(at, `must be at most ${max} characters`);
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
  const result: TextRun = { text: c.text(run.text, `${at}.text`, CONTENT_LIMITS.textRun) };
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
          return { runs: runs.map((run, r) => checkRun(c, run, `${where}.runs[${r}]`)) };
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
    default:
      c.problem(`${at}.kind`, 'must be one of heading, richText, image, callToAction, linkList');
      return null;
  }
}

/** Checks an unknown value as a content page: the page (copied, nothing extra) or its problems. */
export function validateContentPage(value: unknown): ContentPageValidation {
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
  const blocks = c.list(page.blocks, 'blocks', CONTENT_LIMITS.blocks).flatMap((block, i) => {
    const checked = checkBlock(c, block, `blocks[${i}]`);
    return checked ? [checked] : [];
  });
  if (c.problems.length > 0 || section === null) return { ok: false, problems: c.problems };
  return { ok: true, page: { path, section, title, metaDescription, blocks } };
}
