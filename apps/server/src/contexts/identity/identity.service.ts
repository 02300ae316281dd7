import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_SECONDS,
  ANONYMOUS,
  DEFAULT_BRANCH_ID,
  type Identity,
  isSessionLive,
  isSignedIn,
  permissionsForRole,
  sessionMaxMs,
} from '@grocer/domain/identity/identity';
import { ANONYMOUS_VIEWER, type Viewer, viewerOf } from '@grocer/domain/identity/viewer';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import type { AccountLookupRepository } from './account-lookup.repository.ts';
import type {
  AccessToken,
  Credentials,
  IdentityService,
  ResolvedIdentity,
  SessionEndReason,
  StartedSession,
} from './identity.contract.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** The stored id of a session: the SHA-256 of the cookie's secret. */
export function sessionIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createIdentityService(deps: {
  sessions: SessionRepository;
  accountNames: Pick<AccountLookupRepository, 'firstName'>;
  tokenKey: Buffer;
  now: () => Date;
  /**
   * This process's writes (Database.processWrites, decision 0103): the write stamp read with a
   * session is given only while it stands, so a request never uses a stamp from before its own
   * writes. None: every stamp is given (tests of identity alone).
   */
  processWrites?: () => number;
}): IdentityService {
  const { sessions, accountNames, tokenKey, now } = deps;
  /**
   * The customer's first name read with the session, kept only as long as the request holds its
   * identity: the viewer call then needs no second query, and no name outlives its request.
   */
  const firstNames = new WeakMap<Identity, string>();
  /**
   * The customer's write stamp read with the session, kept as the first name is (decision
   * 0103), with this process's write count from before the read.
   */
  const writeStamps = new WeakMap<Identity, { stamp: string; writes: number }>();
  const processWrites = deps.processWrites ?? (() => 0);

  function identityOf(row: SessionRow, writes: number): Identity {
    const identity: Identity = {
      customerId: row.customerId,
      principalId: row.accountId,
      permissions: permissionsForRole(row.role),
      defaultBranchId: DEFAULT_BRANCH_ID,
      sessionId: row.id,
    };
    firstNames.set(identity, row.customerFirstName);
    writeStamps.set(identity, { stamp: row.writeStamp, writes });
    return identity;
  }

  async function liveSession(id: string): Promise<SessionRow | null> {
    const row = await sessions.find(id);
    const at = now();
    if (!row || !isSessionLive(row, at)) return null;
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await sessions.touch(id, at);
    return row;
  }

  return {
    async resolve(credentials: Credentials): Promise<ResolvedIdentity> {
      // Counted before the session is read: its write stamp is given only while this stands.
      const writes = processWrites();
      if (credentials.bearerToken !== null) {
        const claims = verifyAccessToken(credentials.bearerToken, tokenKey, now());
        const row = claims ? await liveSession(claims.sid) : null;
        if (!row) return { identity: ANONYMOUS, problem: 'invalid-token' };
        return { identity: identityOf(row, writes), problem: null };
      }
      if (credentials.sessionSecret !== null) {
        const row = SECRET_SHAPE.test(credentials.sessionSecret)
          ? await liveSession(sessionIdOf(credentials.sessionSecret))
          : null;
        if (!row) return { identity: ANONYMOUS, problem: 'ended-session' };
        return { identity: identityOf(row, writes), problem: null };
      }
      return { identity: ANONYMOUS, problem: null };
    },

    async startSession(accountId, options = {}): Promise<StartedSession> {
      const secret = randomBytes(32).toString('base64url');
      const sessionId = sessionIdOf(secret);
      const at = now();
      const customerId = options.customerId ?? accountId;
      const expiresAt = new Date(
        at.getTime() + sessionMaxMs({ customerId, principalId: accountId }),
      );
      await sessions.insert({
        id: sessionId,
        accountId,
        customerId,
        now: at,
        expiresAt,
      });
      return { secret, sessionId, expiresAt };
    },

    async endSession(sessionId: string, reason: SessionEndReason) {
      await sessions.revoke(sessionId, reason, now());
    },

    endOtherSessions(accountId, keepSessionId, reason) {
      return sessions.revokeAllOf(accountId, keepSessionId, reason, now());
    },

    issueAccessToken(identity: Identity): AccessToken {
      if (identity.sessionId === null) throw new Error('an anonymous identity has no token');
      const issuedAt = Math.floor(now().getTime() / 1000);
      const accessToken = signAccessToken(
        {
          sub: identity.customerId,
          pid: identity.principalId,
          sid: identity.sessionId,
          perms: [...identity.permissions],
          bid: identity.defaultBranchId,
          iat: issuedAt,
          exp: issuedAt + ACCESS_TOKEN_SECONDS,
        },
        tokenKey,
      );
      return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
    },

    writeStampOf(identity: Identity): string | null {
      const read = writeStamps.get(identity);
      // Not after this process wrote: the request may have written since the stamp was read.
      return read !== undefined && read.writes === processWrites() ? read.stamp : null;
    },

    async viewer(identity: Identity): Promise<Viewer> {
      if (!isSignedIn(identity)) return ANONYMOUS_VIEWER;
      // The customer's name, not the principal's: staff signed on see whom they act for.
      const firstName =
        firstNames.get(identity) ?? (await accountNames.firstName(identity.customerId));
      return viewerOf(identity, { firstName });
    },
  };
}
