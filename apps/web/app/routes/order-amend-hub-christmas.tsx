import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import { useNavigation } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { amendingView } from '../features/order-amend/api/order-amend.server.ts';
import { AmendHub } from '../features/order-amend/components/amend-hub.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/order-amend-hub-christmas';
import { cardActionIn } from './card-actions.tsx';
import { action as amendHubAction } from './order-amend-hub.tsx';

/** The Christmas aisle (spec doc 1 §9: Christmas category 335064) by its browse path. */
const CHRISTMAS_PATH = 'groceries/christmas';
const CHRISTMAS_PRODUCTS = 24;
const TITLE = 'Add Christmas food and drink to your order';

/**
 * The Christmas amend hub (spec doc 1 §2 discovery "christmas amend hub"; decision 0097): the
 * amend hub of decision 0042 (the order being amended, its cut-off, Check out, Edit trolley,
 * Change slot, Cancel changes) with the Christmas aisle's most popular products below, each
 * added in place with the trolley control, so a shopper adds Christmas food to a placed order.
 * The shopper's own page; Cancel changes posts to the plain amend hub's action.
 */
export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: `Christmas · ${AMEND_MESSAGES.AMEND_HUB_TITLE}` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const [amending, listing] = await Promise.all([
    amendingView(context, identity),
    getServices(context).catalogue.browse({
      categoryPath: CHRISTMAS_PATH,
      size: CHRISTMAS_PRODUCTS,
      sortBy: 'MOST_POPULAR',
    }),
  ]);
  return { amending, products: (listing?.products ?? []).map(toProductCardView) };
}

/** Cancel changes: the amend hub's own action. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  return amendHubAction({ request, context, params } as Parameters<typeof amendHubAction>[0]);
}

export default function ChristmasAmendHubPage({ loaderData, actionData }: Route.ComponentProps) {
  const { amending, products } = loaderData;
  const navigation = useNavigation();
  return (
    <PageContainer>
      <AmendHub
        amending={amending}
        error={actionData?.error ?? null}
        busy={navigation.state !== 'idle'}
      />
      <section aria-labelledby="christmas-amend">
        <h2 id="christmas-amend">{TITLE}</h2>
        <p>
          <AppLink href={`/ecom/shop/browse/${CHRISTMAS_PATH}`}>Shop all Christmas</AppLink>
        </p>
        {products.length === 0 ? (
          <p>There is nothing in the Christmas range just now.</p>
        ) : (
          <ProductGrid products={products} label={TITLE} action={cardActionIn('browse')} />
        )}
      </section>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
