import type { PromotionTypeCode } from '@grocer/domain/catalogue/catalogue.types';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { OFFER_TYPES, OFFERS_ROUTE, offerTypeHref } from '../lib/offer-urls.ts';
import styles from './offer-nav.module.css';

export interface OfferCategoryLink {
  id: string;
  name: string;
  href: string;
  count: number;
}

/** Categories to narrow the offers to, each with how many products are on offer in it. */
export function OfferCategoryNav({ items, label }: { items: OfferCategoryLink[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item.id}>
            <AppLink href={`/ecom${item.href}`} className={styles.chip}>
              {item.name} <span className={styles.count}>({item.count})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** All offers and the highlights by offer type; the page being shown is marked. */
export function OfferTypeNav({ current }: { current: PromotionTypeCode | 'ALL' | null }) {
  const links = [
    { key: 'ALL', label: 'All offers', href: OFFERS_ROUTE },
    ...OFFER_TYPES.map((type) => ({
      key: type.code,
      label: type.label,
      href: offerTypeHref(type.code),
    })),
  ];
  return (
    <nav aria-label="Offer types">
      <ul className={styles.tabs}>
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              href={`/ecom${link.href}`}
              className={styles.tab}
              aria-current={current === link.key ? 'page' : undefined}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
