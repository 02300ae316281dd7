import { formatMoney } from '@grocer/domain/money/money';
import { CARDHOLDER_NAME_MAX_LENGTH } from '@grocer/domain/payments/card-details';
import { escapeHtml } from '../http/html-escape.ts';
import type { CardFormErrors, PaymentView } from './psp.service.ts';

/**
 * The sandbox provider's own pages (decision 0038): plain HTML forms that work without
 * JavaScript, shown in the shop's iframe. They are the provider's, not the shop's storefront, so
 * they are written here rather than in the web app.
 */

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #1f1f1f; background: #fff; }
  h1 { font-size: 1.125rem; margin: 0 0 .75rem; }
  label { display: block; font-weight: 600; margin-top: .75rem; }
  input { font: inherit; padding: .5rem; border: 1px solid #595959; border-radius: 4px; width: 100%; max-width: 22rem; box-sizing: border-box; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; max-width: 10.5rem; }
  .error { color: #b00020; margin: .25rem 0 0; }
  button { font: inherit; margin-top: 1rem; padding: .6rem 1.25rem; border-radius: 4px; border: 0; background: #2b5329; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #2b5329; border: 2px solid #2b5329; }
  .note { font-size: .875rem; color: #4a4a4a; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function field(
  name: string,
  label: string,
  value: string,
  error: string | undefined,
  attributes: string,
): string {
  const errorId = `${name}-error`;
  return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}`;
}

/** The hosted card form. The number and code are never echoed back after a refusal. */
export function cardFormPage(
  sessionId: string,
  values: { cardholderName?: string; expiryDate?: string },
  errors: CardFormErrors = {},
): string {
  return page(
    'Card details',
    `<h1>Card details</h1>
<p class="note">Test provider: use 4242 4242 4242 4242, any future expiry date and any 3-digit security code.</p>
<form method="post" action="/psp/form/${encodeURIComponent(sessionId)}" novalidate>
${field('cardholderName', 'Name on card', values.cardholderName ?? '', errors.cardholderName, `autocomplete="cc-name" maxlength="${CARDHOLDER_NAME_MAX_LENGTH}" required`)}
${field('cardNumber', 'Card number', '', errors.cardNumber, 'autocomplete="cc-number" inputmode="numeric" maxlength="23" required')}
<div class="row"><div>${field('expiryDate', 'Expiry date (MM/YY)', values.expiryDate ?? '', errors.expiryDate, 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" placeholder="MM/YY" required')}</div>
<div>${field('securityCode', 'Security code', '', errors.securityCode, 'autocomplete="cc-csc" inputmode="numeric" maxlength="4" required')}</div></div>
<button type="submit">Save card</button>
</form>`,
  );
}

/**
 * Whom a page's postMessage may reach (decision 0051): the shop, and only the shop. A return
 * address on the shop's public origin names it; a path means the shop page that frames this one,
 * whose origin is this page's own (`frame-ancestors 'self'`), however the browser named the shop.
 * Never `'*'`.
 */
function messageTarget(returnUrl: string | undefined, shopOrigin: string): string {
  if (returnUrl === undefined || returnUrl.startsWith('/')) return 'window.location.origin';
  return JSON.stringify(new URL(shopOrigin).origin).replace(/</g, '\\u003c');
}

/**
 * After tokenising: the token goes to the shop page that embeds the form, by postMessage to the
 * shop's origin; without JavaScript the shopper presses Continue, which posts it to that page.
 * The return address was checked to be the shop's when the session was opened.
 */
export function tokenisedPage(token: string, returnUrl: string, shopOrigin: string): string {
  const origin = messageTarget(returnUrl, shopOrigin);
  const message = JSON.stringify({ type: 'psp-card-token', token }).replace(/</g, '\\u003c');
  return page(
    'Card details received',
    `<h1>Card details received</h1>
<form method="post" action="${escapeHtml(returnUrl)}" target="_top">
<input type="hidden" name="intent" value="save-card"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Continue</button>
</form>
<script>window.parent.postMessage(${message}, ${origin});</script>`,
  );
}

export function spentFormPage(): string {
  return page(
    'Card form expired',
    '<h1>This card form has expired</h1><p>Close it and open the card form again.</p>',
  );
}

/** The 3-D Secure check: the shopper passes or fails it. */
export function challengePage(payment: PaymentView, returnUrl?: string): string {
  const action = `/psp/challenge/${encodeURIComponent(payment.paymentId)}`;
  const back = returnUrl
    ? `<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">`
    : '';
  return page(
    '3-D Secure check',
    `<h1>3-D Secure check</h1>
<p>Your bank asks you to confirm a payment of ${formatMoney(payment.amountPence)}.</p>
<p class="note">Test provider: choose whether the check passes.</p>
<form method="post" action="${action}"><input type="hidden" name="result" value="complete">${back}<button type="submit">Complete</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="fail">${back}<button type="submit" class="secondary">Fail</button></form>`,
  );
}

/**
 * After the check: the embedding shop page learns it is over (the payment id only). With a
 * return URL, a Continue button posts back to the shop in the whole window (no JavaScript).
 */
export function challengeDonePage(
  payment: PaymentView,
  returnUrl: string | undefined,
  shopOrigin: string,
): string {
  const passed = payment.status === 'AUTHORISED' || payment.status === 'CAPTURED';
  const message = JSON.stringify({
    type: 'psp-challenge-done',
    paymentId: payment.paymentId,
  }).replace(/</g, '\\u003c');
  const back = returnUrl
    ? `<form method="post" action="${escapeHtml(returnUrl)}" target="_top"><input type="hidden" name="intent" value="resume"><button type="submit">Continue</button></form>`
    : '';
  return page(
    passed ? 'Check complete' : 'Check failed',
    `<h1>${passed ? 'Check complete' : 'Check failed'}</h1><p>You can return to the shop.</p>
${back}<script>window.parent.postMessage(${message}, ${messageTarget(returnUrl, shopOrigin)});</script>`,
  );
}
