import { graphqlRequest } from '../../../lib/graphql-client.ts';

/**
 * The Add to list menu's calls (decision 0081): the shopper's lists arrive when the menu is
 * opened, never with the page (shared pages are cached for everyone), through GraphQL with the
 * session's CSRF token. Expected refusals come back as the server's message.
 */

export interface ListChoice {
  id: number;
  name: string;
  numItems: number;
  /** Whether the list holds the product the menu is for. */
  holdsProduct: boolean;
}

interface Failure {
  message: string;
  type: string;
}

export type ListCallOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const failed = (failures: Failure[] | null | undefined) => failures?.[0]?.message ?? null;

export async function fetchListChoices(lineNumber: string): Promise<ListChoice[]> {
  const data = await graphqlRequest<{
    shoppingLists: {
      shoppingLists: { id: number; name: string; numItems: number; hasItem: boolean }[];
      failures: Failure[] | null;
    };
  }>(
    `query ShoppingListChoices($lineNumber: String!) {
      shoppingLists { shoppingLists { id name numItems hasItem(lineNumber: $lineNumber) } failures { message type } }
    }`,
    { lineNumber },
  );
  const message = failed(data.shoppingLists.failures);
  if (message) throw new Error(message);
  return data.shoppingLists.shoppingLists.map(({ hasItem, ...list }) => ({
    ...list,
    holdsProduct: hasItem,
  }));
}

/** Adds the product at its default quantity; `added` false when the list held it already. */
export async function addToList(
  shoppingListId: number,
  lineNumber: string,
): Promise<ListCallOutcome<{ added: boolean }>> {
  const data = await graphqlRequest<{
    addShoppingListItem: { added: boolean | null; failures: Failure[] | null };
  }>(
    `mutation AddToList($shoppingListId: Int!, $lineNumber: String!) {
      addShoppingListItem(shoppingListId: $shoppingListId, lineNumber: $lineNumber) { added failures { message type } }
    }`,
    { shoppingListId, lineNumber },
  );
  const message = failed(data.addShoppingListItem.failures);
  return message === null
    ? { ok: true, value: { added: data.addShoppingListItem.added === true } }
    : { ok: false, message };
}

/** Makes a list named `name`. */
export async function createList(
  name: string,
): Promise<ListCallOutcome<{ id: number; name: string }>> {
  const data = await graphqlRequest<{
    createShoppingList: {
      shoppingList: { id: number; name: string } | null;
      failures: Failure[] | null;
    };
  }>(
    `mutation NewList($name: String!) {
      createShoppingList(name: $name) { shoppingList { id name } failures { message type } }
    }`,
    { name },
  );
  const { shoppingList, failures } = data.createShoppingList;
  const message = failed(failures);
  if (message !== null || !shoppingList) {
    return { ok: false, message: message ?? 'The list could not be made.' };
  }
  return { ok: true, value: shoppingList };
}
