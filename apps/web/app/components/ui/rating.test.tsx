import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_RATING_STARS } from '@grocer/domain/catalogue/product-display';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating.tsx';

describe('rating', () => {
  it('speaks the rating to the nearest half star with the number of reviews, once', () => {
    render(<Rating average={4.3} count={9} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 9 reviews' });
    const stars = rating.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(stars.style.getPropertyValue('--rating')).toBe('4.5');
    expect(rating).toHaveTextContent('(9)');
  });

  it('says one review, and leaves the bracketed count out where the page writes it out', () => {
    render(<Rating average={2} count={1} showCount={false} />);
    const rating = screen.getByRole('img', { name: 'Rated 2 out of 5 from 1 review' });
    expect(rating).not.toHaveTextContent('(1)');
  });

  it('puts no star glyph in the markup: a page of cards stays a Latin-1 string (decision 0112)', () => {
    const html = renderToString(<Rating average={3.5} count={12} />);
    expect(html).toContain('--rating:3.5');
    expect([...html].filter((character) => character.charCodeAt(0) > 0xff)).toEqual([]);
  });

  it("draws the domain's number of stars and fills them as a share of that number", () => {
    // CSS cannot import the domain's limit, so the stylesheet types it: this keeps them one.
    const css = readFileSync(join(import.meta.dirname, 'rating.module.css'), 'utf8');
    const glyphs = css.match(/\.stars::before\s*\{\s*content:\s*"((?:\\2605)+)"/)?.[1] ?? '';
    expect(glyphs.split('\\2605').length - 1).toBe(MAX_RATING_STARS);
    expect(css).toContain(`--fill: calc(var(--rating) / ${MAX_RATING_STARS} * 100%)`);
  });
});
