import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface QueryLimits {
  /** Fields selected under another response name, across the operation. */
  maxAliases: number;
  /** Fields selected in all, a fragment counted again each time it is spread. */
  maxFields: number;
}

/**
 * Aliases let one document ask for the same expensive field many times over (each under its own
 * name, so GraphQL cannot merge them): a thousand aliases of the taxonomy was a 92 MB answer.
 * The whole schema read field by field is 180 fields, and real pages alias a field or two.
 */
export const QUERY_LIMITS: QueryLimits = { maxAliases: 20, maxFields: 500 };

interface Cost {
  fields: number;
  aliases: number;
}

/**
 * Refuses, before anything runs, an operation that selects more fields or aliases than
 * `limits` allow. Fragments are counted where they are spread, so a fragment spread ten times
 * costs ten times; each fragment is measured once, so the count itself is linear in the document.
 */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentCosts = new Map<string, Cost>();
    const measuring = new Set<string>();

    function fragmentCost(fragment: FragmentDefinitionNode): Cost {
      const name = fragment.name.value;
      const known = fragmentCosts.get(name);
      if (known) return known;
      // A cycle is reported by the standard NoFragmentCycles rule; here it adds nothing.
      if (measuring.has(name)) return { fields: 0, aliases: 0 };
      measuring.add(name);
      const cost = selectionCost(fragment.selectionSet);
      measuring.delete(name);
      fragmentCosts.set(name, cost);
      return cost;
    }

    function selectionCost(selectionSet: SelectionSetNode | undefined): Cost {
      const total: Cost = { fields: 0, aliases: 0 };
      for (const selection of selectionSet?.selections ?? []) {
        let cost: Cost;
        if (selection.kind === Kind.FIELD) {
          const below = selectionCost(selection.selectionSet);
          cost = { fields: below.fields + 1, aliases: below.aliases + (selection.alias ? 1 : 0) };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          cost = selectionCost(selection.selectionSet);
        } else {
          const fragment = context.getFragment(selection.name.value);
          cost = fragment ? fragmentCost(fragment) : { fields: 0, aliases: 0 };
        }
        total.fields += cost.fields;
        total.aliases += cost.aliases;
      }
      return total;
    }

    return {
      OperationDefinition(operation) {
        const { fields, aliases } = selectionCost(operation.selectionSet);
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(
              `The query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed (fragments count each time they are used).`,
              { nodes: operation },
            ),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(
              `The query selects ${fields} fields; at most ${limits.maxFields} are allowed (fragments count each time they are used).`,
              { nodes: operation },
            ),
          );
        }
        // Nothing below needs visiting again: the whole operation has been measured.
        return false;
      },
    };
  };
}

/**
 * Refuses `__schema` and `__type` (what introspection asks), leaving `__typename`, which clients
 * need. Written here rather than taken from graphql-js (NoSchemaIntrospectionCustomRule) because
 * that one checks types by identity, which fails when a test runner loads graphql twice.
 */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(field) {
      const name = field.name.value;
      if (name === '__schema' || name === '__type') {
        context.reportError(
          new GraphQLError(
            `GraphQL introspection has been disabled on this server, but the query asks for "${name}".`,
            { nodes: field },
          ),
        );
      }
    },
  };
}
