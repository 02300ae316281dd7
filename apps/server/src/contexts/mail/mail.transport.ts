import { createTransport } from 'nodemailer';
import type { MailConfig } from './mail.service.ts';

/** One message as it goes to the mail server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Resolves once the server has accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * What an SMTP failure says, for the log and the outbox: nodemailer's error objects also carry
 * the recipients and the conversation, which must not be logged.
 */
export function describeSmtpFailure(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), message: error.message.slice(0, 500) };
}

/**
 * Delivers through SMTP_URL with nodemailer. Timeouts are bounded well inside the worker's claim
 * lease, so a slow server cannot make another worker take the message over mid-send.
 */
export function createSmtpTransport(config: Pick<MailConfig, 'smtpUrl' | 'from'>): MailTransport {
  if (!config.smtpUrl) throw new Error('createSmtpTransport needs an SMTP URL');
  const transporter = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    dnsTimeout: 30_000,
    // Its logger would print the conversation, addresses and message text.
    logger: false,
    debug: false,
  });
  const from = config.from.name
    ? { name: config.from.name, address: config.from.address }
    : config.from.address;
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Messages are built from our own text only; never let a value reach a file or URL.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transporter.close(),
  };
}
