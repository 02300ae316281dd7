import type { OfferSummary } from '@grocer/server/contexts/offers/offers.contract';
import { Tag } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { OFFER_TYPES, offerHref } from '../lib/offer-urls.ts';
import styles from './offer-summary.module.css';

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** 'Offer ends 12 March 2027', in London time; nothing for a date we cannot read. */
export function offerEndsText(expiryDate: string): string | null {
  const date = new Date(expiryDate);
  return Number.isNaN(date.getTime()) ? null : `Offer ends ${expiryFormat.format(date)}`;
}

export function offerTypeLabel(typeCode: string): string {
  return OFFER_TYPES.find((type) => type.code === typeCode)?.label ?? 'Offer';
}

/** One offer's page header: its name, description and expiry. */
export function OfferHeader({ offer }: { offer: OfferSummary }) {
  const ends = offerEndsText(offer.expiryDate);
  return (
    <div className={styles.header}>
      <Badge tone="offer">{offerTypeLabel(offer.typeCode)}</Badge>
      <h1 className={styles.title}>{offer.name}</h1>
      {offer.description && <p className={styles.description}>{offer.description}</p>}
      <p className={styles.meta}>
        {ends && <span>{ends}</span>}
        <span>
          {offer.productCount} {offer.productCount === 1 ? 'product' : 'products'}
        </span>
      </p>
    </div>
  );
}

/** Featured offers as cards linking to each offer's page. */
export function OfferList({ offers, label }: { offers: OfferSummary[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {offers.map((offer) => {
        const ends = offerEndsText(offer.expiryDate);
        return (
          <li key={offer.offerId} className={styles.card}>
            <Badge tone="offer">{offerTypeLabel(offer.typeCode)}</Badge>
            <h2 className={styles.cardTitle}>
              <AppLink href={`/ecom${offerHref(offer.offerId)}`} className={styles.cardLink}>
                {offer.name}
              </AppLink>
            </h2>
            {offer.description && <p className={styles.description}>{offer.description}</p>}
            <p className={styles.meta}>
              <Icon icon={Tag} size={16} />
              <span>
                {offer.productCount} {offer.productCount === 1 ? 'product' : 'products'}
              </span>
              {ends && <span>· {ends}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
