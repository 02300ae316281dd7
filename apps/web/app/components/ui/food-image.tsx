import { BASE_PATH } from '../../lib/app-path.ts';

const version: string | undefined = import.meta.env.VITE_FOOD_ICONS_VERSION;

/** URL of a catalogue illustration served by the storefront build (never a CDN). */
export function foodImageUrl(name: string): string {
  const safe = /^[a-z0-9-]+$/.test(name) ? name : 'shopping-cart';
  return `${BASE_PATH}/assets/food/${safe}.svg${version ? `?v=${version}` : ''}`;
}

export interface FoodImageProps {
  name: string;
  /** Rendered size in CSS pixels; width and height are set so nothing shifts as it loads. */
  size: number;
  /** Empty for a decorative picture next to its own text. */
  alt: string;
  className?: string;
  /** Loads eagerly; `'high'` also raises fetch priority (the one main picture of a page). */
  priority?: boolean | 'high';
}

export function FoodImage({ name, size, alt, className, priority = false }: FoodImageProps) {
  return (
    <img
      src={foodImageUrl(name)}
      width={size}
      height={size}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority === 'high' ? 'high' : undefined}
    />
  );
}
