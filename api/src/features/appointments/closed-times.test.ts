import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { federalHolidaysBetween, isFederalHoliday } from '@elite/contracts/rules/holidays';
import { isoWeekday, utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import type { AvailabilityBlockCreated, BookedAnswer, ClosedDays, SlotsAnswer } from '@elite/contracts/schemas/appointments';
import type { RecordDetail } from '@elite/contracts/schemas/work-queues';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signInAsAdmin } from '../../../testing.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';

/**
 * Federal holidays, staff blocks and staff reschedules on the real server (docs/scheduling.md#holidays-and-blocked-times,
 * docs/admin.md#rescheduling).
 */

let baseUrl: string;
let databaseUrl: string;
let admin: TestBrowser;
let agent: TestBrowser;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (from: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${from}`, params))[0]!.n);

const dayAhead = (k: number) => utcToZoned(Date.now() + k * 86_400_000, BUSINESS_TIME_ZONE).date;
/** Working days (not weekends, not holidays) from `from` days ahead: each test takes its own. */
function workdaysAhead(from: number, n: number): string[] {
  const found: string[] = [];
  for (let k = from; found.length < n; k += 1) {
    const date = dayAhead(k);
    if (isoWeekday(date) <= 5 && !isFederalHoliday(date) && !found.includes(date)) found.push(date);
  }
  return found;
}
const days = workdaysAhead(3, 20);
const holiday = federalHolidaysBetween(dayAhead(2), dayAhead(170))[0]!;
const nextSaturday = [...Array(8).keys()].map((k) => dayAhead(k + 1)).find((d) => isoWeekday(d) === 6)!;
const yesterday = dayAhead(-1);
/** The last working day before today: a past day that is refused for being past, not for being a holiday or weekend. */
const lastWorkday = [...Array(10).keys()].map((k) => dayAhead(-1 - k)).find((d) => isoWeekday(d) <= 5 && !isFederalHoliday(d))!;

const slotsOf = async (date: string, type = 'consultation') =>
  (await readJson<SlotsAnswer>(await fetch(`${baseUrl}/api/appointments/available-slots?date=${date}&type=${type}`))).slots;

let bookings = 0;
async function book(date: string, time: string, change: Record<string, unknown> = {}): Promise<BookedAnswer> {
  bookings += 1;
  const res = await new TestBrowser(baseUrl).post('/api/appointments', {
    clientName: 'Grace Hopper',
    clientEmail: `grace${bookings}@example.com`,
    clientPhone: '(212) 555-0142',
    appointmentType: 'consultation',
    appointmentDate: date,
    appointmentTime: time,
    duration: 30,
    ...change,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return readJson<BookedAnswer>(res);
}
const bookingStatus = async (date: string, time: string) =>
  (
    await new TestBrowser(baseUrl).post('/api/appointments', {
      clientName: 'Late Comer',
      clientEmail: 'late@example.com',
      clientPhone: '(212) 555-0143',
      appointmentType: 'consultation',
      appointmentDate: date,
      appointmentTime: time,
      duration: 30,
    })
  ).status;

const block = (body: Record<string, unknown>, browser = admin) => browser.post('/api/admin/availability-blocks', body);
const reschedule = (id: string, body: Record<string, unknown>, browser = admin) => browser.post(`/api/appointments/${id}/reschedule`, body);
const startOf = async (id: string) => (await sql<{ starts_at: Date }>('select starts_at from appointment where id = $1', [id]))[0]!.starts_at.toISOString();
const at = (date: string, time: string) => new Date(zonedToUtc(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), BUSINESS_TIME_ZONE)).toISOString();

beforeAll(async () => {
  const db = await createTestDatabase();
  ({ baseUrl, databaseUrl } = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  await upsertStaffAccount(db.orm.em.fork(), { username: 'desk', password: 'desk-password-1', role: 'agent', name: 'Desk Agent' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'desk', password: 'desk-password-1' })).status).toBe(200);
});

describe('federal holidays (docs/scheduling.md#holidays-and-blocked-times)', () => {
  it(`offers no time on the next holiday and refuses a booking there like a day without hours`, async () => {
    expect(isoWeekday(holiday.date)).toBeLessThanOrEqual(5);
    expect(await slotsOf(holiday.date)).toEqual([]);
    expect(await slotsOf(holiday.date, 'formation')).toEqual([]);
    const before = await count('appointment');
    const res = await new TestBrowser(baseUrl).post('/api/appointments', {
      clientName: 'Holiday Hopeful',
      clientEmail: 'holiday@example.com',
      clientPhone: '(212) 555-0144',
      appointmentType: 'consultation',
      appointmentDate: holiday.date,
      appointmentTime: '10:00',
      duration: 30,
    });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toBe('That time is not available. Please choose another time.');
    expect(await count('appointment')).toBe(before);
  });

  it('GET /api/appointments/closed-days names the holidays of a range; the tRPC twin answers the same', async () => {
    const res = await fetch(`${baseUrl}/api/appointments/closed-days?from=${dayAhead(2)}&to=${dayAhead(170)}`);
    expect(res.status).toBe(200);
    const answer = await readJson<ClosedDays>(res);
    expect(answer.days).toContainEqual({ date: holiday.date, kind: 'holiday', label: holiday.name });
    expect(await new TestBrowser(baseUrl).trpc().appointments.closedDays.query({ from: dayAhead(2), to: dayAhead(170) })).toEqual(answer);
  });

  it.each([
    ['to before from', `from=${dayAhead(10)}&to=${dayAhead(5)}`, 'to'],
    ['more than 400 days', `from=${dayAhead(0)}&to=${dayAhead(420)}`, 'to'],
    ['a date that is not one', `from=2026-02-30&to=${dayAhead(5)}`, 'from'],
    ['no range', '', 'from'],
  ])('refuses %s with 400', async (_name, query, field) => {
    const res = await fetch(`${baseUrl}/api/appointments/closed-days?${query}`);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toBeDefined();
  });
});

describe('staff blocks (docs/scheduling.md#holidays-and-blocked-times)', () => {
  it('needs an admin: 401 without a session, 403 for a support agent, and nothing is stored', async () => {
    const anonymous = new TestBrowser(baseUrl);
    const body = { date: days[0], allDay: true, reason: 'Team offsite' };
    expect((await anonymous.fetch('/api/admin/availability-blocks')).status).toBe(401);
    expect((await block(body, anonymous)).status).toBe(401);
    expect((await agent.fetch('/api/admin/availability-blocks')).status).toBe(403);
    expect((await block(body, agent)).status).toBe(403);
    await expect(agent.trpc().admin.availabilityBlocks.create.mutate(body as never)).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(anonymous.trpc().admin.availabilityBlocks.list.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    expect(await count('availability_block')).toBe(0);
    const created = await readJson<AvailabilityBlockCreated>(await block({ date: days[19], allDay: true, reason: 'Kept' }));
    expect((await anonymous.fetch(`/api/admin/availability-blocks/${created.block.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await agent.fetch(`/api/admin/availability-blocks/${created.block.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(await count('availability_block')).toBe(1);
    expect((await admin.fetch(`/api/admin/availability-blocks/${created.block.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it.each([
    ['no reason', { allDay: true, reason: '  ' }, 'reason', 'Please give a reason (staff see it; clients never do).'],
    ['a reason too long', { allDay: true, reason: 'x'.repeat(201) }, 'reason', 'The reason must be at most 200 characters.'],
    ['an impossible date', { date: '2026-02-30', allDay: true }, 'date', 'Please choose a valid date (YYYY-MM-DD).'],
    ['hours without times', { allDay: false }, 'startTime', 'Please give the start and end time, or block the whole day.'],
    ['a 12-hour time', { allDay: false, startTime: '10:00 AM', endTime: '11:00' }, 'startTime', 'Please choose a time slot (HH:MM, 24-hour).'],
    ['an end before the start', { allDay: false, startTime: '13:00', endTime: '12:00' }, 'endTime', 'The end must be after the start.'],
    ['allDay missing', { allDay: undefined }, 'allDay', 'allDay must be true or false'],
  ])('refuses %s with 400 on its field and stores nothing', async (_name, change, field, message) => {
    const before = await count('availability_block');
    const res = await block({ date: days[1], reason: 'Training', ...change });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toContain(message);
    expect(await count('availability_block')).toBe(before);
  });

  it('refuses a block that has already ended with 400', async () => {
    const res = await block({ date: yesterday, allDay: true, reason: 'Too late' });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toBe('That time has already passed: there is nothing to block.');
  });

  it('a whole blocked day offers no time, refuses bookings like a taken slot, and is a closed day without its reason; removing it opens it again', async () => {
    const date = days[2]!;
    const res = await block({ date, allDay: true, reason: 'Office move' });
    expect(res.status).toBe(201);
    const created = await readJson<AvailabilityBlockCreated>(res);
    expect(created.block).toMatchObject({ date, allDay: true, startTime: null, endTime: null, reason: 'Office move', createdBy: TEST_ADMIN.name });
    expect(created.overlaps).toEqual([]);
    expect(await slotsOf(date)).toEqual([]);
    expect(await bookingStatus(date, '10:00')).toBe(409);
    const closed = await readJson<ClosedDays>(await fetch(`${baseUrl}/api/appointments/closed-days?from=${date}&to=${date}`));
    expect(closed.days).toEqual([{ date, kind: 'closed', label: 'Closed' }]);
    expect(JSON.stringify(closed)).not.toContain('Office move');
    const listed = await readJson<{ blocks: { id: string }[] }>(await admin.fetch('/api/admin/availability-blocks'));
    expect(listed.blocks.map((b) => b.id)).toContain(created.block.id);
    expect((await admin.fetch(`/api/admin/availability-blocks/${created.block.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await slotsOf(date)).toHaveLength(18);
    expect((await admin.fetch(`/api/admin/availability-blocks/${created.block.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.fetch('/api/admin/availability-blocks/not-an-id', { method: 'DELETE' })).status).toBe(400);
  });

  it('a blocked hour removes exactly the slots that overlap it, for both lengths, and refuses a booking into it', async () => {
    const date = days[3]!;
    expect((await block({ date, allDay: false, startTime: '11:00', endTime: '12:00', reason: 'Staff meeting' })).status).toBe(201);
    const thirty = await slotsOf(date);
    expect(thirty).toHaveLength(16);
    expect(thirty).not.toContain('11:00');
    expect(thirty).not.toContain('11:30');
    expect(thirty).toContain('10:30');
    expect(thirty).toContain('12:00');
    const sixty = await slotsOf(date, 'formation');
    expect(sixty).not.toContain('10:30');
    expect(sixty).toContain('10:00');
    expect(sixty).toContain('12:00');
    expect(await bookingStatus(date, '11:30')).toBe(409);
    expect(await bookingStatus(date, '12:00')).toBe(201);
  });

  it('a block over a booking is kept and its answer lists the booking, which stays', async () => {
    const date = days[4]!;
    const booked = await book(date, '14:00');
    const created = await readJson<AvailabilityBlockCreated>(
      await block({ date, allDay: false, startTime: '13:30', endTime: '15:00', reason: 'Advisor away' }),
    );
    expect(created.overlaps).toEqual([{ id: booked.id, name: 'Grace Hopper', date, timeSlot: '14:00', status: 'scheduled' }]);
    expect(await count(`appointment where id = '${booked.id}' and status = 'scheduled'`)).toBe(1);
  });

  it('the tRPC twins list, create and remove', async () => {
    const trpc = admin.trpc();
    const created = await trpc.admin.availabilityBlocks.create.mutate({ date: days[5]!, allDay: false, startTime: '09:00', endTime: '10:00', reason: 'Audit' });
    expect(created.block).toMatchObject({ startTime: '09:00', endTime: '10:00' });
    expect((await trpc.admin.availabilityBlocks.list.query()).blocks.map((b) => b.id)).toContain(created.block.id);
    await expect(trpc.admin.availabilityBlocks.create.mutate({ date: days[5]!, allDay: false, reason: 'No times' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await trpc.admin.availabilityBlocks.remove.mutate({ id: created.block.id })).toEqual({ ok: true });
  });
});

describe('staff reschedule (docs/admin.md#rescheduling)', () => {
  it('moves the appointment, frees the old time, keeps a history line and mails the client an updated invitation', async () => {
    const booked = await book(days[6]!, '10:00');
    const free = await readJson<SlotsAnswer>(await admin.fetch(`/api/appointments/${booked.id}/free-slots?date=${days[6]}`));
    expect(free.slots).not.toContain('10:00');
    expect(free.slots).toContain('10:30');
    const res = await reschedule(booked.id, { appointmentDate: days[7], appointmentTime: '15:30' });
    expect(res.status).toBe(200);
    const row = await readJson<AppointmentRow>(res);
    expect(row).toMatchObject({ id: booked.id, date: days[7], timeSlot: '15:30', status: 'scheduled' });
    expect(await startOf(booked.id)).toBe(at(days[7]!, '15:30'));
    expect(await slotsOf(days[6]!)).toContain('10:00');
    expect(await slotsOf(days[7]!)).not.toContain('15:30');
    const detail = await readJson<RecordDetail>(await admin.fetch(`/api/admin/records/appointment/${booked.id}`));
    expect(detail.history[0]).toMatchObject({ action: 'rescheduled', from: at(days[6]!, '10:00'), to: at(days[7]!, '15:30'), actorName: TEST_ADMIN.name });
    const [mail] = await sql<{ subject: string; text: string; attachments: { content: string }[] }>(
      `select subject, text, attachments from outbox_mail where "to" = $1 and subject like 'Rescheduled:%'`,
      [`grace${bookings}@example.com`],
    );
    expect(mail!.subject).toMatch(/^Rescheduled: Executive Consultation on \w+day, .+ at 3:30 PM E[SD]T$/);
    expect(mail!.text).toMatch(/Previously: \w+day, .+ at 10:00 AM E[SD]T/);
    expect(mail!.attachments[0]!.content).toContain(`UID:${booked.id}@`);
    expect(mail!.attachments[0]!.content).toContain('SEQUENCE:1');
    expect(mail!.attachments[0]!.content).toContain(`DTSTART:${at(days[7]!, '15:30').replace(/[-:]/g, '').replace('.000', '')}`);
  });

  it('a confirmation after a reschedule carries the next SEQUENCE', async () => {
    const booked = await book(days[8]!, '09:00');
    expect((await reschedule(booked.id, { appointmentDate: days[8], appointmentTime: '09:30' })).status).toBe(200);
    expect((await admin.post(`/api/admin/records/appointment/${booked.id}/status`, { to: 'confirmed' })).status).toBe(200);
    const [mail] = await sql<{ attachments: { content: string }[] }>(`select attachments from outbox_mail where "to" = $1 and subject like 'Confirmed:%'`, [
      `grace${bookings}@example.com`,
    ]);
    expect(mail!.attachments[0]!.content).toContain('SEQUENCE:2');
  });

  it('the tRPC twin moves it too', async () => {
    const booked = await book(days[9]!, '13:00');
    const row = await admin.trpc().appointments.reschedule.mutate({ id: booked.id, appointmentDate: days[9]!, appointmentTime: '16:00' });
    expect(row.timeSlot).toBe('16:00');
    expect((await admin.trpc().appointments.rescheduleSlots.query({ id: booked.id, date: days[9]! })).slots).toContain('13:00');
  });

  describe('refusals change nothing', () => {
    let id: string;
    let original: string;
    beforeAll(async () => {
      const booked = await book(days[10]!, '11:00');
      id = booked.id;
      original = booked.startsAt;
      await book(days[11]!, '10:00');
      await block({ date: days[11], allDay: false, startTime: '14:00', endTime: '15:00', reason: 'Board meeting' });
    });

    it.each([
      [
        'a taken time',
        () => ({ appointmentDate: days[11], appointmentTime: '10:00' }),
        409,
        'That time is taken by another appointment. Please choose another time.',
      ],
      [
        'a blocked time',
        () => ({ appointmentDate: days[11], appointmentTime: '14:30' }),
        409,
        'That time is blocked (Board meeting). Please choose another time.',
      ],
      [
        'a federal holiday',
        () => ({ appointmentDate: holiday.date, appointmentTime: '10:00' }),
        400,
        `${holiday.date} is a federal holiday (${holiday.name}): the office is closed.`,
      ],
      ['a Saturday', () => ({ appointmentDate: nextSaturday, appointmentTime: '10:00' }), 400, /^That time cannot be booked/],
      ['a past working day', () => ({ appointmentDate: lastWorkday, appointmentTime: '10:00' }), 400, /^That time cannot be booked/],
      ['a time off the grid', () => ({ appointmentDate: days[11], appointmentTime: '10:15' }), 400, /^That time cannot be booked/],
      ['after closing', () => ({ appointmentDate: days[11], appointmentTime: '18:00' }), 400, /^That time cannot be booked/],
      ['the same time', () => ({ appointmentDate: days[10], appointmentTime: '11:00' }), 400, 'The appointment is already at that time.'],
    ])('refuses %s', async (_name, body, status, message) => {
      const mails = await count('outbox_mail');
      const res = await reschedule(id, body());
      expect(res.status).toBe(status);
      const error = (await readJson<ApiErrorBody>(res)).error;
      if (typeof message === 'string') expect(error).toBe(message);
      else expect(error).toMatch(message);
      expect(await startOf(id)).toBe(original);
      expect(await count('outbox_mail')).toBe(mails);
      expect(await count(`audit_entry where record_id = '${id}'`)).toBe(0);
    });

    it.each([
      ['a 12-hour time', { appointmentDate: days[12], appointmentTime: '10:00 AM' }, 'appointmentTime'],
      ['no date', { appointmentTime: '10:00' }, 'appointmentDate'],
    ])('refuses %s with 400 on its field', async (_name, body, field) => {
      const res = await reschedule(id, body);
      expect(res.status).toBe(400);
      expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toBeDefined();
      expect(await startOf(id)).toBe(original);
    });

    it('refuses an unknown appointment (404), a bad id (400), a cancelled one and a past one (400)', async () => {
      expect((await reschedule(crypto.randomUUID(), { appointmentDate: days[12], appointmentTime: '10:00' })).status).toBe(404);
      expect((await reschedule('nope', { appointmentDate: days[12], appointmentTime: '10:00' })).status).toBe(400);
      const cancelled = await book(days[12]!, '12:00');
      await sql(`update appointment set status = 'cancelled' where id = $1`, [cancelled.id]);
      const res = await reschedule(cancelled.id, { appointmentDate: days[12], appointmentTime: '13:00' });
      expect(res.status).toBe(400);
      expect((await readJson<ApiErrorBody>(res)).error).toBe('Only a scheduled or confirmed appointment can be moved; this one is cancelled.');
      const past = crypto.randomUUID();
      await sql(
        `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone)
         values ($1, 'Past Client', 'past@example.com', '2125550100', 'consultation', now() - interval '3 hours', now() - interval '150 minutes', 'America/New_York')`,
        [past],
      );
      const late = await reschedule(past, { appointmentDate: days[12], appointmentTime: '13:00' });
      expect(late.status).toBe(400);
      expect((await readJson<ApiErrorBody>(late)).error).toBe('This appointment has already started; it can no longer be moved.');
    });

    it('needs an admin: 401 without a session, 403 for a support agent', async () => {
      const body = { appointmentDate: days[12], appointmentTime: '15:00' };
      expect((await reschedule(id, body, new TestBrowser(baseUrl))).status).toBe(401);
      expect((await reschedule(id, body, agent)).status).toBe(403);
      expect((await agent.fetch(`/api/appointments/${id}/free-slots?date=${days[12]}`)).status).toBe(403);
      await expect(agent.trpc().appointments.reschedule.mutate({ id, appointmentDate: days[12]!, appointmentTime: '15:00' })).rejects.toMatchObject({
        data: { code: 'FORBIDDEN' },
      });
      expect(await startOf(id)).toBe(original);
    });
  });

  it('two reschedules racing into one slot: one wins, the other gets 409', async () => {
    const first = await book(days[13]!, '09:00');
    const second = await book(days[13]!, '09:30');
    const results = await Promise.all([
      reschedule(first.id, { appointmentDate: days[14], appointmentTime: '11:00' }),
      reschedule(second.id, { appointmentDate: days[14], appointmentTime: '11:00' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count(`appointment where starts_at = $1`, [at(days[14]!, '11:00')])).toBe(1);
    expect(await count(`audit_entry where action = 'rescheduled' and record_id in ($1, $2)`, [first.id, second.id])).toBe(1);
  });
});
