import type { StepIndicator as Indicator } from '@grocer/domain/interstitials/interstitial-steps';
import { Check } from 'lucide-react';
import styles from './interstitials.module.css';

/** The checkout steps before checkout (spec doc 3 §3 interstitial step): where the shopper is. */
export function StepIndicator({ indicator }: { indicator: Indicator }) {
  if (indicator.total === 0) return null;
  return (
    <nav aria-label="Before checkout" className={styles.indicator}>
      <p className={styles.position}>{indicator.text}</p>
      <ol className={styles.steps}>
        {indicator.steps.map((step) => (
          <li
            key={step.id}
            className={styles.step}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {step.state === 'visited' && <Check aria-hidden="true" size={14} />}
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
