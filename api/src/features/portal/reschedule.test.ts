import type { PortalAppointment } from '@elite/contracts/schemas/portal';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';

/**
 * A client moves their own appointment from the portal (docs/portal.md#appointments): into a free time only, with the
 * booking's guarantee against double booking, an updated invitation and the team told.
 */
let baseUrl: string;
let databaseUrl: string;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);

beforeAll(async () => {
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }));
});

async function client(email: string): Promise<{ browser: TestBrowser; id: string }> {
  const browser = new TestBrowser(baseUrl);
  await signUpClient(browser, databaseUrl, { email, password: 'client-pass-1', fullName: 'Rita Reschedule', companyName: 'Rita LLC' });
  const [row] = await sql<{ id: string }>('select id from app_user where email = $1', [email]);
  return { browser, id: row!.id };
}

/** A weekday at least a week ahead with free half-hours, and those times. */
async function openDay(after = 7): Promise<{ date: string; slots: string[] }> {
  for (let days = after; days < after + 30; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { slots } = await readJson<{ slots: string[] }>(await fetch(`${baseUrl}/api/appointments/available-slots?date=${date}&type=consultation`));
    if (slots.length >= 4) return { date, slots };
  }
  throw new Error('no open day');
}

/** Books through the public form while signed in as the client, so the appointment is theirs. */
async function book(browser: TestBrowser, email: string, date: string, time: string): Promise<string> {
  const res = await browser.post('/api/appointments', {
    clientName: 'Rita Reschedule',
    clientEmail: email,
    clientPhone: '(212) 555-0101',
    appointmentType: 'consultation',
    appointmentDate: date,
    appointmentTime: time,
    duration: 30,
  });
  expect(res.status).toBe(201);
  return (await readJson<{ id: string }>(res)).id;
}

const startOf = async (id: string) => (await sql<{ starts_at: Date }>('select starts_at from appointment where id = $1', [id]))[0]!.starts_at.toISOString();

describe('portal.rescheduleAppointment (docs/portal.md#appointments)', () => {
  it('into a time just taken is refused with 409 and nothing moves; into a free one it moves, mails the updated invitation and tells the team', async () => {
    const email = 'rita.reschedule@example.com';
    const { browser } = await client(email);
    const { date, slots } = await openDay();
    const id = await book(browser, email, date, slots[0]!);
    const taken = await book(new TestBrowser(baseUrl), 'someone.else@example.com', date, slots[1]!);
    expect(taken).not.toBe(id);
    const before = await startOf(id);

    // The free times offered leave out the taken one.
    const offered = await browser.trpc().portal.rescheduleSlots.query({ id, date });
    expect(offered.slots).not.toContain(slots[1]);
    expect(offered.slots).not.toContain(slots[0]);

    await expect(browser.trpc().portal.rescheduleAppointment.mutate({ id, appointmentDate: date, appointmentTime: slots[1]! })).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    });
    expect(await startOf(id)).toBe(before);

    const mailsBefore = Number((await sql<{ n: string }>('select count(*) as n from outbox_mail'))[0]!.n);
    const moved: PortalAppointment = await browser.trpc().portal.rescheduleAppointment.mutate({ id, appointmentDate: date, appointmentTime: slots[2]! });
    expect(moved).toMatchObject({ id, date, timeSlot: slots[2], status: 'scheduled' });
    expect(await startOf(id)).not.toBe(before);
    const mails = await sql<{ to: string; subject: string; text: string; reply_to: string | null; attachments: { filename: string; content: string }[] }>(
      'select "to", subject, text, reply_to, attachments from outbox_mail order by created_at, id offset $1',
      [mailsBefore],
    );
    const toClient = mails.find((m) => m.to === email)!;
    expect(toClient.subject).toMatch(/^Rescheduled: Executive Consultation on /);
    // The same event in the client's calendar, one version later than the booking's.
    for (const line of [`UID:${id}@`, 'SEQUENCE:1']) expect(toClient.attachments[0]!.content).toContain(line);
    expect(toClient.attachments[0]!.content).toContain('at your request');
    expect(toClient.text).not.toContain('Rita Reschedule');
    const toTeam = mails.find((m) => m.to === 'advisors@elitebusinessadvisory.com')!;
    expect(toTeam.subject).toMatch(/^Rescheduled by the client: Executive Consultation, /);
    expect(toTeam.text).toContain(`/admin?tab=appointments&open=${id}`);
    expect(toTeam.reply_to).toBe(email);
    expect(await sql('select actor_name from audit_entry where record_id = $1 and action = $2', [id, 'rescheduled'])).toEqual([
      { actor_name: 'Client (portal)' },
    ]);
  });

  it("another client's appointment is 404, without a session 401, a bad time 400; nothing moves", async () => {
    const owner = await client('owner.reschedule@example.com');
    const other = await client('other.reschedule@example.com');
    const { date, slots } = await openDay(9);
    const id = await book(owner.browser, 'owner.reschedule@example.com', date, slots[0]!);
    const before = await startOf(id);
    await expect(other.browser.trpc().portal.rescheduleAppointment.mutate({ id, appointmentDate: date, appointmentTime: slots[3]! })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(other.browser.trpc().portal.rescheduleSlots.query({ id, date })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    await expect(
      new TestBrowser(baseUrl).trpc().portal.rescheduleAppointment.mutate({ id, appointmentDate: date, appointmentTime: slots[3]! }),
    ).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
    await expect(owner.browser.trpc().portal.rescheduleAppointment.mutate({ id, appointmentDate: date, appointmentTime: '25:00' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await startOf(id)).toBe(before);
  });
});
