import { BASKET_BUILDER_PAGE_SIZE } from '@grocer/domain/basket-builder/basket-suggestions';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import type { Identity } from '@grocer/domain/identity/identity';
import { formatUnitPrice } from '@grocer/domain/money/money';
import type { BasketBuilderSuggestionsView } from '@grocer/server/contexts/basket-builder/basket-builder.contract';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import type { RouterContextProvider } from 'react-router';
import { requestLog } from '../../../lib/request-log.server.ts';
import { getServices } from '../../../lib/services.server.ts';
import type { BasketBuilderPanelView } from '../components/basket-builder-panel.tsx';
import { moreSuggestionsHref } from '../lib/basket-builder-paths.ts';

/**
 * The basket builder for the trolley page (decision 0095), or null when the shopper is not
 * eligible. A failure is logged and shows nothing: the trolley page never waits on it to fail.
 */
export async function loadBasketBuilder(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  query: URLSearchParams,
  start: number,
): Promise<BasketBuilderPanelView | null> {
  const services = getServices(context);
  try {
    const orderId = await services.trolley.currentOrderId(identity);
    if (orderId === null) return null;
    const view = await services.basketBuilder.suggestions(identity, orderId, {
      start,
      size: BASKET_BUILDER_PAGE_SIZE,
    });
    return view.eligibility.status === 'ELIGIBLE' ? panelViewOf(view, query) : null;
  } catch (error) {
    requestLog(context).warn({ err: error }, 'basket builder skipped');
    return null;
  }
}

/** What the panel shows of the call's answer. */
export function panelViewOf(
  view: BasketBuilderSuggestionsView,
  query: URLSearchParams,
): BasketBuilderPanelView {
  return {
    customerOrderId: view.customerOrderId,
    suggestions: view.suggestions.map(({ searchProduct: product, highlighted, quantity }) => ({
      lineNumber: product.lineNumber,
      productId: product.id,
      name: productDisplayName(product.name),
      href: productUrl(product.name, product.id),
      image: product.image,
      size: product.size,
      price: product.pricing.displayPrice.amount,
      priceQualifier: product.pricing.displayPriceQualifier,
      unitPrice: product.currentSaleUnitPrice
        ? formatUnitPrice(product.currentSaleUnitPrice)
        : null,
      defaultQuantity: quantity,
      highlighted,
    })),
    recommended: view.recommendedSelection.map((line) => line.lineNumber),
    estimatedPrice: view.estimatedPrice.amount,
    moreHref: view.hasNextPage ? moreSuggestionsHref(query, view.start + view.size) : null,
  };
}

/** The one press: the recommended selection posted by the panel's form, in one batch. */
export async function addRecommendedAction(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  form: FormData,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const customerOrderId = form.get('customerOrderId');
  const lineNumbers = form.getAll('lineNumber').filter((v): v is string => typeof v === 'string');
  if (
    typeof customerOrderId !== 'string' ||
    !/^\d{1,18}$/.test(customerOrderId) ||
    lineNumbers.length === 0 ||
    lineNumbers.length > 48 ||
    lineNumbers.some((line) => !lineNumberSchema.safeParse(line).success)
  ) {
    return { ok: false, status: 400, message: 'Choose the recommended items to add.' };
  }
  try {
    await getServices(context).basketBuilder.addRecommended(identity, customerOrderId, lineNumbers);
    return { ok: true };
  } catch (error) {
    const refused = clientErrorOf(error);
    if (!refused) throw error;
    return { ok: false, status: refused.status, message: refused.message };
  }
}
