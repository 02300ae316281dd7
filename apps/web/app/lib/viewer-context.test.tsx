import { ANONYMOUS_VIEWER, VIEWER_PATH, type Viewer } from '@grocer/domain/identity/viewer';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Form, Outlet, useLoaderData } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useViewer, ViewerProvider } from './viewer-context.tsx';

const jane: Viewer = { ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Jane' };

function Shown() {
  const viewer = useViewer();
  return <p>{viewer === null ? 'unknown' : (viewer.firstName ?? 'anonymous')}</p>;
}

// What the root loader rendered for the test at hand.
let rendered: Viewer = ANONYMOUS_VIEWER;

function Root() {
  return (
    <ViewerProvider rendered={rendered}>
      <Outlet />
      <Shown />
    </ViewerProvider>
  );
}

function Page() {
  return null;
}

const Stub = createRoutesStub([
  {
    path: '/',
    Component: Root,
    children: [
      { path: 'shared', Component: Page, handle: { sharedPage: true } },
      { path: 'personal', Component: Page },
    ],
  },
]);

/** A root whose loader runs again after a submission, as the storefront's does. */
function LoadingRoot() {
  const { viewer } = useLoaderData() as { viewer: Viewer };
  return (
    <ViewerProvider rendered={viewer}>
      <Outlet />
      <Shown />
    </ViewerProvider>
  );
}

function SignInForm() {
  return (
    <Form method="post">
      <button type="submit">Sign in</button>
    </Form>
  );
}

const SubmittingStub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    Component: LoadingRoot,
    HydrateFallback: NothingYet,
    // A shared page's root data is always the anonymous viewer, whoever asks.
    loader: () => ({ viewer: { ...ANONYMOUS_VIEWER } }),
    children: [
      {
        path: 'shared',
        Component: SignInForm,
        handle: { sharedPage: true },
        action: () => null,
      },
    ],
  },
]);

/** A root that provides the viewer its loader rendered, above a shared and a personal page. */
function renderAt(path: string, viewer: Viewer) {
  rendered = viewer;
  return render(<Stub initialEntries={[path]} />);
}

/** The browser's network, answering the viewer resource route. */
function network(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return answer();
  });
  return calls;
}

beforeAll(async () => {
  await import('../components/ui/reload-modal-dialog.tsx');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('viewer for the page frame', () => {
  it('proves a shared page, rendered anonymously, fetches the shopper once after hydration', async () => {
    const calls = network(() => Response.json(jane));
    renderAt('/shared', ANONYMOUS_VIEWER);
    expect(await screen.findByText('Jane')).toBeVisible();
    expect(calls).toEqual([VIEWER_PATH]);
  });

  it('proves a page rendered for the shopper uses what its loader gave and fetches nothing', async () => {
    const calls = network(() => Response.json(ANONYMOUS_VIEWER));
    renderAt('/personal', jane);
    expect(screen.getByText('Jane')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('proves a failed viewer call shows the network-error modal, which cannot be closed', async () => {
    network(() => new Response('down', { status: 503 }));
    renderAt('/shared', ANONYMOUS_VIEWER);
    const modal = await screen.findByRole('alertdialog', { name: 'Sorry, something went wrong' });
    expect(modal).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    expect(screen.getByText('unknown')).toBeInTheDocument();
  });

  it('proves a form submission on a shared page (signing in) fetches the viewer again', async () => {
    let signedIn = false;
    const calls = network(() => Response.json(signedIn ? jane : ANONYMOUS_VIEWER));
    render(<SubmittingStub initialEntries={['/shared']} />);
    expect(await screen.findByText('anonymous')).toBeVisible();
    expect(calls).toHaveLength(1);
    signedIn = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Jane')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
