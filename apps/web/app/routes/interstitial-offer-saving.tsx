import { formatMoney } from '@grocer/domain/money/money';
import styles from '../features/interstitials/components/interstitials.module.css';
import { useTrolleySnapshot } from '../features/trolley/hooks/use-trolley.tsx';

/** A missed offer as the page shows it. */
export interface MissedOfferItem {
  promotionId: number;
  text: string;
  lineNumbers: string[];
}

/**
 * A missed offer's line: "Add 1 more to get 3 for 2" until the trolley triggers it, then the
 * saving as the trolley (the one pricing engine) has it, live as the shopper adds.
 */
export function OfferSaving({
  offer,
  saved,
}: {
  offer: MissedOfferItem;
  /** The saving when the page was rendered (pence), null while untriggered. */
  saved: number | null;
}) {
  const snapshot = useTrolleySnapshot();
  let saving = saved;
  if (snapshot?.trolley) {
    let total = 0;
    let triggered = false;
    for (const item of snapshot.trolley.trolleyItems) {
      if (!offer.lineNumbers.includes(item.lineNumber)) continue;
      for (const discount of item.discounts) {
        if (discount.id !== offer.promotionId || discount.status !== 'TRIGGERED') continue;
        triggered = true;
        total += discount.saving.amount;
      }
    }
    saving = triggered ? total : null;
  }
  return (
    <li className={styles.offer} aria-live="polite">
      {saving === null ? (
        offer.text
      ) : (
        <strong>Offer applied: you save {formatMoney(saving)}</strong>
      )}
    </li>
  );
}
