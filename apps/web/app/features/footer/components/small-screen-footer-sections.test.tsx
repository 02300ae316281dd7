import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { footerSections } from '../lib/footer-links.ts';
import { SmallScreenFooterSections } from './small-screen-footer-sections.tsx';

const sections = footerSections({
  brandName: 'Hillside',
  partnerLinks: {
    cellar: 'https://cellar.example.com/',
    garden: 'https://garden.example.com/',
    dishpatch: 'https://dishpatch.example.com/',
  },
});

let reportIntersection: (isIntersecting: boolean) => void = () => {};

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('SmallScreenFooterSections', () => {
  it('sends every link open from the server, none hidden, for pages without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter>
        <SmallScreenFooterSections sections={sections} />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const links = container.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      expect(link.closest('[hidden], [aria-hidden="true"]')).toBeNull();
    }
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('becomes closed accordions once the footer comes near the screen', async () => {
    renderWithRouter(<SmallScreenFooterSections sections={sections} />);
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();
    act(() => reportIntersection(true));
    // The accordion's code loads on demand; a busy machine can take longer than the default 1 s.
    const support = await screen.findByRole(
      'button',
      { name: 'Customer support' },
      { timeout: 5_000 },
    );
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });
});
