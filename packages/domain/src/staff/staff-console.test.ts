import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, permissionsForRole } from '../identity/identity.ts';
import {
  auditActionDetail,
  auditActionLabel,
  consoleAccess,
  containsPattern,
  customerSearchSchema,
  isConsoleStaff,
  isEmptySearch,
} from './staff-console.ts';

const staff = { principalId: 3, permissions: permissionsForRole('staff') };
const customer = { principalId: 7, permissions: permissionsForRole('customer') };

describe('who may open the staff console', () => {
  it('proves a staff console session opens it, whatever the storefront session is', () => {
    expect(consoleAccess(staff, ANONYMOUS)).toBe('staff');
    expect(consoleAccess(staff, customer)).toBe('staff');
  });

  it('proves a customer is refused, by a console session or by a storefront session alone', () => {
    expect(consoleAccess(customer, ANONYMOUS)).toBe('forbidden');
    expect(consoleAccess(null, customer)).toBe('forbidden');
  });

  it('proves only a signed-in principal with the console permission is console staff', () => {
    expect(isConsoleStaff(staff)).toBe(true);
    expect(isConsoleStaff(customer)).toBe(false);
    expect(isConsoleStaff(ANONYMOUS)).toBe(false);
    expect(isConsoleStaff({ ...staff, principalId: -1 })).toBe(false);
  });

  it('proves anonymous visitors, and staff whose console session ended, are asked to sign in', () => {
    expect(consoleAccess(null, ANONYMOUS)).toBe('sign-in');
    // Signed on as a customer: the storefront session's principal is the staff member.
    expect(consoleAccess(null, staff)).toBe('sign-in');
    expect(consoleAccess(ANONYMOUS, ANONYMOUS)).toBe('sign-in');
  });
});

describe('customer search', () => {
  it('proves empty fields are left out and an all-empty search is recognised', () => {
    const search = customerSearchSchema.parse({ email: '  ', name: '', orderNumber: '' });
    expect(isEmptySearch(search)).toBe(true);
    expect(isEmptySearch(customerSearchSchema.parse({ name: ' Marsh ' }))).toBe(false);
    expect(customerSearchSchema.parse({ name: ' Marsh ' }).name).toBe('Marsh');
  });

  it('proves bad input is refused with a message naming the field', () => {
    const long = customerSearchSchema.safeParse({ name: 'x'.repeat(101) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toMatch(/^Name/);
    const order = customerSearchSchema.safeParse({ orderNumber: '12ab' });
    expect(order.error?.issues[0]?.message).toMatch(/^Order number/);
    expect(customerSearchSchema.safeParse({ other: 'x' }).success).toBe(false);
    for (const control of ['\u0000', 'Marsh\u0007', 'a\nb']) {
      const refused = customerSearchSchema.safeParse({ name: control });
      expect(refused.success, JSON.stringify(control)).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('Name must not contain control characters.');
    }
  });

  it('proves a search pattern takes every character literally', () => {
    expect(containsPattern('A_b%c\\')).toBe('%a\\_b\\%c\\\\%');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const inner = containsPattern(text).slice(1, -1);
        // No unescaped wildcard survives: strip escaped pairs, then look for a bare one.
        expect(inner.replace(/\\[\\%_]/g, '')).not.toMatch(/[%_\\]/);
      }),
    );
  });

  it('proves audit actions read as words, and an unknown one reads as itself', () => {
    expect(auditActionLabel('signed-on')).toBe('Signed on as customer');
    expect(auditActionLabel('returned')).toBe('Returned to admin');
    expect(auditActionLabel('something-new')).toBe('something-new');
    expect(auditActionLabel('trolley-saved')).toBe('Saved broken trolley');
    expect(auditActionLabel('trolley-restored')).toBe('Restored saved trolley');
  });

  it('proves a trolley save or restore tells how many items it moved; other entries add nothing', () => {
    expect(auditActionDetail('trolley-saved', { orderId: '10000001', lines: 2 })).toBe('2 items');
    expect(auditActionDetail('trolley-restored', { lines: 1 })).toBe('1 item');
    expect(auditActionDetail('trolley-restored', { lines: 0 })).toBe('0 items');
    expect(auditActionDetail('signed-on', { lines: 2 })).toBeNull();
    // Detail is stored JSON: anything odd in it is left out rather than shown.
    expect(auditActionDetail('trolley-saved', {})).toBeNull();
    expect(auditActionDetail('trolley-saved', { lines: '2' })).toBeNull();
    expect(auditActionDetail('trolley-saved', { lines: -1 })).toBeNull();
  });

  it('names the last four digits of a loyalty card joined with or linked, and nothing odd', () => {
    expect(auditActionDetail('loyalty-joined', { cardEnding: '9012' })).toBe('card ending 9012');
    expect(auditActionDetail('loyalty-card-linked', { cardEnding: '0007' })).toBe(
      'card ending 0007',
    );
    expect(auditActionDetail('loyalty-left', { cardEnding: '9012' })).toBeNull();
    expect(auditActionDetail('loyalty-joined', {})).toBeNull();
    expect(auditActionDetail('loyalty-joined', { cardEnding: '9210123456789012' })).toBeNull();
    expect(auditActionDetail('loyalty-joined', { cardEnding: 9012 })).toBeNull();
  });
});
