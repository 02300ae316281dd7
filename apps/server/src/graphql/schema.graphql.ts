/**
 * The GraphQL schema. Small for now (catalogue reads); later issues add trolley, slots, orders,
 * addresses and the shopping context with the spec's operation names. Expected failures come
 * back in the payload as `failures: [{message, type}]` (spec doc 1 §7), not as GraphQL errors.
 */
export const schema = /* GraphQL */ `
  type Failure {
    message: String!
    type: String!
  }

  type Money {
    amount: Int!
    currencyCode: String!
  }

  type Quantity {
    amount: Float!
    uom: String!
  }

  type Banner {
    heading: String!
    subheading: String
    url: String
  }

  type Category {
    id: ID!
    parentId: ID
    name: String!
    shortName: String
    pageTitle: String
    url: String!
    categoryIds: [ID!]!
    emptyOfProducts: Boolean!
    hiddenInNav: Boolean!
    iconName: String
    offer: Boolean!
    banner: Banner
  }

  type Taxonomy {
    rootId: ID!
    categories: [Category!]!
  }

  enum TaxonomyRoot {
    GROCERIES
    ENTERTAINING
  }

  type ProductCategory {
    id: ID!
    name: String!
    url: String!
  }

  type Pricing {
    displayPrice: Money!
    displayPriceEstimated: Boolean!
    displayPriceQualifier: String
    formattedPriceRange: String
    formattedWeightRange: String
  }

  type UnitPrice {
    quantity: Quantity!
    price: Money!
  }

  type Servings {
    min: Int
    max: Int
  }

  type Weights {
    uoms: [String!]!
    servings: Servings!
    sizeDescription: String
    defaultQuantity: Quantity!
  }

  type Reviews {
    averageRating: Float!
    reviewCount: Int!
  }

  type AvailableDates {
    restrictionId: String!
    startDate: String!
    endDate: String!
    cutOffDate: String!
  }

  type Restriction {
    availableDates: AvailableDates!
  }

  type PromotionGroup {
    name: String!
    threshold: Int!
  }

  type Promotion {
    promotionId: Int!
    promotionTypeCode: String!
    promotionDescription: String!
    promotionExpiryDate: String!
    hidden: Boolean!
    myWaitrosePromotion: Boolean!
    wasDisplayPrice: Money
    discountType: String!
    groups: [PromotionGroup!]!
  }

  type Product {
    id: ID!
    lineNumber: String!
    name: String!
    brandName: String!
    size: String!
    description: String!
    image: String!
    productType: String!
    productTags: [String!]!
    categories: [ProductCategory!]!
    pricing: Pricing!
    currentSaleUnitPrice: UnitPrice
    defaultQuantity: Quantity!
    depositCharge: Money
    weights: Weights!
    reviews: Reviews!
    leadTime: Int
    containsAlcohol: Boolean!
    substitutionsProhibited: Boolean!
    maxPersonalisedMessageLength: Int
    restriction: Restriction
    isSponsored: Boolean!
    sponsorshipId: String
    hfss: String!
    availability: String!
    promotions: [Promotion!]!
  }

  type TaxonomyResponse {
    taxonomy: Taxonomy
    failures: [Failure!]
  }

  type ProductResponse {
    product: Product
    failures: [Failure!]
  }

  type ProductsResponse {
    products: [Product!]!
    failures: [Failure!]
  }

  type Query {
    taxonomy(root: TaxonomyRoot = GROCERIES): TaxonomyResponse!
    product(id: ID!): ProductResponse!
    "SUMMARY view; at most 100 line numbers a call."
    products(lineNumbers: [String!]!): ProductsResponse!
  }
`;
