import type { ContentBlock } from '@grocer/domain/content/content-page';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from './content-blocks.tsx';

const SCRIPT = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';

const blocks: ContentBlock[] = [
  { kind: 'heading', level: 2, text: 'Call us' },
  { kind: 'heading', level: 3, text: SCRIPT },
  {
    kind: 'richText',
    paragraphs: [
      {
        runs: [
          { text: 'Ring ' },
          { text: '0800 123 4567', bold: true, href: 'tel:08001234567' },
          { text: ' any day, ', italic: true },
          { text: SCRIPT },
        ],
      },
      {
        runs: [
          { text: 'See ' },
          { text: 'booking a slot', href: '/ecom/help-information/booking-a-slot' },
        ],
      },
    ],
  },
  { kind: 'image', src: '/ecom/assets/help.png', alt: 'A shopper at the tills' },
  { kind: 'callToAction', label: 'Book a slot', href: '/ecom/service-selection' },
  {
    kind: 'linkList',
    title: 'More help',
    links: [
      { label: 'Contact us', href: '/ecom/help-information/contact-us' },
      { label: 'GOV.UK', href: 'https://www.gov.uk/' },
    ],
  },
];

const renderBlocks = (list: ContentBlock[] = blocks) =>
  render(
    <MemoryRouter basename="/ecom" initialEntries={['/ecom/help-information']}>
      <ContentBlocks blocks={list} />
    </MemoryRouter>,
  );

describe('ContentBlocks', () => {
  it('shows text containing <script> as text: no script or image element is made of it', () => {
    const { container } = renderBlocks();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(SCRIPT);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('escapes it in the server-rendered HTML too', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter basename="/ecom" initialEntries={['/ecom/help-information']}>
        <ContentBlocks blocks={blocks} />
      </MemoryRouter>,
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;window.hacked = true&lt;/script&gt;');
  });

  it('renders each kind of block as its semantic element', () => {
    renderBlocks();
    expect(screen.getByRole('heading', { level: 2, name: 'Call us' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: '0800 123 4567' });
    expect(phone).toHaveAttribute('href', 'tel:08001234567');
    expect(phone.querySelector('strong')).not.toBeNull();
    expect(screen.getByText(/any day/).tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'booking a slot' })).toHaveAttribute(
      'href',
      '/ecom/help-information/booking-a-slot',
    );
    expect(screen.getByRole('img', { name: 'A shopper at the tills' })).toHaveAttribute(
      'src',
      '/ecom/assets/help.png',
    );
    expect(screen.getByRole('link', { name: 'Book a slot' })).toHaveAttribute(
      'href',
      '/ecom/service-selection',
    );
    const nav = screen.getByRole('navigation', { name: 'More help' });
    expect(within(nav).getByRole('heading', { name: 'More help' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'GOV.UK' })).toHaveAttribute(
      'href',
      'https://www.gov.uk/',
    );
  });

  it('renders neighbouring teasers as a row of cards, a carousel through the route, and no hero', () => {
    const teaser = (title: string, subject: 'recipe' | 'offer') =>
      ({
        kind: 'teaser',
        subject,
        title,
        text: SCRIPT,
        linkLabel: `Open ${title}`,
        href: '/ecom/inspiration',
        imageSrc: '/ecom/assets/food/shortcake.svg',
        imageAlt: '',
      }) as const;
    const html = renderToStaticMarkup(
      <MemoryRouter basename="/ecom" initialEntries={['/ecom']}>
        <ContentBlocks
          blocks={[
            { kind: 'hero', eyebrow: '', title: 'Not here', text: '', links: [] },
            teaser('Pavlova', 'recipe'),
            teaser('Half price', 'offer'),
            { kind: 'productCarousel', title: 'Berries', searchTerm: 'berries' },
          ]}
          renderCarousel={(block, index) => <p>{`carousel ${block.title} at ${index}`}</p>}
        />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Not here');
    expect(html).not.toContain('<script');
    expect(html).toContain('carousel Berries at 3');
    const { container } = render(
      <MemoryRouter basename="/ecom" initialEntries={['/ecom']}>
        <ContentBlocks blocks={[teaser('Pavlova', 'recipe'), teaser('Half price', 'offer')]} />
      </MemoryRouter>,
    );
    const cards = within(container.querySelector('ul') as HTMLElement).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Recipe')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Half price' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Pavlova' })).toHaveAttribute(
      'href',
      '/ecom/inspiration',
    );
    expect(container.querySelector('script')).toBeNull();
  });
});
