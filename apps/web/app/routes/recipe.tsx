import {
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
} from '@grocer/domain/recipes/ingredient-selection';
import { fractionsToSymbols } from '@grocer/domain/recipes/recipe-amounts';
import { formatRecipeDuration } from '@grocer/domain/recipes/recipe-duration';
import { scaleAmount } from '@grocer/domain/recipes/recipe-measures';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { recipeHref, titleFromPath } from '@grocer/domain/recipes/recipe-paths';
import type { SharedPageHandle } from '@grocer/domain/shell/shared-page';
import { Minus, Plus } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { FoodImage, foodImageUrl } from '../components/ui/food-image.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import {
  addRecipeSelection,
  findRecipe,
  loadRecipePage,
  rateRecipe,
} from '../features/recipes/api/recipes.server.ts';
import { Breadcrumbs } from '../features/recipes/components/recipe-listing-parts.tsx';
import { RecipeRatingForm } from '../features/recipes/components/recipe-rating-form.tsx';
import styles from '../features/recipes/components/recipes.module.css';
import { ShoppableIngredients } from '../features/recipes/components/shoppable-ingredients.tsx';
import {
  ADD_INTENT,
  type AddResult,
  RATE_INTENT,
  type RateResult,
} from '../features/recipes/lib/recipe-form.ts';
import { readRating, readRecipeSelection } from '../features/recipes/lib/recipe-form-read.ts';
import { dietaryLabel } from '../features/recipes/lib/recipe-labels.ts';
import { readRecipePageQuery, recipePageHref } from '../features/recipes/lib/recipe-query.ts';
import {
  ingredientText,
  jsonForScript,
  recipeStructuredData,
} from '../features/recipes/lib/recipe-structured-data.ts';
import { RouteError } from '../features/shell/components/route-error.tsx';
import { toRoutePath } from '../lib/app-path.ts';
import { requireCustomer } from '../lib/route-guard.server.ts';
import { getServices } from '../lib/services.server.ts';
import type { Route } from './+types/recipe';

/**
 * A recipe (`/ecom/recipe/{id or path}`; issue 26, decision 0084): its story, ingredients by
 * group, method and nutrition, its rating, and its shoppable ingredients priced today with
 * servings and swaps (both in the address). The same page for every shopper (the shared page
 * cache); what is the shopper's (a rating, Add to trolley) is a POST to this page.
 */
export const handle: SharedPageHandle = { sharedPage: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readRecipePageQuery(url.searchParams);
  const page = await loadRecipePage(context, params.idOrPath, query);
  // A recipe asked for by id (or an old spelling) leads to the one address of its path, the one
  // the canonical link names; compared through the route param (a client navigation's request
  // path ends in `.data`).
  if (params.idOrPath !== page.recipe.path) {
    throw redirect(`${toRoutePath(recipeHref(page.recipe))}${url.search}`, 301);
  }
  const { site } = getServices(context);
  return {
    ...page,
    query,
    structuredData: jsonForScript(recipeStructuredData(page.recipe, site, foodImageUrl)),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== ADD_INTENT && intent !== RATE_INTENT) {
    throw data({ message: 'Unknown intent' }, { status: 400 });
  }
  const identity = await requireCustomer(request, context);
  const recipe = await findRecipe(context, params.idOrPath);
  if (intent === RATE_INTENT) {
    const stars = readRating(form);
    if (stars === null) {
      return data<RateResult>(
        {
          intent: RATE_INTENT,
          ok: false,
          alreadySubmitted: false,
          message: RECIPE_MESSAGES.INVALID_RATING,
        },
        { status: 400 },
      );
    }
    const { status, result } = await rateRecipe(context, identity, recipe.id, stars);
    return data<RateResult>(result, { status });
  }
  const read = readRecipeSelection(form);
  if (!read.ok) {
    return data<AddResult>(
      { intent: ADD_INTENT, ok: false, message: read.message },
      { status: 400 },
    );
  }
  const { status, result } = await addRecipeSelection(context, identity, recipe.id, read.lines);
  return data<AddResult>(result, { status });
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  // Spec doc 3 §2: a recipe's title comes from its path when nothing better is known.
  if (!loaderData) return [{ title: titleFromPath(params.idOrPath) }];
  const { recipe } = loaderData;
  return [
    { title: recipe.title },
    { name: 'description', content: recipe.metaDescription || recipe.description.slice(0, 160) },
    { property: 'og:title', content: recipe.title },
    { property: 'og:type', content: 'article' },
  ];
}

export default function RecipePage({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, pims, alternatives, query, structuredData } = loaderData;
  const pathname = recipeHref(recipe);
  const servings = pims.servings;
  const image = recipe.images[0];
  const links = {
    open: (ingredientId: number) => recipePageHref(pathname, query, { swapping: ingredientId }),
    choose: (ingredientId: number, lineNumber: string) =>
      recipePageHref(pathname, query, { swap: { ingredientId, lineNumber } }),
    close: recipePageHref(pathname, query, {}),
  };
  const servingsHref = (value: number) =>
    toRoutePath(recipePageHref(pathname, query, { servings: value }));
  return (
    <PageContainer>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonForScript)
        dangerouslySetInnerHTML={{ __html: structuredData }}
      />
      <article className={styles.recipe}>
        <Breadcrumbs
          crumbs={[
            { name: 'Recipes', url: '/ecom/recipes' },
            { name: recipe.title, url: pathname },
          ]}
        />
        <header className={styles.recipeHeader}>
          {image && (
            <FoodImage
              name={image.name}
              alt={image.alt}
              size={160}
              priority="high"
              className={styles.recipeImage}
            />
          )}
          <div className={styles.recipeIntro}>
            <h1>{recipe.title}</h1>
            <p className={styles.intro}>{recipe.description}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{RECIPE_MESSAGES.PREP_TIME}</dt>
                <dd>{formatRecipeDuration(recipe.prepMinutes)}</dd>
              </div>
              <div>
                <dt>{RECIPE_MESSAGES.COOK_TIME}</dt>
                <dd>{formatRecipeDuration(recipe.cookMinutes)}</dd>
              </div>
              <div>
                <dt>{RECIPE_MESSAGES.SERVES}</dt>
                <dd>{recipe.serves}</dd>
              </div>
            </dl>
            {recipe.dietary.length > 0 && (
              <ul className={styles.tags} aria-label="Dietary">
                {recipe.dietary.map((diet) => (
                  <li key={diet} className={styles.tag}>
                    {dietaryLabel(diet)}
                  </li>
                ))}
              </ul>
            )}
            <RecipeRatingForm
              rating={recipe.rating}
              result={actionData?.intent === RATE_INTENT ? (actionData as RateResult) : undefined}
            />
          </div>
        </header>
        <div className={styles.recipeBody}>
          <div className={styles.recipeMain}>
            <section aria-labelledby="recipe-ingredients">
              <h2 id="recipe-ingredients">{RECIPE_MESSAGES.INGREDIENTS}</h2>
              <div className={styles.servings}>
                <span id="servings-label">
                  {RECIPE_MESSAGES.SERVINGS}: <strong>{servings}</strong>
                </span>
                {servings > RECIPE_SERVINGS_MIN && (
                  <Link
                    to={servingsHref(servings - 1)}
                    preventScrollReset
                    className={styles.stepper}
                    aria-label="Fewer servings"
                  >
                    <Icon icon={Minus} size={18} />
                  </Link>
                )}
                {servings < RECIPE_SERVINGS_MAX && (
                  <Link
                    to={servingsHref(servings + 1)}
                    preventScrollReset
                    className={styles.stepper}
                    aria-label="More servings"
                  >
                    <Icon icon={Plus} size={18} />
                  </Link>
                )}
              </div>
              {recipe.ingredientGroups.map((group, index) => (
                <div key={group.title ?? index} className={styles.ingredientGroup}>
                  {group.title && <h3 className={styles.groupTitle}>{group.title}</h3>}
                  <ul className={styles.plainList}>
                    {group.ingredients.map((ingredient) => (
                      <li key={ingredient.id}>
                        {ingredientText({
                          ...ingredient,
                          amount:
                            ingredient.amount === null
                              ? null
                              : scaleAmount(ingredient.amount, recipe.serves, servings),
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
            <section aria-labelledby="recipe-method">
              <h2 id="recipe-method">{RECIPE_MESSAGES.METHOD}</h2>
              <ol className={styles.method}>
                {recipe.steps.map((step) => (
                  <li key={step}>{fractionsToSymbols(step)}</li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="recipe-nutrition">
              <h2 id="recipe-nutrition">{RECIPE_MESSAGES.NUTRITION}</h2>
              <table className={styles.nutrition}>
                <tbody>
                  <tr>
                    <th scope="row">Energy</th>
                    <td>{recipe.nutrition.energyKcal} kcal</td>
                  </tr>
                  <tr>
                    <th scope="row">Fat</th>
                    <td>{recipe.nutrition.fatG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">of which saturates</th>
                    <td>{recipe.nutrition.saturatesG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Carbohydrate</th>
                    <td>{recipe.nutrition.carbohydrateG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">of which sugars</th>
                    <td>{recipe.nutrition.sugarsG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Fibre</th>
                    <td>{recipe.nutrition.fibreG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Protein</th>
                    <td>{recipe.nutrition.proteinG} g</td>
                  </tr>
                  <tr>
                    <th scope="row">Salt</th>
                    <td>{recipe.nutrition.saltG} g</td>
                  </tr>
                </tbody>
              </table>
            </section>
          </div>
          <ShoppableIngredients
            key={`${servings}|${JSON.stringify(query.swaps)}`}
            pims={pims}
            alternatives={alternatives}
            swapping={query.swapping}
            links={links}
            result={actionData?.intent === ADD_INTENT ? (actionData as AddResult) : undefined}
          />
        </div>
      </article>
    </PageContainer>
  );
}

export { RouteError as ErrorBoundary };
