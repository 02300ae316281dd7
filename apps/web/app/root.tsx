import { analyticsChannel } from '@grocer/domain/analytics/analytics-channel';
import { isPreviewing, PREVIEW_QUERY } from '@grocer/domain/experiments/experiment-catalogue';
import { ERROR_BOUNDARY_TITLE, NOT_FOUND_TITLE } from '@grocer/domain/messages/ui-messages';
import { MOBILE_APP_COOKIE } from '@grocer/domain/shell/cookies';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { foodImageUrl } from './components/ui/food-image.tsx';
import { IconSprite } from './components/ui/icon-sprite.tsx';
import { identityOf } from './features/account/api/auth.server.ts';
import { AnalyticsTracker } from './features/analytics/components/analytics-tracker.tsx';
import { CookieConsent } from './features/consent/components/cookie-consent.tsx';
import { FavouriteTogglesProvider } from './features/favourites/hooks/use-favourite-toggles.tsx';
import { ChunkErrorMessage } from './features/shell/components/chunk-error-message.tsx';
import { GenericError, NotFoundMessage } from './features/shell/components/error-message.tsx';
import { SessionTimeout } from './features/shell/components/session-timeout.tsx';
import { SkipLink } from './features/shell/components/skip-link.tsx';
import { UnsupportedBrowserBanner } from './features/shell/components/unsupported-browser-banner.tsx';
import {
  applyPendingActions,
  clearPendingActionsCookie,
  hasPendingActions,
} from './features/trolley/api/pending-actions.server.ts';
import { TrolleyFeedback } from './features/trolley/components/trolley-feedback.tsx';
import { TrolleyProvider } from './features/trolley/hooks/use-trolley.tsx';
import { redirectRoutePath } from './lib/app-path.ts';
import { isChunkLoadError } from './lib/chunk-loader.ts';
import { pageExperiments } from './lib/experiments.server.ts';
import { pageFlags } from './lib/flags.server.ts';
import { useNonce } from './lib/nonce.tsx';
import { repairDoubledAmpersands } from './lib/query-repair.ts';
import { getServices } from './lib/services.server.ts';
import { sessionTimerMs } from './lib/session-timer.ts';
import { shellData } from './lib/shell.server.ts';
import { loadViewer } from './lib/viewer.server.ts';
import { useViewer, ViewerProvider } from './lib/viewer-context.tsx';
import globalStyles from './styles/global.css?inline';

/** React Aria's `usePress` looks for this id before adding the rule itself (react-aria 1.x). */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
const PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: foodImageUrl('leafy-green') },
];

export const middleware: Route.MiddlewareFunction[] = [
  // What a shopper pressed before signing in is applied on their first request signed in, before
  // any loader reads the trolley (decision 0032). Shared pages arrive without the cookie.
  async ({ request, context }, next) => {
    const cookies = request.headers.get('cookie');
    if (!hasPendingActions(cookies)) return next();
    const applied = await applyPendingActions(context, await identityOf(context), cookies);
    const response = (await next()) as Response;
    if (applied) response.headers.append('Set-Cookie', clearPendingActionsCookie());
    return response;
  },
  // A webview named by `?mobileApp=` keeps that identity on later pages through a session cookie.
  async ({ request }, next) => {
    const response = (await next()) as Response;
    const platform = new URL(request.url).searchParams.get('mobileApp')?.toLowerCase();
    if (platform === 'android' || platform === 'ios') {
      response.headers.append(
        'Set-Cookie',
        `${MOBILE_APP_COOKIE}=${platform}; Path=/ecom; SameSite=Lax`,
      );
    }
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const repaired = repairDoubledAmpersands(url.search);
  if (repaired !== null) {
    // The path is the shopper's own input too: `/ecom//evil.example/` must not become `//evil…`.
    throw redirect(redirectRoutePath(`${url.pathname}${repaired}`), 301);
  }
  const { site, testHooks } = getServices(context);
  return {
    ...shellData(request, site, new Date()),
    flags: pageFlags(context),
    experiments: {
      assignments: pageExperiments(context),
      preview: isPreviewing(request.headers.get('cookie'), url.searchParams.get(PREVIEW_QUERY)),
    },
    // On a shared page this is the anonymous viewer; the client fetches the shopper's own.
    viewer: await loadViewer(context),
    sessionTimerMs: sessionTimerMs(url, testHooks),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c6b3f" />
        <Meta />
        {shell?.canonical && <link rel="canonical" href={shell.canonical} />}
        <Links />
        {/* The base rules (2 kB) ride in the document and come after the bundled stylesheet, as
            they always have, so the page waits for one stylesheet request rather than two. */}
        <style>{globalStyles}</style>
        {/* React Aria's rule for its pressable elements, already in the page: the first React Aria
            button to mount (the account menu, the footer accordion) finds it by its id and does
            not add it, which made the browser restyle and lay out the whole page again. */}
        <style id={PRESSABLE_STYLE_ID}>{PRESSABLE_STYLE}</style>
      </head>
      <body>
        <SkipLink />
        {shell?.unsupportedBrowser && <UnsupportedBrowserBanner />}
        {children}
        <IconSprite />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { viewer, sessionTimerMs, consentBanner, webview } = useLoaderData<typeof loader>();
  return (
    <ViewerProvider rendered={viewer}>
      <ShopperTrolley>
        <Outlet />
        <SignedInTimeout timerMs={sessionTimerMs} />
      </ShopperTrolley>
      <CookieConsent bannerShown={consentBanner} />
      <AnalyticsTracker channel={analyticsChannel(webview)} />
    </ViewerProvider>
  );
}

/**
 * The shopper's trolley store for every page, and what it tells them (decision 0032), and their
 * favourites for the hearts (decision 0080).
 */
function ShopperTrolley({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  return (
    <TrolleyProvider viewer={viewer}>
      <FavouriteTogglesProvider viewer={viewer}>
        {children}
        <TrolleyFeedback />
      </FavouriteTogglesProvider>
    </TrolleyProvider>
  );
}

function SignedInTimeout({ timerMs }: { timerMs: number }) {
  const viewer = useViewer();
  return <SessionTimeout signedIn={viewer?.signedIn ?? false} timerMs={timerMs} />;
}

/**
 * A fault no page caught: its message in a bare frame, with a title of its own (the page's
 * `meta` is not there to give one; React puts the `<title>` in the head). A page whose code did
 * not load says so, and whether the connection is lost (decision 0098).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isChunkLoadError(error)) {
    return (
      <main id="main-content" tabIndex={-1}>
        <ChunkErrorMessage error={error} />
      </main>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" tabIndex={-1}>
      <title>{notFound ? NOT_FOUND_TITLE : ERROR_BOUNDARY_TITLE}</title>
      {notFound ? <NotFoundMessage /> : <GenericError />}
    </main>
  );
}
