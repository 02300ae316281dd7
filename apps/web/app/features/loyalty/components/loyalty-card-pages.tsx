import { CreditCard, Truck } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { toRoutePath } from '../../../lib/app-path.ts';
import type { CardView } from '../api/loyalty.server.ts';
import type { ReplacementAddress, ReplacementRefusal } from '../api/loyalty-card.server.ts';
import { LOYALTY_PATHS } from '../lib/loyalty-paths.ts';
import styles from './loyalty-pages.module.css';
import { LoyaltyCard } from './loyalty-pages.tsx';

/** Where the address book adds an address (the account area's page). */
const ADD_ADDRESS = '/ecom/myaccount/addresses/add';

function NotAMember({ schemeName }: { schemeName: string }) {
  return (
    <p className={styles.lead}>
      You are not a member.{' '}
      <AppLink href={LOYALTY_PATHS.becomeAMember}>Find out about {schemeName}</AppLink>
    </p>
  );
}

/** /order-replacement-card: the card held, and the way to the address step. */
export function ReplacementCardPage({
  schemeName,
  card,
}: {
  schemeName: string;
  card: CardView | null;
}) {
  return (
    <div className={styles.page}>
      <h1>Order a replacement card</h1>
      {card ? (
        <>
          <p className={styles.lead}>
            Lost or damaged your card? We will post you a new one with the same number, so your
            points and picks stay as they are. You can keep using your card number until it arrives.
          </p>
          <LoyaltyCard schemeName={schemeName} card={card} />
          <div className={styles.actions}>
            <AppLink href={LOYALTY_PATHS.replacementAddress} className={buttonClass()}>
              Choose an address
            </AppLink>
            <AppLink
              href={LOYALTY_PATHS.cardAndDetails}
              className={buttonClass({ variant: 'secondary' })}
            >
              Back to card and details
            </AppLink>
          </div>
        </>
      ) : (
        <NotAMember schemeName={schemeName} />
      )}
    </div>
  );
}

/** The address step: one of the shopper's addresses, the one on file chosen (a plain post). */
export function ReplacementAddressPage({
  schemeName,
  card,
  addresses,
  refusal,
}: {
  schemeName: string;
  card: CardView | null;
  addresses: ReplacementAddress[];
  refusal: ReplacementRefusal | null;
}) {
  const navigation = useNavigation();
  if (card === null) {
    return (
      <div className={styles.page}>
        <h1>Where should we send your card?</h1>
        <NotAMember schemeName={schemeName} />
      </div>
    );
  }
  const chosen = addresses.find((address) => address.onFile) ?? addresses[0];
  return (
    <div className={styles.page}>
      <h1>Where should we send your card?</h1>
      {addresses.length === 0 ? (
        <p className={styles.lead}>
          You have no addresses saved. <AppLink href={ADD_ADDRESS}>Add an address</AppLink>, then
          come back to order your card.
        </p>
      ) : (
        <Form method="post" className={styles.form}>
          {refusal && <FormAlert>{refusal.message}</FormAlert>}
          <fieldset className={styles.choices}>
            <legend>Send my new card to</legend>
            {addresses.map((address) => (
              <label key={address.id} className={styles.choice}>
                <input
                  type="radio"
                  name="addressId"
                  value={address.id}
                  defaultChecked={address.id === chosen?.id}
                  required
                />
                <span>
                  <strong>{address.name}</strong>
                  <br />
                  {address.summary}
                  {address.onFile && <em className={styles.onFile}> (address on file)</em>}
                </span>
              </label>
            ))}
          </fieldset>
          <p>
            <AppLink href={ADD_ADDRESS}>Add a new address</AppLink>
          </p>
          <button type="submit" className={buttonClass()} disabled={navigation.state !== 'idle'}>
            <Truck aria-hidden="true" size={18} /> Order replacement card
          </button>
        </Form>
      )}
    </div>
  );
}

/** The success step: the card now shows its replacement is on the way. */
export function ReplacementSuccessPage({
  schemeName,
  card,
  sentTo,
}: {
  schemeName: string;
  card: CardView | null;
  sentTo: string | null;
}) {
  return (
    <div className={styles.page}>
      <h1>Your replacement card is on its way</h1>
      <p className={styles.lead} role="status">
        {sentTo ? `We will post your new card to ${sentTo}. ` : 'We will post your new card. '}
        It should arrive within 7 to 10 days.
      </p>
      {card && <LoyaltyCard schemeName={schemeName} card={card} />}
      <div className={styles.actions}>
        <AppLink href={LOYALTY_PATHS.hub} className={buttonClass()}>
          Go to {schemeName}
        </AppLink>
        <AppLink
          href={LOYALTY_PATHS.cardAndDetails}
          className={buttonClass({ variant: 'secondary' })}
        >
          Card and details
        </AppLink>
      </div>
    </div>
  );
}

/** /become-a-member: what the scheme gives a non-member, and Join (join's own plain form). */
export function BecomeAMemberPage({ schemeName, member }: { schemeName: string; member: boolean }) {
  const navigation = useNavigation();
  return (
    <div className={styles.page}>
      <h1>Become a {schemeName} member</h1>
      {member ? (
        <p className={styles.lead}>
          You are a member already. <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            Membership is free. Join today and start saving on your next shop.
          </p>
          <ul className={styles.benefits}>
            <li>Member prices on offers marked for members, in your trolley and at checkout</li>
            <li>Personal offers picked for you, to load before you shop</li>
            <li>Points on your card towards rewards</li>
            <li>Picks: choose products for your own member discount</li>
          </ul>
          <Form method="post" action={toRoutePath(LOYALTY_PATHS.join)} className={styles.actions}>
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

/** /my-partnership/card-and-details: the partnership card, or what a shopper without one sees. */
export function PartnershipCardPage({
  schemeName,
  partnerName,
  card,
  member,
}: {
  schemeName: string;
  partnerName: string;
  card: { printed: string } | null;
  member: boolean;
}) {
  const cardName = `${partnerName} partnership card`;
  return (
    <div className={styles.page}>
      <h1>Your {cardName}</h1>
      {card ? (
        <>
          <section className={styles.card} aria-label={`Your ${cardName}`}>
            <p className={styles.cardName}>
              <CreditCard aria-hidden="true" size={20} />
              {cardName}
            </p>
            <p className={styles.cardNumber} data-testid="partnership-card-number">
              {card.printed}
            </p>
          </section>
          <p className={styles.lead}>
            Your partnership card is linked to this account. It gives you {schemeName} member prices
            and counts ahead of any other card you hold.
          </p>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            No {cardName} is linked to this account. The partnership card is issued by {partnerName}
            ; once it is linked, it shows here.
          </p>
          {!member && (
            <p>
              <AppLink href={LOYALTY_PATHS.becomeAMember}>
                Find out about {schemeName} membership
              </AppLink>
            </p>
          )}
        </>
      )}
      <AppLink href={LOYALTY_PATHS.hub}>Go to {schemeName}</AppLink>
    </div>
  );
}
