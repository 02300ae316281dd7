import { PAGE_TITLES } from '@grocer/domain/navigation/page-titles';
import { ORDER_HISTORY_MESSAGES as M } from '@grocer/domain/orders/order-history-messages';
import {
  SHOP_FROM_PREVIOUS_INTRO,
  SHOP_FROM_THIS_ORDER,
  whichOrder,
} from '@grocer/domain/quick-shop/quick-shop-messages';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { VisuallyHidden } from '../components/ui/visually-hidden.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { myOrdersData } from '../features/orders/api/orders.server.ts';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { formatOrderDate } from '../features/orders/lib/order-format.ts';
import styles from '../features/quick-shop/components/quick-shop.module.css';
import {
  SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH,
  shopFromPreviousPath,
} from '../features/quick-shop/lib/quick-shop-paths.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/shop-from-previous-interstitial';

/**
 * Shop from previous, its interstitial (spec doc 1 §2, doc 2 §2; decision 0082): the shopper
 * picks one of their orders, on the way and previous, to shop from. A signed-in page (the spec's
 * guard), never shared or stored. Each list pages on its own with plain links, as My Orders.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: PAGE_TITLES.shopFromPrevious }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const { pending, previous } = await myOrdersData(request, context, identity);
  return { pending, previous };
}

function nextHref(list: 'pending' | 'previous', nextStart: number | null, other: number) {
  if (nextStart === null) return null;
  const params = new URLSearchParams(
    list === 'pending'
      ? { pendingStart: String(nextStart), previousStart: String(other) }
      : { pendingStart: String(other), previousStart: String(nextStart) },
  );
  return `${SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH}?${params}`;
}

type Order = Route.ComponentProps['loaderData']['pending']['orders'][number];

const shopLink = (order: Order) => (
  <Link
    to={shopFromPreviousPath(order.customerOrderId)}
    className={buttonClass({ variant: 'secondary', size: 'small' })}
  >
    {SHOP_FROM_THIS_ORDER}
    <VisuallyHidden>
      {whichOrder(formatOrderDate(order.created), order.customerOrderId)}
    </VisuallyHidden>
  </Link>
);

export default function ShopFromPreviousInterstitial({ loaderData }: Route.ComponentProps) {
  const { pending, previous } = loaderData;
  return (
    <PageContainer>
      <div className={styles.layout}>
        <h1>{PAGE_TITLES.shopFromPrevious}</h1>
        <p className={styles.intro}>{SHOP_FROM_PREVIOUS_INTRO}</p>
        <OrderList
          title={M.PENDING_ORDERS}
          id="pending-orders"
          page={pending}
          empty={M.NO_PENDING_ORDERS}
          nextHref={nextHref('pending', pending.nextStart, previous.start)}
          action={shopLink}
        />
        <OrderList
          title={M.PREVIOUS_ORDERS}
          id="previous-orders"
          page={previous}
          empty={M.NO_PREVIOUS_ORDERS}
          nextHref={nextHref('previous', previous.nextStart, pending.start)}
          action={shopLink}
        />
      </div>
    </PageContainer>
  );
}
