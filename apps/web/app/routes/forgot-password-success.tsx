import {
  FORGOT_PASSWORD_SENT_HINT,
  FORGOT_PASSWORD_SENT_TEXT,
  FORGOT_PASSWORD_SENT_TITLE,
} from '@grocer/domain/messages/password-reset-messages';
import { Link } from 'react-router';
import styles from '../features/account/components/account-form.module.css';
import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

/** The same page whether or not the address has an account (decision 0023). */
export default function ForgotPasswordSuccess() {
  return (
    <div className={styles.page}>
      <h1>{FORGOT_PASSWORD_SENT_TITLE}</h1>
      <p>{FORGOT_PASSWORD_SENT_TEXT}</p>
      <p>{FORGOT_PASSWORD_SENT_HINT}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/sign-in">Back to sign in</Link>
        </li>
      </ul>
    </div>
  );
}
