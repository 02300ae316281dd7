import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { footerSections } from '../lib/footer-links.ts';
import FooterAccordion from './footer-accordion.tsx';

const sections = footerSections({
  brandName: 'Hillside',
  partnerLinks: {
    cellar: 'https://cellar.example.com/',
    garden: 'https://garden.example.com/',
    dishpatch: 'https://dishpatch.example.com/',
  },
});

describe('FooterAccordion', () => {
  it('starts with every section closed', () => {
    renderWithRouter(<FooterAccordion sections={sections} />);
    for (const title of ['Customer support', 'About Hillside', 'Our shops']) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('opens a section to show its links, and closes it again', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FooterAccordion sections={sections} />);
    const support = screen.getByRole('button', { name: 'Customer support' });

    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help-information/contact-us',
    );

    await user.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('lets more than one section stay open, and opens partner shops in a new tab', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FooterAccordion sections={sections} />);
    await user.click(screen.getByRole('button', { name: 'Customer support' }));
    await user.click(screen.getByRole('button', { name: 'Our shops' }));
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();
    const cellar = screen.getByRole('link', { name: /Cellar/ });
    expect(cellar).toHaveAttribute('target', '_blank');
    expect(cellar.getAttribute('href')).toContain('utm_campaign=footer');
  });
});
