import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createLogger } from '../../logger.ts';
import { fileTransport, smtpTransport } from './mail-transport.ts';
import { limitGuard, mailboxOf, recipientGuard } from '../limits/rate-limit.service.ts';
import { enqueueMail, insertWithMails } from './outbox.service.ts';
import { BUSY_PAUSE_MS, MAX_ATTEMPTS, OutboxWorker, backoffSeconds } from './outbox.worker.ts';

/** A real SMTP peer on loopback that records what it receives and can refuse a recipient once. */
const received: { to: string; raw: string }[] = [];
const refuseOnce = new Set<string>();
let smtpPort = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuseOnce.delete(address.address)) return callback(new Error('mailbox temporarily unavailable'));
    callback();
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString()));
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, raw });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const silent = createLogger('silent');
const FROM = '"Elite Business Advisory" <no-reply@elitebusinessadvisory.com>';

async function queue(orm: Awaited<ReturnType<typeof createTestDatabase>>['orm'], to: string[]) {
  await orm.em.fork().transactional(async (em) => {
    await enqueueMail(
      em,
      to.map((address) => ({ to: address, subject: `Hello ${address}`, text: 'Body text' })),
    );
  });
}

const deliveredTo = (address: string) => received.filter((m) => m.to === address);

describe('the outbox over SMTP', () => {
  it('delivers each queued mail exactly once, with its outbox id as Message-ID', async () => {
    const { orm } = await createTestDatabase();
    await queue(orm, ['one@example.com', 'two@example.com']);
    const worker = new OutboxWorker(orm, smtpTransport(`smtp://127.0.0.1:${smtpPort}`), FROM, silent);
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    expect(deliveredTo('one@example.com')).toHaveLength(1);
    expect(deliveredTo('two@example.com')).toHaveLength(1);
    const [row] = await orm.em.getConnection().execute<{ id: string; status: string }[]>(`select id, status from outbox_mail where "to" = 'one@example.com'`);
    expect(row!.status).toBe('sent');
    expect(deliveredTo('one@example.com')[0]!.raw).toMatch(new RegExp(`Message-ID:\\s*<${row!.id}@elitebusinessadvisory\\.com>`, 'i'));
    await worker.stop();
  });

  it('retries a refused mail later with backoff and then delivers it once', async () => {
    const { orm } = await createTestDatabase();
    refuseOnce.add('flaky@example.com');
    await queue(orm, ['flaky@example.com']);
    const worker = new OutboxWorker(orm, smtpTransport(`smtp://127.0.0.1:${smtpPort}`), FROM, silent);
    expect(await worker.runOnce()).toBe(0);
    const [failed] = await orm.em
      .getConnection()
      .execute<{ status: string; attempts: number; last_error: string; wait: number }[]>(
        `select status, attempts, last_error, extract(epoch from next_attempt_at - now()) as wait from outbox_mail`,
      );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toContain('mailbox temporarily unavailable');
    expect(Number(failed!.wait)).toBeGreaterThan(20);
    expect(await worker.runOnce()).toBe(0); // not due yet
    await orm.em.getConnection().execute('update outbox_mail set next_attempt_at = now()');
    expect(await worker.runOnce()).toBe(1);
    expect(deliveredTo('flaky@example.com')).toHaveLength(1);
    await worker.stop();
  });

  it('two workers (two instances) never send the same mail twice', async () => {
    const { orm } = await createTestDatabase();
    const addresses = Array.from({ length: 30 }, (_, i) => `bulk-${i}@example.com`);
    await queue(orm, addresses);
    const a = new OutboxWorker(orm, smtpTransport(`smtp://127.0.0.1:${smtpPort}`), FROM, silent);
    const b = new OutboxWorker(orm, smtpTransport(`smtp://127.0.0.1:${smtpPort}`), FROM, silent);
    const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentByA + sentByB).toBe(30);
    for (const address of addresses) expect(deliveredTo(address)).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const { orm } = await createTestDatabase();
    await queue(orm, ['gone@example.com']);
    await orm.em.getConnection().execute(`update outbox_mail set attempts = ?`, [MAX_ATTEMPTS - 1]);
    refuseOnce.add('gone@example.com');
    const worker = new OutboxWorker(orm, smtpTransport(`smtp://127.0.0.1:${smtpPort}`), FROM, silent);
    await worker.runOnce();
    const [row] = await orm.em.getConnection().execute<{ status: string; attempts: number }[]>('select status, attempts from outbox_mail');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await worker.stop();
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it('a mail queued in a transaction that rolls back is never sent', async () => {
    const { orm } = await createTestDatabase();
    await expect(
      orm.em.fork().transactional(async (em) => {
        await enqueueMail(em, [{ to: 'never@example.com', subject: 'x', text: 'y' }]);
        throw new Error('the lead could not be stored');
      }),
    ).rejects.toThrow('the lead could not be stored');
    const rows = await orm.em.getConnection().execute('select * from outbox_mail');
    expect(rows).toHaveLength(0);
  });

  it('a row and its mails written in one statement: both stored, or neither', async () => {
    const { orm } = await createTestDatabase();
    const conn = orm.em.getConnection();
    const insert = (key: string) => ({ sql: `insert into app_setting (key, value) values (?, 'v')`, params: [key] });
    await insertWithMails(orm.em.fork(), insert('outbox-test'), [
      { to: 'a@example.com', subject: 'first', text: 'x' },
      { to: 'b@example.com', subject: 'second', text: 'y' },
    ]);
    expect(await conn.execute('select "to" from outbox_mail order by "to"')).toEqual([{ to: 'a@example.com' }, { to: 'b@example.com' }]);

    // The row fails (duplicate key): no mail is queued.
    await expect(insertWithMails(orm.em.fork(), insert('outbox-test'), [{ to: 'c@example.com', subject: 'x', text: 'y' }])).rejects.toThrow();
    // A mail fails (an address longer than its column): the row is not stored either.
    await expect(
      insertWithMails(orm.em.fork(), insert('outbox-test-2'), [{ to: `${'d'.repeat(400)}@example.com`, subject: 'x', text: 'y' }]),
    ).rejects.toThrow();
    expect(await conn.execute(`select key from app_setting where key like 'outbox-test%'`)).toEqual([{ key: 'outbox-test' }]);
    expect(await conn.execute('select count(*)::int as n from outbox_mail')).toEqual([{ n: 2 }]);
  });
  it('a subject longer than its column is cut with an ellipsis, never refused (docs/input-limits.md)', async () => {
    const { orm } = await createTestDatabase();
    await orm.em.fork().transactional((em) => enqueueMail(em, [{ to: 'long@example.com', subject: 'S'.repeat(400), text: 'y' }]));
    const [row] = await orm.em.getConnection().execute<{ subject: string }[]>(`select subject from outbox_mail where "to" = 'long@example.com'`);
    expect(row!.subject).toBe(`${'S'.repeat(299)}…`);
  });
  it('a guarded write (limitGuard) counts the hit and writes the row and its mails only while the limit allows', async () => {
    const { orm } = await createTestDatabase();
    const conn = orm.em.getConnection();
    const guarded = (key: string) => ({ sql: `insert into app_setting (key, value) select ?, 'v' where (select allowed from guard)`, params: [key] });
    const guard = () => limitGuard('guard-test:1.2.3.4', { max: 2, windowSeconds: 60 });
    const mail = (n: number) => [{ to: `guard${n}@example.com`, subject: 'x', text: 'y' }];
    expect((await insertWithMails(orm.em.fork(), guarded('guarded-1'), mail(1), { sender: guard() })).sender).toMatchObject({ count: 1, allowed: true });
    expect((await insertWithMails(orm.em.fork(), guarded('guarded-2'), mail(2), { sender: guard() })).sender).toMatchObject({ count: 2, allowed: true });
    const { sender: refused } = await insertWithMails(orm.em.fork(), guarded('guarded-3'), mail(3), { sender: guard() });
    expect(refused).toMatchObject({ count: 3, allowed: false });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await conn.execute(`select key from app_setting where key like 'guarded-%' order by key`)).toEqual([{ key: 'guarded-1' }, { key: 'guarded-2' }]);
    expect(await conn.execute(`select "to" from outbox_mail order by "to"`)).toEqual([{ to: 'guard1@example.com' }, { to: 'guard2@example.com' }]);
    // A guarded write that does not look at the guard would write regardless: refused before it runs.
    await expect(
      insertWithMails(orm.em.fork(), { sql: `insert into app_setting (key, value) values ('unguarded', 'v')`, params: [] }, mail(4), { sender: guard() }),
    ).rejects.toThrow('a guarded write must check');
  });

  it("security finding 7: a recipient guard holds back the acknowledgement once that mailbox's share is used, while the row and the team's notice (saying so) are still written", async () => {
    const { orm } = await createTestDatabase();
    const conn = orm.em.getConnection();
    const row = (key: string) => ({ sql: `insert into app_setting (key, value) select ?, 'v' where (select allowed from guard)`, params: [key] });
    // One visitor address spreading over spellings of one mailbox: the +tag and the case do not make a new recipient.
    const to = (n: number) => `Victim+${n}@Example.com`;
    const mails = (n: number) => [
      { to: to(n), subject: 'ack', text: 'We received it.', recipientShare: 'acknowledgement' as const },
      { to: 'team@example.com', subject: `notice ${n}`, text: 'Everything typed.', recipientShare: { whenHeld: 'No acknowledgement was sent.' } },
    ];
    const guards = (n: number) => ({
      sender: limitGuard('recipient-test:1.2.3.4', { max: 10, windowSeconds: 60 }),
      recipient: recipientGuard('contact', to(n), 1, true),
    });
    const states = [];
    for (let n = 1; n <= 4; n += 1) states.push(await insertWithMails(orm.em.fork(), row(`recipient-${n}`), mails(n), guards(n)));
    expect(states.map((s) => [s.sender.allowed, s.recipient.count, s.recipient.allowed])).toEqual([
      [true, 1, true],
      [true, 2, true],
      [true, 3, true],
      [true, 4, false],
    ]);
    expect(await conn.execute(`select count(*)::int as n from app_setting where key like 'recipient-%'`)).toEqual([{ n: 4 }]);
    expect(await conn.execute(`select "to" from outbox_mail where subject = 'ack' order by "to"`)).toEqual([1, 2, 3].map((n) => ({ to: to(n) })));
    const notices = await conn.execute<{ subject: string; text: string }[]>(
      `select subject, text from outbox_mail where "to" = 'team@example.com' order by subject`,
    );
    expect(notices.map((m) => [m.subject, m.text])).toEqual([
      ['notice 1', 'Everything typed.'],
      ['notice 2', 'Everything typed.'],
      ['notice 3', 'Everything typed.'],
      ['notice 4', 'Everything typed.\n\nNo acknowledgement was sent.'],
    ]);
    // A sender the limit refuses writes nothing and uses up nobody's share.
    const refused = await insertWithMails(orm.em.fork(), row('recipient-refused'), mails(9), {
      sender: limitGuard('recipient-test:5.6.7.8', { max: 0, windowSeconds: 60 }),
      recipient: recipientGuard('contact', 'other@example.com', 1, true),
    });
    expect([refused.sender.allowed, refused.recipient.allowed]).toEqual([false, false]);
    expect(await conn.execute(`select count(*)::int as n from rate_limit where key like '%other@example.com'`)).toEqual([{ n: 0 }]);
  });

  it('the mailbox a recipient share counts ignores case, a +tag and Gmail dots, and nothing else', () => {
    expect(mailboxOf(' Jane.Doe+news@Example.COM ')).toBe('jane.doe@example.com');
    expect(mailboxOf('j.a.n.e+1@gmail.com')).toBe('jane@gmail.com');
    expect(mailboxOf('j.ane@googlemail.com')).toBe('jane@googlemail.com');
    expect(mailboxOf('+only@example.com')).toBe('+only@example.com');
    expect(mailboxOf('jane@example.org')).not.toBe(mailboxOf('jane@example.com'));
  });

  it('gives way to requests in flight: one batch, then a pause, and every mail still goes out once', async () => {
    const { orm } = await createTestDatabase();
    await orm.em.fork().transactional((em) =>
      enqueueMail(
        em,
        Array.from({ length: 45 }, (_, i) => ({ to: `busy${i}@example.com`, subject: 'x', text: 'y' })),
      ),
    );
    const sentAt: number[] = [];
    const recording = {
      kind: 'files' as const,
      send: () => {
        sentAt.push(performance.now());
        return Promise.resolve();
      },
      close() {},
    };
    const busyWorker = new OutboxWorker(orm, recording, FROM, silent, 60_000, 120, () => true);
    expect(await busyWorker.runOnce()).toBe(45);
    expect(sentAt).toHaveLength(45);
    // Between the batches (20, 20, 5) the worker waited for the requests (a timer never fires early by more than a ms).
    expect(sentAt[20]! - sentAt[19]!).toBeGreaterThanOrEqual(BUSY_PAUSE_MS - 1);
    expect(sentAt[40]! - sentAt[39]!).toBeGreaterThanOrEqual(BUSY_PAUSE_MS - 1);
  });

  it('claims the earliest due mails first, with a plan that never reads and sorts the whole backlog', async () => {
    const { orm } = await createTestDatabase();
    const conn = orm.em.getConnection();
    await conn.execute('analyze outbox_mail'); // statistics of an empty outbox, as before a burst
    await conn.execute(`insert into outbox_mail (id, "to", subject, text, next_attempt_at)
      select gen_random_uuid(), 'burst' || n || '@example.com', 'x', 'y', now() - make_interval(secs => 5000 - n) from generate_series(1, 2000) as n`);
    // Stale statistics made the planner sort every due mail for each batch of 20; the claim function rules that out.
    const [fn] = await conn.execute<{ proconfig: string[] }[]>(`select proconfig from pg_proc where proname = 'claim_outbox_mail'`);
    expect(fn!.proconfig).toEqual(expect.arrayContaining(['enable_seqscan=off', 'enable_bitmapscan=off', 'enable_sort=off']));
    const sentTo: string[] = [];
    const recording = {
      kind: 'files' as const,
      send: (m: { to: string }) => {
        sentTo.push(m.to);
        return Promise.resolve();
      },
      close() {},
    };
    await new OutboxWorker(orm, recording, FROM, silent, 60_000).runOnce();
    expect(new Set(sentTo.slice(0, 20))).toEqual(new Set(Array.from({ length: 20 }, (_, i) => `burst${i + 1}@example.com`)));
    expect(new Set(sentTo).size).toBe(2000);
    expect(sentTo).toHaveLength(2000);
  });
});

describe('the outbox without SMTP', () => {
  it('writes each mail as one .eml file under DATA_DIR/mail, readable by the server user only (docs/decisions/0024-data-retention.md)', async () => {
    const { orm } = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-mail-'));
    fs.chmodSync(dir, 0o755); // a folder made before the rule: tightened on the first mail
    await orm.em.fork().transactional((em) =>
      enqueueMail(em, [
        {
          to: 'file@example.com',
          subject: 'Your invitation',
          text: 'See you soon',
          attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' }],
        },
      ]),
    );
    const worker = new OutboxWorker(orm, fileTransport(dir), FROM, silent);
    expect(await worker.runOnce()).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: file@example.com');
    expect(eml).toContain('Subject: Your invitation');
    expect(eml).toContain('invite.ics');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    await worker.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the outbox under a backlog', () => {
  it('sends mails in batches, and a stopping worker finishes its batch and leaves the rest for the next start', async () => {
    const { orm } = await createTestDatabase();
    const mails = Array.from({ length: 45 }, (_, i) => ({ to: `backlog${i}@example.com`, subject: `Mail ${i}`, text: 'Hello' }));
    await orm.em.fork().transactional((em) => enqueueMail(em, mails));
    const sentTo: string[] = [];
    const slow = (label: string) => ({
      kind: 'files' as const,
      async send(mail: { to: string }) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sentTo.push(`${label}:${mail.to}`);
      },
      close() {},
    });
    const first = new OutboxWorker(orm, slow('first'), FROM, silent, 60_000);
    first.start();
    await new Promise((resolve) => setTimeout(resolve, 30)); // inside the first batch of 20
    await first.stop();
    const conn = orm.em.getConnection();
    const pending = async () => (await conn.execute<{ n: number }[]>(`select count(*)::int as n from outbox_mail where status = 'pending'`))[0]!.n;
    const sentByFirst = sentTo.length;
    expect(sentByFirst).toBeGreaterThan(0);
    expect(sentByFirst).toBeLessThan(45);
    expect(await pending()).toBe(45 - sentByFirst);

    // The lease of a stopped worker's batch has been released by marking it sent; the next start sends the rest once.
    const second = new OutboxWorker(orm, slow('second'), FROM, silent, 60_000);
    expect(await second.runOnce()).toBe(45 - sentByFirst);
    expect(await pending()).toBe(0);
    const addresses = sentTo.map((entry) => entry.split(':')[1]);
    expect(new Set(addresses).size).toBe(45);
    expect(addresses).toHaveLength(45);
  });
});
