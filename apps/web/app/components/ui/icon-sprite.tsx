import { Heart, ListPlus, type LucideIcon } from 'lucide-react';

/**
 * The lucide icons every product card repeats (a grid of 48 drew 96 of them, a quarter of the
 * page's HTML and a tenth of its server render; decision 0090). Each is drawn
 * once per page as a symbol in `IconSprite`, which the root layout renders, and a card's icon is
 * a two-element `<svg><use/></svg>` pointing at it. The glyphs are still lucide's.
 */
const SPRITE_ICONS = {
  heart: Heart,
  'list-plus': ListPlus,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

export interface SpriteIconProps {
  name: SpriteIconName;
  size: number;
  className?: string;
}

/**
 * A sprite icon beside text (hidden from assistive technology). It is drawn with no fill, as
 * lucide's are, and takes `fill` and `color` from CSS on its class (a pressed heart fills).
 */
export function SpriteIcon({ name, size, className }: SpriteIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** The symbols `SpriteIcon` points at: once per document, outside the layout. */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {Object.entries(SPRITE_ICONS).map(([name, Glyph]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          {/* The fill comes from the icon that uses it; stroke and shape are lucide's. */}
          <Glyph fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}
