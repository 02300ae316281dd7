import { pointsToNextVoucher } from '@grocer/domain/loyalty/loyalty-vouchers';
import { CreditCard, Gift, LogOut, ShoppingBasket, Smartphone, Star } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, FormField } from '../../../components/ui/form-field.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { CardView, LinkCardRefusal, LoyaltyHubData } from '../api/loyalty.server.ts';
import { LOYALTY_PATHS } from '../lib/loyalty-paths.ts';
import styles from './loyalty-pages.module.css';

/** The card as printed, with its status and points (the hub and card-and-details). */
export function LoyaltyCard({ schemeName, card }: { schemeName: string; card: CardView }) {
  return (
    <section className={styles.card} aria-label={`Your ${schemeName} card`}>
      <p className={styles.cardName}>
        <CreditCard aria-hidden="true" size={20} />
        {schemeName}
        {card.type === 'myjohnlewismywaitrose' && ' partnership card'}
      </p>
      <p className={styles.cardNumber} data-testid="loyalty-card-number">
        {card.printed}
      </p>
      <dl className={styles.cardFacts}>
        <div>
          <dt>Status</dt>
          <dd>{card.cardStatus === 'ACTIVE' ? 'Active' : 'Replacement ordered'}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{card.points.toLocaleString('en-GB')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The hub: the card, points, threshold rewards and picks for a member; how to join otherwise. */
export function LoyaltyHub({ data }: { data: LoyaltyHubData }) {
  const { schemeName, card, rewards, picks } = data;
  if (card === null) {
    return (
      <div className={styles.page}>
        <h1>{schemeName}</h1>
        <p className={styles.lead}>
          Join {schemeName} for member prices on offers marked for members, personal offers and
          rewards as you shop. It is free.
        </p>
        <div className={styles.actions}>
          <AppLink href={LOYALTY_PATHS.join} className={buttonClass()}>
            Join {schemeName}
          </AppLink>
          <AppLink href={LOYALTY_PATHS.linkCard} className={buttonClass({ variant: 'secondary' })}>
            I already have a card
          </AppLink>
        </div>
        <p>
          <AppLink href={LOYALTY_PATHS.becomeAMember}>Find out about {schemeName}</AppLink>
        </p>
      </div>
    );
  }
  const toNext = rewards ? pointsToNextVoucher(card.points, rewards) : null;
  return (
    <div className={styles.page}>
      <h1>{schemeName}</h1>
      {data.walletError && (
        <section className={styles.problem} role="alert" aria-labelledby="wallet-problem">
          <h2 id="wallet-problem">Sorry, we're experiencing a problem</h2>
          <p>
            Your loyalty card cannot be generated in a phone wallet right now. Please try again
            later.
          </p>
        </section>
      )}
      <LoyaltyCard schemeName={schemeName} card={card} />
      {/* A file download: a full form post, with or without JavaScript (decision 0089). */}
      <Form
        method="post"
        action={toRoutePath(LOYALTY_PATHS.walletPass)}
        reloadDocument
        className={styles.actions}
      >
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          <Smartphone aria-hidden="true" size={18} /> Add to Apple Wallet
        </button>
      </Form>
      <div className={styles.panels}>
        {rewards && (
          <section className={styles.panel} aria-labelledby="loyalty-rewards">
            <h2 id="loyalty-rewards">
              <Gift aria-hidden="true" size={20} /> Rewards
            </h2>
            <p>
              {toNext === null
                ? 'You have reached every reward. Well done!'
                : `${toNext.toLocaleString('en-GB')} points to your next reward.`}
            </p>
            <ol className={styles.thresholds}>
              {rewards.thresholds.map((threshold, index) => (
                <li
                  key={threshold}
                  data-reached={index < rewards.targetThresholdIndex || undefined}
                  aria-current={index === rewards.targetThresholdIndex ? 'step' : undefined}
                >
                  <Star aria-hidden="true" size={16} />
                  {threshold.toLocaleString('en-GB')} points
                  {index < rewards.targetThresholdIndex ? ' (reached)' : ''}
                </li>
              ))}
            </ol>
          </section>
        )}
        {picks && (
          <section className={styles.panel} aria-labelledby="loyalty-picks">
            <h2 id="loyalty-picks">
              <ShoppingBasket aria-hidden="true" size={20} /> Your picks
            </h2>
            <p>
              {picks.remainingPicks} of {picks.totalPicks} picks left to choose;{' '}
              {picks.lockedOrUsedPicks} locked in or used.
            </p>
          </section>
        )}
      </div>
      <ul className={styles.links}>
        <li>
          <AppLink href={LOYALTY_PATHS.cardAndDetails}>Card and details</AppLink>
        </li>
        <li>
          <AppLink href={LOYALTY_PATHS.vouchers}>Vouchers</AppLink>
        </li>
        <li>
          <AppLink href={LOYALTY_PATHS.benefits}>Benefits</AppLink>
        </li>
        <li>
          <AppLink href={LOYALTY_PATHS.experiences}>Experiences</AppLink>
        </li>
        <li>
          <AppLink href={LOYALTY_PATHS.partnerRewards}>{data.partnerName} rewards</AppLink>
        </li>
        {data.competitions && (
          <li>
            <AppLink href={LOYALTY_PATHS.competitions}>Competitions</AppLink>
          </li>
        )}
        <li>
          <AppLink href="/ecom/myaccount/my-offers">My offers</AppLink>
        </li>
        <li>
          <AppLink href={LOYALTY_PATHS.leave}>Leave {schemeName}</AppLink>
        </li>
      </ul>
    </div>
  );
}

/** /join: what membership gives, and the Join button (a plain form post). */
export function JoinPage({ schemeName, member }: { schemeName: string; member: boolean }) {
  const navigation = useNavigation();
  return (
    <div className={styles.page}>
      <h1>Join {schemeName}</h1>
      {member ? (
        <p className={styles.lead}>
          You are a member already. <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
        </p>
      ) : (
        <>
          <ul className={styles.benefits}>
            <li>Member prices on offers marked for members</li>
            <li>Personal offers picked for you</li>
            <li>Rewards as you collect points</li>
          </ul>
          <Form method="post" className={styles.actions}>
            <button type="submit" className={buttonClass()} disabled={navigation.state !== 'idle'}>
              Join {schemeName}
            </button>
          </Form>
          <p>
            Have a card already?{' '}
            <AppLink href={LOYALTY_PATHS.linkCard}>Add your card to your account</AppLink>
          </p>
        </>
      )}
    </div>
  );
}

/** The welcome pages after joining or linking a card. */
export function WelcomePage({
  schemeName,
  card,
  linked,
}: {
  schemeName: string;
  card: CardView | null;
  linked: boolean;
}) {
  return (
    <div className={styles.page}>
      <h1>Welcome to {schemeName}</h1>
      <p className={styles.lead}>
        {linked
          ? 'Your card is now linked to your account.'
          : 'You are now a member. Your new card number is below.'}{' '}
        Member prices apply to your trolley from now on.
      </p>
      {card && <LoyaltyCard schemeName={schemeName} card={card} />}
      <div className={styles.actions}>
        <AppLink href={LOYALTY_PATHS.hub} className={buttonClass()}>
          Go to {schemeName}
        </AppLink>
        <AppLink href="/ecom/shop/trolley" className={buttonClass({ variant: 'secondary' })}>
          View trolley
        </AppLink>
      </div>
    </div>
  );
}

/** /link-card: the card number form (a plain form post), with why a number was refused. */
export function LinkCardPage({
  schemeName,
  refusal,
}: {
  schemeName: string;
  refusal: LinkCardRefusal | null;
}) {
  const navigation = useNavigation();
  return (
    <div className={styles.page}>
      <h1>Add your {schemeName} card</h1>
      <p className={styles.lead}>Enter the 16-digit number on the back of your card.</p>
      <Form method="post" className={styles.form} noValidate>
        {refusal && <FormAlert>{refusal.message}</FormAlert>}
        <FormField
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          defaultValue={refusal?.cardNumber ?? ''}
          error={refusal?.message}
          required
        />
        <button type="submit" className={buttonClass()} disabled={navigation.state !== 'idle'}>
          Add card
        </button>
      </Form>
    </div>
  );
}

/** /leave-my-waitrose: what leaving does, and the confirmation (a plain form post). */
export function LeavePage({ schemeName, member }: { schemeName: string; member: boolean }) {
  return (
    <div className={styles.page}>
      <h1>Leave {schemeName}</h1>
      {member ? (
        <>
          <p className={styles.lead}>
            If you leave, your card is removed from your account and member prices no longer apply
            to your trolley. Your points and picks are lost.
          </p>
          <Form method="post" className={styles.actions}>
            <button type="submit" className={buttonClass()}>
              <LogOut aria-hidden="true" size={18} /> Yes, leave {schemeName}
            </button>
            <AppLink href={LOYALTY_PATHS.hub} className={buttonClass({ variant: 'secondary' })}>
              Stay a member
            </AppLink>
          </Form>
        </>
      ) : (
        <p className={styles.lead}>
          You are not a member. <AppLink href={LOYALTY_PATHS.join}>Join {schemeName}</AppLink>
        </p>
      )}
    </div>
  );
}

/** After leaving. */
export function LeftPage({ schemeName }: { schemeName: string }) {
  return (
    <div className={styles.page}>
      <h1>You have left {schemeName}</h1>
      <p className={styles.lead}>
        Your card has been removed from your account. You can join again at any time.
      </p>
      <div className={styles.actions}>
        <AppLink href={LOYALTY_PATHS.join} className={buttonClass({ variant: 'secondary' })}>
          Join again
        </AppLink>
        <AppLink href="/ecom" className={buttonClass()}>
          Continue shopping
        </AppLink>
      </div>
    </div>
  );
}

/** /card-and-details: the card, and what can be done with it. */
export function CardAndDetailsPage({
  schemeName,
  card,
}: {
  schemeName: string;
  card: CardView | null;
}) {
  return (
    <div className={styles.page}>
      <h1>Card and details</h1>
      {card ? (
        <>
          <LoyaltyCard schemeName={schemeName} card={card} />
          <p>
            {card.hasLinkedMembership
              ? 'Your partnership card is linked to this account.'
              : 'No partnership card is linked to this account.'}
          </p>
          <ul className={styles.links}>
            <li>
              <AppLink href={LOYALTY_PATHS.replacement}>Order a replacement card</AppLink>
            </li>
            <li>
              <AppLink href={LOYALTY_PATHS.partnershipCard}>Partnership card and details</AppLink>
            </li>
            <li>
              <AppLink href={LOYALTY_PATHS.linkCard}>Use a different card</AppLink>
            </li>
            <li>
              <AppLink href={LOYALTY_PATHS.leave}>Leave {schemeName}</AppLink>
            </li>
          </ul>
        </>
      ) : (
        <p className={styles.lead}>
          You are not a member. <AppLink href={LOYALTY_PATHS.join}>Join {schemeName}</AppLink>
        </p>
      )}
    </div>
  );
}

/** /benefits: what members get. */
export function BenefitsPage({ schemeName, member }: { schemeName: string; member: boolean }) {
  return (
    <div className={styles.page}>
      <h1>{schemeName} benefits</h1>
      <ul className={styles.benefits}>
        <li>Member prices on offers marked for members, in your trolley and at checkout</li>
        <li>Personal offers picked for you, to load before you shop</li>
        <li>Points on your card towards rewards</li>
        <li>Picks: choose products for your own member discount</li>
      </ul>
      {member ? (
        <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
      ) : (
        <AppLink href={LOYALTY_PATHS.join} className={buttonClass()}>
          Join {schemeName}
        </AppLink>
      )}
    </div>
  );
}

/** /competitions (behind the loyalty_competitions flag). */
export function CompetitionsPage({ schemeName }: { schemeName: string }) {
  return (
    <div className={styles.page}>
      <h1>{schemeName} competitions</h1>
      <p className={styles.lead}>
        There are no competitions open at the moment. Members hear about new ones first.
      </p>
      <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
    </div>
  );
}
