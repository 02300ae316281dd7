import { BASKET_BUILDER_NOT_ADDED } from '@grocer/domain/basket-builder/basket-builder-messages';
import { BACK_TO_MY_TROLLEY } from '@grocer/domain/trolley/trolley-messages';
import { data, Link, redirect } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import { addRecommendedAction } from '../features/basket-builder/api/basket-builder.server.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/basket-builder-add';

/**
 * Where the basket builder's Add recommended items posts (decision 0095): the selection goes to
 * the trolley in one batch and the shopper comes back to the trolley; a refusal shows why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const result = await addRecommendedAction(context, identity, await request.formData());
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  throw redirect('/shop/trolley', 303);
}

/** The address itself is not a page: it leads to the trolley. */
export function loader() {
  throw redirect('/shop/trolley');
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: BASKET_BUILDER_NOT_ADDED }];
}

export default function BasketBuilderAdd({ actionData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <h1>{BASKET_BUILDER_NOT_ADDED}</h1>
      <p role="alert">{actionData?.message}</p>
      <p>
        <Link to="/shop/trolley" className={buttonClass()}>
          {BACK_TO_MY_TROLLEY}
        </Link>
      </p>
    </PageContainer>
  );
}
