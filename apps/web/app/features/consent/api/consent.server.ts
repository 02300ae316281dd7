import {
  ALL_ALLOWED,
  acceptSelected,
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type CookieConsent,
  consentSetCookies,
  NONE_ALLOWED,
} from '@grocer/domain/consent/cookie-consent';
import {
  visitorIdFromCookies,
  visitorSetCookie,
} from '@grocer/domain/experiments/experiment-catalogue';
import { data, redirect } from 'react-router';
import { redirectRoutePath } from '../../../lib/app-path.ts';

export const CONSENT_INCOMPLETE = 'Choose Allow or Don’t allow for each kind of cookie.';

/** The choice a form posts: Allow all, Reject all, or the three categories chosen. */
function consentOf(form: FormData): CookieConsent | null {
  const choice = form.get('choice');
  if (choice === 'all') return ALL_ALLOWED;
  if (choice === 'none') return NONE_ALLOWED;
  if (choice !== 'selected') return null;
  const chosen: Partial<Record<ConsentCategory, boolean>> = {};
  for (const category of CONSENT_CATEGORIES) {
    const value = form.get(category);
    if (value === 'allow') chosen[category] = true;
    else if (value === 'deny') chosen[category] = false;
  }
  return acceptSelected(chosen);
}

/**
 * Stores the shopper's cookie choices for a day (decision 0069): a 400 with the problem when a
 * category was left unchosen; otherwise the cookies, sent back to `redirectTo` when the form
 * gives one (posted without JavaScript), else answered with what was stored.
 */
export async function storeConsent(request: Request) {
  const form = await request.formData();
  const consent = consentOf(form);
  if (consent === null)
    return data({ consent: null, problem: CONSENT_INCOMPLETE }, { status: 400 });
  const secure = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  for (const cookie of consentSetCookies(consent, secure)) headers.append('Set-Cookie', cookie);
  // Experiments' visitor id (decision 0072): only while experiments are allowed.
  const current = visitorIdFromCookies(request.headers.get('cookie'));
  if (consent.experimental || current !== null) {
    headers.append(
      'Set-Cookie',
      visitorSetCookie({
        allowed: consent.experimental,
        current,
        newId: () => crypto.randomUUID(),
        secure,
      }),
    );
  }
  const back = form.get('redirectTo');
  if (typeof back === 'string' && back !== '') throw redirect(redirectRoutePath(back), { headers });
  return data({ consent, problem: null }, { headers });
}
