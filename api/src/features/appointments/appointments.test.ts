import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { isoWeekday, utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import type { AdminSummary, AppointmentRow } from '@elite/contracts/schemas/admin';
import type { BookedAnswer, SlotsAnswer } from '@elite/contracts/schemas/appointments';
import type { Page } from '@elite/contracts/schemas/pagination';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpClient } from '../../../test/portal-client.ts';
import { rawQuery } from '../../../test/database.ts';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { weekdaysAhead } from '../../../test/working-days.ts';

let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

const days = weekdaysAhead(3, 13);
const nextSaturday = (() => {
  for (let k = 1; ; k += 1) {
    const date = utcToZoned(Date.now() + k * 86_400_000, BUSINESS_TIME_ZONE).date;
    if (isoWeekday(date) === 6) return date;
  }
})();
const yesterday = utcToZoned(Date.now() - 86_400_000, BUSINESS_TIME_ZONE).date;

const booking = (change: Record<string, unknown> = {}) => ({
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  clientPhone: '(212) 555-0199',
  notes: 'Forming a holding company.',
  appointmentType: 'consultation',
  appointmentDate: days[0],
  appointmentTime: '10:00',
  duration: 30,
  ...change,
});

const slotsOf = async (date: string, type = 'consultation') =>
  (await readJson<SlotsAnswer>(await fetch(`${baseUrl}/api/appointments/available-slots?date=${date}&type=${type}`))).slots;

async function signedInAdmin() {
  const admin = new TestBrowser(baseUrl);
  expect((await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
  return admin;
}

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});

describe('POST /api/seed-availability', () => {
  it('the server seeds the documented hours at start: Monday to Friday, 9 AM to 6 PM, New York', async () => {
    const rules = await sql('select weekday, start_minute, end_minute, time_zone from availability_rule order by weekday');
    expect(rules).toEqual([1, 2, 3, 4, 5].map((weekday) => ({ weekday, start_minute: 540, end_minute: 1080, time_zone: 'America/New_York' })));
  });

  it('creates the rules once; a second call changes nothing and says so, even when first calls race', async () => {
    await sql('delete from availability_rule');
    const first = await Promise.all(Array.from({ length: 6 }, () => new TestBrowser(baseUrl).post('/api/seed-availability')));
    expect(first.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await count('availability_rule')).toBe(5);
    const again = await new TestBrowser(baseUrl).post('/api/seed-availability');
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ created: 0, message: 'Availability already configured.' });
    expect(await count('availability_rule')).toBe(5);
  });

  it('leaves rules an operator changed alone', async () => {
    await sql('delete from availability_rule where weekday = 5');
    expect((await new TestBrowser(baseUrl).post('/api/seed-availability')).status).toBe(200);
    expect(await count('availability_rule')).toBe(4);
    await sql(`insert into availability_rule (weekday, start_minute, end_minute, time_zone) values (5, 540, 1080, 'America/New_York')`);
  });
});

describe('GET /api/appointments/available-slots', () => {
  it('answers the weekday slots on the 30-minute grid, 9:00 to 17:30', async () => {
    const res = await fetch(`${baseUrl}/api/appointments/available-slots?date=${days[1]}`);
    expect(res.status).toBe(200);
    const { slots } = await readJson<SlotsAnswer>(res);
    expect(slots).toHaveLength(18);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:30');
  });

  it('answers 60-minute slots for formation planning, the last at 17:00', async () => {
    const slots = await slotsOf(days[1]!, 'formation');
    expect(slots).toHaveLength(17);
    expect(slots.at(-1)).toBe('17:00');
  });

  it('answers no slots on a weekend and on a past day', async () => {
    expect(await slotsOf(nextSaturday)).toEqual([]);
    expect(await slotsOf(yesterday)).toEqual([]);
  });

  it.each([['tomorrow'], ['2026-02-30'], ['2026-13-01'], [''], ['2026-1-5']])('refuses the date %j with 400', async (date) => {
    const res = await fetch(`${baseUrl}/api/appointments/available-slots?date=${encodeURIComponent(date)}`);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.date).toContain('Please choose a valid date (YYYY-MM-DD).');
  });

  it('refuses a missing date and an unknown type with 400', async () => {
    expect((await fetch(`${baseUrl}/api/appointments/available-slots`)).status).toBe(400);
    const res = await fetch(`${baseUrl}/api/appointments/available-slots?date=${days[1]}&type=lunch`);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.type).toBeDefined();
  });

  it('the tRPC twin answers the same slots', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    expect(await trpc.appointments.availableSlots.query({ date: days[1]!, type: 'formation' })).toEqual({ slots: await slotsOf(days[1]!, 'formation') });
  });
});

describe('POST /api/appointments', () => {
  it('books the slot, queues the confirmation with its .ics invitation and a cancel link, and the slot disappears', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/appointments', booking());
    expect(res.status).toBe(201);
    const answer = await readJson<BookedAnswer>(res);
    expect(answer).toMatchObject({
      appointmentType: 'consultation',
      appointmentDate: days[0],
      appointmentTime: '10:00',
      duration: 30,
      timeZone: 'America/New_York',
    });
    expect(answer.startsAt).toBe(new Date(zonedToUtc(days[0]!, 600, BUSINESS_TIME_ZONE)).toISOString());
    const [row] = await sql<{ status: string; client_email: string; minutes: number }>(
      `select status, client_email, (extract(epoch from ends_at - starts_at) / 60)::int as minutes from appointment where id = $1`,
      [answer.id],
    );
    expect(row).toEqual({ status: 'scheduled', client_email: 'ada@example.com', minutes: 30 });
    const [mail] = await sql<{ subject: string; text: string; attachments: { filename: string; content: string }[] }>(
      `select subject, text, attachments from outbox_mail where "to" = 'ada@example.com'`,
    );
    expect(mail!.subject).toMatch(/^Scheduled: Executive Consultation on \w+day, .+ at 10:00 AM E[SD]T$/);
    expect(mail!.text).toMatch(/\/cancel-appointment\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.attachments[0]!.filename).toBe('appointment.ics');
    expect(mail!.attachments[0]!.content).toContain(`DTSTART:${answer.startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(mail!.attachments[0]!.content).toContain(`UID:${answer.id}@`);
    expect(await count(`outbox_mail where "to" = 'advisors@elitebusinessadvisory.com' and subject like 'New appointment:%'`)).toBe(1);
    expect(await slotsOf(days[0]!)).not.toContain('10:00');
    // A 60-minute session can no longer start at 9:30 or 10:00.
    const sixty = await slotsOf(days[0]!, 'formation');
    expect(sixty).not.toContain('09:30');
    expect(sixty).not.toContain('10:00');
    expect(sixty).toContain('09:00');
  });

  it.each([
    ['a missing name', { clientName: ' ' }, 'clientName', 'Please fill in all required fields.'],
    ['a bad e-mail', { clientEmail: 'ada@example' }, 'clientEmail', 'Please enter a valid email address.'],
    ['a missing phone', { clientPhone: '' }, 'clientPhone', 'Please fill in all required fields.'],
    ['letters in the phone', { clientPhone: '212-555-CALL' }, 'clientPhone', 'Please enter a valid phone number.'],
    ['an unknown type', { appointmentType: 'lunch' }, 'appointmentType', 'Please choose an appointment type.'],
    ['an impossible date', { appointmentDate: '2026-02-30' }, 'appointmentDate', 'Please choose a valid date (YYYY-MM-DD).'],
    ['a 12-hour time', { appointmentTime: '10:00 AM' }, 'appointmentTime', 'Please choose a time slot (HH:MM, 24-hour).'],
    ['an hour 25', { appointmentTime: '25:00' }, 'appointmentTime', 'Please choose a time slot (HH:MM, 24-hour).'],
    ['a duration that is not the type’s', { duration: 45 }, 'duration', 'duration must be 30 minutes for this appointment type'],
    ['a duration as text', { duration: '30' }, 'duration', 'duration must be a number of minutes'],
    ['notes too long', { notes: 'x'.repeat(2001) }, 'notes', 'Must be at most 2000 characters'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, change, field, message) => {
    const before = [await count('appointment'), await count('outbox_mail')];
    const res = await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[2], ...change }));
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toContain(message);
    expect([await count('appointment'), await count('outbox_mail')]).toEqual(before);
  });

  it.each([
    ['a Saturday', { appointmentDate: nextSaturday }],
    ['a past day', { appointmentDate: yesterday }],
    ['a time off the 30-minute grid', { appointmentTime: '10:15' }],
    ['a time before opening', { appointmentTime: '08:30' }],
    ['a 60-minute session that would end after 6 PM', { appointmentType: 'formation', duration: 60, appointmentTime: '17:30' }],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const before = await count('appointment');
    const res = await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[2], ...change }));
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toBe('That time is not available. Please choose another time.');
    expect(await count('appointment')).toBe(before);
  });

  it('answers 409 for a taken slot, and for a 60-minute session overlapping it', async () => {
    expect((await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[3], appointmentTime: '11:00' }))).status).toBe(201);
    const again = await new TestBrowser(baseUrl).post(
      '/api/appointments',
      booking({ appointmentDate: days[3], appointmentTime: '11:00', clientEmail: 'other@example.com' }),
    );
    expect(again.status).toBe(409);
    expect((await readJson<ApiErrorBody>(again)).error).toBe('That time was just taken. Please choose another time.');
    const overlap = await new TestBrowser(baseUrl).post(
      '/api/appointments',
      booking({ appointmentDate: days[3], appointmentTime: '10:30', appointmentType: 'formation', duration: 60 }),
    );
    expect(overlap.status).toBe(409);
    expect(await count(`appointment where starts_at::date = '${days[3]}'::date`)).toBe(1);
  });

  it('20 simultaneous bookings of one slot: exactly one 201 and nineteen 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestBrowser(baseUrl).post(
          '/api/appointments',
          booking({ appointmentDate: days[4], appointmentTime: '14:00', clientEmail: `racer${i}@example.com` }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count(`appointment where client_email like 'racer%'`)).toBe(1);
    // Only the winner's two mails were queued.
    expect(await count(`outbox_mail where "to" like 'racer%'`)).toBe(1);
  });

  it('30- and 60-minute bookings racing for overlapping times: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestBrowser(baseUrl).post(
          '/api/appointments',
          i % 2 === 0
            ? booking({ appointmentDate: days[5], appointmentTime: '15:00', appointmentType: 'formation', duration: 60, clientEmail: `mixed${i}@example.com` })
            : booking({ appointmentDate: days[5], appointmentTime: '15:30', clientEmail: `mixed${i}@example.com` }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      `statuses: ${statuses.join(' ')}`,
    ).toHaveLength(19);
    expect(await count(`appointment where client_email like 'mixed%'`)).toBe(1);
  });

  it('bookings of one day wait for each other (an advisory lock on the day), so racing overlaps never deadlock (docs/decisions/0012-scheduling.md)', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(hashtext($1))', [`appointment-day:${days[10]}`]);
      const pending = new TestBrowser(baseUrl).post(
        '/api/appointments',
        booking({ appointmentDate: days[10], appointmentTime: '11:00', clientEmail: 'waiter@example.com' }),
      );
      // The booking waits on the day's lock: PostgreSQL shows it waiting, and nothing is stored meanwhile.
      for (let i = 0; ; i += 1) {
        const [waiting] = await sql<{ n: number }>(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`);
        if (waiting!.n > 0) break;
        expect(i, 'the booking never waited for the day').toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(await count(`appointment where client_email = 'waiter@example.com'`)).toBe(0);
      await holder.query('commit');
      expect((await pending).status).toBe(201);
    } finally {
      await holder.end();
    }
    const deadlocksBefore = (await sql<{ n: number }>(`select deadlocks::int as n from pg_stat_database where datname = current_database()`))[0]!.n;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestBrowser(baseUrl).post(
          '/api/appointments',
          booking({
            appointmentDate: days[11],
            appointmentTime: i % 2 ? '13:30' : '13:00',
            appointmentType: i % 2 ? 'consultation' : 'formation',
            duration: i % 2 ? 30 : 60,
            clientEmail: `nolock${i}@example.com`,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    const [stats] = await sql<{ n: number }>(
      `select pg_stat_clear_snapshot(), (select deadlocks::int from pg_stat_database where datname = current_database()) as n`,
    );
    expect(stats!.n).toBe(deadlocksBefore);
  });

  it('the tRPC twin appointments.book runs the same rules', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    await expect(trpc.appointments.book.mutate(booking({ appointmentDate: days[6], appointmentTime: '09:00' }) as never)).resolves.toMatchObject({
      appointmentTime: '09:00',
    });
    await expect(trpc.appointments.book.mutate(booking({ appointmentDate: days[6], appointmentTime: '09:00' }) as never)).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    });
    await expect(trpc.appointments.book.mutate(booking({ clientEmail: 'x' }) as never)).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});

describe('the cancel link of the confirmation e-mail', () => {
  it('cancels once, frees the slot, and then says it was used', async () => {
    const email = 'cancel-me@example.com';
    expect(
      (await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[7], appointmentTime: '13:00', clientEmail: email }))).status,
    ).toBe(201);
    expect(await slotsOf(days[7]!)).not.toContain('13:00');
    const [mail] = await sql<{ text: string }>(`select text from outbox_mail where "to" = $1`, [email]);
    const token = /cancel-appointment\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
    const res = await new TestBrowser(baseUrl).post('/api/appointments/cancel', { token });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ date: days[7], timeSlot: '13:00', appointmentType: 'consultation' });
    expect((await sql<{ status: string }>(`select status from appointment where client_email = $1`, [email]))[0]!.status).toBe('cancelled');
    expect(await slotsOf(days[7]!)).toContain('13:00');
    // The appointment's history names who cancelled it (docs/admin.md#the-record), once.
    const history = () =>
      sql(`select a.actor_id, a.actor_name, a.from_value, a.to_value from audit_entry a join appointment p on p.id = a.record_id where p.client_email = $1`, [
        email,
      ]);
    expect(await history()).toEqual([{ actor_id: null, actor_name: 'Client (cancel link)', from_value: 'scheduled', to_value: 'cancelled' }]);
    // docs/scheduling.md#when-the-client-cancels: the client's calendar gets the cancellation, the team a notice.
    const mails = await sql<{ to: string; subject: string; attachments: { contentType: string; content: string }[] }>(
      `select "to", subject, attachments from outbox_mail where subject like 'Cancelled%' and (("to" = $1) or text like $2) order by "to"`,
      [email, `%${email}%`],
    );
    expect(mails.map((m) => m.to)).toEqual(['advisors@elitebusinessadvisory.com', email]);
    expect(mails[0]!.subject).toMatch(/^Cancelled by the client: /);
    expect(mails[1]!.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(mails[1]!.attachments[0]!.content).toContain('SEQUENCE:1');
    const reused = await new TestBrowser(baseUrl).post('/api/appointments/cancel', { token });
    expect(reused.status).toBe(404);
    expect(await history()).toHaveLength(1);
    // The freed time can be booked again.
    expect((await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[7], appointmentTime: '13:00' }))).status).toBe(201);
  });

  it('refuses a malformed token with 400 and an unknown one with 404', async () => {
    expect((await new TestBrowser(baseUrl).post('/api/appointments/cancel', { token: 'abc' })).status).toBe(400);
    expect((await new TestBrowser(baseUrl).post('/api/appointments/cancel', { token: 'A'.repeat(43) })).status).toBe(404);
  });
});

describe('the admin Appointments tab', () => {
  /** An appointment written straight into the table (the past cannot be booked). */
  async function insert(status: string, startsInHours: number) {
    const id = crypto.randomUUID();
    // Whole hours from the next full hour, far from today's bookings.
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + startsInHours * 3_600_000);
    await sql(
      `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone, status)
       values ($1, 'Past Client', 'past@example.com', '2125550100', 'consultation', $2, $2::timestamptz + interval '30 minutes', 'America/New_York', $3)`,
      [id, start, status],
    );
    return id;
  }
  // Closing moves say why (docs/admin.md#closing-and-reopening): every change here gives a reason.
  const patch = (browser: TestBrowser, id: string, status: unknown) =>
    browser.fetch(`/api/appointments/${id}/status`, { method: 'PATCH', json: { status, reason: 'Staff reason' } });

  it('needs an admin: 401 without a session, 403 for a portal client, for the list and for status changes', async () => {
    const id = await insert('scheduled', 24 * 30);
    const anonymous = new TestBrowser(baseUrl);
    expect((await anonymous.fetch('/api/appointments')).status).toBe(401);
    expect((await patch(anonymous, id, 'confirmed')).status).toBe(401);
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email: 'client7@example.com', password: 'client-pass-1', fullName: 'Cli Ent', companyName: 'Cli LLC' });
    expect((await client.fetch('/api/appointments')).status).toBe(403);
    expect((await patch(client, id, 'confirmed')).status).toBe(403);
    await expect(client.trpc().appointments.updateStatus.mutate({ id, status: 'confirmed' })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    expect((await sql<{ status: string }>('select status from appointment where id = $1', [id]))[0]!.status).toBe('scheduled');
  });

  it.each([
    ['scheduled', 1000, 'confirmed'],
    ['scheduled', 1001, 'cancelled'],
    ['confirmed', 1002, 'cancelled'],
    ['scheduled', -1000, 'completed'],
    ['confirmed', -1001, 'completed'],
    ['scheduled', -1002, 'confirmed'],
    ['scheduled', -1003, 'cancelled'],
  ])('allows %s (starting in %i h) -> %s', async (from, hours, to) => {
    const admin = await signedInAdmin();
    const id = await insert(from, hours);
    const res = await patch(admin, id, to);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ id, status: to });
    expect((await sql<{ status: string }>('select status from appointment where id = $1', [id]))[0]!.status).toBe(to);
  });

  it.each([
    ['scheduled', 1010, 'completed'],
    ['scheduled', 1011, 'scheduled'],
    ['confirmed', 1012, 'completed'],
    ['confirmed', 1013, 'confirmed'],
    ['confirmed', -1010, 'cancelled'],
    ['cancelled', 1014, 'confirmed'],
    ['cancelled', 1015, 'scheduled'],
    ['cancelled', -1011, 'completed'],
    ['completed', -1012, 'cancelled'],
    ['completed', -1013, 'confirmed'],
  ])('refuses %s (starting in %i h) -> %s with 400 and changes nothing', async (from, hours, to) => {
    const admin = await signedInAdmin();
    const id = await insert(from, hours);
    const res = await patch(admin, id, to);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toMatch(new RegExp(`cannot become ${to}`));
    expect((await sql<{ status: string }>('select status from appointment where id = $1', [id]))[0]!.status).toBe(from);
  });

  it('answers 404 for an unknown appointment and 400 for a bad id or status', async () => {
    const admin = await signedInAdmin();
    expect((await patch(admin, crypto.randomUUID(), 'confirmed')).status).toBe(404);
    expect((await patch(admin, 'not-an-id', 'confirmed')).status).toBe(400);
    const id = await insert('scheduled', 1020);
    const bad = await patch(admin, id, 'done');
    expect(bad.status).toBe(400);
    expect((await readJson<ApiErrorBody>(bad)).fieldErrors?.status).toBeDefined();
  });

  it('cancelling frees the slot for a new booking', async () => {
    const booked = await readJson<BookedAnswer>(
      await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[8], appointmentTime: '16:00' })),
    );
    expect(await slotsOf(days[8]!)).not.toContain('16:00');
    const admin = await signedInAdmin();
    expect((await patch(admin, booked.id, 'cancelled')).status).toBe(200);
    expect(await slotsOf(days[8]!)).toContain('16:00');
    expect((await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[8], appointmentTime: '16:00' }))).status).toBe(201);
  });

  it('lists the next appointment first: upcoming soonest first, then past ones most recent first, past ones marked (docs/admin.md#appointments)', async () => {
    const admin = await signedInAdmin();
    const page = await readJson<Page<AppointmentRow>>(await admin.fetch('/api/appointments?page=1&pageSize=100'));
    expect(page.total).toBe(await count('appointment'));
    const upcomingRows = page.items.filter((i) => !i.isPast);
    const pastRows = page.items.filter((i) => i.isPast);
    expect(page.items).toEqual([...upcomingRows, ...pastRows]);
    expect(upcomingRows.length).toBeGreaterThan(1);
    expect(pastRows.length).toBeGreaterThan(1);
    expect(upcomingRows.map((i) => i.startsAt)).toEqual(upcomingRows.map((i) => i.startsAt).sort());
    expect(pastRows.map((i) => i.startsAt)).toEqual(
      pastRows
        .map((i) => i.startsAt)
        .sort()
        .reverse(),
    );
    const [soonest] = await sql<{ id: string }>('select id from appointment where starts_at > now() order by starts_at, id limit 1');
    expect(page.items[0]!.id).toBe(soonest!.id);
    // A column chosen by the person sorts by it alone: the date, latest first.
    const byDate = await readJson<Page<AppointmentRow>>(await admin.fetch('/api/appointments?page=1&pageSize=100&sort=startsAt&dir=desc'));
    const starts = byDate.items.map((i) => i.startsAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    const past = page.items.find((i) => i.isPast);
    expect(past).toMatchObject({ name: 'Past Client' });
    expect(past?.timeSlot).toMatch(/^\d{2}:\d{2}$/);
    expect(past?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const upcoming = await count(`appointment where status in ('scheduled', 'confirmed') and starts_at > now()`);
    expect((await readJson<AdminSummary>(await admin.fetch('/api/admin/summary'))).upcomingAppointments).toBe(upcoming);
  });
});

describe('security finding 7: bookings to typed addresses (docs/input-limits.md#acknowledgements, docs/portal.md#the-rules)', () => {
  it('the confirmation, its invitation and the staff confirmation quote nothing typed (name, phone, notes); the team notice has them', async () => {
    const email = 'victim.booking@example.com';
    const res = await new TestBrowser(baseUrl).post(
      '/api/appointments',
      booking({
        appointmentDate: days[10],
        appointmentTime: '09:00',
        clientEmail: email,
        clientName: PHISHING,
        clientPhone: '(212) 555-0100',
        notes: 'Wire $5,000 first',
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await readJson<BookedAnswer>(res);
    const admin = await signedInAdmin();
    expect((await admin.post(`/api/admin/records/appointment/${id}/status`, { to: 'confirmed' })).status).toBe(200);
    const mails = await mailsTo(databaseUrl, email);
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Scheduled', 'Confirmed']);
    expectNothingTyped(mails, [PHISHING, '555-0100', 'Wire']);
    expect(mails[0]!.attachments[0]!.content).toContain(`mailto:${email}`);
    const [notice] = await sql<{ text: string }>(`select text from outbox_mail where subject like 'New appointment:%' and text like $1`, [`%${email}%`]);
    expect(notice!.text).toContain(PHISHING);
    expect(notice!.text).toContain('Wire $5,000 first');
  });

  it("one mailbox gets three confirmations a day however it is spelled; the bookings stand and the team is told the fourth's link was not sent", async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const spellings = ['flood.booking@example.com', 'Flood.Booking+a@example.com', 'flood.booking+b@example.com', 'FLOOD.booking+c@example.com'];
    for (const [i, clientEmail] of spellings.entries())
      expect(
        (await new TestBrowser(limited).post('/api/appointments', booking({ appointmentDate: days[11], appointmentTime: `1${i}:00`, clientEmail }))).status,
      ).toBe(201);
    const confirmations = await rawQuery<{ to: string }>(db, `select "to" from outbox_mail where subject like 'Scheduled:%' order by created_at`);
    expect(confirmations.map((m) => m.to)).toEqual(spellings.slice(0, 3));
    expect(Number((await rawQuery<{ n: string }>(db, 'select count(*) as n from appointment'))[0]!.n)).toBe(4);
    const notices = await rawQuery<{ text: string }>(db, `select text from outbox_mail where subject like 'New appointment:%' order by created_at`);
    expect(notices.map((n) => n.text.includes('its cancel and reschedule links were not sent'))).toEqual([false, false, false, true]);
  });

  it('shows a signed-in client the appointments they booked while signed in, never one booked anonymously with their e-mail', async () => {
    const email = 'portal-booker@example.com';
    expect(
      (await new TestBrowser(baseUrl).post('/api/appointments', booking({ appointmentDate: days[9], appointmentTime: '12:00', clientEmail: email }))).status,
    ).toBe(201);
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, {
      email: 'Portal-Booker@example.com',
      password: 'client-pass-1',
      fullName: 'Portal Booker',
      companyName: 'PB LLC',
    });
    expect(await client.trpc().appointments.mine.query()).toEqual([]);
    // Booked while signed in: theirs, whatever e-mail was typed.
    expect(
      (await client.post('/api/appointments', booking({ appointmentDate: days[9], appointmentTime: '14:00', clientEmail: 'assistant@example.com' }))).status,
    ).toBe(201);
    const mine = await client.trpc().appointments.mine.query();
    expect(mine).toEqual([expect.objectContaining({ date: days[9], timeSlot: '14:00', appointmentType: 'consultation', status: 'scheduled' })]);
    await expect(new TestBrowser(baseUrl).trpc().appointments.mine.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
