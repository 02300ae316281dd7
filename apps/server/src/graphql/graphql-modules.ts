import { buildSchema, type GraphQLSchema } from 'graphql';
import type { IResolvers } from 'mercurius';
import { addressesGraphql } from '../contexts/addresses/addresses.graphql.ts';
import { branchPurchasesGraphql } from '../contexts/branch-purchases/branch-purchases.graphql.ts';
import { catalogueGraphql } from '../contexts/catalogue/catalogue.graphql.ts';
import { favouritesGraphql } from '../contexts/favourites/favourites.graphql.ts';
import { shoppingContextGraphql } from '../contexts/identity/shopping-context.graphql.ts';
import { mealPlansGraphql } from '../contexts/meal-plans/meal-plans.graphql.ts';
import { orderAmendGraphql } from '../contexts/orders/order-amend.graphql.ts';
import { orderHistoryGraphql } from '../contexts/orders/order-history.graphql.ts';
import { quickShopGraphql } from '../contexts/quick-shop/quick-shop.graphql.ts';
import { recipesGraphql } from '../contexts/recipes/recipes.graphql.ts';
import { shoppingListsGraphql } from '../contexts/shopping-lists/shopping-lists.graphql.ts';
import { slotsGraphql } from '../contexts/slots/slots.graphql.ts';
import { trolleyGraphql } from '../contexts/trolley/trolley.graphql.ts';
import type { AppServices } from '../web/app-services.ts';
import { baseGraphql } from './base.graphql.ts';
import type { GraphqlModule } from './graphql-module.ts';

/**
 * Every context's part of the schema, merged (decision 0025). Operation and field names are the
 * spec's; clients and the fuzz suite depend on them.
 */
export const GRAPHQL_MODULES: readonly GraphqlModule<AppServices>[] = [
  baseGraphql,
  catalogueGraphql,
  shoppingContextGraphql,
  addressesGraphql,
  trolleyGraphql,
  slotsGraphql,
  orderAmendGraphql,
  orderHistoryGraphql,
  quickShopGraphql,
  shoppingListsGraphql,
  recipesGraphql,
  mealPlansGraphql,
  favouritesGraphql,
  branchPurchasesGraphql,
];

/** The merged SDL as the modules write it (root fields as `extend type Query`). */
export const schemaSdl = GRAPHQL_MODULES.map((module) => module.typeDefs).join('\n');

export function buildGraphqlSchema(): GraphQLSchema {
  return buildSchema(schemaSdl);
}

/**
 * The modules' resolvers, type by type. Two modules resolving the same field is a mistake that
 * would otherwise pass silently (the later would win), so it stops the app at start-up.
 */
export function mergeResolvers(services: AppServices): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of GRAPHQL_MODULES) {
    for (const [typeName, fields] of Object.entries(module.resolvers(services))) {
      merged[typeName] ??= {};
      const into = merged[typeName];
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`Two GraphQL modules resolve ${typeName}.${field}`);
        into[field] = resolver;
      }
    }
  }
  return merged as IResolvers;
}
