import { LOGOUT_ERROR, LOGOUT_ERROR_TEXT } from '@grocer/domain/messages/account-messages';
import { Form, Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { PageContainer } from '../components/ui/page-container.tsx';
import styles from '../features/account/components/account-form.module.css';

export function meta() {
  return [{ title: 'Sign out' }];
}

/** Signing out failed (spec doc 3 §8: 'Error logging out'): try again, or carry on shopping. */
export default function LogOutError() {
  return (
    <PageContainer>
      <div className={styles.page}>
        <h1>{LOGOUT_ERROR}</h1>
        <p>{LOGOUT_ERROR_TEXT}</p>
        <Form method="post" action="/log-out" className={styles.links}>
          <button type="submit" className={buttonClass()}>
            Try again
          </button>
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            Go to Groceries
          </Link>
        </Form>
      </div>
    </PageContainer>
  );
}
