import type { IResolvers } from 'mercurius';

/**
 * One context's part of the GraphQL schema (decision 0025): its type definitions, and its
 * resolvers built from the services it needs. The GraphQL plugin only merges modules; a context
 * adds queries by adding a module to graphql-modules.ts.
 */
export interface GraphqlModule<Services = unknown> {
  /** SDL; root fields are added with `extend type Query` / `extend type Mutation`. */
  typeDefs: string;
  resolvers(services: Services): IResolvers;
}
