import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccessTokenClaims, signAccessToken, verifyAccessToken } from './access-token.ts';

const key = randomBytes(32);
const now = new Date('2026-11-24T10:00:00Z');
const claims: AccessTokenClaims = {
  sub: 7,
  pid: 3,
  sid: 'a'.repeat(64),
  perms: ['staff:sign-on-as-customer'],
  bid: 651,
  iat: now.getTime() / 1000,
  exp: now.getTime() / 1000 + 1800,
};

describe('access tokens', () => {
  it('proves a token signed here reads back with its claims until it expires', () => {
    const token = signAccessToken(claims, key);
    expect(verifyAccessToken(token, key, now)).toEqual(claims);
    expect(verifyAccessToken(token, key, new Date(claims.exp * 1000 - 1))).toEqual(claims);
    expect(verifyAccessToken(token, key, new Date(claims.exp * 1000))).toBeNull();
  });

  it('proves a token signed with another key, or changed in any character, is refused', () => {
    const token = signAccessToken(claims, key);
    expect(verifyAccessToken(token, randomBytes(32), now)).toBeNull();
    fc.assert(
      fc.property(
        fc.nat({ max: token.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (at, replacement) => {
          const changed = `${token.slice(0, at)}${replacement}${token.slice(at + 1)}`;
          if (changed === token) return;
          const verified = verifyAccessToken(changed, key, now);
          // base64url padding bits can decode alike; anything accepted must be the same claims.
          if (verified !== null) expect(verified).toEqual(claims);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('proves an unsigned ("alg: none") or malformed token is refused', () => {
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const bad of [none, '', 'a.b', 'a.b.c.d', 'x'.repeat(3000)]) {
      expect(verifyAccessToken(bad, key, now)).toBeNull();
    }
  });
});
