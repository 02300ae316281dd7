import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { shoppingListIdSchema } from '@grocer/domain/shopping-lists/shopping-list.schema';
import { LIST_NOT_FOUND } from '@grocer/domain/shopping-lists/shopping-list-messages';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { GraphqlModule } from '../../graphql/graphql-module.ts';
import { withFailures } from '../../graphql/with-failures.ts';
import { signedInIdentity } from '../identity/request-identity.plugin.ts';
import type { ShoppingList, ShoppingListsService } from './shopping-lists.contract.ts';

/**
 * Shopping lists over GraphQL (decision 0081): the same service as REST, with every answer's
 * expected failures in `failures: [{message, type}]`. `ShoppingList.hasItem(lineNumber)` lets
 * the Add to list menu ask which lists hold its product without fetching every list's items.
 * Another shopper's list is NOT_FOUND, checked before the other arguments.
 */

const SIGN_IN_MESSAGE = 'Sign in to use your lists.';

type Context = { reply: FastifyReply };

const identityOf = (context: Context) => signedInIdentity(context.reply.request, SIGN_IN_MESSAGE);

const listIdOf = (value: unknown) => parseInput(shoppingListIdSchema, value, 'variables');

const LIST = { arg: 'shoppingListId', resource: 'shopping-list' } as const;

export const shoppingListsGraphql: GraphqlModule<{ shoppingLists: ShoppingListsService }> = {
  owns: {
    'Query.shoppingList': LIST,
    'Mutation.renameShoppingList': LIST,
    'Mutation.deleteShoppingList': LIST,
    'Mutation.addShoppingListItem': LIST,
    'Mutation.setShoppingListItemQuantity': LIST,
    'Mutation.removeShoppingListItem': LIST,
    'Mutation.addShoppingListToTrolley': LIST,
  },

  typeDefs: /* GraphQL */ `
    type ShoppingListItem {
      lineNumber: String!
      quantity: Quantity!
    }

    type ShoppingList {
      id: Int!
      name: String!
      numItems: Int!
      "ISO 8601"
      created: String!
      "In the order added."
      items: [ShoppingListItem!]!
      "Whether the list holds the product."
      hasItem(lineNumber: String!): Boolean!
    }

    type ShoppingListsPayload {
      shoppingLists: [ShoppingList!]!
      failures: [Failure!]
    }

    type ShoppingListPayload {
      shoppingList: ShoppingList
      failures: [Failure!]
    }

    type AddShoppingListItemPayload {
      shoppingList: ShoppingList
      "False when the list held the product already (its quantity is left as it was)."
      added: Boolean
      failures: [Failure!]
    }

    type DeleteShoppingListPayload {
      deleted: Boolean
      failures: [Failure!]
    }

    type AddAllSkipped {
      lineNumber: String!
      "NOT_AVAILABLE, UNIT_NOT_SOLD or AT_MAXIMUM"
      reason: String!
    }

    type AddShoppingListToTrolleyPayload {
      "fulfilled"
      status: String
      orderId: String
      successCount: Int
      skipped: [AddAllSkipped!]
      failures: [Failure!]
    }

    extend type Query {
      "The signed-in shopper's lists, newest first."
      shoppingLists: ShoppingListsPayload!
      shoppingList(shoppingListId: Int!): ShoppingListPayload!
    }

    extend type Mutation {
      createShoppingList(name: String!): ShoppingListPayload!
      renameShoppingList(shoppingListId: Int!, name: String!): ShoppingListPayload!
      deleteShoppingList(shoppingListId: Int!): DeleteShoppingListPayload!
      "Without a quantity the product's default quantity goes on the list."
      addShoppingListItem(
        shoppingListId: Int!
        lineNumber: String!
        quantity: QuantityInput
      ): AddShoppingListItemPayload!
      "0 removes the line; a line the list lacks is added."
      setShoppingListItemQuantity(
        shoppingListId: Int!
        lineNumber: String!
        quantity: QuantityInput!
      ): ShoppingListPayload!
      removeShoppingListItem(shoppingListId: Int!, lineNumber: String!): ShoppingListPayload!
      "Add all items: the list's lines to the open trolley in one batch."
      addShoppingListToTrolley(shoppingListId: Int!): AddShoppingListToTrolleyPayload!
    }
  `,

  resolvers: ({ shoppingLists }) => {
    /** The caller and their list (NOT_FOUND when not theirs), before anything else is read. */
    async function ownList(context: Context, shoppingListId: unknown) {
      const identity = await identityOf(context);
      const id = listIdOf(shoppingListId);
      if (!(await shoppingLists.exists(identity, id))) {
        throw new AppError('SHOPPING_LIST_NOT_FOUND', LIST_NOT_FOUND);
      }
      return { identity, id };
    }
    const line = (value: unknown) => parseInput(lineNumberSchema, value, 'variables');

    return {
      ShoppingList: {
        hasItem: (list: ShoppingList, args: { lineNumber: string }) =>
          list.items.some((item) => item.lineNumber === args.lineNumber),
      },
      Query: {
        shoppingLists: (_root: unknown, _args: unknown, context: Context) =>
          withFailures({ shoppingLists: [] }, async () => ({
            shoppingLists: await shoppingLists.list(await identityOf(context)),
          })),
        shoppingList: (_root: unknown, args: { shoppingListId: number }, context: Context) =>
          withFailures({ shoppingList: null }, async () => ({
            shoppingList: await shoppingLists.get(
              await identityOf(context),
              listIdOf(args.shoppingListId),
            ),
          })),
      },
      Mutation: {
        createShoppingList: (_root: unknown, args: { name: string }, context: Context) =>
          withFailures({ shoppingList: null }, async () => ({
            shoppingList: await shoppingLists.create(await identityOf(context), args.name),
          })),
        renameShoppingList: (
          _root: unknown,
          args: { shoppingListId: number; name: string },
          context: Context,
        ) =>
          withFailures({ shoppingList: null }, async () => {
            const { identity, id } = await ownList(context, args.shoppingListId);
            return { shoppingList: await shoppingLists.rename(identity, id, args.name) };
          }),
        deleteShoppingList: (_root: unknown, args: { shoppingListId: number }, context: Context) =>
          withFailures({ deleted: null }, async () => {
            const { identity, id } = await ownList(context, args.shoppingListId);
            await shoppingLists.remove(identity, id);
            return { deleted: true };
          }),
        addShoppingListItem: (
          _root: unknown,
          args: { shoppingListId: number; lineNumber: string; quantity?: unknown },
          context: Context,
        ) =>
          withFailures({ shoppingList: null, added: null }, async () => {
            const { identity, id } = await ownList(context, args.shoppingListId);
            const item =
              args.quantity == null
                ? { lineNumber: line(args.lineNumber) }
                : { lineNumber: line(args.lineNumber), quantity: args.quantity };
            return shoppingLists.addItem(identity, id, item as never);
          }),
        setShoppingListItemQuantity: (
          _root: unknown,
          args: { shoppingListId: number; lineNumber: string; quantity: unknown },
          context: Context,
        ) =>
          withFailures({ shoppingList: null }, async () => {
            const { identity, id } = await ownList(context, args.shoppingListId);
            return {
              shoppingList: await shoppingLists.setQuantity(
                identity,
                id,
                line(args.lineNumber),
                args.quantity as never,
              ),
            };
          }),
        removeShoppingListItem: (
          _root: unknown,
          args: { shoppingListId: number; lineNumber: string },
          context: Context,
        ) =>
          withFailures({ shoppingList: null }, async () => {
            const { identity, id } = await ownList(context, args.shoppingListId);
            return {
              shoppingList: await shoppingLists.removeItem(identity, id, line(args.lineNumber)),
            };
          }),
        addShoppingListToTrolley: (
          _root: unknown,
          args: { shoppingListId: number },
          context: Context,
        ) =>
          withFailures(
            { status: null, orderId: null, successCount: null, skipped: null },
            async () => {
              const { identity, id } = await ownList(context, args.shoppingListId);
              return shoppingLists.addAllToTrolley(identity, id);
            },
          ),
      },
    };
  },
};
