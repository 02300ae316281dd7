import { Ticket } from 'lucide-react';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { PartnerPageData, VouchersData } from '../api/loyalty-vouchers.server.ts';
import { LOYALTY_PATHS } from '../lib/loyalty-paths.ts';
import styles from './loyalty-pages.module.css';

const points = (n: number) => `${n.toLocaleString('en-GB')} points`;

/** For a shopper who is not a member: how to join (become a member, or add a card held). */
function HowToJoin({ schemeName }: { schemeName: string }) {
  return (
    <div className={styles.actions}>
      <AppLink href={LOYALTY_PATHS.becomeAMember} className={buttonClass()}>
        Find out about {schemeName}
      </AppLink>
      <AppLink href={LOYALTY_PATHS.linkCard} className={buttonClass({ variant: 'secondary' })}>
        I already have a card
      </AppLink>
    </div>
  );
}

/**
 * /vouchers (decision 0086): each threshold reward the member has reached is a voucher; how
 * far the next is. Not a member: what vouchers are and how to join.
 */
export function VouchersPage({ data }: { data: VouchersData }) {
  const { schemeName } = data;
  if (!data.member) {
    return (
      <div className={styles.page}>
        <h1>Your {schemeName} vouchers</h1>
        <p className={styles.lead}>
          Vouchers are for {schemeName} members: each reward you reach as you collect points becomes
          a voucher here.
        </p>
        <HowToJoin schemeName={schemeName} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Your {schemeName} vouchers</h1>
      <p className={styles.lead}>
        {data.vouchers.length === 0
          ? 'You have no vouchers yet. Each reward you reach as you collect points becomes a voucher here.'
          : 'Each reward you reach as you collect points becomes a voucher here.'}
      </p>
      {data.vouchers.length > 0 && (
        <ul className={styles.vouchers} aria-label="Your vouchers">
          {data.vouchers.map((voucher) => (
            <li key={voucher.threshold} className={styles.voucher}>
              <Ticket aria-hidden="true" size={24} />
              <div>
                <h2>{points(voucher.threshold)} reward</h2>
                <p>Yours for reaching {points(voucher.threshold)}.</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p data-testid="vouchers-progress">
        You have {points(data.points)}.{' '}
        {data.pointsToNext === null
          ? 'You have reached every reward. Well done!'
          : `${points(data.pointsToNext)} to your next voucher.`}
      </p>
      <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
    </div>
  );
}

/** /loyalty-experiences: members' events, in the shops and with the configured partner. */
export function ExperiencesPage({ data }: { data: PartnerPageData }) {
  const { schemeName, partnerName } = data;
  return (
    <div className={styles.page}>
      <h1>{schemeName} experiences</h1>
      <p className={styles.lead}>
        Experiences are events for {schemeName} members, in our shops and with {partnerName}:
        tastings, cookery classes and more.
      </p>
      <p>There are no experiences to book at the moment. Members hear about new ones first.</p>
      {data.member ? (
        <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
      ) : (
        <HowToJoin schemeName={schemeName} />
      )}
    </div>
  );
}

/** /my-partnership/rewards: the configured partner's rewards for members. */
export function PartnerRewardsPage({ data }: { data: PartnerPageData }) {
  const { schemeName, partnerName } = data;
  return (
    <div className={styles.page}>
      <h1>{partnerName} rewards</h1>
      <p className={styles.lead}>
        Rewards from {partnerName} for {schemeName} members show here.
      </p>
      <p>There are no {partnerName} rewards to show at the moment.</p>
      <ul className={styles.links}>
        <li>
          <AppLink href={LOYALTY_PATHS.partnershipCard}>
            {partnerName} partnership card and details
          </AppLink>
        </li>
        {data.member && (
          <li>
            <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
          </li>
        )}
      </ul>
      {!data.member && <HowToJoin schemeName={schemeName} />}
    </div>
  );
}
