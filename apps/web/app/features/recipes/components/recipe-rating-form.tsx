import { RECIPE_MESSAGES, ratingSummary } from '@grocer/domain/recipes/recipe-messages';
import { roundToHalfStar } from '@grocer/domain/recipes/recipe-rating';
import { Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { RATE_INTENT, type RateResult } from '../lib/recipe-form.ts';
import styles from './recipes.module.css';

const RatingSubmittedDialog = lazy(() =>
  import('./rating-submitted-dialog.tsx').then((module) => ({
    default: module.RatingSubmittedDialog,
  })),
);

/**
 * The recipe's rating and the shopper's own (spec doc 3 §4): five buttons, one post. A shopper
 * rates once; a second try opens the 'Rating already submitted' modal (a React Aria dialog), or,
 * without JavaScript, says so on the page. The page is shared, so it never shows the shopper's
 * own rating: only what the post answers.
 */
export function RecipeRatingForm({
  rating,
  result,
}: {
  rating: { average: number; totalRatings: number };
  /** The answer of a post made without JavaScript (the page's action data). */
  result?: RateResult;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === RATE_INTENT;
  const hydrated = useHydrated();
  const answer = result;
  const [modalOpen, setModalOpen] = useState(false);
  useEffect(() => {
    if (result && !result.ok && result.alreadySubmitted) setModalOpen(true);
  }, [result]);
  const shown = answer?.ok ? answer.rating : rating;
  const rounded = roundToHalfStar(shown.average);
  return (
    <section className={styles.rating} aria-labelledby="rate-recipe">
      <div className={styles.ratingNow}>
        {shown.totalRatings > 0 && (
          <Rating average={shown.average} count={shown.totalRatings} showCount={false} />
        )}
        <span>{ratingSummary(rounded, shown.totalRatings)}</span>
      </div>
      <Form method="post" preventScrollReset className={styles.rateForm}>
        <input type="hidden" name="intent" value={RATE_INTENT} />
        <fieldset>
          <legend id="rate-recipe">{RECIPE_MESSAGES.RATE_THIS_RECIPE}</legend>
          <div className={styles.stars}>
            {[1, 2, 3, 4, 5].map((stars) => (
              <button
                key={stars}
                type="submit"
                name="rating"
                value={stars}
                className={buttonClass({ variant: 'ghost', size: 'small', iconOnly: true })}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
                disabled={busy}
              >
                <Icon icon={Star} size={22} />
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
      <div aria-live="polite">
        {answer?.ok && <p className={styles.success}>{RECIPE_MESSAGES.RATING_THANKS}</p>}
        {answer && !answer.ok && (!answer.alreadySubmitted || !hydrated) && (
          <p role="alert" className={styles.error}>
            {answer.alreadySubmitted
              ? `${RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED}. ${RECIPE_MESSAGES.RATING_ALREADY_SUBMITTED_BODY}`
              : answer.message}
          </p>
        )}
      </div>
      {modalOpen && (
        <Suspense fallback={null}>
          <RatingSubmittedDialog onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
