import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { loadProduct } from '../features/catalogue/api/product.server.ts';
import { ProductDetail } from '../features/catalogue/components/product-detail.tsx';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle.tsx';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { AddToList } from '../features/shopping-lists/components/add-to-list.tsx';
import { TrolleyControl } from '../features/trolley/components/trolley-control.tsx';
import { track } from '../lib/analytics.ts';
import { toRoutePath } from '../lib/app-path.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/product';
import styles from './product.module.css';

/** The same page for every shopper: served from the shared page cache (decision 0020). */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const product = await loadProduct(getServices(context).catalogue, params.id);
  if (!product) throw data(null, { status: 404 });
  // Old or hand-typed name segments lead to the one address the canonical link names.
  // Compared through the route params, not the request path: a client-side navigation asks for
  // `….data`, and that path never equals the page address, which sent it round a redirect loop.
  const wanted = toRoutePath(productUrl(product.name, product.id));
  if (`/products/${params.name}/${params.id}` !== wanted) {
    throw redirect(`${wanted}${new URL(request.url).search}`, 301);
  }
  return { product };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Product' }];
  const { product } = loaderData;
  return [
    { title: productDisplayName(product.name) },
    { name: 'description', content: product.description.slice(0, 160) || product.name },
  ];
}

const ON_PRODUCT_PAGE = { clickContext: 'product' } as const;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { lineNumber, id } = loaderData.product;
  useEffect(() => {
    track('view_item', { line_number: lineNumber, product_id: id });
  }, [lineNumber, id]);
  return (
    <PageContainer>
      <ProductDetail
        product={loaderData.product}
        action={(product, canAdd) => (
          <div className={styles.actions}>
            <div className={styles.trolleyControl}>
              <TrolleyControl
                product={{
                  lineNumber: product.lineNumber,
                  productId: product.id,
                  name: productDisplayName(product.name),
                  defaultQuantity: product.defaultQuantity,
                }}
                canAdd={canAdd}
                uoms={product.weights.uoms}
                analytics={ON_PRODUCT_PAGE}
              />
            </div>
            {/* Its state arrives with the viewer: this page is shared (decision 0080). */}
            <FavouriteToggle
              lineNumber={product.lineNumber}
              name={productDisplayName(product.name)}
              size="medium"
            />
            {/* The shopper's lists arrive when it is pressed (decision 0081). */}
            <AddToList
              lineNumber={product.lineNumber}
              name={productDisplayName(product.name)}
              size="medium"
            />
          </div>
        )}
      />
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
