import type {
  BlockOf,
  ContentBlock,
  ContentLink,
  Paragraph,
  TextRun,
} from '@grocer/domain/content/content-page';
import { Fragment, type ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './content-blocks.module.css';

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /**
   * Renders a product carousel (its products come from the catalogue, through the route that
   * loaded them); without it a carousel shows nothing.
   */
  renderCarousel?: (block: BlockOf<'productCarousel'>, index: number) => ReactNode;
  /** Widen to the page's width (the home page) rather than a reading column. */
  wide?: boolean;
}

type Group =
  | { kind: 'block'; block: ContentBlock; index: number }
  | { kind: 'teasers'; teasers: { block: BlockOf<'teaser'>; index: number }[] };

/** Neighbouring teasers share a row of cards; every other block stands alone. */
function grouped(blocks: readonly ContentBlock[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((block, index) => {
    const last = groups.at(-1);
    if (block.kind === 'teaser' && last?.kind === 'teasers') {
      last.teasers.push({ block, index });
    } else if (block.kind === 'teaser') {
      groups.push({ kind: 'teasers', teasers: [{ block, index }] });
    } else {
      groups.push({ kind: 'block', block, index });
    }
  });
  return groups;
}

/**
 * A content page's or fragment's blocks as semantic HTML (decisions 0074 and 0077). Every string
 * is a React text child, so whatever a block holds is shown as text: there is no raw HTML to
 * render. Links were checked by the domain's rule before they reached the page. A hero is the
 * home page's to place, so it is not rendered here.
 */
export function ContentBlocks({ blocks, renderCarousel, wide = false }: ContentBlocksProps) {
  return (
    <div className={wide ? `${styles.blocks} ${styles.wide}` : styles.blocks}>
      {grouped(blocks).map((group) =>
        group.kind === 'teasers' ? (
          <ul key={group.teasers[0]?.index} className={styles.teasers}>
            {group.teasers.map(({ block, index }) => (
              <li key={index}>
                <TeaserBlock block={block} />
              </li>
            ))}
          </ul>
        ) : (
          <Fragment key={group.index}>
            {group.block.kind === 'productCarousel' ? (
              (renderCarousel?.(group.block, group.index) ?? null)
            ) : (
              <ContentBlockView block={group.block} />
            )}
          </Fragment>
        ),
      )}
    </div>
  );
}

function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'heading':
      return <HeadingBlock level={block.level} text={block.text} />;
    case 'richText':
      return <RichTextBlock paragraphs={block.paragraphs} />;
    case 'image':
      return <ImageBlock src={block.src} alt={block.alt} />;
    case 'callToAction':
      return <CallToActionBlock label={block.label} href={block.href} />;
    case 'linkList':
      return <LinkListBlock title={block.title} links={block.links} />;
    case 'teaser':
      return <TeaserBlock block={block} />;
    case 'hero':
    case 'productCarousel':
      return null;
  }
}

const SUBJECT_LABELS = { recipe: 'Recipe', offer: 'Offer' } as const;

/** A card leading to a recipe or an offer: its picture is decoration beside its own words. */
function TeaserBlock({ block }: { block: BlockOf<'teaser'> }) {
  return (
    <article className={styles.teaser}>
      {block.imageSrc && (
        <img
          className={styles.teaserImage}
          src={block.imageSrc}
          alt={block.imageAlt ?? ''}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.teaserText}>
        <p className={styles.subject}>{SUBJECT_LABELS[block.subject]}</p>
        <h3 className={styles.teaserTitle}>{block.title}</h3>
        {block.text && <p>{block.text}</p>}
        <AppLink href={block.href} className={styles.link}>
          {block.linkLabel}
        </AppLink>
      </div>
    </article>
  );
}

function HeadingBlock({ level, text }: { level: 2 | 3; text: string }) {
  return level === 2 ? (
    <h2 className={styles.heading2}>{text}</h2>
  ) : (
    <h3 className={styles.heading3}>{text}</h3>
  );
}

function Run({ run }: { run: TextRun }) {
  let content: ReactNode = run.text;
  if (run.italic) content = <em>{content}</em>;
  if (run.bold) content = <strong>{content}</strong>;
  return run.href ? (
    <AppLink href={run.href} className={styles.link}>
      {content}
    </AppLink>
  ) : (
    content
  );
}

function RichTextBlock({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  return (
    <div className={styles.richText}>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.runs.map((run, r) => (
            <Run key={r} run={run} />
          ))}
        </p>
      ))}
    </div>
  );
}

function ImageBlock({ src, alt }: { src: string; alt: string }) {
  return <img className={styles.image} src={src} alt={alt} loading="lazy" />;
}

function CallToActionBlock({ label, href }: ContentLink) {
  return (
    <p className={styles.callToAction}>
      <AppLink href={href} className={buttonClass({ variant: 'primary' })}>
        {label}
      </AppLink>
    </p>
  );
}

function LinkListBlock({ title, links }: { title: string; links: readonly ContentLink[] }) {
  return (
    <nav className={styles.linkList} aria-label={title}>
      <h2 className={styles.heading2}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} className={styles.link}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
