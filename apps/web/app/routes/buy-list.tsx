import { isSignedIn } from '@grocer/domain/identity/identity';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { buyListAddedText, buyListPath } from '@grocer/domain/sponsored/buy-list';
import { data, Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer, PageSection } from '../components/ui/page-container.tsx';
import { identityOf } from '../features/account/api/auth.server.ts';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { addBuyList, loadBuyList } from '../features/sponsored/api/buy-list.server.ts';
import { loginRedirect } from '../lib/route-guard.server.ts';
import type { Route } from './+types/buy-list';
import styles from './buy-list.module.css';
import { cardActionIn } from './card-actions.tsx';

const TITLE = 'Buy list';

/**
 * A sponsored buy list (spec doc 1 §2 `buylist/{lineNumbers}`, doc 3 §9; decision 0096): the
 * products an ad names, each with the trolley control, and Add all to trolley, a plain form that
 * works without JavaScript. The page is the same for everyone (the shared page cache); the
 * trolley quantities come with the viewer.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const products = await loadBuyList(context, params.lineNumbers);
  return { products: products.map(toProductCardView) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const products = await loadBuyList(context, params.lineNumbers);
  const identity = await identityOf(context);
  // Signed out: to login, back to this list afterwards (spec doc 1 §1).
  if (!isSignedIn(identity)) {
    throw loginRedirect(buyListPath(products.map((product) => product.lineNumber)));
  }
  const { status, result } = await addBuyList(context, identity, products);
  return data(result, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export function meta() {
  return [{ title: TITLE }];
}

export default function BuyListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <PageContainer>
      <h1>{TITLE}</h1>
      <p>
        {`${products.length} ${products.length === 1 ? 'product' : 'products'} chosen for you.`}
      </p>
      <Form method="post" className={styles.addAll}>
        <button type="submit" className={buttonClass()} disabled={busy}>
          Add all to trolley
        </button>
      </Form>
      {actionData && (
        <div role={actionData.ok ? 'status' : 'alert'} className={styles.result}>
          {actionData.ok ? (
            <>
              <p>{buyListAddedText(actionData.added.length)}</p>
              {actionData.alreadyInTrolley.length > 0 && (
                <p>{`Already in your trolley: ${actionData.alreadyInTrolley.join(', ')}.`}</p>
              )}
              {actionData.unavailable.map((line) => (
                <p key={line.name}>{`${line.name}: ${line.message}`}</p>
              ))}
              <Link to="/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
                View trolley
              </Link>
            </>
          ) : (
            <p>{actionData.message}</p>
          )}
        </div>
      )}
      <PageSection id="buy-list-products" title="Products">
        <ProductGrid
          products={products}
          label="Buy list products"
          action={cardActionIn('buylist')}
        />
      </PageSection>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
