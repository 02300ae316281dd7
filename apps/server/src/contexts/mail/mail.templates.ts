import { openingHoursText } from '@grocer/domain/messages/customer-care-messages';
import { emailChangedNotice } from '@grocer/domain/messages/my-details-messages';
import { formatMoney } from '@grocer/domain/money/money';
import { AMEND_CUT_OFF_MESSAGES } from '@grocer/domain/orders/order-messages';
import { escapeHtml } from '../../http/html-escape.ts';
import type { ParsedMailRequest } from './mail.schemas.ts';

/** What a message says, in both forms every email carries. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The white-label settings an email shows. */
export interface MailSite {
  brandName: string;
  customerCarePhone: string;
  publicOrigin: string;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

function duration(minutes: number): string {
  return minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
}

/** A whole HTML email: every value placed in it must already be escaped. */
function htmlDocument(subject: string, paragraphs: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${subject}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
}

function renderPasswordReset(
  data: Extract<ParsedMailRequest, { template: 'password-reset' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = `Reset your ${site.brandName} password`;
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const request = `We received a request to reset the password for your ${site.brandName} account.`;
  const expiry =
    data.expiresInMinutes === undefined
      ? null
      : `This link expires in ${duration(data.expiresInMinutes)} and works once.`;
  const ignore =
    "If you didn't ask to reset your password, you can ignore this email: your password has not changed.";
  const help = `Need help? Call us on ${site.customerCarePhone}.`;
  const shop = `${site.publicOrigin}/ecom`;

  const text = [
    greeting,
    `${request} Choose a new password here:`,
    data.resetUrl,
    ...(expiry ? [expiry] : []),
    ignore,
    help,
    `${site.brandName}\n${shop}`,
  ].join('\n\n');

  const e = escapeHtml;
  const link = e(data.resetUrl);
  const html = htmlDocument(e(subject), [
    e(greeting),
    e(request),
    `<a href="${link}" style="display:inline-block;padding:12px 20px;background:#00573d;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">Choose a new password</a>`,
    `If the button does not work, copy this link into your browser:<br>${link}`,
    ...(expiry ? [e(expiry)] : []),
    e(ignore),
    e(help),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

function renderOrderConfirmation(
  data: Extract<ParsedMailRequest, { template: 'order-confirmation' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = `Your ${site.brandName} order ${data.customerOrderId} is confirmed`;
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const thanks = `Thank you for your order. Your order number is ${data.customerOrderId}.`;
  const facts = [
    `Slot: ${data.slot}`,
    `Items: ${plural(data.lineCount, 'line')}`,
    `Total: ${formatMoney(data.totalPence)}`,
    ...(data.toPayPence !== undefined ? [`To pay by card: ${formatMoney(data.toPayPence)}`] : []),
  ];
  const help = `Need help? Call us on ${site.customerCarePhone}.`;
  const shop = `${site.publicOrigin}/ecom`;
  const text = [
    greeting,
    thanks,
    facts.join('\n'),
    `View your order: ${data.orderUrl}`,
    help,
    `${site.brandName}\n${shop}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(greeting),
    e(thanks),
    facts.map(e).join('<br>'),
    `<a href="${e(data.orderUrl)}">View your order</a>`,
    e(help),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

function renderEmailChanged(
  data: Extract<ParsedMailRequest, { template: 'email-changed' }>['data'],
  site: MailSite,
): RenderedMail {
  const notice = emailChangedNotice(site);
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const paragraphs = [greeting, notice.changed, notice.signedOut, notice.ifItWasYou, notice.ifNot];
  const shop = `${site.publicOrigin}/ecom`;
  const text = [...paragraphs, `${site.brandName}\n${shop}`].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(notice.subject), [
    ...paragraphs.map(e),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject: notice.subject, text: `${text}\n`, html };
}

function renderOrderAmendCutOff(
  data: Extract<ParsedMailRequest, { template: 'order-amend-cut-off' }>['data'],
  site: MailSite,
): RenderedMail {
  const held = data.outcome === 'held-slot';
  const subject = held
    ? AMEND_CUT_OFF_MESSAGES.MAIL_SUBJECT_HELD_SLOT(data.customerOrderId)
    : AMEND_CUT_OFF_MESSAGES.MAIL_SUBJECT_SET_ASIDE(data.customerOrderId);
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const message = held
    ? AMEND_CUT_OFF_MESSAGES.SHOPPER_HELD_SLOT
    : AMEND_CUT_OFF_MESSAGES.SHOPPER_SET_ASIDE;
  const slot = held ? `Your slot: ${data.slot}` : `Your original slot: ${data.slot}`;
  const help = `Need help? Call us on ${site.customerCarePhone}.`;
  const shop = `${site.publicOrigin}/ecom`;
  const text = [
    greeting,
    `Order ${data.customerOrderId}: ${message}`,
    slot,
    `View your order: ${data.orderUrl}`,
    help,
    `${site.brandName}\n${shop}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(greeting),
    e(`Order ${data.customerOrderId}: ${message}`),
    e(slot),
    `<a href="${e(data.orderUrl)}">View your order</a>`,
    e(help),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

function renderDeliveryPassRenewalFailed(
  data: Extract<ParsedMailRequest, { template: 'delivery-pass-renewal-failed' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = 'We could not renew your delivery pass';
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const message = `We tried to renew your ${data.planName}, but your card was not accepted. Your pass ends on ${data.expires} and will not renew.`;
  const next = 'To keep free delivery, buy a pass again with another card before then.';
  const help = `Need help? Call us on ${site.customerCarePhone}.`;
  const shop = `${site.publicOrigin}/ecom`;
  const text = [
    greeting,
    message,
    next,
    `Your delivery pass: ${data.passUrl}`,
    help,
    `${site.brandName}\n${shop}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(greeting),
    e(message),
    e(next),
    `<a href="${e(data.passUrl)}">Your delivery pass</a>`,
    e(help),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

/** Several lines of text in HTML: escaped, line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\n/g, '<br>');
}

/** A shopper's copy of what they wrote, indented as a quote in the text form. */
function quoted(value: string): string {
  return value
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function renderCustomerCareAcknowledgement(
  data: Extract<ParsedMailRequest, { template: 'customer-care-acknowledgement' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = `We have your message: ${data.reference}`;
  const greeting = `Hello ${data.firstName},`;
  const thanks = `Thank you for contacting ${site.brandName} customer care about: ${data.topic}. Your reference is ${data.reference}; please quote it if you get in touch again.`;
  const when = `We will reply by email. ${openingHoursText(data.openingHours)} If it is urgent, call us on ${site.customerCarePhone}.`;
  const copy = data.message === '' ? null : 'What you wrote:';
  const shop = `${site.publicOrigin}/ecom`;
  const text = [
    greeting,
    thanks,
    when,
    ...(copy ? [`${copy}\n${quoted(data.message)}`] : []),
    `${site.brandName}\n${shop}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(greeting),
    e(thanks),
    e(when),
    ...(copy ? [`${e(copy)}<br>${htmlLines(data.message)}`] : []),
    `${e(site.brandName)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

function renderCustomerCareNotification(
  data: Extract<ParsedMailRequest, { template: 'customer-care-notification' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = `${data.reference}: ${data.topic}`;
  const intro = `A new message for ${site.brandName} customer care.`;
  const facts = data.facts.map((fact) => `${fact.label}: ${fact.value}`);
  const text = [
    intro,
    facts.join('\n'),
    ...(data.message === '' ? [] : [`Message:\n${quoted(data.message)}`]),
    `Answer it in the inbox: ${data.inboxUrl}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(intro),
    facts.map(e).join('<br>'),
    ...(data.message === '' ? [] : [`Message:<br>${htmlLines(data.message)}`]),
    `<a href="${e(data.inboxUrl)}">Answer it in the inbox</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

function renderCustomerCareReply(
  data: Extract<ParsedMailRequest, { template: 'customer-care-reply' }>['data'],
  site: MailSite,
): RenderedMail {
  const subject = `Re: your message ${data.reference}`;
  const greeting = `Hello ${data.firstName},`;
  const signOff = `${site.brandName} customer care`;
  const help = `${openingHoursText(data.openingHours)} Call us on ${site.customerCarePhone}, quoting ${data.reference}.`;
  const shop = `${site.publicOrigin}/ecom`;
  const text = [greeting, data.reply, help, `${signOff}\n${shop}`].join('\n\n');
  const e = escapeHtml;
  const html = htmlDocument(e(subject), [
    e(greeting),
    htmlLines(data.reply),
    e(help),
    `${e(signOff)}<br><a href="${e(shop)}">${e(shop)}</a>`,
  ]);
  return { subject, text: `${text}\n`, html };
}

/** The subject, text and HTML of a checked request. */
export function renderMail(request: ParsedMailRequest, site: MailSite): RenderedMail {
  switch (request.template) {
    case 'password-reset':
      return renderPasswordReset(request.data, site);
    case 'order-confirmation':
      return renderOrderConfirmation(request.data, site);
    case 'email-changed':
      return renderEmailChanged(request.data, site);
    case 'order-amend-cut-off':
      return renderOrderAmendCutOff(request.data, site);
    case 'delivery-pass-renewal-failed':
      return renderDeliveryPassRenewalFailed(request.data, site);
    case 'customer-care-acknowledgement':
      return renderCustomerCareAcknowledgement(request.data, site);
    case 'customer-care-notification':
      return renderCustomerCareNotification(request.data, site);
    case 'customer-care-reply':
      return renderCustomerCareReply(request.data, site);
  }
}
