/**
 * Contact us, the replacement card form and the staff's customer care inbox (issue 24, decision
 * 0076). The fields' rules and their messages are the catalogue's (validation/messages.ts, spec
 * doc 3 §5); the spec shows none of these texts, so they are ours.
 */

export const CONTACT_US_TITLE = 'Contact us';
export const CONTACT_FORM_HEADING = 'Send us a message';
export const REPLACEMENT_CARD_TITLE = 'Replacement card';
export const REPLACEMENT_CARD_FORM_HEADING = 'Order a replacement card';

// Spec: not shown. A select left at its empty option.
export const TOPIC_REQUIRED = 'Please choose what your message is about';
// Spec: not shown.
export const CARD_REASON_REQUIRED = 'Please choose why you need a new card';
// Spec: not shown. A staff reply left blank.
export const REPLY_REQUIRED = 'Please enter your reply';

/** The hidden trap field's label: only software filling every field reads it. */
export const TRAP_FIELD_LABEL = 'Leave this field empty';
/** Said when the trap field was filled: nothing was sent. */
export const TRAP_FILLED =
  'We could not send this form. Please leave the field marked "Leave this field empty" blank and send it again.';

/** Too many messages from one address or to one email address just now. */
export function contactThrottled(retryAfterSeconds: number, phone: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `We have had several messages from you in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us on ${phone}.`;
}

export const CONTACT_SENT_TITLE = 'Thank you, your message is on its way';
export const REPLACEMENT_CARD_SENT_TITLE = 'Thank you, we have your request';

/** What the thank-you panel says once the form has gone. */
export function contactSentText(reference: string): string {
  return `Your reference is ${reference}. We have emailed you a copy, and we will reply by email.`;
}

export const SEND_ANOTHER_MESSAGE = 'Send another message';

export function openingHoursText(hours: string): string {
  return `Our customer care team is here ${hours}.`;
}

export const CUSTOMER_CARE_INBOX_TITLE = 'Customer care';
export const INBOX_EMPTY = 'No messages here.';
export const MARK_HANDLED = 'Mark as handled';
export const SEND_REPLY = 'Send reply';
export const MESSAGE_HANDLED_NOTICE = 'Marked as handled.';
export const REPLY_SENT_NOTICE = 'Your reply is on its way to the shopper.';
export const VIEW_CUSTOMER = 'Open customer view';
