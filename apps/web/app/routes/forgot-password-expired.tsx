import {
  REQUEST_NEW_LINK,
  RESET_LINK_EXPIRED_TEXT,
  RESET_LINK_EXPIRED_TITLE,
} from '@grocer/domain/messages/password-reset-messages';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import styles from '../features/account/components/account-form.module.css';
import type { LayoutHandle } from '../lib/layout-handle.ts';

export const handle: LayoutHandle = { minimalHeader: true, minimalFooter: true };

export function meta() {
  return [{ title: 'Forgot Password' }];
}

/** Where a reset link with a missing or past `exp`, or a used or unknown token, lands. */
export default function ForgotPasswordExpired() {
  return (
    <div className={styles.page}>
      <h1>{RESET_LINK_EXPIRED_TITLE}</h1>
      <p>{RESET_LINK_EXPIRED_TEXT}</p>
      <Link to="/forgot-password" className={buttonClass()}>
        {REQUEST_NEW_LINK}
      </Link>
    </div>
  );
}
