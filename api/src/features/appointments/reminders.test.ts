import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import { testConfig } from '../../../test/app.ts';
import { afterFile } from '../../../test/cleanup.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { openDatabase } from '../../db/orm.ts';
import { createLogger } from '../../logger.ts';
import type { MailTransport } from '../outbox/mail-transport.ts';
import { OutboxWorker } from '../outbox/outbox.worker.ts';
import { appointmentReminders, reminderAfterMove } from './appointments.service.ts';

/** The client's reminder a day before the meeting (docs/scheduling.md#reminders), sent by the outbox worker. */

const HOUR = 3_600_000;
const config = testConfig({ TEAM_EMAIL: 'team@advisory.example' });

/** An outbox worker as one server instance runs it: its own pool, the reminders' producer, and a transport that accepts. */
async function instance(url: string) {
  const orm = await openDatabase(url, createLogger('silent'));
  const transport: MailTransport = { kind: 'smtp', send: () => Promise.resolve(), close: () => undefined };
  const worker = new OutboxWorker(orm, transport, 'no-reply@example.com', createLogger('silent'), 60_000, 120, () => false, [appointmentReminders(config)]);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await worker.stop();
    await orm.close(true);
  };
  afterFile(stop);
  return { worker, stop };
}

/** An appointment starting `startsIn` hours from now, booked `bookedAgo` hours ago, for the client `email`. */
async function plant(url: string, email: string, startsIn: number, bookedAgo: number, status = 'scheduled') {
  const start = new Date(Date.now() + startsIn * HOUR);
  await rawQuery(
    url,
    `insert into appointment (id, client_name, client_email, client_phone, notes, appointment_type, starts_at, ends_at, time_zone, status, created_at)
     values (gen_random_uuid(), $1, $2, '2125550100', $7, 'consultation', $3, $4, 'America/New_York', $5, $6)`,
    [PHISHING, email, start, new Date(start.getTime() + 30 * 60_000), status, new Date(Date.now() - bookedAgo * HOUR), PHISHING],
  );
}

const reminders = async (url: string) =>
  rawQuery<{ to: string }>(url, `select "to" from outbox_mail where subject like 'Reminder: %' order by "to"`).then((rows) => rows.map((r) => r.to));

describe('the reminder a day ahead (docs/scheduling.md#reminders)', () => {
  it('goes once to each live booking that starts within 24 hours and was booked a day ahead, with two instances and a restart', async () => {
    const db = await createTestDatabase();
    await plant(db.url, 'tomorrow@example.com', 23, 72);
    await plant(db.url, 'confirmed@example.com', 10, 120, 'confirmed');
    await plant(db.url, 'booked-late@example.com', 20, 2);
    await plant(db.url, 'later@example.com', 30, 72);
    await plant(db.url, 'cancelled@example.com', 22, 72, 'cancelled');
    await plant(db.url, 'past@example.com', -1, 72);
    const a = await instance(db.url);
    const b = await instance(db.url);
    await Promise.all([a.worker.runOnce(), b.worker.runOnce(), a.worker.runOnce(), b.worker.runOnce()]);
    expect(await reminders(db.url)).toEqual(['confirmed@example.com', 'tomorrow@example.com']);

    // Both stop; a booking made days ago comes within a day while they are down; one starts again.
    await a.stop();
    await b.stop();
    await plant(db.url, 'while-down@example.com', 5, 96);
    const restarted = await instance(db.url);
    await restarted.worker.runOnce();
    await restarted.worker.runOnce();
    expect(await reminders(db.url)).toEqual(['confirmed@example.com', 'tomorrow@example.com', 'while-down@example.com']);
  });

  it('names the time in our words only: nothing the booking form took reaches the typed address (docs/input-limits.md#acknowledgements)', async () => {
    const db = await createTestDatabase();
    await plant(db.url, 'words@example.com', 12, 48);
    const one = await instance(db.url);
    await one.worker.runOnce();
    const mails = await mailsTo(db.url, 'words@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reminder: Executive Consultation on \w+day, /);
    expectNothingTyped(mails, [PHISHING, '2125550100']);
  });

  it("carries a new reschedule link, which replaces the confirmation's (docs/scheduling.md#the-reschedule-link)", async () => {
    const db = await createTestDatabase();
    await plant(db.url, 'relinked@example.com', 12, 48);
    const confirmationHash = 'c'.repeat(64);
    await rawQuery(db.url, `update appointment set reschedule_token_hash = $1 where client_email = 'relinked@example.com'`, [confirmationHash]);
    const one = await instance(db.url);
    await one.worker.runOnce();
    const [mail] = await mailsTo(db.url, 'relinked@example.com');
    const token = /\/reschedule-appointment\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const [row] = await rawQuery<{ reschedule_token_hash: string }>(
      db.url,
      `select reschedule_token_hash from appointment where client_email = 'relinked@example.com'`,
    );
    expect(row!.reschedule_token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
  });

  it('a move more than a day ahead brings the reminder back; a move to within a day counts its own mail as the reminder', () => {
    const now = Date.UTC(2027, 0, 4, 15);
    expect(reminderAfterMove(now + 25 * HOUR, now)).toBeNull();
    expect(reminderAfterMove(now + 23 * HOUR, now)).toEqual(new Date(now));
  });
});
