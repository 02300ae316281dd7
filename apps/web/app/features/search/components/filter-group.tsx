import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Link } from 'react-router';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './filter-group.module.css';

/** Spec doc 3 §9: filter lists show 10 values until 'Show more' expands them. */
export const FILTER_INITIAL_COUNT = 10;

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
  checked: boolean;
}

export interface FilterGroupProps {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: FilterOption[];
  /** Opened by the no-JavaScript 'Show more' link, which reloads the page with it open. */
  expanded?: boolean;
  /** Where the no-JavaScript 'Show more' link goes. */
  showMoreHref: string;
}

function OptionList({ options, name, type }: Pick<FilterGroupProps, 'options' | 'name' | 'type'>) {
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.value || 'all'}>
          <label className={styles.option}>
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={option.checked}
              className={styles.control}
            />
            <span className={styles.optionLabel}>{option.label}</span>{' '}
            {option.count !== undefined && <span className={styles.count}>({option.count})</span>}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * One filter group as native inputs in a fieldset, so the form submits without JavaScript.
 * Values past the first 10 sit in a React Aria disclosure; it starts open when one of them
 * is applied, so an applied filter is never out of sight.
 */
export function FilterGroup({
  legend,
  name,
  type,
  options,
  expanded,
  showMoreHref,
}: FilterGroupProps) {
  const hydrated = useHydrated();
  const first = options.slice(0, FILTER_INITIAL_COUNT);
  const rest = options.slice(FILTER_INITIAL_COUNT);
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <OptionList options={first} name={name} type={type} />
      {rest.length > 0 && (
        <Disclosure
          className={styles.more}
          defaultExpanded={expanded || rest.some((option) => option.checked)}
        >
          {({ isExpanded }) => (
            <>
              <DisclosurePanel>
                <OptionList options={rest} name={name} type={type} />
              </DisclosurePanel>
              {hydrated ? (
                <Button slot="trigger" className={styles.moreButton}>
                  {isExpanded ? 'Show less' : 'Show more'}
                  <span className={styles.hiddenText}> {legend}</span>
                </Button>
              ) : (
                !isExpanded && (
                  <Link to={showMoreHref} className={styles.moreButton} preventScrollReset>
                    Show more<span className={styles.hiddenText}> {legend}</span>
                  </Link>
                )
              )}
            </>
          )}
        </Disclosure>
      )}
    </fieldset>
  );
}
