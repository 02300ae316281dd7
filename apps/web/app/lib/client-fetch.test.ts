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
