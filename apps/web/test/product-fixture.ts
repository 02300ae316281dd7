import type { Product } from '@grocer/domain/catalogue/catalogue.types';

/** A plain available product; tests override the fields they are about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '1001-501',
    lineNumber: '1001',
    name: 'Mature Cheddar Cheese',
    brandName: 'Meadow Farm',
    size: '400g',
    description: '',
    image: 'cheese-wedge',
    productType: 'G',
    productTags: [],
    categories: [{ id: '1', name: 'Cheese', url: '/ecom/shop/browse/groceries/cheese' }],
    pricing: {
      displayPrice: { amount: 350, currencyCode: 'GBP' },
      displayPriceEstimated: false,
      displayPriceQualifier: null,
      formattedPriceRange: null,
      formattedWeightRange: null,
    },
    currentSaleUnitPrice: {
      quantity: { amount: 1, uom: 'KGM' },
      price: { amount: 875, currencyCode: 'GBP' },
    },
    defaultQuantity: { amount: 1, uom: 'C62' },
    depositCharge: null,
    weights: {
      uoms: ['C62'],
      servings: { min: null, max: null },
      sizeDescription: null,
      defaultQuantity: { amount: 1, uom: 'C62' },
    },
    reviews: { averageRating: 4.3, reviewCount: 12 },
    leadTime: null,
    containsAlcohol: false,
    substitutionsProhibited: false,
    maxPersonalisedMessageLength: null,
    restriction: null,
    isSponsored: false,
    sponsorshipId: null,
    hfss: 'NON_HFSS',
    availability: 'AVAILABLE',
    promotions: [],
    ...overrides,
  };
}
