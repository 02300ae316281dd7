import { BOOK_SLOT, SIGN_IN_REGISTER } from '@grocer/domain/messages/ui-messages';
import { Outlet, useRouteLoaderData } from 'react-router';
import { SiteFooter } from '../../features/footer/components/site-footer.tsx';
import { useGroceriesMenu } from '../../features/navigation/api/use-groceries-menu.ts';
import { BurgerMenu } from '../../features/navigation/components/burger-menu.tsx';
import { MegaMenu } from '../../features/navigation/components/mega-menu.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { AppBanner } from '../../features/shell/components/app-banner.tsx';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { MAIN_CONTENT_ID } from '../../features/shell/components/skip-link.tsx';
import {
  GROCERIES_HREF,
  MAIN_NAV_LINKS,
  SIGN_IN_HREF,
  SLOT_HREF,
} from '../../features/shell/lib/header-links.ts';
import type { loader as rootLoader } from '../../root.tsx';

const BURGER_LINKS = [
  ...MAIN_NAV_LINKS,
  { label: BOOK_SLOT, href: SLOT_HREF },
  { label: SIGN_IN_REGISTER, href: SIGN_IN_HREF },
  { label: 'Find a store', href: '/ecom/find-a-store' },
  { label: 'Customer service', href: '/ecom/help-information' },
];

/** Common frame: header, main area and footer (spec doc 1 §2). */
export default function FullLayout() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  const menu = useGroceriesMenu();
  if (!shell) return <Outlet />;
  return (
    <>
      {shell.appBanner && (
        <AppBanner brandName={shell.site.brandName} storeHref={shell.appBanner.storeHref} />
      )}
      <SiteHeader
        site={shell.site}
        trolley={shell.trolley}
        groceriesMenu={
          <MegaMenu
            tree={menu.tree}
            status={menu.status}
            onLoad={menu.load}
            fallbackHref={GROCERIES_HREF}
          />
        }
        search={<HeaderSearch />}
        burgerMenu={
          <BurgerMenu
            tree={menu.tree}
            status={menu.status}
            onLoad={menu.load}
            links={BURGER_LINKS}
            fallbackHref={GROCERIES_HREF}
          />
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter site={shell.site} year={shell.year} />
    </>
  );
}
