/**
 * The account area's texts (issue 10, decision 0028): the overview, marketing preferences and
 * payment cards. The spec names these pages (doc 2 §2 myaccount, payment-cards; doc 3 §3–§4
 * marketing consents) but shows none of their words: all are ours ("Spec: not shown").
 */

export const ACCOUNT_OVERVIEW_TITLE = 'My Account';
export const ACCOUNT_OVERVIEW_HEADING = 'My Account';
export const YOUR_DETAILS_SECTION = 'Your details';
export const CONTACT_ADDRESS_SECTION = 'Contact address';
export const NO_CONTACT_ADDRESS =
  "You haven't added an address yet. Add one so we know where to deliver your shopping.";
export const ADD_AN_ADDRESS = 'Add an address';
export const RECENT_ORDER_SECTION = 'Your recent order';
export const VIEW_ORDER = 'View order';
export const ACCOUNT_LINKS_SECTION = 'Manage your account';

/** The overview's links, in the order shown. */
export const ACCOUNT_AREA_LINKS = [
  { id: 'my-details', label: 'My details', href: '/ecom/my-details' },
  {
    id: 'details-and-addresses',
    label: 'Details and addresses',
    href: '/ecom/myaccount/details-and-addresses',
  },
  { id: 'my-orders', label: 'My orders', href: '/ecom/myaccount/my-orders' },
  { id: 'payment-cards', label: 'Payment cards', href: '/ecom/myaccount/payment-cards' },
  { id: 'my-offers', label: 'My offers', href: '/ecom/myaccount/my-offers' },
  {
    id: 'marketing-preferences',
    label: 'Marketing preferences',
    href: '/ecom/myaccount/marketing-preferences',
  },
] as const;

export const MARKETING_PREFERENCES_TITLE = 'Marketing Preferences';
export const MARKETING_PREFERENCES_HEADING = 'Marketing preferences';
export const MARKETING_PREFERENCES_INTRO =
  'Choose how each of us may tell you about offers, news and events. We only contact you on the channels you tick, and you can change your mind at any time.';
export const CHANNEL_LABELS = { EMAIL: 'Email', SMS: 'Text message (SMS)' } as const;
export const SELECT_ALL = 'Select all';
export const UNSELECT_ALL = 'Unselect all';
export const SAVE_PREFERENCES = 'Save preferences';
export const PREFERENCES_SAVED = 'Your marketing preferences have been saved.';
export const PRESET_NOT_SAVED_YET =
  'Your choices are not saved yet. Press Save preferences to keep them.';
export const STAFF_CHANGES_RECORDED =
  "You're signed on as this customer: changes you save are recorded in the staff audit log.";
/** The stored state in one line, when it is one of the presets. */
export const PRESET_SUMMARIES = {
  'all-on': "You've chosen to hear from all of us, by email and text message.",
  'all-off': "You've chosen not to receive marketing from any of us.",
} as const;

export const PAYMENT_CARDS_TITLE = 'Payment Cards';
export const PAYMENT_CARDS_HEADING = 'Payment cards';
export const NO_PAYMENT_CARDS = "You don't have any saved payment cards.";
export const NO_PAYMENT_CARDS_HINT =
  'When you pay at checkout, you can choose to save your card so paying next time is quicker. Saved cards appear here.';
export const BACK_TO_MY_ACCOUNT = 'Back to My Account';
export const START_SHOPPING = 'Start shopping';
export const CARD_EXPIRES = (expiry: string) => `Expires ${expiry}`;
