import { describe, expect, it } from 'vitest';
import { placementAnswer } from './checkout.server.ts';

/**
 * Proves that checking out an amended order sends the shopper to the amend hub's modal on the
 * refusals decision 0042 gives it (past the cut-off, a personalised line changed), with and
 * without JavaScript, while every other refusal stays on checkout with its text.
 */

const ORIGIN = 'http://localhost:3000';

/** The lines the page wrote to the request's log. */
function collectingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const write = (level: string) => (details: object, message: string) => {
    lines.push({ level, details, message });
  };
  return { lines, log: { error: write('error'), warn: write('warn'), info: write('info') } };
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('placementAnswer on an amended order', () => {
  it.each([
    ['AMEND_CUTOFF_PASSED', true],
    ['PERSONALISED_MESSAGE_LOCKED', true],
    ['AMEND_CUTOFF_PASSED', false],
  ] as const)('redirects %s (script: %s) to the amend hub with amendError', (code, script) => {
    const { log } = collectingLog();
    const thrown = thrownBy(() =>
      placementAnswer({ outcome: 'refused', code }, script, ORIGIN, log),
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/shop/featured/order-amend?amendError=${code}`);
  });

  it('keeps a declined card on checkout with its text, and counts it in the request’s log', () => {
    const { lines, log } = collectingLog();
    const answer = placementAnswer(
      { outcome: 'refused', code: 'PAYMENT_DECLINED' },
      true,
      ORIGIN,
      log,
    );
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as unknown as { data: { code: string } }).data.code).toBe('PAYMENT_DECLINED');
    expect(lines).toEqual([
      {
        level: 'info',
        details: { code: 'PAYMENT_DECLINED', source: 'place-order' },
        message: 'checkout error',
      },
    ]);
  });
});
