import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Whatever the storefront's router reports goes through the one masked log (decision 0051): an
 * address no page serves is not printed raw on the console with a stack, and a card number or
 * card token in it never reaches any log line.
 */

const CARD = '4242424242424242';
const TOKEN = 'tok_Ab3x9QzT1kLm0pR2sT4uV6wX';

describe('what the storefront logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Everything written to the console and the log, as text. */
  function written(console: ReturnType<typeof vi.spyOn>[]): string {
    return [...console.flatMap((spy) => spy.mock.calls), ...t.logs]
      .map((entry) => JSON.stringify(entry))
      .join('\n');
  }

  const consoleSpies = () =>
    (['error', 'warn', 'info', 'log'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );

  it('proves a post to an address with no page answers 405 and prints nothing raw', async () => {
    const spies = consoleSpies();
    const response = await t.app.inject({ method: 'POST', url: `/ecom/${CARD}/${TOKEN}` });
    expect(response.statusCode).toBe(405);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    const logged = written(spies);
    expect(logged).not.toContain(CARD);
    expect(logged).not.toContain(TOKEN);
    expect(logged).toContain('"url":"/ecom/***/***"');
  });

  it('proves a page that fails is logged once, masked, as an error of the request', async () => {
    const spies = consoleSpies();
    const response = await t.app.inject(`/ecom/fails?q=${CARD}`);
    expect(response.statusCode).toBe(500);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(written(spies)).not.toContain(CARD);
    const failures = t.logs.filter((line) => line.msg === 'the page could not be made');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 50,
      reqId: response.headers['x-request-id'],
      err: { message: 'the lookup failed for ***' },
    });
  });
});
