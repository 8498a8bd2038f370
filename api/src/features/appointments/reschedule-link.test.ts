import { RESCHEDULE_LINK_GONE, type LinkedAppointment } from '@elite/contracts/schemas/appointments';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNothingTyped, PHISHING } from '../../../test/acknowledgements.ts';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { signInAsAdmin } from '../../../testing.ts';

/**
 * The reschedule link of the client's mails (docs/scheduling.md#the-reschedule-link): whoever holds the link of the
 * latest mail moves the booking without signing in, into a free time only, with the portal move's guarantees.
 */
let baseUrl: string;
let databaseUrl: string;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const TEAM = 'advisors@elitebusinessadvisory.com';
const anyone = () => new TestBrowser(baseUrl).trpc();

beforeAll(async () => {
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }));
});

/** A weekday at least `after` days ahead with free half-hours, and those times. */
async function openDay(after: number): Promise<{ date: string; slots: string[] }> {
  for (let days = after; days < after + 30; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { slots } = await readJson<{ slots: string[] }>(await fetch(`${baseUrl}/api/appointments/available-slots?date=${date}&type=consultation`));
    if (slots.length >= 4) return { date, slots };
  }
  throw new Error('no open day');
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  reply_to: string | null;
  attachments: { filename: string; content: string }[] | null;
}
const mailsAfter = (count: number) =>
  sql<Mail>('select "to", subject, text, reply_to, attachments from outbox_mail order by created_at, id offset $1', [count]);
const mailCount = async () => Number((await sql<{ n: string }>('select count(*) as n from outbox_mail'))[0]!.n);
const startOf = async (id: string) => (await sql<{ starts_at: Date }>('select starts_at from appointment where id = $1', [id]))[0]!.starts_at.toISOString();

/** The reschedule link's token in a mail's text. */
const tokenIn = (text: string) => /\/reschedule-appointment\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** Books anonymously, as the public form does, with words nobody may see quoted back; answers the id and the confirmation's link. */
async function book(email: string, date: string, time: string): Promise<{ id: string; token: string }> {
  const before = await mailCount();
  const res = await new TestBrowser(baseUrl).post('/api/appointments', {
    clientName: PHISHING,
    clientEmail: email,
    clientPhone: '(212) 555-0101',
    notes: PHISHING,
    appointmentType: 'consultation',
    appointmentDate: date,
    appointmentTime: time,
    duration: 30,
  });
  expect(res.status).toBe(201);
  const confirmation = (await mailsAfter(before)).find((m) => m.to === email)!;
  return { id: (await readJson<{ id: string }>(res)).id, token: tokenIn(confirmation.text)! };
}

describe('appointments.rescheduleByLink (docs/scheduling.md#the-reschedule-link)', () => {
  it("the confirmation's link shows the booking and its free times and moves it: the old time is free again, the invitation updates the same event and the team is told", async () => {
    const email = 'link.mover@example.com';
    const { date, slots } = await openDay(7);
    const { id, token } = await book(email, date, slots[0]!);
    expect(token).toBeDefined();

    const shown: LinkedAppointment = await anyone().appointments.rescheduleLink.query({ token });
    expect(shown).toMatchObject({ appointmentType: 'consultation', date, timeSlot: slots[0], duration: 30 });
    expect(shown.when).toMatch(/^\w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T$/);
    const offered = await anyone().appointments.rescheduleLinkSlots.query({ token, date });
    expect(offered.slots).not.toContain(slots[0]);
    expect(offered.slots).toContain(slots[2]);

    const before = await mailCount();
    const moved = await anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: date, appointmentTime: slots[2]! });
    expect(moved).toMatchObject({ appointmentType: 'consultation', date, timeSlot: slots[2] });
    expect(Object.keys(moved)).not.toContain('email');
    const { slots: freeNow } = await readJson<{ slots: string[] }>(await fetch(`${baseUrl}/api/appointments/available-slots?date=${date}&type=consultation`));
    expect(freeNow).toContain(slots[0]);
    expect(freeNow).not.toContain(slots[2]);

    const mails = await mailsAfter(before);
    const toClient = mails.find((m) => m.to === email)!;
    expect(toClient.subject).toMatch(/^Rescheduled: Executive Consultation on /);
    for (const line of [`UID:${id}@`, 'SEQUENCE:1', 'at your request']) expect(toClient.attachments![0]!.content).toContain(line);
    // A new link, in our words only (docs/input-limits.md#acknowledgements).
    expect(tokenIn(toClient.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenIn(toClient.text)).not.toBe(token);
    expectNothingTyped([{ ...toClient, attachments: toClient.attachments ?? [] }], [PHISHING, '555-0101']);
    const toTeam = mails.find((m) => m.to === TEAM)!;
    expect(toTeam.subject).toMatch(/^Rescheduled by the client: Executive Consultation, /);
    expect(toTeam.text).toContain('with the reschedule link of their e-mail');
    expect(toTeam.text).toContain(`/admin?tab=appointments&open=${id}`);
    expect(toTeam.reply_to).toBe(email);
    expect(await sql('select actor_name from audit_entry where record_id = $1 and action = $2', [id, 'rescheduled'])).toEqual([
      { actor_name: 'Client (reschedule link)' },
    ]);
  });

  it("a used link is 404 and changes nothing; the move mail's new link works (docs/scheduling.md#the-reschedule-link)", async () => {
    const email = 'link.used@example.com';
    const { date, slots } = await openDay(11);
    const { id, token } = await book(email, date, slots[0]!);
    const before = await mailCount();
    await anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: date, appointmentTime: slots[1]! });
    const next = tokenIn((await mailsAfter(before)).find((m) => m.to === email)!.text)!;
    const movedTo = await startOf(id);

    const used = { code: 'NOT_FOUND' };
    await expect(anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: date, appointmentTime: slots[3]! })).rejects.toMatchObject({
      message: RESCHEDULE_LINK_GONE,
      data: used,
    });
    await expect(anyone().appointments.rescheduleLink.query({ token })).rejects.toMatchObject({ data: used });
    await expect(anyone().appointments.rescheduleLinkSlots.query({ token, date })).rejects.toMatchObject({ data: used });
    expect(await startOf(id)).toBe(movedTo);

    await anyone().appointments.rescheduleByLink.mutate({ token: next, appointmentDate: date, appointmentTime: slots[3]! });
    expect(await startOf(id)).not.toBe(movedTo);
  });

  it('a time just taken is 409 and nothing moves; a time outside the rules is 400 (docs/scheduling.md#availability-and-slots)', async () => {
    const { date, slots } = await openDay(13);
    const { id, token } = await book('link.taken@example.com', date, slots[0]!);
    await book('someone.else@example.com', date, slots[1]!);
    const before = await startOf(id);
    const mails = await mailCount();
    await expect(anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: date, appointmentTime: slots[1]! })).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    });
    // Off the grid, and a Sunday: not times the rules offer.
    await expect(anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: date, appointmentTime: '10:10' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    const sunday = new Date(Date.parse(`${date}T12:00:00Z`) + ((7 - new Date(`${date}T12:00:00Z`).getUTCDay()) % 7 || 7) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect(anyone().appointments.rescheduleByLink.mutate({ token, appointmentDate: sunday, appointmentTime: '10:00' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await startOf(id)).toBe(before);
    expect(await mailCount()).toBe(mails);
  });

  it('a malformed link is 400; an unknown one, a cancelled appointment and one that has started are 404; nothing moves', async () => {
    const { date, slots } = await openDay(15);
    const malformed = { token: 'short', appointmentDate: date, appointmentTime: slots[2]! };
    await expect(anyone().appointments.rescheduleByLink.mutate(malformed)).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    const unknown = { token: 'x'.repeat(43), appointmentDate: date, appointmentTime: slots[2]! };
    await expect(anyone().appointments.rescheduleByLink.mutate(unknown)).rejects.toMatchObject({ message: RESCHEDULE_LINK_GONE, data: { code: 'NOT_FOUND' } });

    const cancelled = await book('link.cancelled@example.com', date, slots[0]!);
    await sql(`update appointment set status = 'cancelled' where id = $1`, [cancelled.id]);
    const cancelledMove = { token: cancelled.token, appointmentDate: date, appointmentTime: slots[2]! };
    await expect(anyone().appointments.rescheduleByLink.mutate(cancelledMove)).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    await expect(anyone().appointments.rescheduleLink.query({ token: cancelled.token })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });

    const started = await book('link.started@example.com', date, slots[1]!);
    await sql(`update appointment set starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes' where id = $1`, [started.id]);
    const startedMove = { token: started.token, appointmentDate: date, appointmentTime: slots[2]! };
    await expect(anyone().appointments.rescheduleByLink.mutate(startedMove)).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(await sql(`select status from appointment where id = $1`, [cancelled.id])).toEqual([{ status: 'cancelled' }]);
    expect(await sql(`select count(*)::int as n from audit_entry where record_id in ($1, $2) and action = 'rescheduled'`, [cancelled.id, started.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('a staff move mails the client a new link and retires the old one (docs/admin.md#rescheduling)', async () => {
    const email = 'link.staff@example.com';
    const { date, slots } = await openDay(17);
    const { id, token } = await book(email, date, slots[0]!);
    const admin = new TestBrowser(baseUrl);
    await signInAsAdmin(admin);
    const before = await mailCount();
    await admin.trpc().appointments.reschedule.mutate({ id, appointmentDate: date, appointmentTime: slots[1]! });
    const next = tokenIn((await mailsAfter(before)).find((m) => m.to === email)!.text);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(anyone().appointments.rescheduleLink.query({ token })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect(await anyone().appointments.rescheduleLink.query({ token: next! })).toMatchObject({ timeSlot: slots[1] });
  });
});
