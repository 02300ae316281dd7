import { DEFAULT_BRANCH_ID, type Identity } from '@grocer/domain/identity/identity';
import type { FulfilmentSources } from './fulfilment.contract.ts';
import type { OrderAmendService } from './order-amend.contract.ts';

/**
 * Fulfilment's way to end an amend still open at the cut-off (decisions 0042, 0043 Wiring): the
 * amend service's own cancelAmendOrder, acting for the order's customer (the scheduler has no
 * session), so the original lines and slot stay and the amend's trolley is closed.
 */
export function cancelAmendAtCutOff(
  orderAmend: Pick<OrderAmendService, 'cancelAmendOrder'>,
): FulfilmentSources['amends'] {
  return {
    async cancelAmend(customerId, customerOrderId) {
      const actingFor: Identity = {
        customerId,
        principalId: customerId,
        permissions: [],
        defaultBranchId: DEFAULT_BRANCH_ID,
        sessionId: null,
      };
      const result = await orderAmend.cancelAmendOrder(actingFor, customerOrderId);
      // Someone else ended the amend meanwhile (checked out or cancelled): nothing to undo.
      return (
        result.outcome === 'ok' ||
        (result.outcome === 'refused' && result.code === 'ORDER_NOT_AMENDING')
      );
    },
  };
}
