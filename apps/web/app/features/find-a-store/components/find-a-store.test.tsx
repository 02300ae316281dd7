import type {
  BranchDetails as Branch,
  NearbyBranch,
  StoreOrigin,
} from '@grocer/server/contexts/catalogue/catalogue.contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BranchDetails, DIRECTIONS_LINK_TEXT, NO_OPENING_HOURS } from './branch-details.tsx';
import { BranchResults } from './branch-results.tsx';
import { STORE_SEARCH_BUTTON, STORE_SEARCH_LABEL, StoreSearchForm } from './store-search-form.tsx';

const reading: Branch = {
  id: 651,
  name: 'Kings Wharf',
  line1: '12 High Street',
  line2: null,
  town: 'Reading',
  region: 'Berkshire',
  postcode: 'RG1 2AB',
  phone: '01632 960000',
  defaultBranch: true,
  slug: 'reading-kings-wharf',
  latitude: 51.455,
  longitude: -0.971,
  services: ['GROCERY', 'CLICK_AND_COLLECT', 'ENTERTAINING'],
  openingHours: [
    { day: 'monday', opens: '07:30', closes: '21:00' },
    { day: 'tuesday', opens: '07:30', closes: '21:00' },
    { day: 'wednesday', opens: '07:30', closes: '21:00' },
    { day: 'thursday', opens: '07:30', closes: '21:00' },
    { day: 'friday', opens: '07:30', closes: '21:00' },
    { day: 'saturday', opens: '07:30', closes: '20:00' },
    { day: 'sunday', opens: '10:00', closes: '16:00' },
  ],
};
const henley: Branch = {
  ...reading,
  id: 220,
  name: 'Henley-on-Thames',
  town: 'Henley-on-Thames',
  postcode: 'RG9 1XY',
  slug: 'henley-on-thames',
  defaultBranch: false,
  services: ['GROCERY'],
  openingHours: null,
  phone: null,
};
const origin: StoreOrigin = {
  latitude: 51.455,
  longitude: -0.971,
  label: 'RG1 4AB',
  precision: 'district',
  outward: 'RG1',
};
const nearby: NearbyBranch[] = [
  { ...reading, distanceMiles: 0 },
  { ...henley, distanceMiles: 6.43 },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The element under test, at /find-a-store (set before each render). */
let underTest: React.ReactNode = null;

function FindAStorePage() {
  return (
    <>
      {underTest}
      <Where />
    </>
  );
}

function renderAt(element: React.ReactNode) {
  underTest = element;
  const Stub = createRoutesStub([
    { path: '/find-a-store', Component: FindAStorePage },
    { path: '/find-a-store/:branchSlug', Component: Where },
  ]);
  return render(<Stub initialEntries={['/find-a-store']} />);
}

describe('StoreSearchForm', () => {
  it('is a search landmark whose GET form puts the postcode in the address', async () => {
    renderAt(<StoreSearchForm location="" />);
    const search = screen.getByRole('search', { name: 'Find a store' });
    await userEvent.type(
      within(search).getByRole('textbox', { name: STORE_SEARCH_LABEL }),
      'RG1 4AB',
    );
    await userEvent.click(within(search).getByRole('button', { name: STORE_SEARCH_BUTTON }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/find-a-store?location=RG1+4AB');
  });

  it('keeps what was typed and says what is wrong with it, read with the box', () => {
    renderAt(<StoreSearchForm location="RG1 4A" error="Invalid UK postcode" />);
    const box = screen.getByRole('textbox', { name: STORE_SEARCH_LABEL });
    expect(box).toHaveValue('RG1 4A');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Invalid UK postcode/);
  });
});

describe('BranchResults', () => {
  it('lists the branches nearest first with their distance, address and services', async () => {
    renderAt(<BranchResults origin={origin} branches={nearby} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Branches near RG1 4AB');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 branches, nearest first. Distances are in a straight line from the RG1 postcode district.',
    );
    const results = screen.getAllByRole('heading', { level: 3 });
    expect(results.map((heading) => heading.textContent)).toEqual([
      'Kings Wharf, Reading',
      'Henley-on-Thames',
    ]);
    expect(screen.getAllByRole('list')[0]?.tagName).toBe('OL');
    expect(screen.getByText('Less than 0.1 miles away')).toBeVisible();
    expect(screen.getByText('6.4 miles away')).toBeVisible();
    expect(screen.getAllByText('Click & Collect')).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Henley-on-Thames' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/find-a-store/henley-on-thames');
  });
});

describe('BranchDetails', () => {
  it('gives the address, a phone link, directions, the week’s hours and the services', () => {
    renderAt(<BranchDetails branch={reading} />);
    expect(
      screen.getByText('12 High Street', { exact: false }).closest('address'),
    ).toHaveTextContent('12 High StreetReadingRG1 2AB');
    expect(screen.getByRole('link', { name: '01632 960000' })).toHaveAttribute(
      'href',
      'tel:01632960000',
    );
    const directions = new URL(
      screen.getByRole('link', { name: DIRECTIONS_LINK_TEXT }).getAttribute('href') ?? '',
    );
    expect(directions.origin).toBe('https://www.google.com');
    expect(directions.searchParams.get('destination')).toBe('12 High Street, Reading, RG1 2AB');
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(hours).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday7:30am to 9pm',
      'Tuesday7:30am to 9pm',
      'Wednesday7:30am to 9pm',
      'Thursday7:30am to 9pm',
      'Friday7:30am to 9pm',
      'Saturday7:30am to 8pm',
      'Sunday10am to 4pm',
    ]);
    const services = screen.getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grocery shop', 'Click & Collect', 'Entertaining']);
  });

  it('asks the shopper to call when a branch has not given its hours', () => {
    renderAt(<BranchDetails branch={henley} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(NO_OPENING_HOURS)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^0/ })).toBeNull();
  });
});
