import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import {
  byFrequency,
  type Purchase,
  purchaseFrequency,
} from '@grocer/domain/favourites/purchase-frequency';
import type { Identity } from '@grocer/domain/identity/identity';
import {
  INTERSTITIAL_LABELS,
  type InterstitialKind,
  interstitialSteps,
} from '@grocer/domain/interstitials/interstitial-steps';
import {
  addMoreText,
  missedFavourites,
  missedOffers,
  oftenBoughtWith,
  suggestable,
} from '@grocer/domain/interstitials/interstitial-suggestions';
import {
  managersSpecialDescription,
  specialsToShow,
} from '@grocer/domain/promotions/managers-special';
import type { CatalogueEngine, CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type {
  Interstitial,
  InterstitialSources,
  InterstitialsService,
  InterstitialsView,
  ManagersSpecialView,
  MissedOfferView,
  TrolleyForInterstitials,
} from './interstitials.contract.ts';
import {
  type Ignored,
  INTERSTITIALS_DEADLINE_MS,
  INTERSTITIALS_RESPONSE_MS,
  within,
} from './interstitials-deadline.ts';

/** At most this many products a kind. */
export const INTERSTITIAL_PRODUCTS = 12;

/** Keeps `lineNumbers`' order, and only products that can be bought now. */
async function suggestions(
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>,
  lineNumbers: readonly string[],
): Promise<Product[]> {
  if (lineNumbers.length === 0) return [];
  const found = await catalogue.getProductsByLineNumbers([...lineNumbers]);
  const byLine = new Map(found.map((product) => [product.lineNumber, product]));
  return lineNumbers
    .map((line) => byLine.get(line))
    .filter((product): product is Product => product !== undefined && suggestable(product))
    .slice(0, INTERSTITIAL_PRODUCTS);
}

/** The real sources (decision 0093): other contexts' services, never their tables. */
export function createInterstitialSources(deps: {
  catalogue: Pick<CatalogueEngine, 'getProductsByLineNumbers' | 'managersSpecials'>;
  trolley: Pick<TrolleyService, 'itemPrices'>;
  favourites: Pick<FavouritesService, 'purchases' | 'lineNumbers'>;
  now: () => Date;
}): InterstitialSources {
  const { catalogue, favourites, trolley: pricing } = deps;
  /**
   * The shopper's purchases, read once a gathering (decision 0093): before you go and missed
   * favourites are asked for the same trolley object, and both read every purchase of the year
   * (two statements each). Held only while that trolley object lives, that is one request.
   */
  const purchasesRead = new WeakMap<TrolleyForInterstitials, Promise<Purchase[]>>();
  const purchasesOf = (customerId: number, trolley: TrolleyForInterstitials) => {
    let read = purchasesRead.get(trolley);
    if (!read) {
      read = favourites.purchases(customerId);
      purchasesRead.set(trolley, read);
    }
    return read;
  };
  const inTrolley = (trolley: TrolleyForInterstitials) =>
    new Set(trolley.lines.map((line) => line.lineNumber));
  return {
    async missedOffers(_identity, trolley) {
      const lines = trolley.lines.filter((line) => line.untriggeredPromotionIds.length > 0);
      if (lines.length === 0) return { offers: [], products: [] };
      const products = await catalogue.getProductsByLineNumbers(lines.map((l) => l.lineNumber));
      const byLine = new Map(products.map((product) => [product.lineNumber, product]));
      const offers = missedOffers(
        lines.flatMap((line) => {
          const product = byLine.get(line.lineNumber);
          if (!product || !suggestable(product)) return [];
          return [
            {
              lineNumber: line.lineNumber,
              items: line.items,
              untriggered: line.untriggeredPromotionIds.flatMap((id) => {
                const promotion = product.promotions.find((p) => p.promotionId === id);
                if (!promotion) return [];
                return [
                  {
                    id,
                    description: promotion.promotionDescription,
                    threshold:
                      promotion.discountType === 'TOTAL_PRICE'
                        ? null
                        : (promotion.groups[0]?.threshold ?? 1),
                  },
                ];
              }),
            },
          ];
        }),
      );
      const views: MissedOfferView[] = offers.map((offer) => ({
        ...offer,
        text: addMoreText(offer),
      }));
      const wanted = new Set(views.flatMap((offer) => offer.lineNumbers));
      return {
        offers: views,
        products: products.filter((product) => wanted.has(product.lineNumber)),
      };
    },
    async managersSpecials(identity, trolley) {
      // Started ones only: the engine decides below whether each still takes money off.
      const running = await catalogue.managersSpecials.running();
      const inTrolleyNow = inTrolley(trolley);
      const candidates = running.filter((special) => !inTrolleyNow.has(special.lineNumber));
      if (candidates.length === 0) return { specials: [], products: [] };
      const [prices, products] = await Promise.all([
        pricing.itemPrices(
          identity,
          trolley.orderId,
          candidates.map((special) => special.productId),
        ),
        suggestions(
          catalogue,
          candidates.map((special) => special.lineNumber),
        ),
      ]);
      const buyable = new Set(products.map((product) => product.lineNumber));
      const shown = specialsToShow(
        prices
          .filter((price) => buyable.has(price.lineNumber))
          .map((price) => ({
            lineNumber: price.lineNumber,
            shelfPricePence: price.regularPricePence,
            pricePence: price.pricePence,
          })),
        inTrolleyNow,
        INTERSTITIAL_PRODUCTS,
      );
      const byLine = new Map(candidates.map((special) => [special.lineNumber, special]));
      const specials: ManagersSpecialView[] = shown.flatMap((price) => {
        const special = byLine.get(price.lineNumber);
        if (!special) return [];
        return [
          {
            lineNumber: price.lineNumber,
            promotionId: special.promotionId,
            description: managersSpecialDescription(special.specialPricePence),
            pricePence: price.pricePence,
            regularPricePence: price.shelfPricePence,
            savingPence: price.shelfPricePence - price.pricePence,
          },
        ];
      });
      const productByLine = new Map(products.map((product) => [product.lineNumber, product]));
      return {
        specials,
        products: specials.flatMap((special) => {
          const product = productByLine.get(special.lineNumber);
          return product ? [product] : [];
        }),
      };
    },
    async beforeYouGo(identity, trolley) {
      const purchases = await purchasesOf(identity.customerId, trolley);
      return suggestions(
        catalogue,
        oftenBoughtWith(purchases, inTrolley(trolley), INTERSTITIAL_PRODUCTS * 2),
      );
    },
    async missedFavourites(identity, trolley) {
      const [purchases, chosen] = await Promise.all([
        purchasesOf(identity.customerId, trolley),
        favourites.lineNumbers(identity.customerId),
      ]);
      // The favourites context's purchase frequency, by the domain's rule, from the same read.
      const at = deps.now();
      const frequencies = [...purchaseFrequency(purchases, at).values()].sort(byFrequency);
      return suggestions(
        catalogue,
        missedFavourites(frequencies, chosen, inTrolley(trolley), INTERSTITIAL_PRODUCTS * 2),
      );
    },
  };
}

const NO_OFFERS = { offers: [] as MissedOfferView[], products: [] as Product[] };
const NO_SPECIALS = { specials: [] as ManagersSpecialView[], products: [] as Product[] };

export function createInterstitialsService(deps: {
  trolley: Pick<TrolleyService, 'getTrolley'>;
  sources: InterstitialSources;
  responseMs?: number;
  deadlineMs?: number;
  onIgnored?: Ignored;
}): InterstitialsService {
  const responseMs = deps.responseMs ?? INTERSTITIALS_RESPONSE_MS;
  const deadlineMs = deps.deadlineMs ?? INTERSTITIALS_DEADLINE_MS;
  const { sources, onIgnored } = deps;

  async function gather(identity: Identity, trolley: TrolleyForInterstitials) {
    const [offers, specials, beforeYouGo, favourites] = await Promise.all([
      within(
        'missed-offers',
        () => sources.missedOffers(identity, trolley),
        responseMs,
        NO_OFFERS,
        onIgnored,
      ),
      within(
        'managers-special',
        () => sources.managersSpecials(identity, trolley),
        responseMs,
        NO_SPECIALS,
        onIgnored,
      ),
      within(
        'before-you-go',
        () => sources.beforeYouGo(identity, trolley),
        responseMs,
        [],
        onIgnored,
      ),
      within(
        'missed-favourites',
        () => sources.missedFavourites(identity, trolley),
        responseMs,
        [],
        onIgnored,
      ),
    ]);
    // A special shows once, at its special price, not again later at the shelf price.
    const special = new Set(specials.value.specials.map((one) => one.lineNumber));
    const kinds: Partial<Record<InterstitialKind, Interstitial>> = {
      'missed-offers': {
        id: 'missed-offers',
        label: INTERSTITIAL_LABELS['missed-offers'],
        products: offers.value.products,
        offers: offers.value.offers,
        specials: [],
      },
      'managers-special': {
        id: 'managers-special',
        label: INTERSTITIAL_LABELS['managers-special'],
        products: specials.value.products,
        offers: [],
        specials: specials.value.specials,
      },
      'before-you-go': {
        id: 'before-you-go',
        label: INTERSTITIAL_LABELS['before-you-go'],
        products: beforeYouGo.value.filter((product) => !special.has(product.lineNumber)),
        offers: [],
        specials: [],
      },
      'missed-favourites': {
        id: 'missed-favourites',
        label: INTERSTITIAL_LABELS['missed-favourites'],
        // A product shown before (often bought with the trolley) is not shown twice.
        products: favourites.value.filter(
          (product) =>
            !special.has(product.lineNumber) &&
            !beforeYouGo.value.some((p) => p.lineNumber === product.lineNumber),
        ),
        offers: [],
        specials: [],
      },
    };
    return kinds;
  }

  return {
    async interstitials(identity, customerOrderId, currentId = null) {
      const read = await deps.trolley.getTrolley(identity, customerOrderId);
      const trolley: TrolleyForInterstitials = {
        orderId: read.orderId,
        lines: read.trolleyItems
          .filter((item) => item.quantity.amount > 0)
          .map((item) => ({
            lineNumber: item.lineNumber,
            items: item.quantity.uom === 'C62' ? item.quantity.amount : 1,
            untriggeredPromotionIds: item.untriggeredPromotions,
          })),
      };
      const gathered = await within(
        'interstitials',
        () => gather(identity, trolley),
        deadlineMs,
        null,
        onIgnored,
      );
      const kinds = gathered.value ?? {};
      const counts = Object.fromEntries(
        Object.entries(kinds).map(([kind, interstitial]) => [
          kind,
          interstitial?.products.length ?? 0,
        ]),
      );
      const steps = interstitialSteps(counts, currentId);
      const view: InterstitialsView = {
        customerOrderId,
        steps,
        interstitials: steps.flatMap((step) => {
          const interstitial = kinds[step.id];
          return step.valid && interstitial ? [interstitial] : [];
        }),
        complete: gathered.ok,
      };
      return view;
    },
  };
}
