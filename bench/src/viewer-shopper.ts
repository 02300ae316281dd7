/**
 * The shopper issue 22's viewer row measures: the demo shopper with a 30-line trolley
 * (BENCH_VIEWER_LINES) and a booked collection slot, signed in through the end-to-end test hook
 * (the server runs with E2E_TEST_HOOKS). Idempotent: each run sets the same lines' quantities
 * and books the first collection slot with room, so the bench database keeps one such shopper.
 */
import { createHash } from 'node:crypto';
import { signInByHook } from './bench-tools.ts';

const VIEWER_LINES = Number(process.env.BENCH_VIEWER_LINES ?? 30);
const DEMO_SHOPPER = 'shopper@example.com';

const CONTEXT = `query ShoppingContext($customerId: String!) { shoppingContext(customerId: $customerId) {
  shoppingContext { customerOrderId } failures { message } } }`;

const BATCH = `mutation UpdateTrolleyItems($orderId: String!, $trolleyItems: [TrolleyItemInput!]!) {
  updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { failures { message type } } }`;

async function call(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

interface SlotDay {
  slots: { slotId: string; availability: string }[];
}

/** The first bookable collection slot id in the shopper's grid. */
function firstOpenSlot(grid: unknown): string {
  for (const day of (grid as { days: SlotDay[] }).days) {
    const open = day.slots.find((slot) => slot.availability === 'AVAILABLE');
    if (open) return open.slotId;
  }
  throw new Error(`no open collection slot in ${JSON.stringify(grid).slice(0, 300)}`);
}

/**
 * Signs the demo shopper in, fills the trolley with the first `lineNumbers` (one of each) and
 * books a collection slot; answers the cookie a browser would send.
 */
export async function prepareViewerShopper(
  origin: string,
  products: {
    id: string;
    lineNumber: string;
    availability?: string;
    restriction?: unknown;
    leadTime?: unknown;
  }[],
): Promise<string> {
  const { headers, accountId } = await signInByHook(origin, DEMO_SHOPPER);
  const hashed = createHash('sha256').update(String(accountId)).digest('base64');
  const context = (await call(origin, '/api/graphql', headers, {
    query: CONTEXT,
    variables: { customerId: hashed },
  })) as { data: { shoppingContext: { shoppingContext: { customerOrderId: string } } } };
  const orderId = context.data.shoppingContext.shoppingContext.customerOrderId;
  // Plain products on sale: nothing the trolley refuses or holds apart.
  const lines = products
    .filter((p) => p.availability === 'AVAILABLE' && !p.restriction && !p.leadTime)
    .slice(0, VIEWER_LINES);
  if (lines.length < VIEWER_LINES) throw new Error(`only ${lines.length} products to add`);
  const filled = (await call(origin, '/api/graphql', headers, {
    query: BATCH,
    variables: {
      orderId,
      trolleyItems: lines.map((p) => ({
        lineNumber: p.lineNumber,
        productId: p.id,
        quantity: { amount: 1, uom: 'C62' },
      })),
    },
  })) as { data: { updateTrolleyItems: { failures: unknown } } };
  if (filled.data.updateTrolleyItems.failures) {
    throw new Error(`trolley: ${JSON.stringify(filled.data.updateTrolleyItems.failures)}`);
  }
  const grid = await call(origin, '/api/slots/v1/slotdays', headers, {
    slotType: 'GROCERY_COLLECTION',
  });
  await call(origin, '/api/slots/v1/bookslot', headers, { slotId: firstOpenSlot(grid) });
  return `${headers.cookie}; consent=all`;
}
