import type { Db } from '@grocer/db/client';
import type { FastifyInstance } from 'fastify';
import { MailOutboxRepository } from './mail.repository.ts';
import { createMailService, type MailConfig, type MailService } from './mail.service.ts';
import type { MailSite } from './mail.templates.ts';
import { createSmtpTransport } from './mail.transport.ts';
import { createMailWorker } from './mail.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues email (the password-reset flow); delivered by the outbox worker or held. */
    mail: MailService;
  }
}

/**
 * The mail context in the app: the service (also as `app.mail`) and, with SMTP_URL, the outbox
 * worker, started when the app is ready and stopped when it closes. The development viewer
 * (`mailViewerRoutes`) is registered by the app once the staff service it asks exists.
 */
export async function registerMail(
  app: FastifyInstance,
  options: { db: Db; config: MailConfig; site: MailSite; production: boolean; now?: () => Date },
): Promise<MailService> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const repository = new MailOutboxRepository(options.db);
  const log = app.log.child({ context: 'mail' });
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
    site: options.site,
    now,
    onEnqueued: () => worker?.nudge(),
  });

  app.decorate('mail', mail);
  if (worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  } else if (options.production) {
    log.warn('SMTP_URL is not set: emails are not sent; staff can read them at /ecom/admin/mail');
  }
  return mail;
}
