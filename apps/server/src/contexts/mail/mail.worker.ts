import { MAX_MAIL_ATTEMPTS, mailRetryAt } from '@grocer/domain/mail/mail-retry';
import type { FastifyBaseLogger } from 'fastify';
import { maskFreeText } from '../../logging/mask-sensitive.ts';
import type { ClaimedMail, MailOutboxRepository } from './mail.repository.ts';
import { describeSmtpFailure, type MailTransport } from './mail.transport.ts';

/** Longer than any one send can take with the transport's timeouts (about two minutes). */
const CLAIM_LEASE_MS = 5 * 60_000;

export interface MailWorker {
  /** Starts polling every `pollIntervalMs`. */
  start(): void;
  /** Looks for due messages now (after an enqueue), without waiting for the next poll. */
  nudge(): void;
  /**
   * Delivers every message due now, one claim at a time, and resolves with how many attempts
   * this worker made. A call while a run is under way joins it, and makes it look once more.
   */
  runOnce(): Promise<number>;
  /** Stops polling, waits for a send under way to finish and be recorded, closes the transport. */
  stop(): Promise<void>;
}

export function createMailWorker(deps: {
  repository: MailOutboxRepository;
  transport: MailTransport;
  now: () => Date;
  pollIntervalMs: number;
  log: FastifyBaseLogger;
}): MailWorker {
  const { repository, transport, now, log } = deps;
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | null = null;
  let lookAgain = false;

  /** One attempt at one claimed message; what it logs never holds the address or the text. */
  async function attempt(claim: ClaimedMail): Promise<void> {
    const context = { mailId: claim.id, attempt: claim.attempts };
    try {
      await transport.send(claim);
    } catch (error) {
      const failure = describeSmtpFailure(error);
      const reason = maskFreeText(failure.message);
      const retryAt = mailRetryAt(claim.attempts, now());
      if (retryAt) {
        await repository.finishRetry(claim, retryAt, reason);
        log.warn({ ...context, code: failure.code, reason, retryAt }, 'mail not sent; will retry');
      } else {
        await repository.finishFailed(claim, reason);
        log.error({ ...context, code: failure.code, reason }, 'mail not sent; given up');
      }
      return;
    }
    if (!(await repository.finishSent(claim, now()))) {
      // The lease ran out mid-send and another worker took the message over.
      log.warn(context, 'mail sent after its claim had lapsed');
      return;
    }
    log.info(context, 'mail sent');
  }

  async function deliverDue(): Promise<number> {
    let attempts = 0;
    const abandoned = await repository.failAbandoned(now(), MAX_MAIL_ATTEMPTS);
    if (abandoned > 0) log.error({ count: abandoned }, 'mail given up: sending process stopped');
    while (!stopped) {
      const claim = await repository.claimNext(now(), CLAIM_LEASE_MS, MAX_MAIL_ATTEMPTS);
      if (!claim) break;
      attempts += 1;
      await attempt(claim);
    }
    return attempts;
  }

  function runOnce(): Promise<number> {
    if (current) {
      lookAgain = true;
      return current;
    }
    current = (async () => {
      let attempts = 0;
      try {
        do {
          lookAgain = false;
          attempts += await deliverDue();
        } while (lookAgain && !stopped);
      } catch (error) {
        // A database hiccup must not stop delivery for good: the next poll tries again.
        log.error({ err: error }, 'mail outbox run failed');
      } finally {
        current = null;
      }
      return attempts;
    })();
    return current;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, deps.pollIntervalMs);
    // Polling alone never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      void runOnce().then(schedule);
    },
    nudge() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      transport.close();
    },
  };
}
