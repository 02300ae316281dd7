import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import {
  QUICK_SHOP_EMPTY,
  QUICK_SHOP_EMPTY_TEXT,
  QUICK_SHOP_INTRO,
  START_SHOPPING,
} from '@grocer/domain/quick-shop/quick-shop-messages';
import { data } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  addSelection,
  quickShopSections,
  readSelection,
} from '../features/quick-shop/api/quick-shop.server.ts';
import styles from '../features/quick-shop/components/quick-shop.module.css';
import { SelectionForm } from '../features/quick-shop/components/selection-form.tsx';
import type { AdditionsResult } from '../features/quick-shop/lib/quick-shop-view.ts';
import { swapAlternativeOf } from '../features/trolley/api/trolley-swap.server.ts';
import { requireFlag } from '../lib/flags.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/quick-shop';
import { renderSwapOffer } from './quick-shop-swap-offer.tsx';

/**
 * Quick Shop (issue 25, decision 0082): the shopper's usual products by aisle, each ticked at the
 * quantity they usually buy, and one press that puts them in the trolley in one batch. A page
 * about the shopper: never shared, never stored. Behind the quick_shop flag (on by default).
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.quickShop }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireFlag(context, 'quick_shop');
  const identity = await requireCustomer(request, context);
  return { sections: await quickShopSections(context, identity) };
}

/** The press: the ticked products at their quantities, in one batch; the page shows the summary. */
export async function action({ request, context }: Route.ActionArgs) {
  requireFlag(context, 'quick_shop');
  const identity = await requireCustomer(request, context);
  const read = readSelection(await request.formData());
  if (!read.ok) {
    return data<AdditionsResult>({ ok: false, message: read.message }, { status: 400 });
  }
  const { status, result } = await addSelection(context, identity, read.lines, swapAlternativeOf);
  return data(result, { status });
}

export default function QuickShop({ loaderData, actionData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{PAGE_TITLES.quickShop}</h1>
        {sections.length === 0 ? (
          <div className={styles.empty}>
            <p>
              <strong>{QUICK_SHOP_EMPTY}</strong>
            </p>
            <p>{QUICK_SHOP_EMPTY_TEXT}</p>
            <AppLink href="/ecom" className={buttonClass()}>
              {START_SHOPPING}
            </AppLink>
          </div>
        ) : (
          <>
            <p className={styles.intro}>{QUICK_SHOP_INTRO}</p>
            <SelectionForm
              sections={sections}
              result={actionData}
              renderAlternatives={renderSwapOffer}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
