import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { fold, keptWholeText, words } from './search-index.ts';

/**
 * Recipe search's read model (decision 0083), built the way product search builds its own
 * (search-index.ts): each recipe's English tsvector (title A, ingredients B, diets and
 * collections C, description D), folded and with the stem exceptions kept whole, and a lexicon
 * of title and ingredient words with how many recipes use each, whose trigram index corrects
 * typos ("lasagna", "chiken"). Works the same on PGlite and PostgreSQL. Run after recipes change.
 */
export async function rebuildRecipeSearch(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`UPDATE recipes r SET search_document =
        setweight(to_tsvector('english', ${keptWholeText(fold('r.title'))}), 'A')
        || setweight(to_tsvector('english', ${keptWholeText(fold("coalesce(i.names, '')"))}), 'B')
        || setweight(to_tsvector('english', ${keptWholeText(
          fold(
            "array_to_string(r.dietary, ' ') || ' ' || replace(array_to_string(r.collections, ' '), '-', ' ')",
          ),
        )}), 'C')
        || setweight(to_tsvector('english', ${keptWholeText(fold('r.description'))}), 'D')
      FROM (
        SELECT r2.id, string_agg(ri.name, ' ') AS names
        FROM recipes r2 LEFT JOIN recipe_ingredients ri ON ri.recipe_id = r2.id
        GROUP BY r2.id
      ) i
      WHERE i.id = r.id`),
    );
    await tx.execute(sql.raw('DELETE FROM recipe_search_lexicon'));
    await tx.execute(
      sql.raw(`INSERT INTO recipe_search_lexicon (word, frequency)
      SELECT w, count(DISTINCT id)::int
      FROM (
        SELECT r.id, ${fold("r.title || ' ' || coalesce(i.names, '')")} AS text
        FROM recipes r
        LEFT JOIN (
          SELECT recipe_id, string_agg(name, ' ') AS names FROM recipe_ingredients GROUP BY recipe_id
        ) i ON i.recipe_id = r.id
      ) t, unnest(${words('t.text')}) AS w
      WHERE length(w) > 1 AND w !~ '^[0-9]+$'
      GROUP BY w`),
    );
  });
}
