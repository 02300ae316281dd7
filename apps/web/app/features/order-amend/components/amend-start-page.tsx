import { AMEND_MESSAGES } from '@grocer/domain/orders/order-amend';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import type { AmendRefusalView } from '../api/order-amend.server.ts';
import { orderPagePath } from '../lib/amend-paths.ts';
import { AmendRefusalModal } from './amend-refusal-modal.tsx';

/**
 * The page behind a View Order form that starts an amend (Amend, Change slot): the refusal's
 * modal when it was refused, and a link back to the order (also when asked for directly).
 */
export function AmendStartPage({
  refusal,
  customerOrderId,
}: {
  refusal: Pick<AmendRefusalView, 'title' | 'message'> | undefined;
  customerOrderId: string;
}) {
  return (
    <PageContainer>
      <h1>{AMEND_MESSAGES.AMEND_HUB_TITLE}</h1>
      {refusal && <AmendRefusalModal title={refusal.title} message={refusal.message} />}
      <p>
        <AppLink href={`/ecom${orderPagePath(customerOrderId)}`}>Back to your order</AppLink>
      </p>
    </PageContainer>
  );
}
