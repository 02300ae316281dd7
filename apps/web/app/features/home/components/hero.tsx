import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import styles from './hero.module.css';

const ART = ['red-apple', 'bread', 'cheese-wedge', 'carrot', 'glass-of-milk', 'avocado'];

/** Home page opener: what the shop offers and the two first steps. */
export function Hero({ brandName }: { brandName: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div>
        <p className={styles.eyebrow}>{brandName} groceries</p>
        <h1 id="home-title" className={styles.title}>
          Fresh food, delivered to your door
        </h1>
        <p className={styles.lede}>
          Fill your trolley with thousands of groceries, then choose home delivery or click and
          collect at a time that suits you.
        </p>
        <div className={styles.actions}>
          <Link to="/service-selection" className={buttonClass()}>
            Book a slot
          </Link>
          <Link to="/shop/browse/offers" className={buttonClass({ variant: 'secondary' })}>
            See this week's offers
          </Link>
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        {ART.map((name) => (
          <FoodImage key={name} name={name} size={96} alt="" />
        ))}
      </div>
    </section>
  );
}
