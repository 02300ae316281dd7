import {
  ADDED_HEADING,
  ALREADY_HEADING,
  addedToTrolley,
  CHECK_TROLLEY_HEADING,
  NO_ALTERNATIVE,
  swapFor,
  UNAVAILABLE_HEADING,
  VIEW_TROLLEY,
} from '@grocer/domain/quick-shop/quick-shop-messages';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { AdditionsResult, UnavailableView } from '../lib/quick-shop-view.ts';
import styles from './quick-shop.module.css';

/** The route's rendering of a swap offer: the trolley's alternatives, each with its Add. */
export type RenderAlternatives = (line: UnavailableView) => ReactNode;

function Lines({
  title,
  lines,
}: {
  title: string;
  lines: { lineNumber: string; name: string; quantity: string }[];
}) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.summarySection} aria-label={title}>
      <h3 className={styles.summaryTitle}>{title}</h3>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.lineNumber}>
            {line.name} <span className={styles.meta}>× {line.quantity}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What one press did (decision 0082): how many products went in, those the trolley already had,
 * what the trolley asks the shopper to look at, and what could not be added with a swap offered.
 */
export function AdditionsSummary({
  result,
  renderAlternatives,
  after,
}: {
  result: AdditionsResult;
  renderAlternatives: RenderAlternatives;
  after?: ReactNode;
}) {
  if (!result.ok) {
    return (
      <p role="alert" className={styles.error}>
        {result.message}
      </p>
    );
  }
  const { summary } = result;
  return (
    <div className={styles.summary}>
      <p role="status" className={styles.notice}>
        {addedToTrolley(summary.added.length)}
      </p>
      <Lines title={ADDED_HEADING} lines={summary.added} />
      <Lines title={ALREADY_HEADING} lines={summary.alreadyInTrolley} />
      {summary.toCheck.length > 0 && (
        <section className={styles.summarySection} aria-label={CHECK_TROLLEY_HEADING}>
          <h3 className={styles.summaryTitle}>{CHECK_TROLLEY_HEADING}</h3>
          <ul className={styles.summaryLines}>
            {summary.toCheck.map((line, index) => (
              <li key={`${line.lineNumber}-${index}`}>
                <strong>{line.name}</strong>: {line.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {summary.unavailable.length > 0 && (
        <section className={styles.summarySection} aria-label={UNAVAILABLE_HEADING}>
          <h3 className={styles.summaryTitle}>{UNAVAILABLE_HEADING}</h3>
          <ul className={styles.unavailable}>
            {summary.unavailable.map((line) => (
              <li key={line.lineNumber} className={styles.unavailableLine}>
                <p className={styles.name}>{line.name}</p>
                <p className={styles.meta}>{line.message}</p>
                {line.alternatives.length > 0 ? (
                  <>
                    <p>{swapFor(line.name)}</p>
                    {renderAlternatives(line)}
                  </>
                ) : (
                  <p>{NO_ALTERNATIVE}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <AppLink href="/ecom/shop/trolley" className={buttonClass()}>
          {VIEW_TROLLEY}
        </AppLink>
        {after}
      </div>
    </div>
  );
}
