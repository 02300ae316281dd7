import type {
  Branch,
  DiscountType,
  Product,
  ProductPromotion,
  PromotionTypeCode,
  Uom,
} from '@grocer/domain/catalogue/catalogue.types';
import { moneyOfPence } from '@grocer/domain/money/money';
import type { BranchRow, ProductRow, PromotionJson } from './catalogue.repository.ts';
import type { CategoryIndex } from './taxonomy-cache.ts';

/** Database rows → the API's shapes (spec doc 1 §3 Product). */

export type ProductView = 'SUMMARY' | 'FULL';

const money = moneyOfPence;

function toPromotion(promotion: PromotionJson): ProductPromotion {
  return {
    promotionId: promotion.promotionId,
    promotionTypeCode: promotion.typeCode as PromotionTypeCode,
    promotionDescription: promotion.description,
    promotionExpiryDate: promotion.expiry,
    // Hidden promotions are never attached, so every one shown is visible.
    hidden: false,
    myWaitrosePromotion: promotion.loyaltyOnly,
    wasDisplayPrice: promotion.wasPricePence === null ? null : money(promotion.wasPricePence),
    discountType: promotion.discountType as DiscountType,
    groups: promotion.groups,
  };
}

export function toProduct(row: ProductRow, index: CategoryIndex, view: ProductView): Product {
  const defaultQuantity = {
    amount: row.default_quantity_amount,
    uom: row.default_quantity_uom as Uom,
  };
  const chain = index.byId.get(row.primary_category_id)?.chain ?? [];
  return {
    id: row.id,
    lineNumber: row.line_number,
    name: row.name,
    brandName: row.brand_name,
    size: row.size,
    description: view === 'SUMMARY' ? '' : row.description,
    image: row.image,
    productType: row.product_type as Product['productType'],
    productTags: row.product_tags,
    categories: chain.map((node) => ({
      id: node.row.id,
      name: node.row.name,
      url: node.category.url,
    })),
    pricing: {
      displayPrice: money(row.display_price_pence),
      displayPriceEstimated: row.display_price_estimated,
      displayPriceQualifier: row.display_price_qualifier,
      formattedPriceRange: row.formatted_price_range,
      formattedWeightRange: row.formatted_weight_range,
    },
    currentSaleUnitPrice:
      row.unit_price_pence === null
        ? null
        : {
            quantity: { amount: row.unit_price_quantity ?? 1, uom: row.unit_price_uom ?? 'C62' },
            price: money(row.unit_price_pence),
          },
    defaultQuantity,
    depositCharge: row.deposit_charge_pence === null ? null : money(row.deposit_charge_pence),
    weights: {
      uoms: row.uoms as Uom[],
      servings: { min: row.servings_min, max: row.servings_max },
      sizeDescription: row.size_description,
      defaultQuantity,
    },
    reviews: { averageRating: row.average_rating, reviewCount: row.review_count },
    leadTime: row.lead_time,
    containsAlcohol: row.contains_alcohol,
    substitutionsProhibited: row.substitutions_prohibited,
    maxPersonalisedMessageLength: row.max_personalised_message_length,
    restriction: row.restriction ? { availableDates: row.restriction } : null,
    isSponsored: row.is_sponsored,
    sponsorshipId: row.sponsorship_id,
    hfss: row.hfss === 'HFSS' ? 'HFSS' : 'NON_HFSS',
    availability: row.availability as Product['availability'],
    promotions: row.promotions.map(toPromotion),
  };
}

export function toBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    town: row.town,
    region: row.region,
    postcode: row.postcode,
    phone: row.phone,
    defaultBranch: row.default_branch,
  };
}
