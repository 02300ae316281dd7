import type { LucideIcon } from 'lucide-react';

export interface IconProps {
  icon: LucideIcon;
  size?: number;
  className?: string;
  /** Only for an icon that stands alone and carries meaning; most icons sit beside text. */
  label?: string;
}

/** A lucide icon, hidden from assistive technology unless it is given a label. */
export function Icon({ icon: Glyph, size = 20, className, label }: IconProps) {
  return label ? (
    <Glyph size={size} className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph size={size} className={className} aria-hidden="true" focusable="false" />
  );
}
