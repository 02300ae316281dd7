import { formatRecipeDuration } from '@grocer/domain/recipes/recipe-duration';
import {
  ALL_CATEGORIES,
  recipeCollectionHref,
  recipeHref,
} from '@grocer/domain/recipes/recipe-paths';
import type { RecipeSummary } from '@grocer/server/contexts/recipes/recipes.contract';
import { ChefHat } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './recipe-strip.module.css';

/**
 * Recipes above a site search's products (issue 26): the term's best matches, each a link, and
 * all of them on the recipes' search. Links, not cards, so the page's product cards stay the
 * only articles of its listing.
 */
export function RecipeStrip({
  searchTerm,
  recipes,
  totalMatches,
}: {
  searchTerm: string;
  recipes: readonly RecipeSummary[];
  totalMatches: number;
}) {
  const all = `${recipeCollectionHref(ALL_CATEGORIES)}?${new URLSearchParams({ searchTerm })}`;
  return (
    <section className={styles.strip} aria-labelledby="recipe-strip-title">
      <div className={styles.header}>
        <h2 id="recipe-strip-title" className={styles.title}>
          <Icon icon={ChefHat} size={20} /> Recipes for “{searchTerm}”
        </h2>
        <AppLink href={all}>
          See all {totalMatches} {totalMatches === 1 ? 'recipe' : 'recipes'}
        </AppLink>
      </div>
      <ul className={styles.list}>
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <AppLink href={recipeHref(recipe)} className={styles.recipe}>
              {recipe.images[0] && <FoodImage name={recipe.images[0].name} alt="" size={40} />}
              <span className={styles.name}>
                {recipe.title}
                <span className={styles.time}>{formatRecipeDuration(recipe.cookingTime)}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
