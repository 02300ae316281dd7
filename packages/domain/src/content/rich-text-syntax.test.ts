import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextRun } from './content-page.ts';
import {
  formatLinkLines,
  formatRichText,
  normaliseRuns,
  parseLinkLines,
  parseRichText,
} from './rich-text-syntax.ts';

describe('parseRichText', () => {
  it('reads paragraphs, bold, italic and links, and keeps everything else as text', () => {
    expect(
      parseRichText(
        'Ring **0800 123 4567** or [write to _us_](mailto:care@example.com).\n\nA <b>tag</b> stays text\nacross lines.',
      ),
    ).toEqual([
      {
        runs: [
          { text: 'Ring ' },
          { text: '0800 123 4567', bold: true },
          { text: ' or ' },
          { text: 'write to ', href: 'mailto:care@example.com' },
          { text: 'us', italic: true, href: 'mailto:care@example.com' },
          { text: '.' },
        ],
      },
      { runs: [{ text: 'A <b>tag</b> stays text across lines.' }] },
    ]);
  });

  it('keeps escaped marks and a bracket that is no link as they are', () => {
    expect(parseRichText('2 \\* 3 \\_ [not a link] [x](has space)')).toEqual([
      { runs: [{ text: '2 * 3 _ [not a link] [x](has space)' }] },
    ]);
  });

  it('leaves out paragraphs of nothing but spaces', () => {
    expect(parseRichText('\n\n  \n\nHello\n\n\n\n')).toEqual([{ runs: [{ text: 'Hello' }] }]);
  });
});

describe('formatRichText', () => {
  it('writes what parseRichText reads back, for any runs a reader could tell apart', () => {
    const run = fc.record({
      text: fc.stringMatching(/^[a-z *_[\]\\()<>]{1,12}$/),
      bold: fc.boolean(),
      italic: fc.boolean(),
      href: fc.constantFrom(undefined, '/ecom/help-information', 'tel:08001234567'),
    });
    const paragraph = fc
      .array(run, { minLength: 1, maxLength: 6 })
      .map((runs) =>
        normaliseRuns(
          runs.map(({ text, bold, italic, href }) => {
            const result: TextRun = { text };
            if (bold) result.bold = true;
            if (italic) result.italic = true;
            if (href) result.href = href;
            return result;
          }),
        ),
      )
      .filter((runs) => runs.some((r) => r.text.trim() !== ''));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 4 }), (paragraphs) => {
        const written = paragraphs.map((runs) => ({ runs }));
        expect(parseRichText(formatRichText(written))).toEqual(written);
      }),
    );
  });
});

describe('link lines', () => {
  it('reads one `Label | href` a line and writes them back', () => {
    const links = [
      { label: 'Help | FAQs', href: '/ecom/help-information' },
      { label: 'Call us', href: 'tel:08001234567' },
    ];
    expect(parseLinkLines(formatLinkLines(links))).toEqual(links);
    expect(parseLinkLines('\n  Just words  \n\n')).toEqual([{ label: 'Just words', href: '' }]);
  });
});
