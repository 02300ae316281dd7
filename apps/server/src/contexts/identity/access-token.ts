import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Permission } from '@grocer/domain/identity/identity';
import { z } from 'zod';

/**
 * Short-lived bearer tokens (spec doc 1 §7 Session: POST token → accessToken, expiresIn): compact
 * JWTs signed with HMAC-SHA256 by a key every server process shares. A token names the session it
 * came from, and is accepted only while that session is live, so signing out or a password change
 * ends its tokens too.
 */

export interface AccessTokenClaims {
  /** customerId: whom the token acts for. */
  sub: number;
  /** principalId: who signed in. */
  pid: number;
  /** The session's id (the hash stored server-side). */
  sid: string;
  perms: Permission[];
  /** Default branch. */
  bid: number;
  /** Issued and expiry, epoch seconds. */
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const claimsSchema = z.object({
  sub: z.number().int(),
  pid: z.number().int(),
  sid: z.string().regex(/^[0-9a-f]{64}$/),
  perms: z.array(z.string()).max(20),
  bid: z.number().int(),
  iat: z.number().int(),
  exp: z.number().int(),
});

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

export function signAccessToken(claims: AccessTokenClaims, key: Buffer): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyAccessToken(token: string, key: Buffer, now: Date): AccessTokenClaims | null {
  if (token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (claims.exp * 1000 <= now.getTime()) return null;
  return claims as AccessTokenClaims;
}
