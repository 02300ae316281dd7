import { TRAP_FIELD } from '@grocer/domain/customer-care/contact-form-options';
import { TRAP_FIELD_LABEL } from '@grocer/domain/messages/customer-care-messages';
import styles from './care-form.module.css';

/**
 * The anti-automation trap (decision 0076): a field people never see or reach (off screen,
 * hidden from assistive technology, out of the tab order, never autofilled), which software
 * filling every field fills. A form that comes back with it filled is refused.
 */
export function TrapField() {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {TRAP_FIELD_LABEL}
        <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
