import { type Address, addresseeName, countryName } from '@grocer/domain/address/address';
import {
  ACCOUNT_AREA_LINKS,
  ACCOUNT_LINKS_SECTION,
  ACCOUNT_OVERVIEW_HEADING,
  ADD_AN_ADDRESS,
  CONTACT_ADDRESS_SECTION,
  NO_CONTACT_ADDRESS,
  RECENT_ORDER_SECTION,
  VIEW_ORDER,
  YOUR_DETAILS_SECTION,
} from '@grocer/domain/messages/account-area-messages';
import { formatMoney } from '@grocer/domain/money/money';
import {
  ChevronRight,
  CreditCard,
  type LucideIcon,
  Mail,
  MapPin,
  Package,
  Tag,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatLongDate } from '../../../lib/format-date.ts';
import type { AccountOverview, RecentOrderSummary } from '../api/account-overview.server.ts';
import styles from './account-overview.module.css';

const DETAILS_AND_ADDRESSES = ACCOUNT_AREA_LINKS[1].href;

const LINK_ICONS: Record<(typeof ACCOUNT_AREA_LINKS)[number]['id'], LucideIcon> = {
  'my-details': UserRound,
  'details-and-addresses': MapPin,
  'my-orders': Package,
  'payment-cards': CreditCard,
  'my-offers': Tag,
  'marketing-preferences': Mail,
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The address as it is written on an envelope: one line per part, the country when abroad. */
function addressLines(address: Address): string[] {
  return [
    address.line1,
    address.line2,
    address.line3,
    address.town,
    address.region,
    address.postalCode,
    address.country === 'GB' ? '' : countryName(address.country),
  ].filter((line) => line.trim() !== '');
}

function ContactAddress({ address }: { address: Address | null }) {
  if (!address) {
    return (
      <>
        <p>{NO_CONTACT_ADDRESS}</p>
        <p>
          <AppLink href={DETAILS_AND_ADDRESSES} className={styles.action}>
            {ADD_AN_ADDRESS}
          </AppLink>
        </p>
      </>
    );
  }
  const name = addresseeName(address.addressee);
  return (
    <address className={styles.address}>
      {name && <span className={styles.addressee}>{name}</span>}
      {addressLines(address).map((line, index) => (
        // Lines of one address never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

const STATUS_TEXT: Record<RecentOrderSummary['status'], string> = {
  AMENDING: 'Being amended',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  FULFIL: 'Being prepared',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  PENDING: 'Pending',
  PICKED: 'Picked',
  PLACED: 'Placed',
  REFUND_PENDING: 'Refund pending',
};

function RecentOrder({ order }: { order: RecentOrderSummary }) {
  return (
    <Section id="account-recent-order" title={RECENT_ORDER_SECTION}>
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd>{order.customerOrderId}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{STATUS_TEXT[order.status]}</dd>
        </div>
        {order.slot && (
          <div>
            <dt>{order.slot.type === 'DELIVERY' ? 'Delivery' : 'Collection'}</dt>
            <dd>{formatLongDate(order.slot.start)}</dd>
          </div>
        )}
        <div>
          <dt>Items</dt>
          <dd>{order.numberOfItems}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.totalPence)}</dd>
        </div>
      </dl>
      <p>
        <AppLink
          href={`/ecom/myaccount/my-orders/order/${encodeURIComponent(order.customerOrderId)}`}
          className={styles.action}
        >
          {VIEW_ORDER}
        </AppLink>
      </p>
    </Section>
  );
}

/**
 * The account overview (issue 10): who the shopper is, their contact address, their latest order
 * when they have one, and the way to every part of the account.
 */
export function AccountOverviewView({ account, contactAddress, recentOrder }: AccountOverview) {
  const name = [account.title, account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <div className={styles.overview}>
      <h1>{ACCOUNT_OVERVIEW_HEADING}</h1>
      <div className={styles.cards}>
        <Section id="account-your-details" title={YOUR_DETAILS_SECTION}>
          <dl className={styles.facts}>
            <div>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Email address</dt>
              <dd className={styles.email}>{account.email}</dd>
            </div>
          </dl>
        </Section>
        <Section id="account-contact-address" title={CONTACT_ADDRESS_SECTION}>
          <ContactAddress address={contactAddress} />
        </Section>
        {recentOrder && <RecentOrder order={recentOrder} />}
      </div>
      <nav className={styles.links} aria-labelledby="account-links">
        <h2 id="account-links" className={styles.cardTitle}>
          {ACCOUNT_LINKS_SECTION}
        </h2>
        <ul>
          {ACCOUNT_AREA_LINKS.map((link) => (
            <li key={link.id}>
              <AppLink href={link.href} className={styles.link}>
                <Icon icon={LINK_ICONS[link.id]} />
                <span>{link.label}</span>
                <Icon icon={ChevronRight} className={styles.chevron} />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
