import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnershipCardPage, ReplacementAddressPage } from './loyalty-card-pages.tsx';

/**
 * The partnership card's page and the replacement card's address step (decision 0086), as a
 * shopper sees them: the configured partner's name, the card when held and what shows without
 * one; the address on file chosen already.
 */
/** The page under test, shown by the stub's one route (its forms need a router). */
let shown: React.ReactElement | null = null;

function Shown() {
  return shown;
}

const Stub = createRoutesStub([{ path: '/', Component: Shown }]);

function renderAt(element: React.ReactElement) {
  shown = element;
  render(<Stub initialEntries={['/']} />);
}

describe('the partnership card page', () => {
  it('shows the partnership card, named with the configured partner and scheme', () => {
    renderAt(
      <PartnershipCardPage
        schemeName="myHillside"
        partnerName="Ashby & Lowe"
        card={{ printed: '9230 1111 2222 3333' }}
        member
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Your Ashby & Lowe partnership card' }),
    ).toBeTruthy();
    expect(screen.getByTestId('partnership-card-number').textContent).toBe('9230 1111 2222 3333');
  });

  it('tells a shopper without one that none is linked, and a non-member where to learn more', () => {
    renderAt(
      <PartnershipCardPage
        schemeName="myHillside"
        partnerName="Ashby & Lowe"
        card={null}
        member={false}
      />,
    );
    expect(
      screen.getByText(/No Ashby & Lowe partnership card is linked to this account/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find out about myHillside membership' })).toBeTruthy();
    expect(screen.queryByTestId('partnership-card-number')).toBeNull();
  });
});

describe('the replacement card address step', () => {
  it('lists the shopper’s addresses with the one on file chosen', () => {
    renderAt(
      <ReplacementAddressPage
        schemeName="myHillside"
        card={{
          cardNumber: '9210000012345678',
          printed: '9210 0000 1234 5678',
          cardStatus: 'ACTIVE',
          points: 10,
          type: 'mywaitrose',
          hasLinkedMembership: false,
        }}
        addresses={[
          { id: 4, name: 'Ms Ann Lowe', summary: '4 Mill Lane, Hull, HU1 1AA', onFile: false },
          { id: 7, name: 'Ms Ann Lowe', summary: '7 Orchard Way, Leeds, LS1 1AA', onFile: true },
        ]}
        refusal={null}
      />,
    );
    const onFile = screen.getByRole('radio', { name: /7 Orchard Way/ }) as HTMLInputElement;
    expect(onFile.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /4 Mill Lane/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Order replacement card' })).toBeTruthy();
  });
});
