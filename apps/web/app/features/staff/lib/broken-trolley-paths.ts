/**
 * Staff signed on as a customer save or restore the customer's broken trolley here (decision
 * 0033): each page asks first without JavaScript, and its action does the work. In the
 * router's form (React Router adds the `/ecom` basename).
 */
export const SAVE_BROKEN_TROLLEY_PATH = '/customer/trolley/save';
export const RESTORE_SAVED_TROLLEY_PATH = '/customer/trolley/restore';

/** The console's customer page says how many lines were saved: `?trolleySaved=N`. */
export const TROLLEY_SAVED_PARAM = 'trolleySaved';
/** My Trolley says how many lines came back: `?trolleyRestored=N`. */
export const TROLLEY_RESTORED_PARAM = 'trolleyRestored';

/** A count from a notice parameter: a small whole number, or null (no notice is shown). */
export function noticeCountOf(value: string | null): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}
