import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { actionPathOf, fieldsPostedBy } from '../../../../test/form-posts.ts';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { FavouriteTogglesProvider } from '../hooks/use-favourite-toggles.tsx';
import type { FavouriteTogglePorts } from '../lib/favourite-toggle-store.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';

/**
 * A favourites server of the test's own: it holds the shopper's set, can hold its answers until
 * released, and can refuse the next call as the real one refuses (a product no longer sold).
 */
function favouritesServer(initial: string[] = []) {
  const favourites = new Set(initial);
  const calls: { lineNumber: string; favourite: boolean }[] = [];
  let held: (() => void)[] | null = null;
  let refuse = false;
  const ports: FavouriteTogglePorts = {
    async send(lineNumber, favourite) {
      calls.push({ lineNumber, favourite });
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      if (refuse) {
        refuse = false;
        throw new Error('Sorry, this product is not sold any more');
      }
      if (favourite) favourites.add(lineNumber);
      else favourites.delete(lineNumber);
    },
  };
  return {
    ports,
    calls,
    favourites,
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
    refuseNext() {
      refuse = true;
    },
  };
}

const shopper = (favourites: string[]): Viewer => ({
  ...ANONYMOUS_VIEWER,
  signedIn: true,
  firstName: 'Jane',
  favourites,
});

function Page({
  server,
  viewer,
  children,
}: {
  server: ReturnType<typeof favouritesServer>;
  viewer: Viewer | null;
  children: ReactNode;
}) {
  return (
    <FavouriteTogglesProvider viewer={viewer} ports={server.ports}>
      {children}
    </FavouriteTogglesProvider>
  );
}

/** A page whose viewer changes as the test says (a shared page's viewer arriving, a re-read). */
let setViewer: (viewer: Viewer | null) => void = () => {};
function PageWithViewer({
  server,
  initial,
}: {
  server: ReturnType<typeof favouritesServer>;
  initial: Viewer | null;
}) {
  const [viewer, set] = useState(initial);
  setViewer = set;
  return (
    <Page server={server} viewer={viewer}>
      <FavouriteToggle lineNumber="555" name="Rye Sourdough" />
    </Page>
  );
}

/** The words announced last (the toggles' status region, or the failure's snackbar). */
const announced = (words: string) => expect(screen.getByText(words)).toBeInTheDocument();

const heart = () => screen.getByRole('button', { name: 'Favourite Rye Sourdough' });

describe('FavouriteToggle (the heart)', () => {
  it('is a plain form for a visitor: it posts the favourite wanted and where to come back', async () => {
    const server = favouritesServer();
    const { container } = renderWithRouter(
      <Page server={server} viewer={null}>
        <FavouriteToggle lineNumber="555" name="Rye Sourdough" />
      </Page>,
      '/shop/browse/groceries/bakery?sortBy=A_2_Z',
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(actionPathOf(form)).toBe('/ecom/shop/favourites/toggle');
    expect(await fieldsPostedBy(form)).toEqual({
      lineNumber: '555',
      favourite: 'true',
      redirectTo: '/ecom/shop/browse/groceries/bakery?sortBy=A_2_Z',
    });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it("takes its pressed state from the shopper's viewer when it arrives, the same button, not a new one", async () => {
    const server = favouritesServer(['555']);
    const { container } = renderWithRouter(<PageWithViewer server={server} initial={null} />);
    const before = heart();
    const className = before.className;
    expect(before).toHaveAttribute('aria-pressed', 'false');
    // The shared page's viewer arrives after hydration.
    act(() => setViewer(shopper(['555'])));
    expect(heart()).toBe(before);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart().className).toBe(className);
    const form = container.querySelector('form') as HTMLFormElement;
    expect((await fieldsPostedBy(form)).favourite).toBe('false');
  });

  it('toggles at once, announcing toggling, then toggled when the server has it', async () => {
    const server = favouritesServer();
    server.hold();
    renderWithRouter(
      <Page server={server} viewer={shopper([])}>
        <FavouriteToggle lineNumber="555" name="Rye Sourdough" />
      </Page>,
    );
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    announced('Adding Rye Sourdough to favourites');
    expect(server.favourites.has('555')).toBe(false);
    act(() => server.release());
    await waitFor(() => announced('Rye Sourdough added to favourites'));
    expect(server.favourites.has('555')).toBe(true);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart());
    await waitFor(() => announced('Rye Sourdough removed from favourites'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(server.favourites.has('555')).toBe(false);
  });

  it('goes back with the failed state, seen and heard, when the server refuses', async () => {
    const server = favouritesServer(['555']);
    server.refuseNext();
    renderWithRouter(
      <Page server={server} viewer={shopper(['555'])}>
        <FavouriteToggle lineNumber="555" name="Rye Sourdough" />
      </Page>,
    );
    await userEvent.click(heart());
    await waitFor(() =>
      expect(
        screen.getByText(
          'Sorry, Rye Sourdough could not be removed from favourites. Please try again.',
        ),
      ).toBeInTheDocument(),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAttribute('data-status', 'failed');
    expect(server.favourites.has('555')).toBe(true);
  });

  it('sends only what is needed when pressed again while on its way: the newest press wins', async () => {
    const server = favouritesServer();
    server.hold();
    renderWithRouter(
      <Page server={server} viewer={shopper([])}>
        <FavouriteToggle lineNumber="555" name="Rye Sourdough" />
      </Page>,
    );
    // On, off, on: the first is sent; when it is answered, the newest (on) is what it already is.
    await userEvent.click(heart());
    await userEvent.click(heart());
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    act(() => server.release());
    await waitFor(() => announced('Rye Sourdough added to favourites'));
    expect(server.calls).toEqual([{ lineNumber: '555', favourite: true }]);

    // Off, then on again before the answer: sent off, then on.
    server.hold();
    await userEvent.click(heart());
    await userEvent.click(heart());
    act(() => server.release());
    await waitFor(() => expect(server.calls).toHaveLength(2));
    act(() => server.release());
    await waitFor(() => expect(server.calls).toHaveLength(3));
    await waitFor(() => announced('Rye Sourdough added to favourites'));
    expect(server.calls.slice(1).map((call) => call.favourite)).toEqual([false, true]);
    expect(server.favourites.has('555')).toBe(true);
  });

  it('follows the viewer read again (after a form submission) for hearts not being sent', () => {
    const server = favouritesServer();
    renderWithRouter(<PageWithViewer server={server} initial={shopper([])} />);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    act(() => setViewer(shopper(['555'])));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});
