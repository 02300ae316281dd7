import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { StaffService } from '../staff/staff.contract.ts';
import { MailOutboxRepository } from './mail.repository.ts';
import { createMailService, type MailConfig, type MailService } from './mail.service.ts';
import type { MailSite } from './mail.templates.ts';
import { createSmtpTransport } from './mail.transport.ts';
import { createMailWorker } from './mail.worker.ts';
import { mailViewerRoutes } from './mail-viewer.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues email (the password-reset flow); delivered by the outbox worker or held. */
    mail: MailService;
  }
}

export interface MailModule extends ContextModule<{ mail: MailService }> {
  /** The development mail viewer (decision 0019), for staff only, once the staff service exists. */
  viewerRoutes: (app: FastifyInstance, staff: Pick<StaffService, 'access'>) => Promise<void>;
}

/**
 * The mail context: the service and, with SMTP_URL, the outbox worker. Without SMTP a production
 * server says once that mail is only held for the viewer.
 */
export function createMailModule(deps: {
  db: Db;
  config: MailConfig;
  site: MailSite;
  production: boolean;
  now: Clock;
  log: FastifyBaseLogger;
}): MailModule {
  const { config, now } = deps;
  const repository = new MailOutboxRepository(deps.db);
  const log = deps.log.child({ context: 'mail' });
  const worker = config.smtpUrl
    ? createMailWorker({
        repository,
        transport: createSmtpTransport(config),
        now,
        pollIntervalMs: config.pollIntervalMs,
        log,
      })
    : null;
  const mail = createMailService({
    repository,
    delivery: worker ? 'smtp' : 'viewer',
    site: deps.site,
    now,
    onEnqueued: () => worker?.nudge(),
  });
  if (!worker && deps.production) {
    log.warn('SMTP_URL is not set: emails are not sent; staff can read them at /ecom/admin/mail');
  }
  return {
    services: { mail },
    workers: worker ? [{ start: () => worker.start(), stop: () => worker.stop() }] : [],
    viewerRoutes: async (app, staff) => {
      await app.register(mailViewerRoutes, { mail, staff });
    },
  };
}
