import { formatMoney } from '@grocer/domain/money/money';
import { formatDayMonth } from '@grocer/domain/time/calendar-date';
import { Check, Clock, Tag } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import type { IncentiveOffer, OfferActionResult } from '../api/incentives.server.ts';
import styles from './my-offers.module.css';

export const MY_OFFERS_TITLE = 'My offers';

/** What an offer takes off, in words. */
export function offerValueText(offer: IncentiveOffer): string {
  if (offer.kind === 'PRODUCT_PERCENT_OFF') return `${offer.value}% off`;
  const off = `${formatMoney(offer.value)} off`;
  return offer.kind === 'SPEND_AMOUNT_OFF'
    ? `${off} when you spend ${formatMoney(offer.thresholdPence)}`
    : off;
}

/**
 * The member's personal offers (decision 0088), each with Load or Unload: a plain form posting
 * to this page, so it works without JavaScript. A loaded offer comes off the trolley while live.
 */
export function MyOffers({
  member,
  offers,
  result,
}: {
  member: boolean;
  offers: IncentiveOffer[];
  result: OfferActionResult | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get('offerId');
  if (!member) {
    return (
      <p className={styles.empty}>
        Personal offers are for members of our loyalty scheme. Join to get offers picked for you.
      </p>
    );
  }
  if (offers.length === 0) {
    return <p className={styles.empty}>You have no offers at the moment. Check back soon.</p>;
  }
  const loadedCount = offers.filter((offer) => offer.loaded).length;
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {loadedCount === 0
          ? 'Load an offer to use it on your next shop.'
          : `${loadedCount} of ${offers.length} offers loaded. Loaded offers come off your trolley.`}
      </p>
      {result?.outcome === 'refused' && <FormAlert>{result.message}</FormAlert>}
      <ul className={styles.list}>
        {offers.map((offer) => {
          const headingId = `offer-${offer.id}`;
          const upcoming = offer.status === 'UPCOMING';
          return (
            <li key={offer.id} className={styles.offer} data-loaded={offer.loaded || undefined}>
              <article aria-labelledby={headingId}>
                <p className={styles.value}>
                  <Tag aria-hidden="true" size={18} />
                  {offerValueText(offer)}
                </p>
                <h2 id={headingId} className={styles.description}>
                  {offer.description}
                </h2>
                <p className={styles.meta}>
                  {upcoming && offer.validFrom ? (
                    <span>Starts {formatDayMonth(offer.validFrom)}</span>
                  ) : (
                    offer.endsText && (
                      <span className={styles.ends}>
                        <Clock aria-hidden="true" size={16} />
                        {offer.endsText}
                      </span>
                    )
                  )}
                  {offer.loaded && (
                    <span className={styles.loaded}>
                      <Check aria-hidden="true" size={16} />
                      Loaded
                    </span>
                  )}
                </p>
                <Form method="post" preventScrollReset className={styles.form}>
                  <input type="hidden" name="offerId" value={offer.id} />
                  <input type="hidden" name="intent" value={offer.loaded ? 'unload' : 'load'} />
                  <button
                    type="submit"
                    className={buttonClass({
                      variant: offer.loaded ? 'secondary' : 'primary',
                      size: 'small',
                    })}
                    disabled={pending === String(offer.id)}
                  >
                    {offer.loaded ? 'Unload' : 'Load'}
                    <span className={styles.hidden}> {offer.description}</span>
                  </button>
                </Form>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
