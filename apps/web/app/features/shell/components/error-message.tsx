import {
  COMING_SOON_TEXT,
  COMING_SOON_TITLE,
  ERROR_BOUNDARY_BUTTON,
  ERROR_BOUNDARY_TEXT,
  ERROR_BOUNDARY_TITLE,
} from '@grocer/domain/messages/ui-messages';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import styles from './error-message.module.css';

/** The generic error boundary content (spec doc 1 §8). */
export function GenericError() {
  return (
    <div className={styles.wrap} role="alert">
      <FoodImage name="broken-heart" size={72} alt="" />
      <h1>{ERROR_BOUNDARY_TITLE}</h1>
      <p>{ERROR_BOUNDARY_TEXT}</p>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => {
          window.location.reload();
        }}
      >
        {ERROR_BOUNDARY_BUTTON}
      </button>
    </div>
  );
}

/**
 * A fetch of the page failed with a code the shopper is told (the offers experience codes,
 * decision 0092): its text, the code in small print, and the generic error's reload button.
 */
export function FetchFailedMessage({ code, text }: { code: string; text: string }) {
  return (
    <div className={styles.wrap} role="alert">
      <FoodImage name="broken-heart" size={72} alt="" />
      <h1>{ERROR_BOUNDARY_TITLE}</h1>
      <p>{text}</p>
      <p>
        <small>Error code: {code}</small>
      </p>
      <button
        type="button"
        className={buttonClass()}
        onClick={() => {
          window.location.reload();
        }}
      >
        {ERROR_BOUNDARY_BUTTON}
      </button>
    </div>
  );
}

/** Shown for any unknown address, with HTTP 404. */
export function NotFoundMessage() {
  return (
    <div className={styles.wrap}>
      <FoodImage name="magnifying-glass-tilted-left" size={72} alt="" />
      <h1>Sorry, we couldn't find that page</h1>
      <p>The page may have moved, or the address may be mistyped.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass()}>
          Go to Groceries
        </Link>
        <Link to="/shop/browse/offers" className={buttonClass({ variant: 'secondary' })}>
          See offers
        </Link>
      </div>
    </div>
  );
}

/**
 * Shown with HTTP 400 when part of the address is something no page can show (a parameter a
 * service refused). Reloading would not help, so the way on is a fresh start.
 */
export function BadAddressMessage() {
  return (
    <div className={styles.wrap}>
      <FoodImage name="magnifying-glass-tilted-left" size={72} alt="" />
      <h1>Sorry, we couldn't show that page</h1>
      <p>Part of the address isn't one we recognise. It may be from an old or edited link.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass()}>
          Go to Groceries
        </Link>
        <Link to="/shop/browse/offers" className={buttonClass({ variant: 'secondary' })}>
          See offers
        </Link>
      </div>
    </div>
  );
}

/**
 * A page the shop does not have yet, inside the frame with HTTP 200 (not the not-found page):
 * its fixed title, and a way back to shopping.
 */
export function ComingSoonMessage({ title }: { title: string }) {
  return (
    <div className={styles.wrap}>
      <FoodImage name="seedling" size={72} alt="" />
      <h1>{title}</h1>
      <p>
        <strong>{COMING_SOON_TITLE}.</strong> {COMING_SOON_TEXT}
      </p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass()}>
          Go to Groceries
        </Link>
      </div>
    </div>
  );
}
