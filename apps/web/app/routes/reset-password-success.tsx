import {
  RESET_PASSWORD_SUCCESS_TEXT,
  RESET_PASSWORD_SUCCESS_TITLE,
} from '@grocer/domain/messages/password-reset-messages';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import styles from '../features/account/components/account-form.module.css';

export function meta() {
  return [{ title: 'Reset Password' }];
}

export default function ResetPasswordSuccess() {
  return (
    <div className={styles.page}>
      <h1>{RESET_PASSWORD_SUCCESS_TITLE}</h1>
      <p>{RESET_PASSWORD_SUCCESS_TEXT}</p>
      <Link to="/sign-in" className={buttonClass()}>
        Sign in
      </Link>
    </div>
  );
}
