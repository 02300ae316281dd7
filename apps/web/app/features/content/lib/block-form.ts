import type { ContentBlock, ContentBlockKind } from '@grocer/domain/content/content-page';
import {
  formatLinkLines,
  formatRichText,
  parseLinkLines,
  parseRichText,
} from '@grocer/domain/content/rich-text-syntax';

/**
 * The staff editor's form (decision 0077): one fieldset per block, its fields named
 * `b<index>.<field>`, read back into a body for the content service to check. Nothing here
 * decides what is allowed: the content rule does, and its messages come back to the form.
 */

export const BLOCK_KIND_LABELS: Record<ContentBlockKind, string> = {
  heading: 'Heading',
  richText: 'Text',
  image: 'Image',
  callToAction: 'Call to action',
  linkList: 'Link list',
  productCarousel: 'Product carousel',
  teaser: 'Recipe or offer teaser',
  hero: 'Hero',
};

/** A block as the form shows it: every field as the text in its input. */
export type BlockFields = { kind: ContentBlockKind } & Record<string, string>;

/** The editor's fields of a page (title, meta description) or a fragment, and its blocks. */
export interface DocumentFields {
  title?: string;
  metaDescription?: string;
  blocks: BlockFields[];
}

export function fieldsOfBlock(block: ContentBlock): BlockFields {
  switch (block.kind) {
    case 'heading':
      return { kind: 'heading', level: String(block.level), text: block.text };
    case 'richText':
      return { kind: 'richText', text: formatRichText(block.paragraphs) };
    case 'image':
      return { kind: 'image', src: block.src, alt: block.alt };
    case 'callToAction':
      return { kind: 'callToAction', label: block.label, href: block.href };
    case 'linkList':
      return { kind: 'linkList', title: block.title, links: formatLinkLines(block.links) };
    case 'hero':
      return {
        kind: 'hero',
        eyebrow: block.eyebrow,
        title: block.title,
        text: block.text,
        links: formatLinkLines(block.links),
      };
    case 'productCarousel':
      return {
        kind: 'productCarousel',
        title: block.title,
        source: block.lineNumbers ? 'lineNumbers' : 'search',
        lineNumbers: (block.lineNumbers ?? []).join(', '),
        searchTerm: block.searchTerm ?? '',
      };
    case 'teaser':
      return {
        kind: 'teaser',
        subject: block.subject,
        title: block.title,
        text: block.text,
        linkLabel: block.linkLabel,
        href: block.href,
        imageSrc: block.imageSrc ?? '',
        imageAlt: block.imageAlt ?? '',
      };
  }
}

/** A new block of a kind, as the form first shows it: empty fields for staff to fill in. */
export function emptyBlockFields(kind: ContentBlockKind): BlockFields {
  switch (kind) {
    case 'heading':
      return { kind, level: '2', text: '' };
    case 'productCarousel':
      return { kind, title: '', source: 'search', lineNumbers: '', searchTerm: '' };
    case 'teaser':
      return {
        kind,
        subject: 'recipe',
        title: '',
        text: '',
        linkLabel: '',
        href: '',
        imageSrc: '',
        imageAlt: '',
      };
    default:
      return fieldsOfBlock(
        {
          richText: { kind: 'richText', paragraphs: [] },
          image: { kind: 'image', src: '', alt: '' },
          callToAction: { kind: 'callToAction', label: '', href: '' },
          linkList: { kind: 'linkList', title: '', links: [] },
          hero: { kind: 'hero', eyebrow: '', title: '', text: '', links: [] },
        }[kind] as ContentBlock,
      );
  }
}

const KINDS = new Set<string>(Object.keys(BLOCK_KIND_LABELS));

/** The fields each kind's fieldset posts, besides `kind`. */
const FIELD_NAMES: Record<ContentBlockKind, string[]> = {
  heading: ['level', 'text'],
  richText: ['text'],
  image: ['src', 'alt'],
  callToAction: ['label', 'href'],
  linkList: ['title', 'links'],
  hero: ['eyebrow', 'title', 'text', 'links'],
  productCarousel: ['title', 'source', 'lineNumbers', 'searchTerm'],
  teaser: ['subject', 'title', 'text', 'linkLabel', 'href', 'imageSrc', 'imageAlt'],
};

/** At most this many blocks are read from a form: the content rule allows 60. */
const MAX_FORM_BLOCKS = 80;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The blocks' fields as posted; a block of a kind the editor does not know is read as-is. */
export function documentFieldsFromForm(form: FormData): DocumentFields {
  const count = Math.min(Number.parseInt(text(form, 'blockCount'), 10) || 0, MAX_FORM_BLOCKS);
  const blocks: BlockFields[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = text(form, `b${i}.kind`);
    if (!KINDS.has(kind)) {
      blocks.push({ kind: kind as ContentBlockKind });
      continue;
    }
    const fields: BlockFields = { kind: kind as ContentBlockKind };
    for (const name of FIELD_NAMES[kind as ContentBlockKind]) {
      fields[name] = text(form, `b${i}.${name}`);
    }
    blocks.push(fields);
  }
  const result: DocumentFields = { blocks };
  if (form.has('title')) result.title = text(form, 'title');
  if (form.has('metaDescription')) result.metaDescription = text(form, 'metaDescription');
  return result;
}

const lineNumbersOf = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * A block's fields as the block the content rule checks. Text is taken as typed (the rule says
 * what is wrong with it); an unknown kind goes through as it is, for the rule to refuse.
 */
export function blockFromFields(fields: BlockFields): unknown {
  const f = (name: string) => fields[name] ?? '';
  switch (fields.kind) {
    case 'heading':
      return { kind: 'heading', level: Number(f('level')), text: f('text') };
    case 'richText':
      return { kind: 'richText', paragraphs: parseRichText(f('text')) };
    case 'image':
      return { kind: 'image', src: f('src').trim(), alt: f('alt') };
    case 'callToAction':
      return { kind: 'callToAction', label: f('label'), href: f('href').trim() };
    case 'linkList':
      return { kind: 'linkList', title: f('title'), links: parseLinkLines(f('links')) };
    case 'hero':
      return {
        kind: 'hero',
        eyebrow: f('eyebrow'),
        title: f('title'),
        text: f('text'),
        links: parseLinkLines(f('links')),
      };
    case 'productCarousel':
      return f('source') === 'lineNumbers'
        ? {
            kind: 'productCarousel',
            title: f('title'),
            lineNumbers: lineNumbersOf(f('lineNumbers')),
          }
        : { kind: 'productCarousel', title: f('title'), searchTerm: f('searchTerm').trim() };
    case 'teaser': {
      const block: Record<string, string> = {
        kind: 'teaser',
        subject: f('subject'),
        title: f('title'),
        text: f('text'),
        linkLabel: f('linkLabel'),
        href: f('href').trim(),
      };
      if (f('imageSrc').trim() !== '') {
        block.imageSrc = f('imageSrc').trim();
        block.imageAlt = f('imageAlt');
      }
      return block;
    }
    default:
      return { kind: fields.kind };
  }
}

/** The body the content service checks: a page's fields and blocks, or a fragment's. */
export function bodyFromFields(
  document: { kind: 'page' | 'fragment'; ref: string },
  fields: DocumentFields,
): unknown {
  const blocks = fields.blocks.map(blockFromFields);
  return document.kind === 'page'
    ? {
        path: document.ref,
        title: fields.title ?? '',
        metaDescription: fields.metaDescription ?? '',
        blocks,
      }
    : { key: document.ref, blocks };
}

export type BlockEdit =
  | { kind: 'add'; blockKind: ContentBlockKind }
  | { kind: 'remove' | 'up' | 'down'; index: number };

/** What a structure button asks (`add:teaser`, `remove:3`, `up:2`), or null for anything else. */
export function blockEditOf(intent: string): BlockEdit | null {
  const [verb, argument = ''] = intent.split(':');
  if (verb === 'add' && KINDS.has(argument)) {
    return { kind: 'add', blockKind: argument as ContentBlockKind };
  }
  if ((verb === 'remove' || verb === 'up' || verb === 'down') && /^\d{1,3}$/.test(argument)) {
    return { kind: verb, index: Number(argument) };
  }
  return null;
}

/** The blocks after a structure button: nothing is saved, the form shows the result. */
export function applyBlockEdit(blocks: readonly BlockFields[], edit: BlockEdit): BlockFields[] {
  const next = [...blocks];
  if (edit.kind === 'add') {
    next.push(emptyBlockFields(edit.blockKind));
    return next;
  }
  const { index } = edit;
  if (index < 0 || index >= next.length) return next;
  if (edit.kind === 'remove') {
    next.splice(index, 1);
  } else {
    const other = edit.kind === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= next.length) return next;
    [next[index], next[other]] = [next[other] as BlockFields, next[index] as BlockFields];
  }
  return next;
}

/** A rule's place (`blocks[2].links[0].href`) as staff read it (`Block 3, links[0].href`). */
export function problemForPeople(problem: string): string {
  return problem.replace(/^blocks\[(\d+)\]\.?/, (_, index: string) => {
    const n = Number(index) + 1;
    return `Block ${n}${problem.startsWith(`blocks[${index}].`) ? ', ' : ''}`;
  });
}
