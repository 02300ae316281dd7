import { describe, expect, it } from 'vitest';
import { ClientCallError, fetchJson } from './client-fetch.ts';

/** A server that answers each call with the next of `answers`, recording the waits asked for. */
function scripted(answers: (() => Response)[]) {
  const waits: number[] = [];
  let calls = 0;
  return {
    waits,
    calls: () => calls,
    options: {
      fetch: async () => {
        const answer = answers[Math.min(calls, answers.length - 1)] as () => Response;
        calls += 1;
        return answer();
      },
      sleep: async (ms: number) => {
        waits.push(ms);
      },
      now: () => new Date('2026-11-24T09:00:00Z'),
    },
  };
}

const ok = () => Response.json({ signedIn: true });
const unavailable = (retryAfter?: string) => () =>
  new Response('busy', {
    status: 503,
    headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  });

describe('client fetch', () => {
  it('proves a 503 with Retry-After up to 30 s is waited out and retried', async () => {
    const server = scripted([unavailable('2'), unavailable('30'), ok]);
    await expect(fetchJson('/x', server.options)).resolves.toEqual({ signedIn: true });
    expect(server.waits).toEqual([2_000, 30_000]);
    expect(server.calls()).toBe(3);
  });

  it("proves a 503 without Retry-After is raised as '503 with no retry-after returned'", async () => {
    const server = scripted([unavailable(), ok]);
    const failure = fetchJson('/x', server.options);
    await expect(failure).rejects.toThrow('503 with no retry-after returned');
    await expect(failure).rejects.toBeInstanceOf(ClientCallError);
    expect(server.calls()).toBe(1);
  });

  it('proves a 503 asking for more than 30 s is raised without waiting', async () => {
    const server = scripted([unavailable('31'), ok]);
    await expect(fetchJson('/x', server.options)).rejects.toBeInstanceOf(ClientCallError);
    expect(server.waits).toEqual([]);
  });

  it('proves a service that stays unavailable is raised after a few waits, not retried for ever', async () => {
    const server = scripted([unavailable('1')]);
    await expect(fetchJson('/x', server.options)).rejects.toBeInstanceOf(ClientCallError);
    expect(server.calls()).toBe(4);
  });

  it('proves other failures and network errors are raised', async () => {
    await expect(
      fetchJson('/x', scripted([() => new Response('no', { status: 500 })]).options),
    ).rejects.toMatchObject({ status: 500 });
    const offline = {
      ...scripted([ok]).options,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    };
    await expect(fetchJson('/x', offline)).rejects.toMatchObject({ status: null });
  });
});

/**
 * A server for the 401 handling: `/x` answers each call with the next of `answers`; csrf gives a
 * token; token answers `tokenStatus`. Records every call, and where the browser was sent.
 */
function sessionServer(answers: (() => Response)[], tokenStatus: number) {
  const calls: { url: string; method: string; csrf: string | null }[] = [];
  const sentTo: string[] = [];
  let xCalls = 0;
  const options = {
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      calls.push({ url, method: init?.method ?? 'GET', csrf: headers.get('x-csrf-token') });
      if (url === '/api/auth/v1/csrf') {
        return Response.json({ headerName: 'x-csrf-token', token: 'tok-1' });
      }
      if (url === '/api/auth/v1/token') {
        return tokenStatus === 200
          ? Response.json({ accessToken: 'a.b.c', expiresIn: 1800, clientType: 'WEB_APP' })
          : Response.json({ code: 'UNAUTHENTICATED' }, { status: tokenStatus });
      }
      const answer = answers[Math.min(xCalls, answers.length - 1)] as () => Response;
      xCalls += 1;
      return answer();
    },
    sleep: async () => {},
    currentPath: () => '/ecom/my-details?tab=name',
    assign: (url: string) => {
      sentTo.push(url);
    },
  };
  return { calls, sentTo, options };
}

const unauthorised = () => Response.json({ code: 'UNAUTHENTICATED' }, { status: 401 });

describe('client fetch on 401 (spec doc 1 §8)', () => {
  it('proves a 401 refreshes the session once (csrf, then token with its header) and retries the call', async () => {
    const server = sessionServer([unauthorised, ok], 200);
    await expect(fetchJson('/x', server.options)).resolves.toEqual({ signedIn: true });
    expect(server.calls).toEqual([
      { url: '/x', method: 'GET', csrf: null },
      { url: '/api/auth/v1/csrf', method: 'GET', csrf: null },
      { url: '/api/auth/v1/token', method: 'POST', csrf: 'tok-1' },
      { url: '/x', method: 'GET', csrf: null },
    ]);
    expect(server.sentTo).toEqual([]);
  });

  it('proves a session the refresh cannot renew signs the shopper out to sign in and back', async () => {
    const server = sessionServer([unauthorised, ok], 401);
    const failure = fetchJson('/x', server.options);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(server.sentTo).toEqual(['/ecom/login?redirect=%2Fecom%2Fmy-details%3Ftab%3Dname']);
    expect(server.calls.filter((call) => call.url === '/x')).toHaveLength(1);
  });

  it('proves a 401 again after a refresh signs out instead of refreshing for ever', async () => {
    const server = sessionServer([unauthorised], 200);
    await expect(fetchJson('/x', server.options)).rejects.toMatchObject({ status: 401 });
    expect(server.calls.filter((call) => call.url === '/api/auth/v1/token')).toHaveLength(1);
    expect(server.calls.filter((call) => call.url === '/x')).toHaveLength(2);
    expect(server.sentTo).toHaveLength(1);
  });

  it('proves the sign-in redirect only ever names a storefront path', async () => {
    const server = sessionServer([unauthorised], 401);
    const options = { ...server.options, currentPath: () => '//evil.example/ecom' };
    await expect(fetchJson('/x', options)).rejects.toMatchObject({ status: 401 });
    expect(server.sentTo).toEqual(['/ecom/login?redirect=%2Fecom']);
  });

  it('proves a caller that handles 401 itself gets it as it is: no refresh, no sign-out', async () => {
    const server = sessionServer([unauthorised, ok], 200);
    await expect(fetchJson('/x', { ...server.options, handles: [401] })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.calls.map((call) => call.url)).toEqual(['/x']);
    expect(server.sentTo).toEqual([]);
  });

  it('proves a refresh that cannot reach the server is raised, not taken as signed out', async () => {
    const server = sessionServer([unauthorised], 200);
    const offline = {
      ...server.options,
      fetch: async (input: string | URL | Request, init?: RequestInit) => {
        if (String(input) === '/api/auth/v1/csrf') throw new TypeError('Failed to fetch');
        return server.options.fetch(input, init);
      },
    };
    await expect(fetchJson('/x', offline)).rejects.toMatchObject({ status: null });
    expect(server.sentTo).toEqual([]);
  });
});
