import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import { data, redirect, useNavigation } from 'react-router';
import { PageContainer } from '../components/ui/page-container.tsx';
import { PRIVATE_PAGE_HEADERS } from '../features/account/api/account-settings.server.ts';
import {
  amendingView,
  orderAmendService,
  refusalFromQuery,
  refusalView,
} from '../features/order-amend/api/order-amend.server.ts';
import { AmendHub } from '../features/order-amend/components/amend-hub.tsx';
import { AmendRefusalModal } from '../features/order-amend/components/amend-refusal-modal.tsx';
import { AMEND_ERROR_PARAM, orderPagePath } from '../features/order-amend/lib/amend-paths.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { requireCustomer } from '../lib/route-guard.server.ts';
import type { Route } from './+types/order-amend-hub';

/**
 * The amend hub (spec doc 2 §2 shop/featured/order-amend; decision 0042): "You are amending
 * order N", the cut-off, Check out, and Cancel changes ('Cancel changes?'). Per shopper: never a
 * shared page, never stored.
 */

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta() {
  return [{ title: AMEND_MESSAGES.AMEND_HUB_TITLE }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const identity = await requireCustomer(request, context);
  const refusal = refusalFromQuery(new URL(request.url).searchParams.get(AMEND_ERROR_PARAM));
  return { amending: await amendingView(context, identity), refusal };
}

export async function action({ request, context }: Route.ActionArgs) {
  const identity = await requireCustomer(request, context);
  const form = await request.formData();
  const orderId = form.get('customerOrderId');
  if (form.get('intent') !== 'cancel-amend' || typeof orderId !== 'string' || orderId === '') {
    return data({ error: 'Please try again.' }, { status: 400 });
  }
  const outcome = await orderAmendService(context).cancelAmendOrder(identity, orderId);
  if (outcome.outcome === 'ok') throw redirect(orderPagePath(orderId), 303);
  const refusal = refusalView(outcome);
  return data({ error: refusal.message }, { status: refusal.status });
}

export default function AmendHubPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <PageContainer>
      <AmendHub
        amending={loaderData.amending}
        error={actionData?.error ?? null}
        busy={navigation.state !== 'idle'}
      />
      {loaderData.refusal && (
        <AmendRefusalModal title={loaderData.refusal.title} message={loaderData.refusal.message} />
      )}
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
