import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './service-choices.module.css';

export interface ServiceChoice {
  id: string;
  name: string;
  text: string;
  href: string;
  icon: LucideIcon;
}

/**
 * The choices of service selection (spec doc 1 §4 flow: service selection, then collection
 * service selection): each a link, so they work without JavaScript, named by its heading.
 */
export function ServiceChoices({
  heading,
  choices,
  hint,
}: {
  heading: string;
  choices: ServiceChoice[];
  /** A line under the heading (reselect-service says why the shopper is back here). */
  hint?: string | undefined;
}) {
  return (
    <section className={styles.section} aria-labelledby="service-choices-heading">
      <h1 id="service-choices-heading" className={styles.heading}>
        {heading}
      </h1>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ul className={styles.list}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <Link
              to={choice.href}
              className={styles.choice}
              aria-describedby={`service-${choice.id}-text`}
            >
              <Icon icon={choice.icon} size={32} className={styles.icon} />
              <span className={styles.body}>
                <span className={styles.name}>{choice.name}</span>
                <span id={`service-${choice.id}-text`} className={styles.text}>
                  {choice.text}
                </span>
              </span>
              <Icon icon={ChevronRight} size={24} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
