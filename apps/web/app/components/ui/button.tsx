import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  iconOnly?: boolean;
}

/** Class names for anything that should look like a button (links included). */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  block = false,
  iconOnly = false,
}: ButtonStyleOptions = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : '',
    block ? styles.block : '',
    iconOnly ? styles.icon : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {}

/**
 * A native button: it submits forms without JavaScript. Interactive widgets (menus, dialogs)
 * use React Aria's Button instead, styled with `buttonClass`.
 */
export function Button({
  variant,
  size,
  block,
  iconOnly,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass({ variant, size, block, iconOnly }), className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
