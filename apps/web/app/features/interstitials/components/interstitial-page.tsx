import {
  CONTINUE_TO_CHECKOUT,
  type StepIndicator as Indicator,
  NEXT_STEP,
} from '@grocer/domain/interstitials/interstitial-steps';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import styles from './interstitials.module.css';
import { StepIndicator } from './step-indicator.tsx';

export interface InterstitialPageProps {
  title: string;
  indicator: Indicator | null;
  /** A line about the step's products (manager's specials), or null. */
  intro?: string | null;
  /** The missed offers, composed by the route (each with its live saving). */
  offers: ReactNode;
  /** The products, composed by the route (catalogue cards with the trolley control). */
  products: ReactNode;
  /** The next step, or null when the next press is checkout. */
  nextHref: string | null;
  checkoutHref: string;
}

/**
 * One interstitial (spec doc 3 §2 and §3; decision 0093): the step indicator, its products with
 * the trolley control, and Continue to checkout always one press away (a full page load, as the
 * trolley's Checkout). Plain links: it works without JavaScript.
 */
export function InterstitialPage({
  title,
  indicator,
  intro = null,
  offers,
  products,
  nextHref,
  checkoutHref,
}: InterstitialPageProps) {
  const actions = (
    <div className={styles.actions}>
      {nextHref && (
        <a href={nextHref} className={buttonClass({ variant: 'secondary' })}>
          {NEXT_STEP}
        </a>
      )}
      <a href={checkoutHref} className={buttonClass()}>
        {CONTINUE_TO_CHECKOUT}
      </a>
    </div>
  );
  return (
    <div className={styles.layout}>
      {indicator && <StepIndicator indicator={indicator} />}
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      {intro && <p className={styles.intro}>{intro}</p>}
      {offers}
      {products}
    </div>
  );
}
