import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import type { CatalogueService } from './catalogue.contract.ts';
import { productIdSchema } from './catalogue.schemas.ts';

/** The catalogue's GraphQL: the taxonomy and products, as REST serves them. */
export const catalogueGraphql: GraphqlModule<{ catalogue: CatalogueService }> = {
  typeDefs: /* GraphQL */ `
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

    extend type Query {
      taxonomy(root: TaxonomyRoot = GROCERIES): TaxonomyResponse!
      product(id: ID!): ProductResponse!
      "SUMMARY view; at most 100 line numbers a call."
      products(lineNumbers: [String!]!): ProductsResponse!
    }
  `,

  resolvers: ({ catalogue }) => ({
    Query: {
      taxonomy: (_root: unknown, args: { root: 'GROCERIES' | 'ENTERTAINING' }) =>
        withFailures({ taxonomy: null }, async () => {
          const taxonomy =
            args.root === 'ENTERTAINING'
              ? await catalogue.getEntertainingTaxonomy()
              : await catalogue.getTaxonomy();
          // Root first, then breadth-first in display order (object key order is numeric).
          const ordered = [];
          const queue = [taxonomy.rootId];
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            const category = taxonomy.categories[id];
            if (!category) continue;
            ordered.push(category);
            queue.push(...category.categoryIds);
          }
          return { taxonomy: { rootId: taxonomy.rootId, categories: ordered } };
        }),

      product: (_root: unknown, args: { id: string }) =>
        withFailures({ product: null }, async () => {
          const id = parseInput(productIdSchema, args.id, 'variables');
          const product = await catalogue.getProduct(id);
          if (!product) throw new AppError('PRODUCT_NOT_FOUND', `No product with id ${id}`);
          return { product };
        }),

      products: (_root: unknown, args: { lineNumbers: string[] }) =>
        withFailures({ products: [] }, async () => ({
          products: await catalogue.getProductsByLineNumbers(args.lineNumbers),
        })),
    },
  }),
};
