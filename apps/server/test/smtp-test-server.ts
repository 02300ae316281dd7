import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** SMTP_URL for the app: plain SMTP on a free loopback port, no TLS, no auth. */
  url: string;
  /** Messages accepted, in order. */
  received: ReceivedMail[];
  /** Envelope recipients of every DATA command, accepted or turned away. */
  tries: string[][];
  close(): Promise<void>;
}

/**
 * A real SMTP server inside the test process. `refuse(n)` decides whether the n-th DATA (from 1)
 * is answered `451` (a temporary failure); `delayMs` slows each answer so senders overlap.
 */
export async function startTestSmtpServer(
  options: { refuse?: (tryNumber: number) => boolean; delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const tries: string[][] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      tries.push(to);
      const tryNumber = tries.length;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (options.refuse?.(tryNumber)) {
            callback(
              Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
            );
            return;
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              received.push({ to, parsed });
              callback();
            },
            (error: Error) => callback(error),
          );
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
