import type {
  ContentBlock,
  ContentLink,
  Paragraph,
  TextRun,
} from '@grocer/domain/content/content-page';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './content-blocks.module.css';

/**
 * A content page's blocks as semantic HTML (decision 0074). Every string is a React text child,
 * so whatever a block holds is shown as text: there is no raw HTML to render. Links were checked
 * by the domain's rule before they reached the page.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, i) => (
        <ContentBlockView key={i} block={block} />
      ))}
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
  }
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
