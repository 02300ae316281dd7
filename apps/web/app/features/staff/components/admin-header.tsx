import { STAFF_CONSOLE_TITLE, STAFF_SIGN_OUT } from '@grocer/domain/messages/staff-messages';
import { LogOut } from 'lucide-react';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './admin-header.module.css';

/** The console's own header: where you are, and a way out. No storefront header or trolley. */
export function AdminHeader({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/admin/home" className={styles.title}>
          {brandName} · {STAFF_CONSOLE_TITLE}
        </Link>
        {signedIn && (
          <nav aria-label="Console" className={styles.nav}>
            <Link to="/admin/home" className={styles.title}>
              Home
            </Link>
            <Link to="/admin/customers" className={styles.title}>
              Customers
            </Link>
            <Link to="/admin/orders" className={styles.title}>
              Orders
            </Link>
            <Link to="/admin/flags" className={styles.title}>
              Flags
            </Link>
            <Link to="/admin/experiments" className={styles.title}>
              Experiments
            </Link>
            <Link to="/admin/analytics" className={styles.title}>
              Analytics
            </Link>
            <Link to="/admin/content" className={styles.title}>
              Content
            </Link>
            <Link to="/admin/sponsored" className={styles.title}>
              Banners
            </Link>
            <Link to="/admin/managers-specials" className={styles.title}>
              Specials
            </Link>
            <Link to="/admin/customer-care" className={styles.title}>
              Customer care
            </Link>
          </nav>
        )}
        {signedIn && (
          <Form method="post" action="/admin/sign-out" reloadDocument>
            <button type="submit" className={buttonClass({ variant: 'secondary', size: 'small' })}>
              <Icon icon={LogOut} size={16} />
              {STAFF_SIGN_OUT}
            </button>
          </Form>
        )}
      </div>
    </header>
  );
}
