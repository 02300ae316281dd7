import type { BlockOf } from '@grocer/domain/content/content-page';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FoodImage } from '../../../components/ui/food-image.tsx';
import styles from './hero.module.css';

const ART = ['red-apple', 'bread', 'cheese-wedge', 'carrot', 'glass-of-milk', 'avocado'];

/** What the home page opens with when its content cannot be read (decision 0077). */
export function fallbackHero(brandName: string): BlockOf<'hero'> {
  return {
    kind: 'hero',
    eyebrow: `${brandName} groceries`,
    title: 'Fresh food, delivered to your door',
    text: 'Fill your trolley with thousands of groceries, then choose home delivery or click and collect at a time that suits you.',
    links: [
      { label: 'Book a slot', href: '/ecom/service-selection' },
      { label: "See this week's offers", href: '/ecom/shop/browse/offers' },
    ],
  };
}

/**
 * Home page opener: what the shop offers and the first steps, as staff wrote them in the home
 * page's content (decision 0077). Every string is text; the art beside it is decoration.
 */
export function Hero({ hero }: { hero: BlockOf<'hero'> }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div>
        {hero.eyebrow && <p className={styles.eyebrow}>{hero.eyebrow}</p>}
        <h1 id="home-title" className={styles.title}>
          {hero.title}
        </h1>
        {hero.text && <p className={styles.lede}>{hero.text}</p>}
        {hero.links.length > 0 && (
          <div className={styles.actions}>
            {hero.links.map((link, i) => (
              <AppLink
                key={`${i}-${link.href}`}
                href={link.href}
                className={buttonClass({ variant: i === 0 ? 'primary' : 'secondary' })}
              >
                {link.label}
              </AppLink>
            ))}
          </div>
        )}
      </div>
      <div className={styles.art} aria-hidden="true">
        {ART.map((name) => (
          <FoodImage key={name} name={name} size={96} alt="" />
        ))}
      </div>
    </section>
  );
}
