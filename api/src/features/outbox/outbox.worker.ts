import { raw } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import type { Logger } from '../../logger.ts';
import { OutboxMail, type MailAttachment } from './outbox.entity.ts';
import type { MailTransport } from './mail-transport.ts';

export const MAX_ATTEMPTS = 8;

/** Mails claimed (and marked sent) together: a crash between sending and marking resends at most this many. */
export const BATCH_SIZE = 20;

/** The pause between two batches while requests are in flight (see `busy`). */
export const BUSY_PAUSE_MS = 100;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Work that queues mails in the worker rather than in a request, run before each batch is claimed: a feature whose
 * request must not show whether it mails anyone (accounts' "Forgot password") leaves that decision here. Returns
 * how many items it handled.
 */
export type MailProducer = (em: EntityManager) => Promise<number>;

/** A row of claim_outbox_mail (outbox_mail's columns) as the worker reads it. */
type Claimed = {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
  created_at: Date;
};

/**
 * Sends queued mails. Each run claims due mails with FOR UPDATE SKIP LOCKED and
 * a lease, so two instances never pick the same mail; the mails of a batch
 * that went out are marked sent together (one commit per batch, not per mail:
 * under a burst of leads the per-mail commits cost more than the leads); a
 * failure is retried with backoff, and given up after MAX_ATTEMPTS (status
 * failed, with the last error). A crash between sending and marking resends at
 * most one batch, with the same Message-ID so the receiver can drop the repeat.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly pollMs = 5000,
    /** How long a claimed mail stays reserved for the instance sending it (OUTBOX_LEASE_SECONDS). */
    private readonly leaseSeconds = 120,
    /**
     * Whether visitors are waiting on this instance. Composing a mail costs as much CPU as answering the request that
     * queued it; during a burst the worker sends a batch, then gives the requests BUSY_PAUSE_MS before the next one
     * (about 200 mails a second), and catches up at full speed once the burst is over. Nothing is lost meanwhile:
     * the mails wait in the table.
     */
    private readonly busy: () => boolean = () => false,
    private readonly producers: MailProducer[] = [],
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Run soon (after a mail was queued); runs never overlap within one instance. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Sends every due mail it can claim; returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    // Producers run before each batch while they find work, then not again until the next run.
    let producing = this.producers.length > 0;
    for (;;) {
      // A stopping instance finishes its batch, not the backlog: the rest waits in the table for the next start.
      if (this.stopped) return sent;
      if (producing) producing = (await this.produce()) > 0;
      const batch = await this.claim(BATCH_SIZE);
      // Requests that made no mail (a reset for an unknown address) may hide more behind them.
      if (batch.length === 0 && !producing) return sent;
      const delivered: string[] = [];
      for (const mail of batch) {
        if (await this.deliver(mail)) delivered.push(mail.id);
      }
      if (delivered.length > 0) {
        await this.orm.em.nativeUpdate(
          OutboxMail,
          { id: { $in: delivered } },
          { status: 'sent', sentAt: dbTime.now(), attempts: raw('attempts + 1'), lockedUntil: null, lastError: null },
        );
        this.logger.info({ mailIds: delivered, transport: this.transport.kind }, delivered.length === 1 ? 'mail sent' : `${delivered.length} mails sent`);
        sent += delivered.length;
      }
      if (this.busy()) await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
    }
  }

  /** Runs each producer; one that fails is logged and retried on the next run, and the mails already queued still go. */
  private async produce(): Promise<number> {
    let handled = 0;
    for (const producer of this.producers) {
      try {
        handled += await producer(this.orm.em);
      } catch (error) {
        this.logger.error({ err: error }, 'outbox producer failed');
      }
    }
    return handled;
  }

  private async claim(limit: number): Promise<Claimed[]> {
    // The claim and its lease are one function (see its migration): the due index's order, whatever the statistics.
    // raw SQL: a call of that function (FOR UPDATE SKIP LOCKED inside, decision 18), which no entity query can make.
    return this.orm.em
      .getConnection()
      .execute<Claimed[]>(`select id, "to", reply_to, subject, text, attachments, attempts, created_at from claim_outbox_mail(?, ?)`, [
        this.leaseSeconds,
        limit,
      ]);
  }

  /** Sends one mail; a failure is recorded at once (its retry time and error), a success with its batch. */
  private async deliver(mail: Claimed): Promise<boolean> {
    try {
      await this.transport.send({
        id: mail.id,
        from: this.from,
        to: mail.to,
        replyTo: mail.reply_to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
        createdAt: new Date(mail.created_at),
      });
      return true;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await this.orm.em.nativeUpdate(
        OutboxMail,
        { id: mail.id },
        {
          attempts,
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: dbTime.in(backoffSeconds(attempts), 'secs'),
        },
      );
      this.logger.warn({ mailId: mail.id, attempts, giveUp, reason }, 'mail not sent');
      return false;
    }
  }

  /** Stops polling and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }
}
