import { formatRecipeDuration } from '@grocer/domain/recipes/recipe-duration';
import { recipeHref } from '@grocer/domain/recipes/recipe-paths';
import type { RecipeSummary } from '@grocer/server/contexts/recipes/recipes.contract';
import { Clock, Users } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { dietaryLabel } from '../lib/recipe-labels.ts';
import styles from './recipes.module.css';

/** A recipe in a listing: picture, title (the link), time, serves, rating and dietary tags. */
export function RecipeCard({
  recipe,
  priority = false,
}: {
  recipe: RecipeSummary;
  priority?: boolean;
}) {
  const image = recipe.images[0];
  return (
    <article className={styles.card}>
      {image && (
        <FoodImage
          name={image.name}
          alt=""
          size={96}
          className={styles.cardImage}
          priority={priority}
        />
      )}
      <h3 className={styles.cardTitle}>
        <AppLink href={recipeHref(recipe)} className={styles.cardLink}>
          {recipe.title}
        </AppLink>
      </h3>
      <p className={styles.cardFacts}>
        <span>
          <Icon icon={Clock} size={16} /> {formatRecipeDuration(recipe.cookingTime)}
        </span>
        <span>
          <Icon icon={Users} size={16} /> Serves {recipe.serves}
        </span>
      </p>
      {recipe.rating.totalRatings > 0 && (
        <Rating average={recipe.rating.average} count={recipe.rating.totalRatings} />
      )}
      {recipe.dietary.length > 0 && (
        <ul className={styles.tags} aria-label="Dietary">
          {recipe.dietary.map((diet) => (
            <li key={diet} className={styles.tag}>
              {dietaryLabel(diet)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function RecipeGrid({
  recipes,
  label,
}: {
  recipes: readonly RecipeSummary[];
  label: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
