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
  /**
   * Root fields whose argument names a customer's resource (decision 0026), keyed
   * `Query.field` or `Mutation.field`: the access-control harness proves another customer gets
   * a NOT_FOUND failure for it and an anonymous caller UNAUTHENTICATED.
   */
  owns?: Readonly<Record<string, OwnedArgument>>;
}

export interface OwnedArgument {
  /** The argument naming the resource. */
  arg: string;
  /** The kind, made by a fixture in apps/server/test/access/owned-resources.ts. */
  resource: string;
}
