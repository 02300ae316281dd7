import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import type { Identity } from '@grocer/domain/identity/identity';
import { formatUnitPrice } from '@grocer/domain/money/money';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { getServices } from '../../../lib/services.server.ts';
import type { SwapAlternative, SwapPageData } from '../lib/swap-alternative.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * The swap-unavailable-product page and modal (decision 0033): the line and the alternatives the
 * trolley service offers for it, and the swap itself (one trolley change).
 */

export function swapAlternativeOf(product: Product): SwapAlternative {
  return {
    lineNumber: product.lineNumber,
    productId: product.id,
    name: productDisplayName(product.name),
    href: productUrl(product.name, product.id),
    image: product.image,
    size: product.size,
    price: product.pricing.displayPrice.amount,
    estimated: product.pricing.displayPriceEstimated,
    unitPrice: product.currentSaleUnitPrice ? formatUnitPrice(product.currentSaleUnitPrice) : null,
    defaultQuantity: { amount: product.defaultQuantity.amount, uom: product.defaultQuantity.uom },
  };
}

/** A line number from the page's address; null when it is not one. */
export function swapLineNumberOf(request: Request): string | null {
  const parsed = lineNumberSchema.safeParse(new URL(request.url).searchParams.get('lineNumber'));
  return parsed.success ? parsed.data : null;
}

/**
 * The line asked about and its alternatives; `line` is null (the page answers 404) when the line
 * is not in the shopper's trolley.
 */
export async function loadSwapPage(
  context: Context,
  identity: Identity,
  lineNumber: string,
): Promise<SwapPageData> {
  const services = getServices(context);
  const lines = await services.trolley.lines(identity);
  const item = lines.find((line) => line.lineNumber === lineNumber);
  if (!item) return { lineNumber, line: null, alternatives: [] };
  let alternatives: Product[];
  let product: Product | undefined;
  try {
    [alternatives, [product]] = await Promise.all([
      services.trolley.alternatives(identity, lineNumber),
      services.catalogue.getProductsByLineNumbers([lineNumber]),
    ]);
  } catch (error) {
    // Removed meanwhile (another tab): as if it had not been there.
    if (clientErrorOf(error)?.status === 404) return { lineNumber, line: null, alternatives: [] };
    throw error;
  }
  return {
    lineNumber,
    line: {
      lineNumber,
      productId: item.productId,
      name: productDisplayName(product?.name ?? null),
      quantity: item.quantity,
    },
    alternatives: alternatives.map(swapAlternativeOf),
  };
}

const swapFormSchema = z.object({ replacementLineNumber: lineNumberSchema });

export type SwapActionResult = { ok: true } | { ok: false; status: number; message: string };

/** The swap without JavaScript: the chosen product in, the line out, in one trolley change. */
export async function swapAction(
  context: Context,
  identity: Identity,
  lineNumber: string,
  form: FormData,
): Promise<SwapActionResult> {
  const parsed = swapFormSchema.safeParse({
    replacementLineNumber: form.get('replacementLineNumber'),
  });
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: `Invalid replacementLineNumber: ${parsed.error.issues[0]?.message}`,
    };
  }
  try {
    await getServices(context).trolley.swapItem(
      identity,
      lineNumber,
      parsed.data.replacementLineNumber,
    );
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { ok: false, ...refused };
  }
  return { ok: true };
}
