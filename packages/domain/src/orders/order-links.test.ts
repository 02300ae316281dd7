import { describe, expect, it } from 'vitest';
import { hasLink, isCancellable, orderLinks } from './order-links.ts';
import { ORDER_STATUSES } from './order-status.ts';

const cutoff = new Date('2026-06-10T21:00:00Z');
const before = new Date('2026-06-10T20:59:59Z');

describe('orderLinks', () => {
  it('offers amend, change slot and cancel on a placed order before the cut-off, at fixed hrefs', () => {
    const links = orderLinks(
      { customerOrderId: '42', status: 'PLACED', amendOrderCutoff: cutoff },
      before,
    );
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['init-amend', '/api/orders/v1/orders/42/amend'],
      ['init-changeslot', '/api/orders/v1/orders/42/change-slot'],
      ['cancel', '/api/orders/v1/orders/42/cancel'],
    ]);
  });

  it('offers nothing at or after the cut-off', () => {
    expect(
      orderLinks({ customerOrderId: '42', status: 'PLACED', amendOrderCutoff: cutoff }, cutoff),
    ).toEqual([]);
    expect(
      orderLinks(
        { customerOrderId: '42', status: 'PLACED', amendOrderCutoff: cutoff },
        new Date('2026-06-11T00:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('offers nothing in any status but PLACED, even before the cut-off', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'PLACED')) {
      expect(
        orderLinks({ customerOrderId: '1', status, amendOrderCutoff: cutoff }, before),
        status,
      ).toEqual([]);
      expect(isCancellable({ status, amendOrderCutoff: cutoff }, before), status).toBe(false);
    }
  });

  it('offers nothing without a cut-off', () => {
    expect(isCancellable({ status: 'PLACED', amendOrderCutoff: null }, before)).toBe(false);
  });

  it('finds a link by rel', () => {
    const links = orderLinks(
      { customerOrderId: '7', status: 'PLACED', amendOrderCutoff: cutoff },
      before,
    );
    expect(hasLink(links, 'cancel')).toBe(true);
    expect(hasLink([], 'cancel')).toBe(false);
  });
});
