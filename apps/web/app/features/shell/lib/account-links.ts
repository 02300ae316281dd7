import { showsDeliveryPass, type Viewer } from '@grocer/domain/identity/viewer';
import {
  ACCOUNT_OVERVIEW,
  DELIVERY_PASS,
  FAVOURITES,
  LISTS,
  MY_ORDERS,
  SIGN_IN_REGISTER,
  SIGN_OUT,
} from '@grocer/domain/messages/ui-messages';

export interface AccountLink {
  id: string;
  label: string;
  href: string;
}

export const ACCOUNT_OVERVIEW_HREF = '/ecom/myaccount';
export const FAVOURITES_HREF = '/ecom/favourites';
export const MY_ORDERS_HREF = '/ecom/my-orders';
export const SIGN_OUT_HREF = '/ecom/log-out';
export const LOYALTY_HUB_HREF = '/ecom/loyalty';
/** Where the loyalty hub link goes in the experiment's variant (spec doc 3 §2, decision 0072). */
export const LOYALTY_VOUCHERS_HREF = '/ecom/loyalty/vouchers';
/** The account menu item that runs the logout sequence with JavaScript (see sign-out-sequence). */
export const SIGN_OUT_ID = 'sign-out';

/** The signed-in header links beside the account menu (spec doc 3 §2). */
export const SIGNED_IN_LINKS: AccountLink[] = [
  { id: 'favourites', label: FAVOURITES, href: FAVOURITES_HREF },
  { id: 'my-orders', label: MY_ORDERS, href: MY_ORDERS_HREF },
];

/**
 * The account menu (spec doc 3 §2, doc 1 §6): Account overview, Lists, Delivery Pass only while
 * the pass is active or available, the loyalty hub, and Sign out, which staff signed on as the
 * customer do not get (they return to admin instead).
 */
export function accountMenuLinks(
  viewer: Viewer,
  loyaltySchemeName: string,
  loyaltyHref: string = LOYALTY_HUB_HREF,
): AccountLink[] {
  return [
    { id: 'account-overview', label: ACCOUNT_OVERVIEW, href: ACCOUNT_OVERVIEW_HREF },
    { id: 'lists', label: LISTS, href: '/ecom/lists' },
    ...(showsDeliveryPass(viewer.deliveryPass)
      ? [{ id: 'delivery-pass', label: DELIVERY_PASS, href: '/ecom/myaccount/delivery-pass' }]
      : []),
    { id: 'loyalty', label: loyaltySchemeName, href: loyaltyHref },
    ...(viewer.staffSignOn ? [] : [{ id: SIGN_OUT_ID, label: SIGN_OUT, href: SIGN_OUT_HREF }]),
  ];
}

/** The burger menu's account links: sign in when signed out, the account links when signed in. */
export function burgerAccountLinks(
  viewer: Viewer | null,
  loyaltySchemeName: string,
  loyaltyHref: string = LOYALTY_HUB_HREF,
) {
  if (!viewer?.signedIn) return [{ label: SIGN_IN_REGISTER, href: '/ecom/login' }];
  return [...SIGNED_IN_LINKS, ...accountMenuLinks(viewer, loyaltySchemeName, loyaltyHref)].map(
    ({ label, href }) => ({ label, href }),
  );
}
