import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutAndLeave, signOutSequence } from './sign-out-sequence.ts';

/**
 * The network is replaced (a stubbed global fetch scripted per URL) and so is the clock (fake
 * timers), so the 1-second retries are proved without waiting.
 */

interface Call {
  at: number;
  url: string;
  method: string;
  header: string | null;
  body: string | null;
  contentType: string | null;
}

type Answer = () => Response | Promise<Response>;

function network(script: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const used: Record<string, number> = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({
      at: Date.now(),
      url: input,
      method: init.method ?? 'GET',
      header: headers.get('x-csrf-token'),
      body: typeof init.body === 'string' ? init.body : null,
      contentType: headers.get('content-type'),
    });
    const answers = script[input] ?? [];
    const index = used[input] ?? 0;
    used[input] = index + 1;
    const answer = answers[Math.min(index, answers.length - 1)];
    if (!answer) throw new Error(`unexpected call to ${input}`);
    return answer();
  });
  return calls;
}

const csrf = () => Response.json({ headerName: 'x-csrf-token', token: 'tok/+=1' });
const noContent = () => new Response(null, { status: 204 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const status = (code: number) => () => Response.json({ code: 'X' }, { status: code });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-out sequence (spec doc 1 §7, doc 3 §7)', () => {
  it('proves it gets the csrf token, then posts logout form-encoded with it and its header', async () => {
    const calls = network({ '/api/auth/v1/csrf': [csrf], '/api/auth/v1/logout': [noContent] });
    await signOutSequence();
    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/auth/v1/csrf', method: 'GET' }),
      {
        at: 0,
        url: '/api/auth/v1/logout',
        method: 'POST',
        header: 'tok/+=1',
        body: 'csrf=tok%2F%2B%3D1',
        contentType: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('proves a failed first attempt of each step is retried once, a second later', async () => {
    const calls = network({
      '/api/auth/v1/csrf': [offline, csrf],
      '/api/auth/v1/logout': [status(500), noContent],
    });
    const done = signOutSequence();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/v1/csrf']);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(done).resolves.toBeUndefined();
    expect(calls.map((call) => [call.url, call.at])).toEqual([
      ['/api/auth/v1/csrf', 0],
      ['/api/auth/v1/csrf', 1_000],
      ['/api/auth/v1/logout', 1_000],
      ['/api/auth/v1/logout', 2_000],
    ]);
  });

  it("proves a step failing twice rejects with 'Error logging out', trying no more", async () => {
    const calls = network({ '/api/auth/v1/csrf': [csrf], '/api/auth/v1/logout': [status(403)] });
    const done = signOutSequence();
    const outcome = expect(done).rejects.toThrow(/^Error logging out$/);
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
    expect(calls.filter((call) => call.url === '/api/auth/v1/logout')).toHaveLength(2);

    const csrfCalls = network({ '/api/auth/v1/csrf': [offline] });
    const noToken = signOutSequence();
    const refused = expect(noToken).rejects.toThrow('Error logging out');
    await vi.advanceTimersByTimeAsync(5_000);
    await refused;
    expect(csrfCalls).toHaveLength(2);
  });

  it('proves a 401 from logout counts as signed out: there was no session left to end', async () => {
    network({ '/api/auth/v1/csrf': [csrf], '/api/auth/v1/logout': [status(401)] });
    await expect(signOutSequence()).resolves.toBeUndefined();
  });
});

describe('the account menu’s Sign out', () => {
  it('proves success loads the home page and failure the log-out error page', async () => {
    network({ '/api/auth/v1/csrf': [csrf], '/api/auth/v1/logout': [noContent] });
    const sentTo: string[] = [];
    await signOutAndLeave((url) => sentTo.push(url));
    expect(sentTo).toEqual(['/ecom']);

    network({ '/api/auth/v1/csrf': [offline] });
    const failed = signOutAndLeave((url) => sentTo.push(url));
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    expect(sentTo).toEqual(['/ecom', '/ecom/log-out/error']);
  });
});
