import { formatMoney } from '@grocer/domain/money/money';
import { orderTotalsInputOfTrolley } from '@grocer/domain/orders/order-totals';
import {
  BOOK_A_SLOT_FIRST,
  CHECKOUT,
  HARD_CONFLICTS_MESSAGE,
  minimumSpendMessage,
  TROLLEY_TOTALS_HEADING,
} from '@grocer/domain/trolley/trolley-messages';
import type { TrolleyNextStep } from '@grocer/domain/trolley/trolley-next-step';
import type { MinimumSpend } from '@grocer/domain/trolley/trolley-page';
import type { TrolleyTotals } from '@grocer/server/contexts/trolley/trolley.contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import styles from './trolley-totals.module.css';

export interface TrolleyTotalsPanelProps {
  totals: TrolleyTotals;
  minimumSpend: MinimumSpend;
  next: TrolleyNextStep;
  /** Where each next step leads; the interstitials' first step when given (decision 0093). */
  hrefs: { serviceSelection: string; checkout: string; interstitials?: string };
  /** Changes are on their way: the totals are about to change. */
  updating: boolean;
}

/**
 * The trolley's totals (spec doc 1 §3 trolleyTotals): items at regular price, savings from
 * offers, the item total, deposits, delivery, the estimated total; then the next step (no slot:
 * service selection; a slot: checkout) or what blocks it (hard conflicts, the minimum spend).
 */
export function TrolleyTotalsPanel({
  totals,
  minimumSpend,
  next,
  hrefs,
  updating,
}: TrolleyTotalsPanelProps) {
  const headingId = useId();
  const savings = totals.savingsFromOffersAndIncentives.amount;
  // Loaded personal offers (decision 0088), as the money rule reads them from the totals.
  const { incentiveSavingsPence: incentives, membershipSavingsPence: members } =
    orderTotalsInputOfTrolley(totals);
  const items = totals.itemTotalEstimatedCost.amount;
  const rows: [string, number, boolean?][] = [
    ['Items', items + savings],
    ...(savings - incentives - members > 0
      ? ([['Savings from offers', -(savings - incentives - members), true]] as [
          string,
          number,
          boolean,
        ][])
      : []),
    // Member prices (decision 0086): the loyalty scheme's offers, for members only.
    ...(members > 0 ? ([['Member savings', -members, true]] as [string, number, boolean][]) : []),
    ...(incentives > 0
      ? ([['Personal offer savings', -incentives, true]] as [string, number, boolean][])
      : []),
    ['Item total (estimated)', items],
    ...(totals.totalDepositCharge.amount > 0
      ? ([['Deposit charges', totals.totalDepositCharge.amount]] as [string, number][])
      : []),
    ['Delivery charge', totals.deliveryCharge.amount],
  ];
  const blocked = next.kind === 'BLOCKED' ? next.blockers : [];
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={updating}>
      <h2 id={headingId} className={styles.heading}>
        {TROLLEY_TOTALS_HEADING}
      </h2>
      <dl className={styles.rows}>
        {rows.map(([label, amount, saving]) => (
          <div key={label} className={styles.row} data-saving={saving || undefined}>
            <dt>{label}</dt>
            <dd>{saving ? `−${formatMoney(-amount)}` : formatMoney(amount)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total (estimated)</dt>
          <dd>{formatMoney(totals.totalEstimatedCost.amount)}</dd>
        </div>
      </dl>
      {savings > 0 && <p className={styles.savings}>You save {formatMoney(savings)} with offers</p>}
      {minimumSpend.shortfallPence > 0 && (
        <p
          className={styles.notice}
          data-blocking={blocked.includes('MINIMUM_SPEND_NOT_MET') || undefined}
        >
          {minimumSpendMessage(
            formatMoney(minimumSpend.shortfallPence),
            formatMoney(minimumSpend.minimumPence),
          )}
        </p>
      )}
      {blocked.includes('HAS_HARD_CONFLICTS') && (
        <p className={styles.notice} data-blocking>
          {HARD_CONFLICTS_MESSAGE}
        </p>
      )}
      {next.kind === 'BLOCKED' ? (
        <button type="button" className={buttonClass({ block: true })} disabled>
          {CHECKOUT}
        </button>
      ) : (
        <>
          {next.kind === 'SERVICE_SELECTION' && <p className={styles.hint}>{BOOK_A_SLOT_FIRST}</p>}
          <Link
            to={toRoutePath(
              next.kind === 'SERVICE_SELECTION'
                ? hrefs.serviceSelection
                : next.kind === 'INTERSTITIALS'
                  ? (hrefs.interstitials ?? hrefs.checkout)
                  : hrefs.checkout,
            )}
            className={buttonClass({ block: true })}
            reloadDocument={next.kind !== 'SERVICE_SELECTION'}
          >
            {CHECKOUT}
          </Link>
        </>
      )}
    </section>
  );
}
