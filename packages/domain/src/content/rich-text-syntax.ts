import type { ContentLink, Paragraph, TextRun } from './content-page.ts';

/**
 * The staff editor's plain-text form of rich text and link lists (decision 0077), so a form field
 * can edit them without JavaScript and without markup: paragraphs are separated by a blank line,
 * `**bold**`, `_italic_` and `[words](href)` mark runs, and a backslash keeps the next character
 * as it is (`\*`). A single line break inside a paragraph reads as a space. Nothing here becomes
 * HTML: the result is runs of text, checked by the content rule like any other.
 */

const SPECIAL = /[\\*_[\]]/g;

function escapeText(text: string): string {
  return text.replace(SPECIAL, (character) => `\\${character}`);
}

/** Runs as the editor's text: the inverse of `parseRichText` for runs it could have made. */
export function formatRichText(paragraphs: readonly Paragraph[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.runs
        .map((run) => {
          let text = escapeText(run.text);
          if (run.italic) text = `_${text}_`;
          if (run.bold) text = `**${text}**`;
          return run.href ? `[${text}](${run.href})` : text;
        })
        .join(''),
    )
    .join('\n\n');
}

interface Style {
  bold: boolean;
  italic: boolean;
  href?: string;
}

/** Merges neighbouring runs of one style and drops empty ones: the runs a reader could tell apart. */
export function normaliseRuns(runs: readonly TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = merged.at(-1);
    if (
      last &&
      Boolean(last.bold) === Boolean(run.bold) &&
      Boolean(last.italic) === Boolean(run.italic) &&
      last.href === run.href
    ) {
      last.text += run.text;
    } else {
      const copy: TextRun = { text: run.text };
      if (run.bold) copy.bold = true;
      if (run.italic) copy.italic = true;
      if (run.href !== undefined) copy.href = run.href;
      merged.push(copy);
    }
  }
  return merged;
}

/** Where a `[label](href)` starting at `start` ends: its label, its href and the index after. */
function linkAt(text: string, start: number): { label: string; href: string; end: number } | null {
  let i = start + 1;
  while (i < text.length && text[i] !== ']') i += text[i] === '\\' ? 2 : 1;
  if (i >= text.length || text[i + 1] !== '(') return null;
  const close = text.indexOf(')', i + 2);
  if (close === -1) return null;
  const href = text.slice(i + 2, close);
  if (href === '' || /\s/.test(href)) return null;
  return { label: text.slice(start + 1, i), href, end: close + 1 };
}

function parseRuns(text: string, style: Style, runs: TextRun[]): void {
  let bold = style.bold;
  let italic = style.italic;
  let buffer = '';
  const flush = () => {
    if (buffer === '') return;
    const run: TextRun = { text: buffer };
    if (bold) run.bold = true;
    if (italic) run.italic = true;
    if (style.href !== undefined) run.href = style.href;
    runs.push(run);
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const character = text[i] as string;
    if (character === '\\' && i + 1 < text.length) {
      buffer += text[i + 1];
      i += 2;
    } else if (character === '*' && text[i + 1] === '*') {
      flush();
      bold = !bold;
      i += 2;
    } else if (character === '_') {
      flush();
      italic = !italic;
      i += 1;
    } else if (character === '[' && style.href === undefined) {
      const link = linkAt(text, i);
      if (link) {
        flush();
        parseRuns(link.label, { bold, italic, href: link.href }, runs);
        i = link.end;
      } else {
        buffer += character;
        i += 1;
      }
    } else {
      buffer += character;
      i += 1;
    }
  }
  flush();
}

/** The editor's text as paragraphs of runs; paragraphs of nothing but spaces are left out. */
export function parseRichText(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.replace(/^\n+|\n+$/g, '').replace(/\n/g, ' '))
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const runs: TextRun[] = [];
      parseRuns(part, { bold: false, italic: false }, runs);
      return { runs: normaliseRuns(runs) };
    });
}

/** A link list as the editor's text: one `Label | href` a line. */
export function formatLinkLines(links: readonly ContentLink[]): string {
  return links.map((link) => `${link.label} | ${link.href}`).join('\n');
}

/**
 * The editor's link lines as links: each non-empty line is a label, a `|` and an href (the last
 * `|` splits, so a label may hold one). A line without one is a link with no href, which the
 * content rule then refuses with its place.
 */
export function parseLinkLines(text: string): ContentLink[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const bar = line.lastIndexOf('|');
      if (bar === -1) return { label: line, href: '' };
      return { label: line.slice(0, bar).trim(), href: line.slice(bar + 1).trim() };
    });
}
