import { describe, expect, it } from 'vitest';
import { deliveryStatus } from './delivery-status.ts';

const slot = { startDateTime: '2026-06-12T09:00:00.000Z', endDateTime: '2026-06-12T10:00:00.000Z' };

describe('deliveryStatus', () => {
  it("gives a placed order the slot's window as its ETA", () => {
    expect(deliveryStatus('PLACED', slot)).toMatchObject({
      status: 'BOOKED',
      etaStart: slot.startDateTime,
      etaEnd: slot.endDateTime,
      runningLate: false,
    });
    expect(deliveryStatus('FULFIL', slot).status).toBe('BEING_PREPARED');
  });

  it('gives finished and cancelled orders no ETA', () => {
    expect(deliveryStatus('CANCELLED', slot)).toMatchObject({
      status: 'CANCELLED',
      etaStart: null,
    });
    expect(deliveryStatus('COMPLETED', slot)).toMatchObject({ status: 'DELIVERED', etaEnd: null });
  });

  it('has no ETA without a slot', () => {
    expect(deliveryStatus('PLACED', null).etaStart).toBeNull();
  });
});
