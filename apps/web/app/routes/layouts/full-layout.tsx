import { BOOK_SLOT, BOOK_SLOT_LOWER_CASE } from '@grocer/domain/messages/ui-messages';
import { SERVICE_SELECTION_PATH } from '@grocer/domain/slot-booking/slot-booking-paths';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { loadFragment } from '../../features/content/api/content.server.ts';
import { SiteWideBanner } from '../../features/content/components/site-wide-banner.tsx';
import { SiteFooter } from '../../features/footer/components/site-footer.tsx';
import { useGroceriesMenu } from '../../features/navigation/api/use-groceries-menu.ts';
import { BurgerMenu } from '../../features/navigation/components/burger-menu.tsx';
import { MegaMenu } from '../../features/navigation/components/mega-menu.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { AppBanner } from '../../features/shell/components/app-banner.tsx';
import { ReturnToAdmin } from '../../features/shell/components/return-to-admin.tsx';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { MAIN_CONTENT_ID } from '../../features/shell/components/skip-link.tsx';
import {
  burgerAccountLinks,
  LOYALTY_HUB_HREF,
  LOYALTY_VOUCHERS_HREF,
} from '../../features/shell/lib/account-links.ts';
import { GROCERIES_HREF, mainNavLinks, SLOT_HREF } from '../../features/shell/lib/header-links.ts';
import { useRememberLocations } from '../../features/slots/lib/remembered-locations.ts';
import { useLiveTrolleyViewer } from '../../features/trolley/hooks/use-trolley.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useExperiment } from '../../lib/experiments.ts';
import { pageFlags } from '../../lib/flags.server.ts';
import { useViewer, useViewerPatch } from '../../lib/viewer-context.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/full-layout';

/**
 * The slot expiry timer and its expired dialog (React Aria): loaded once the shopper is known to
 * have a booked slot, so pages for everyone else do not load it.
 */
const SlotExpiryTimer = lazy(() =>
  import('../../features/slots/components/slot-expiry-timer.tsx').then((module) => ({
    default: module.SlotExpiryTimer,
  })),
);

/**
 * What staff manage in the frame (decision 0077): the footer taxonomy (kept 5 minutes by the
 * content service) and the site-wide banner while its flag is on (kept 10 s). Both are the same
 * for every visitor with the same flags, so shared pages stay shared.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [footer, banner] = await Promise.all([
    loadFragment(context, 'footer'),
    pageFlags(context).site_wide_banner ? loadFragment(context, 'site-wide-banner') : null,
  ]);
  return {
    footer:
      footer?.blocks.flatMap((block) =>
        block.kind === 'linkList' ? [{ title: block.title, links: block.links }] : [],
      ) ?? null,
    banner: banner?.blocks ?? null,
  };
}

/** The frame's content is read with the first page; client navigations keep it. */
export function shouldRevalidate() {
  return false;
}

/** Common frame: header, main area and footer (spec doc 1 §2). */
export default function FullLayout({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const menu = useGroceriesMenu();
  const viewer = useLiveTrolleyViewer(useViewer());
  const patchViewer = useViewerPatch();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // Kept once started: at expiry the slot is forgotten, and the dialog saying so stays open.
  const [slotTimer, setSlotTimer] = useState(false);
  if (hydrated && viewer?.slot && !slotTimer) setSlotTimer(true);
  // Where 'Continue shopping' leads after booking a slot (spec doc 1 §2).
  useRememberLocations();
  // The experiments' variants the burger menu shows too (decision 0072).
  const bookSlot =
    useExperiment('book_slot_lower_case') === 'variant' ? BOOK_SLOT_LOWER_CASE : BOOK_SLOT;
  const alternativeMenu = useExperiment('alternative_main_menu') === 'variant';
  const loyaltyHref =
    useExperiment('loyalty_hub_vouchers') === 'variant' ? LOYALTY_VOUCHERS_HREF : LOYALTY_HUB_HREF;
  if (!shell) return <Outlet />;
  const burgerLinks = [
    ...mainNavLinks(alternativeMenu, bookSlot),
    ...(alternativeMenu ? [] : [{ label: bookSlot, href: SLOT_HREF }]),
    ...burgerAccountLinks(viewer, shell.site.loyaltySchemeName, loyaltyHref),
    { label: 'Find a store', href: '/ecom/find-a-store' },
    { label: 'Customer service', href: '/ecom/help-information' },
  ];
  return (
    <>
      {loaderData?.banner && <SiteWideBanner blocks={loaderData.banner} />}
      {shell.appBanner && (
        <AppBanner brandName={shell.site.brandName} storeHref={shell.appBanner.storeHref} />
      )}
      <SiteHeader
        site={shell.site}
        viewer={viewer}
        groceriesMenu={
          <MegaMenu
            tree={menu.tree}
            status={menu.status}
            onLoad={menu.load}
            fallbackHref={GROCERIES_HREF}
            sections={menu.sections}
          />
        }
        search={<HeaderSearch />}
        staffAction={<ReturnToAdmin />}
        burgerMenu={
          <BurgerMenu
            tree={menu.tree}
            status={menu.status}
            onLoad={menu.load}
            links={burgerLinks}
            fallbackHref={GROCERIES_HREF}
            sections={menu.sections}
          />
        }
      />
      {slotTimer && (
        <Suspense fallback={null}>
          <SlotExpiryTimer
            slot={viewer?.slot ?? null}
            pathname={pathname}
            amending={false}
            serviceSelectionHref={SERVICE_SELECTION_PATH}
            onExpired={() => patchViewer({ slot: null, slotBooked: false })}
          />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        site={shell.site}
        year={shell.year}
        managedSections={loaderData?.footer ?? null}
      />
    </>
  );
}
