import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import {
  CHOOSE_ANOTHER_ORDER,
  noLongerSold,
  orderHeading,
  TIMEOUT_MESSAGE,
  TIMEOUT_TITLE,
  TRY_AGAIN,
} from '@grocer/domain/quick-shop/quick-shop-messages';
import { data, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { isOrderId } from '../features/orders/api/orders.server.ts';
import { formatOrderDate } from '../features/orders/lib/order-format.ts';
import {
  addSelection,
  readSelection,
  shopFromPreviousPage,
} from '../features/quick-shop/api/quick-shop.server.ts';
import styles from '../features/quick-shop/components/quick-shop.module.css';
import { SelectionForm } from '../features/quick-shop/components/selection-form.tsx';
import {
  SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH,
  shopFromPreviousPath,
} from '../features/quick-shop/lib/quick-shop-paths.ts';
import type { AdditionsResult } from '../features/quick-shop/lib/quick-shop-view.ts';
import { swapAlternativeOf } from '../features/trolley/api/trolley-swap.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/shop-from-previous';
import { renderSwapOffer } from './quick-shop-swap-offer.tsx';

/**
 * Shop from previous (spec doc 1 §2, doc 2 §2, §7; decision 0082): one of the shopper's orders,
 * read with the order query with recommendations (45 s timeout), its products by aisle ticked at
 * the order's quantities and the recommendations unticked, and the quick shop's one press and
 * summary. Without an order named it is the interstitial that picks one. Another customer's
 * order, or none, is a 404.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.shopFromPrevious }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const customerOrderId = new URL(request.url).searchParams.get('customerOrderId');
  if (customerOrderId === null) throw redirect(SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH);
  if (!isOrderId(customerOrderId)) throw data({ reason: 'not-found' }, { status: 404 });
  const page = await shopFromPreviousPage(context, identity, customerOrderId);
  if (page === 'not-found') throw data({ reason: 'not-found' }, { status: 404 });
  if (page === 'timed-out') {
    return data({ page: null, customerOrderId }, { status: 504, headers: PRIVATE_PAGE_HEADERS });
  }
  return { page, customerOrderId };
}

/** The press: what is ticked, at its quantities, in one batch (the quick shop's). */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const read = readSelection(await request.formData());
  if (!read.ok) {
    return data<AdditionsResult>({ ok: false, message: read.message }, { status: 400 });
  }
  const { status, result } = await addSelection(context, identity, read.lines, swapAlternativeOf);
  return data(result, { status });
}

export default function ShopFromPrevious({ loaderData, actionData }: Route.ComponentProps) {
  const { page, customerOrderId } = loaderData;
  const another = (
    <Link
      to={SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH}
      className={buttonClass({ variant: 'secondary' })}
    >
      {CHOOSE_ANOTHER_ORDER}
    </Link>
  );
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{PAGE_TITLES.shopFromPrevious}</h1>
        {page === null ? (
          <div className={styles.empty} role="alert">
            <p>
              <strong>{TIMEOUT_TITLE}</strong>
            </p>
            <p>{TIMEOUT_MESSAGE}</p>
            <Link
              to={shopFromPreviousPath(customerOrderId)}
              className={buttonClass()}
              reloadDocument
            >
              {TRY_AGAIN}
            </Link>
          </div>
        ) : (
          <>
            <div>
              <h2>{orderHeading(formatOrderDate(page.created))}</h2>
              <p className={styles.orderFacts}>
                Order {page.customerOrderId}
                {page.noLongerSold > 0 ? `. ${noLongerSold(page.noLongerSold)}` : ''}
              </p>
            </div>
            <div className={styles.actions}>{another}</div>
            <SelectionForm
              sections={
                page.recommendations ? [...page.sections, page.recommendations] : page.sections
              }
              result={actionData}
              renderAlternatives={renderSwapOffer}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
