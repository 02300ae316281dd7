/**
 * The shopper issue 22's viewer row measures: the demo shopper with a 30-line trolley
 * (BENCH_VIEWER_LINES), a booked collection slot and 100 favourites (BENCH_VIEWER_FAVOURITES,
 * issue 25: the viewer carries their line numbers), signed in through the end-to-end test hook
 * (the server runs with E2E_TEST_HOOKS). Idempotent: each run sets the same lines' quantities
 * and books the first collection slot with room, so the bench database keeps one such shopper.
 */
import { currentOrderId, postShop, setTrolleyLines, signInByHook } from './bench-tools.ts';

const VIEWER_LINES = Number(process.env.BENCH_VIEWER_LINES ?? 30);
const VIEWER_FAVOURITES = Number(process.env.BENCH_VIEWER_FAVOURITES ?? 100);
const DEMO_SHOPPER = 'shopper@example.com';

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
  const orderId = await currentOrderId(origin, headers, accountId);
  // Plain products on sale: nothing the trolley refuses or holds apart.
  const lines = products
    .filter((p) => p.availability === 'AVAILABLE' && !p.restriction && !p.leadTime)
    .slice(0, VIEWER_LINES);
  if (lines.length < VIEWER_LINES) throw new Error(`only ${lines.length} products to add`);
  await setTrolleyLines(
    origin,
    headers,
    orderId,
    lines.map((p) => ({ lineNumber: p.lineNumber, productId: p.id, amount: 1 })),
  );
  const grid = await postShop(origin, '/api/slots/v1/slotdays', headers, {
    slotType: 'GROCERY_COLLECTION',
  });
  await postShop(origin, '/api/slots/v1/bookslot', headers, { slotId: firstOpenSlot(grid) });
  // Hearted (again: a PUT of a favourite already there changes nothing).
  const hearted = products.slice(0, VIEWER_FAVOURITES);
  if (hearted.length < VIEWER_FAVOURITES) throw new Error(`only ${hearted.length} to heart`);
  for (const product of hearted) {
    const response = await fetch(
      `${origin}/api/favourites/v2/favourites/${encodeURIComponent(product.lineNumber)}`,
      { method: 'PUT', headers },
    );
    if (!response.ok) throw new Error(`heart ${product.lineNumber}: ${response.status}`);
    await response.arrayBuffer();
  }
  return `${headers.cookie}; consent=all`;
}
