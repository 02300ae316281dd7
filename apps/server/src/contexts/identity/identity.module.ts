import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import { AccountRepository } from './account.repository.ts';
import { AccountLookupRepository } from './account-lookup.repository.ts';
import { AccountSettingsRepository } from './account-settings.repository.ts';
import type { AuthService } from './auth.contract.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { registerCsrfProtection } from './csrf.plugin.ts';
import { createCustomerDirectory } from './customer-directory.ts';
import type { CustomerDirectory, IdentityService, StaffSignIn } from './identity.contract.ts';
import { createIdentityService } from './identity.service.ts';
import type { EmailChangeMailer, MyDetailsService } from './my-details.contract.ts';
import { myDetailsRoutes } from './my-details.routes.ts';
import { createMyDetailsService } from './my-details.service.ts';
import type { PasswordResetService, ResetMailer } from './password-reset.contract.ts';
import { PasswordResetRepository } from './password-reset.repository.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { registerRequestIdentity } from './request-identity.plugin.ts';
import { sharedSecret } from './server-secret.ts';
import { SessionRepository } from './session.repository.ts';
import { createStaffSignIn } from './staff-sign-in.ts';
import { testSessionRoutes } from './test-session.routes.ts';
import { ThrottleRepository } from './throttle.repository.ts';

export interface IdentityServices {
  identity: IdentityService;
  auth: AuthService;
  passwordReset: PasswordResetService;
  myDetails: MyDetailsService;
  /** Customers as the staff console and the order emails look them up. */
  customers: CustomerDirectory;
  staffSignIn: StaffSignIn;
}

export interface IdentityModule extends ContextModule<IdentityServices> {
  /** Who is asking (read once per request) and the CSRF check: app-wide hooks, registered early. */
  registerHooks(app: FastifyInstance): void;
}

/**
 * Identity (decisions 0020, 0023): sessions and access tokens, sign-in and registration,
 * password reset and My details, the customer directory and staff sign-on. The staff audit log is
 * asked for when a change is recorded, as the staff context is built from this one.
 */
export async function createIdentityModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  mail: ResetMailer & EmailChangeMailer;
  publicOrigin: string;
  audit: () => StaffAudit;
  /** This process's writes (Database.processWrites): a stamp read before one is not given. */
  processWrites?: () => number;
}): Promise<IdentityModule> {
  const { db, now } = deps;
  const accountLookup = new AccountLookupRepository(db);
  const identity = createIdentityService({
    sessions: new SessionRepository(db),
    accountNames: accountLookup,
    tokenKey: await sharedSecret(db, 'access-token-key'),
    now,
    ...(deps.processWrites ? { processWrites: deps.processWrites } : {}),
  });
  const throttle = new ThrottleRepository(db);
  const auth = await createAuthService({
    accounts: new AccountRepository(db),
    throttle,
    identity,
    authKey: await sharedSecret(db, 'auth-key'),
    now,
  });
  const audit: StaffAudit = {
    record: (entry) => deps.audit().record(entry),
    listForCustomer: (customerId, limit) => deps.audit().listForCustomer(customerId, limit),
  };
  // Password reset and My details (decision 0023).
  const accountSettings = new AccountSettingsRepository(db);
  const passwordResets = new PasswordResetRepository(db);
  const passwordReset = createPasswordResetService({
    accounts: accountSettings,
    resets: passwordResets,
    throttle,
    identity,
    mail: deps.mail,
    publicOrigin: deps.publicOrigin,
    now,
    log: deps.log.child({ context: 'password-reset' }),
  });
  const myDetails = createMyDetailsService({
    accounts: accountSettings,
    resets: passwordResets,
    throttle,
    identity,
    audit,
    mail: deps.mail,
    now,
    log: deps.log.child({ context: 'my-details' }),
  });
  return {
    services: {
      identity,
      auth,
      passwordReset,
      myDetails,
      customers: createCustomerDirectory(db, now),
      staffSignIn: createStaffSignIn({ db, identity, throttle, now }),
    },
    registerHooks(app) {
      registerRequestIdentity(app, { identity });
      registerCsrfProtection(app, { auth });
    },
    routes: async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(passwordResetRoutes, { passwordReset });
      await api.register(myDetailsRoutes, { myDetails });
    },
    testRoutes: async (api) => {
      await api.register(testSessionRoutes, { identity, accounts: accountLookup });
    },
  };
}
