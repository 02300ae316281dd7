/**
 * Account constants the storefront's components show (hints, the title list). Kept apart from the
 * password policy so a component importing them does not pull the common-passwords list into the
 * browser bundle.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export type Title = (typeof TITLES)[number];
