import {
  ACCOUNT_SOFT_LOCKED_TEXT,
  ACCOUNT_SOFT_LOCKED_TITLE,
} from '@grocer/domain/messages/account-messages';
import { RESET_YOUR_PASSWORD } from '@grocer/domain/messages/password-reset-messages';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import styles from '../features/account/components/account-form.module.css';
import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

/** Spec doc 1 §8: a sign-in refused with soft_locked lands here; a reset unlocks the account. */
export default function ForgotPasswordLocked() {
  return (
    <div className={styles.page}>
      <h1>{ACCOUNT_SOFT_LOCKED_TITLE}</h1>
      <p>{ACCOUNT_SOFT_LOCKED_TEXT}</p>
      <Link to="/forgot-password" className={buttonClass()}>
        {RESET_YOUR_PASSWORD}
      </Link>
    </div>
  );
}
