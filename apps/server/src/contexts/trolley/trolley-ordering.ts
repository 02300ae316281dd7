import type { TrolleyOrdering } from './trolley.contract.ts';
import type { TrolleyRepository } from './trolley.repository.ts';

/** The trolley's side of order placement (decision 0040). */
export function createTrolleyOrdering(repository: TrolleyRepository): TrolleyOrdering {
  return {
    closeForOrder: (customerId, orderId) => repository.closeForOrder(customerId, orderId),
    reopen: (customerId, orderId) => repository.reopen(customerId, orderId),
  };
}
