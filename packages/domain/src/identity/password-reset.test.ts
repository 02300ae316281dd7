import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_TTL_MS,
  parseResetExpiry,
  passwordResetLink,
  resetLinkState,
} from './password-reset.ts';

const now = new Date('2026-11-24T09:00:00Z');
/** Any moment from 1970 to 2200. */
const moment = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });

describe('reset link exp (spec doc 1 §2: missing or past exp → forgot-password-expired)', () => {
  it('proves an epoch-millisecond exp is live exactly while it is in the future', () => {
    fc.assert(
      fc.property(moment, moment, fc.integer({ min: -2, max: 2 }), (exp, other, nudge) => {
        // Half the cases sit within 2 ms of the boundary, where an off-by-one would show.
        const at = other % 2 === 0 ? other : exp + nudge;
        expect(resetLinkState(String(exp), new Date(at))).toBe(exp > at ? 'live' : 'expired');
      }),
    );
  });

  it('proves an ISO exp (any zone) means the same moment as its epoch milliseconds', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
        moment,
        fc.integer({ min: -12, max: 14 }),
        (date, at, offsetHours) => {
          const iso = date.toISOString();
          expect(resetLinkState(iso, new Date(at))).toBe(
            resetLinkState(String(date.getTime()), new Date(at)),
          );
          // The same moment written in another zone.
          const local = new Date(date.getTime() + offsetHours * 3_600_000).toISOString();
          const sign = offsetHours < 0 ? '-' : '+';
          const zone = `${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
          expect(parseResetExpiry(local.replace('Z', zone))?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('proves a missing or unreadable exp is expired, whatever the time', () => {
    for (const exp of [
      null,
      undefined,
      '',
      ' ',
      'tomorrow',
      '-1',
      '1e20',
      '0x10',
      '99999999999999999',
      '2099-01-01',
      '2099-01-01T00:00:00',
      '2099-02-30T00:00:00Z',
      '2099-01-01T24:00:00Z',
      '2099-01-01T00:00:00+25:00',
    ]) {
      expect(resetLinkState(exp, new Date(0)), String(exp)).toBe('expired');
    }
    fc.assert(
      fc.property(
        fc.string().filter((s) => parseResetExpiry(s) === null),
        moment,
        (exp, at) => {
          expect(resetLinkState(exp, new Date(at))).toBe('expired');
        },
      ),
    );
  });

  it('proves the emailed link carries the token and an exp the page reads back as the same moment', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 4, maxLength: 64 }), moment, (token, at) => {
        const expiresAt = new Date(at);
        const link = new URL(passwordResetLink('https://shop.example', token, expiresAt));
        expect(link.origin + link.pathname).toBe('https://shop.example/ecom/reset-password');
        expect(link.searchParams.get('token')).toBe(token);
        expect(parseResetExpiry(link.searchParams.get('exp'))?.getTime()).toBe(at);
      }),
    );
    const fresh = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    const exp = new URL(passwordResetLink('https://shop.example', 't', fresh)).searchParams.get(
      'exp',
    );
    expect(resetLinkState(exp, now)).toBe('live');
    expect(resetLinkState(exp, fresh)).toBe('expired');
  });
});
