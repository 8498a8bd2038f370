import { createHash, randomBytes } from 'node:crypto';
import { appointmentTypes, BUSINESS_TIME_ZONE, defaultAvailability, type AppointmentType } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import { federalHolidayOn, isFederalHoliday } from '@elite/contracts/rules/holidays';
import {
  availableSlots,
  formatHhMm,
  isoWeekday,
  to12Hour,
  utcToZoned,
  zoneAbbreviation,
  type Interval,
  type Slot,
  type WeeklyRule,
} from '@elite/contracts/rules/slots';
import type { AppointmentRow } from '@elite/contracts/schemas/admin';
import { adminRecordPath } from '@elite/contracts/schemas/work-queues';
import {
  RESCHEDULE_LINK_GONE,
  RESCHEDULE_TAKEN,
  RESCHEDULE_UNAVAILABLE,
  SLOT_TAKEN,
  SLOT_UNAVAILABLE,
  type appointmentInput,
  type BookedAnswer,
  type LinkedAppointment,
  type slotsQuery,
} from '@elite/contracts/schemas/appointments';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { dbTime } from '../../db/db-time.ts';
import { perPeriod } from '../../db/periods.ts';
import { executePrepared } from '../../db/prepared.ts';
import { ServiceError } from '../../http/service-error.ts';
import { siteOrigin, trustedOrigin } from '../../http/site-origin.ts';
import type { Config } from '../../config.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { staffMailbox } from '../accounts/staff-accounts.service.ts';
import { signedInClientId } from '../accounts/sessions.service.ts';
import { GUARD_ALLOWS, limitGuard, recipientGuard, waitText } from '../limits/rate-limit.service.ts';
import { addressKey, hitAddressLimit } from '../limits/limit-address.ts';
import { closing, GREETING, heldNotice } from '../outbox/acknowledgements.ts';
import { enqueueMail, insertWithMails, type NewMail } from '../outbox/outbox.service.ts';
import type { MailProducer } from '../outbox/outbox.worker.ts';
import { Appointment } from './appointment.entity.ts';
import { calendarContentType, calendarInvite } from './calendar-invite.ts';
import { CLIENT_LINK, CLIENT_RESCHEDULE_LINK, inviteSequence, recordAudit } from '../work-queues/audit.service.ts';

type Status = AppointmentRow['status'];

/** Per address: 10 bookings an hour (scaled by RATE_LIMIT_SCALE). */
const bookingLimit = (scale: number) => ({ max: Math.ceil(10 * scale), windowSeconds: 3600 });
/** Per address: 20 uses of cancel links an hour (scaled). */
const cancelLimit = (scale: number) => ({ max: Math.ceil(20 * scale), windowSeconds: 3600 });
/** Per address: 30 calls of the public seed in 10 minutes (scaled); the schedule page calls it once per opening. */
const seedLimit = (scale: number) => ({ max: Math.ceil(30 * scale), windowSeconds: 600 });
const tooOften = (what: string) => (wait: string) =>
  `You have ${what} several times in a short time. Please wait ${wait}, or call us at ${company.phoneDisplay}.`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh reschedule link (docs/scheduling.md#the-reschedule-link): its address for the mail and the hash to store.
 * Only the hash is kept, so every mail that carries the link makes a new one, which replaces the one before.
 */
function rescheduleLink(origin: string): { url: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { url: `${origin}/reschedule-appointment?token=${token}`, tokenHash: hashToken(token) };
}

/**
 * The documented weekly hours, created once: "insert only into an empty table" as one statement, so two first calls
 * at once still create one set (a count and then an insert would let both insert). `onlyIf` adds a condition.
 */
function seedStatement(onlyIf = ''): { sql: string; params: unknown[] } {
  const values = defaultAvailability.map(() => '(?::smallint, ?::smallint, ?::smallint)').join(', ');
  return {
    sql: `insert into availability_rule (weekday, start_minute, end_minute, time_zone)
     select v.weekday, v.start_minute, v.end_minute, ? from (values ${values}) as v (weekday, start_minute, end_minute)
      where not exists (select 1 from availability_rule)${onlyIf}
     on conflict do nothing returning id`,
    params: [BUSINESS_TIME_ZONE, ...defaultAvailability.flatMap((r) => [r.weekday, r.startMinute, r.endMinute])],
  };
}

const seeded = (created: number) =>
  created > 0
    ? { created, message: `Availability configured: Monday-Friday, 9 AM-6 PM (${BUSINESS_TIME_ZONE}).` }
    : { created: 0, message: 'Availability already configured.' };

/** The weekly hours at start-up. A second call (or a call after an operator changed the rules) changes nothing. */
export async function seedAvailability(em: EntityManager): Promise<{ created: number; message: string }> {
  const seed = seedStatement();
  // raw SQL: the one-statement seed (seedStatement).
  return seeded((await em.getConnection().execute<{ id: number }[]>(seed.sql, seed.params)).length);
}

/**
 * POST /api/seed-availability and appointments.seedAvailability, which anyone may call (the schedule page does on
 * opening): the same seed, counted per address in the same statement (docs/input-limits.md#public-mutations).
 */
export async function seedAvailabilityFor(ctx: RequestContext): Promise<{ created: number; message: string }> {
  const guard = limitGuard(addressKey('seed-availability', ctx.clientIp), seedLimit(ctx.config.RATE_LIMIT_SCALE));
  const seed = seedStatement(` and ${GUARD_ALLOWS}`);
  // raw SQL: the per-address count and the one-statement seed together, one round trip (decision 18).
  const [row] = await ctx.em
    .getConnection()
    .execute<{ count: number; window_start: Date; created: number }[]>(
      `with ${guard.cte.sql}, seeded as (${seed.sql}) select guard.count, guard.window_start, (select count(*) from seeded)::int as created from guard`,
      [...guard.cte.params, ...seed.params],
    );
  const limit = guard.state(row);
  if (!limit.allowed) throw new ServiceError(429, tooOften('asked for the opening hours')(waitText(limit.retryAfterSeconds)), limit.retryAfterSeconds);
  return seeded(row!.created);
}

interface DayInputs {
  rules: WeeklyRule[];
  /** Live appointments near the day (less the one being moved). */
  booked: Interval[];
  /** Staff blocks near the day, with their reasons. */
  blocks: (Interval & { reason: string })[];
}

/**
 * One round trip for a day's slots: the weekday's rules, and the live (not cancelled) appointments and staff blocks
 * near the day, from 14 h before its UTC midnight to 38 h after it (any zone's whole day). `except` leaves out the
 * appointment being rescheduled.
 */
/** Runs the day's read: inside a transaction on its entity manager, or on its own as a prepared statement. */
type DayReader = (sql: string, params: unknown[]) => Promise<DayRow[]>;
type DayRow = { rules: [number, number, number][] | null; booked: [number, number][] | null; blocks: [number, number, string][] | null };
const onManager =
  (em: EntityManager): DayReader =>
  (sql, params) =>
    em.execute<DayRow[]>(sql, params);

async function dayInputs(read: DayReader, date: string, except?: string): Promise<DayInputs> {
  const dayStart = Date.parse(`${date}T00:00:00Z`) - 14 * 3_600_000;
  const [before, after] = [new Date(dayStart + 52 * 3_600_000), new Date(dayStart)];
  // raw SQL: the three reads in one round trip, as JSON the slot rules take directly (npm run bench:slots).
  const [row] = await read(
    `select (select json_agg(json_build_array(weekday, start_minute, end_minute)) from availability_rule where weekday = ?) as rules,
            (select json_agg(json_build_array(extract(epoch from starts_at) * 1000, extract(epoch from ends_at) * 1000))
               from appointment where status <> 'cancelled' and starts_at < ? and ends_at > ? and id is distinct from ?::uuid) as booked,
            (select json_agg(json_build_array(extract(epoch from starts_at) * 1000, extract(epoch from ends_at) * 1000, reason))
               from availability_block where starts_at < ? and ends_at > ?) as blocks`,
    [isoWeekday(date), before, after, except ?? null, before, after],
  );
  return {
    rules: (row?.rules ?? []).map(([weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
    booked: (row?.booked ?? []).map(([start, end]) => ({ start: Number(start), end: Number(end) })),
    blocks: (row?.blocks ?? []).map(([start, end, reason]) => ({ start: Number(start), end: Number(end), reason })),
  };
}

/**
 * A day's slots for one length: `open` by the rules and the clock alone (no slot at all on a federal holiday), and
 * `free`, the open ones no live appointment and no staff block overlaps (docs/scheduling.md#availability-and-slots).
 */
function daySlots(inputs: DayInputs, date: string, minutes: number, now: number): { open: Slot[]; free: Slot[] } {
  if (inputs.rules.length === 0 || isFederalHoliday(date)) return { open: [], free: [] };
  const query = { date, durationMinutes: minutes, rules: inputs.rules, now, timeZone: BUSINESS_TIME_ZONE };
  return { open: availableSlots({ ...query, booked: [] }), free: freeSlots(inputs, date, minutes, now) };
}

/** The `free` of daySlots alone, for the callers that need nothing else (each count of the slots costs time-zone arithmetic). */
function freeSlots(inputs: DayInputs, date: string, minutes: number, now: number): Slot[] {
  if (inputs.rules.length === 0 || isFederalHoliday(date)) return [];
  return availableSlots({
    date,
    durationMinutes: minutes,
    rules: inputs.rules,
    now,
    timeZone: BUSINESS_TIME_ZONE,
    booked: [...inputs.booked, ...inputs.blocks],
  });
}

const overlapping = <T extends Interval>(slot: Interval, intervals: T[]): T | undefined => intervals.find((i) => i.start < slot.end && slot.start < i.end);

type SlotsQuery = z.output<typeof slotsQuery>;

/** GET /api/appointments/available-slots: the day's free slots for the type's length, as HH:MM in the business zone. */
export async function listAvailableSlots(db: Pick<EntityManager, 'getConnection'>, query: SlotsQuery, now = Date.now()): Promise<{ slots: string[] }> {
  // The busiest public read: on the pool, as a prepared statement planned once per connection, with no entity
  // manager forked for it (docs/performance.md#per-request-cost).
  const read: DayReader = (sql, params) => executePrepared<DayRow>(db, sql, params);
  const free = freeSlots(await dayInputs(read, query.date), query.date, appointmentTypes[query.type].minutes, now);
  return { slots: free.map((s) => s.time) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "Tuesday, November 24, 2026 at 10:30 AM EST". */
export function describeStart(instant: number): string {
  const local = utcToZoned(instant, BUSINESS_TIME_ZONE);
  return `${dayFormat.format(new Date(instant))} at ${to12Hour(formatHhMm(local.minute))} ${zoneAbbreviation(instant, BUSINESS_TIME_ZONE)}`;
}

type AppointmentInput = z.output<typeof appointmentInput>;

/**
 * POST /api/appointments: re-checks the slot against the rules and the clock,
 * then inserts the appointment and its two mails in one statement. The table's
 * exclusion constraint, not this check, is what keeps two bookings apart: the
 * loser of a race gets 409. The confirmation goes to a typed address: in our
 * words only, within that address's share (docs/input-limits.md#acknowledgements).
 * Booked while signed in as a portal client, the appointment is theirs
 * (docs/portal.md#the-rules).
 */
export async function bookAppointment(ctx: RequestContext, input: AppointmentInput, now = Date.now()): Promise<BookedAnswer> {
  await hitAddressLimit(ctx, 'booking', bookingLimit(ctx.config.RATE_LIMIT_SCALE), tooOften('booked'));
  const type = appointmentTypes[input.appointmentType];
  const { open, free } = daySlots(await dayInputs(onManager(ctx.em), input.appointmentDate), input.appointmentDate, type.minutes, now);
  const slot = open.find((s) => s.time === input.appointmentTime);
  // Not a slot at all (off the grid, past, too soon, too far, a weekend or a holiday): 400. Taken or blocked: 409,
  // as when the exclusion constraint refuses it below; a client is never told why a time is blocked.
  if (!slot) throw new ServiceError(400, SLOT_UNAVAILABLE);
  if (!free.some((s) => s.start === slot.start)) throw new ServiceError(409, SLOT_TAKEN);

  const id = crypto.randomUUID();
  const clientUserId = await signedInClientId(ctx);
  const token = randomBytes(32).toString('base64url');
  const moveLink = rescheduleLink(siteOrigin(ctx));
  const when = describeStart(slot.start);
  const cancelUrl = `${siteOrigin(ctx)}/cancel-appointment?token=${token}`;
  const invite = calendarInvite({
    id,
    start: slot.start,
    end: slot.end,
    created: now,
    summary: `${type.title} with ${company.name}`,
    description: `${type.title} (${type.minutes} minutes). An advisor will call you at the number you gave when booking. To cancel: ${cancelUrl}`,
    attendeeEmail: input.clientEmail,
  });
  // Bookings of one day run one at a time (an advisory lock on the day): overlapping inserts racing inside the
  // exclusion constraint would deadlock each other (docs/decisions/0012-scheduling.md). The constraint still
  // refuses the overlap: the loser gets 409.
  // raw SQL: the exclusion-constraint insert and its mails in one prepared statement under that advisory lock.
  try {
    await insertWithMails(
      ctx.db,
      {
        sql: `insert into appointment (id, client_name, client_email, client_phone, notes, appointment_type, starts_at, ends_at, time_zone, cancel_token_hash, reschedule_token_hash, client_user_id)
              values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          id,
          input.clientName,
          input.clientEmail,
          input.clientPhone,
          input.notes,
          input.appointmentType,
          new Date(slot.start),
          new Date(slot.end),
          BUSINESS_TIME_ZONE,
          hashToken(token),
          moveLink.tokenHash,
          clientUserId,
        ],
        serialiseOn: `appointment-day:${input.appointmentDate}`,
      },
      [
        {
          to: input.clientEmail,
          subject: `Scheduled: ${type.title} on ${when}`,
          text: [
            GREETING,
            '',
            `Your ${type.title} with ${company.name} is booked:`,
            '',
            `When: ${when}`,
            `Duration: ${type.minutes} minutes`,
            'An advisor will call you at the phone number you gave when booking.',
            '',
            'The attached invitation adds it to your calendar.',
            '',
            `Need another time? Choose one here: ${moveLink.url}`,
            `Need to cancel? Use this link (it works once): ${cancelUrl}`,
            ...closing('If you did not book this call, use the link above to cancel it, or ignore this e-mail.'),
          ].join('\n'),
          attachments: [{ filename: 'appointment.ics', contentType: calendarContentType(), content: invite }],
          recipientShare: 'acknowledgement',
        },
        {
          to: ctx.config.TEAM_EMAIL,
          // Answering the team's alert writes to the booking's address: staff decide to (docs/conversations.md#team-alerts).
          replyTo: input.clientEmail,
          subject: `New appointment: ${type.title}, ${when}`,
          text: [
            `${type.title} (${type.minutes} minutes)`,
            `When: ${when}`,
            `Client: ${input.clientName}`,
            `Email: ${input.clientEmail}`,
            `Phone: ${input.clientPhone}`,
            ...(input.notes ? ['', input.notes] : []),
            '',
            `Open the appointment: ${siteOrigin(ctx)}${adminRecordPath('appointment', id)}`,
          ].join('\n'),
          recipientShare: { whenHeld: `${heldNotice(input.clientEmail)} The booking stands; its cancel and reschedule links were not sent.` },
        },
      ],
      { recipient: recipientGuard('booking', input.clientEmail, ctx.config.RATE_LIMIT_SCALE, false) },
    );
  } catch (error) {
    // 23P01: the exclusion constraint saw an overlapping live appointment.
    if ((error as { code?: string }).code === '23P01') throw new ServiceError(409, SLOT_TAKEN);
    throw error;
  }
  ctx.notifyOutbox();
  ctx.log.info({ appointmentId: id, type: input.appointmentType }, 'appointment booked');
  return {
    id,
    appointmentType: input.appointmentType,
    appointmentDate: input.appointmentDate,
    appointmentTime: input.appointmentTime,
    duration: type.minutes,
    startsAt: new Date(slot.start).toISOString(),
    timeZone: BUSINESS_TIME_ZONE,
  };
}

export type AppointmentEntity = InferEntity<typeof Appointment>;

export function toRow(r: AppointmentEntity): AppointmentRow {
  const start = r.startsAt.getTime();
  const local = utcToZoned(start, BUSINESS_TIME_ZONE);
  return {
    id: r.id,
    date: local.date,
    timeSlot: formatHhMm(local.minute),
    name: r.clientName,
    email: r.clientEmail,
    phone: r.clientPhone,
    status: r.status,
    startsAt: new Date(start).toISOString(),
    appointmentType: r.appointmentType,
    duration: Math.round((r.endsAt.getTime() - start) / 60_000),
    notes: r.notes,
    isPast: r.isPast,
  };
}

/** The Upcoming Appointments card: scheduled or confirmed, not started yet. */
export async function upcomingAppointmentCount(em: EntityManager): Promise<number> {
  return em.count(Appointment, { status: { $in: ['scheduled', 'confirmed'] }, startsAt: { $gt: dbTime.now() } });
}

/** The dashboard's bookings per week since `since` (docs/admin.md#trends): appointments by the day they were booked, any status. */
export const bookingsPerWeek = (em: EntityManager, since: Date) =>
  perPeriod(em.createQueryBuilder(Appointment, 'e').where({ createdAt: { $gte: since } }), 'week', 'e.created_at', { count: 'count(*)' });

/** The dashboard's next appointments: scheduled or confirmed, not started yet, soonest first. */
export async function nextAppointments(em: EntityManager, count: number): Promise<AppointmentRow[]> {
  const rows = await em.find(
    Appointment,
    { status: { $in: ['scheduled', 'confirmed'] }, startsAt: { $gt: dbTime.now() } },
    { orderBy: { startsAt: 'asc', id: 'asc' }, limit: count },
  );
  return rows.map(toRow);
}

/** One appointment as the admin's list shows it (the answer of PATCH /api/appointments/{id}/status). */
export async function appointmentRow(em: EntityManager, id: string): Promise<AppointmentRow> {
  const row = await em.fork().findOne(Appointment, { id });
  if (!row) throw new ServiceError(404, 'This appointment does not exist.');
  return toRow(row);
}

/**
 * The mails of a client's own cancellation (docs/scheduling.md#when-the-client-cancels), queued in its transaction
 * after its history line: the client's calendar cancellation (METHOD:CANCEL, the booking's UID, the next SEQUENCE),
 * and a notice to the team and to the appointment's assignee, linking to the record. The client's mail goes to the
 * address the cancelled booking was confirmed at, in our words only.
 */
export async function clientCancellationMails(ctx: RequestContext, em: EntityManager, r: AppointmentEntity, via: 'portal' | 'cancel link'): Promise<NewMail[]> {
  const type = appointmentTypes[r.appointmentType];
  const when = describeStart(r.startsAt.getTime());
  const invite = updatedInvite(r, {
    description: `Cancelled at your request. To choose another time: ${siteOrigin(ctx)}/schedule`,
    sequence: await inviteSequence(em, r.id),
    method: 'CANCEL',
  });
  const notice = {
    subject: `Cancelled by the client: ${type.title}, ${when}`,
    text: [
      `${r.clientName} (${r.clientEmail}) cancelled their ${type.title} (${type.minutes} minutes) of ${when} in the ${via}. The time is free again.`,
      '',
      `The record: ${siteOrigin(ctx)}/admin?tab=appointments&open=${r.id}`,
    ].join('\n'),
    replyTo: r.clientEmail,
  };
  const assignee = await staffMailbox(em, r.assignedTo);
  return [
    {
      to: r.clientEmail,
      replyTo: ctx.config.TEAM_EMAIL,
      subject: `Cancelled: ${type.title} on ${when}`,
      text: [
        GREETING,
        '',
        `You cancelled your ${type.title} with ${company.name} on ${when}.`,
        'The attached cancellation removes it from your calendar.',
        '',
        `To choose another time: ${siteOrigin(ctx)}/schedule`,
        `Questions? Reply to this e-mail or call us at ${company.phoneDisplay}.`,
        '',
        company.name,
      ].join('\n'),
      attachments: [{ filename: 'cancellation.ics', contentType: calendarContentType('CANCEL'), content: invite }],
    },
    { to: ctx.config.TEAM_EMAIL, ...notice },
    ...(assignee && assignee !== ctx.config.TEAM_EMAIL ? [{ to: assignee, ...notice }] : []),
  ];
}

/**
 * The confirmation e-mail's cancel link: the token is single-use (its hash is
 * cleared), works only before the appointment starts, and frees the slot.
 */
export async function cancelByToken(
  ctx: RequestContext,
  token: string,
): Promise<{ date: string; timeSlot: string; appointmentType: AppointmentType; when: string }> {
  await hitAddressLimit(ctx, 'appointment-cancel', cancelLimit(ctx.config.RATE_LIMIT_SCALE), tooOften('used cancel links'));
  const cancelable = { cancelTokenHash: hashToken(token), status: { $in: ['scheduled', 'confirmed'] as Status[] }, startsAt: { $gt: dbTime.now() } };
  const row = await ctx.em.fork().findOne(Appointment, cancelable);
  // The update repeats the conditions: of two uses of the link at once, one cancels and the other finds nothing.
  // The cancellation and its line in the appointment's history commit together.
  const cancelled = row
    ? await ctx.em.fork().transactional(async (em) => {
        const changed = await em.nativeUpdate(
          Appointment,
          { id: row.id, ...cancelable },
          { status: 'cancelled', cancelTokenHash: null, updatedAt: dbTime.now() },
        );
        if (changed > 0) {
          await recordAudit(em, { kind: 'appointment', recordId: row.id, action: 'status_changed', actor: CLIENT_LINK, from: row.status, to: 'cancelled' });
          await enqueueMail(em, await clientCancellationMails(ctx, em, row, 'cancel link'));
        }
        return changed;
      })
    : 0;
  if (!row || cancelled === 0)
    throw new ServiceError(404, 'This cancel link has already been used, or the appointment can no longer be cancelled online. Please call us.');
  ctx.notifyOutbox();
  ctx.log.info({ appointmentId: row.id }, 'appointment cancelled by the client');
  const r = toRow(row);
  return { date: r.date, timeSlot: r.timeSlot, appointmentType: r.appointmentType, when: describeStart(row.startsAt.getTime()) };
}

// ---- Moves: staff, the portal and the reschedule link (docs/admin.md#rescheduling) --------------------------------

const LIVE: Status[] = ['scheduled', 'confirmed'];

/** Per address: 20 moves by reschedule link an hour (scaled), as many as uses of cancel links. */
const linkMoveLimit = cancelLimit;

/**
 * Which appointment a move or its free times are for: any, for staff; one of their own, for a portal client; the
 * one a reschedule link names, while it is live and ahead (docs/scheduling.md#the-reschedule-link).
 */
type Moving = { id: string; clientUserId?: string } | { tokenHash: string };

function movingWhere(moving: Moving) {
  if ('tokenHash' in moving) return { rescheduleTokenHash: moving.tokenHash, status: { $in: LIVE }, startsAt: { $gt: dbTime.now() } };
  return { id: moving.id, ...(moving.clientUserId ? { clientUserId: moving.clientUserId } : {}) };
}

const notMovable = (moving: Moving) => new ServiceError(404, 'tokenHash' in moving ? RESCHEDULE_LINK_GONE : 'This appointment does not exist.');

async function findMoving(em: EntityManager, moving: Moving, lock = false): Promise<AppointmentEntity> {
  const row = await em.findOne(Appointment, movingWhere(moving), lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!row) throw notMovable(moving);
  return row;
}

/** The free times of a day `row` could move to. Its own booking does not block them; its current start is not offered. */
async function freeTimesFor(em: EntityManager, row: AppointmentEntity, date: string, now: number): Promise<{ slots: string[] }> {
  const free = freeSlots(await dayInputs(onManager(em), date, row.id), date, appointmentTypes[row.appointmentType].minutes, now);
  return { slots: free.filter((s) => s.start !== row.startsAt.getTime()).map((s) => s.time) };
}

/**
 * appointments.rescheduleSlots: the free times of a day the appointment could move to. Its own booking does not
 * block them (a 60-minute session may move by half an hour); its current start is not offered.
 */
export async function rescheduleSlots(
  ctx: Pick<RequestContext, 'em'>,
  input: { id: string; date: string },
  now = Date.now(),
  /** A client asking for their own appointment (docs/portal.md#appointments): another's is 404. */
  client?: { userId: string },
): Promise<{ slots: string[] }> {
  const em = ctx.em.fork();
  return freeTimesFor(em, await findMoving(em, { id: input.id, clientUserId: client?.userId }), input.date, now);
}

/** appointments.rescheduleLink: the booking a reschedule link moves, in our words; 404 once the link is gone. */
export async function linkedAppointment(ctx: Pick<RequestContext, 'em'>, token: string): Promise<LinkedAppointment> {
  return linkedOf(await findMoving(ctx.em.fork(), { tokenHash: hashToken(token) }));
}

function linkedOf(row: AppointmentEntity): LinkedAppointment {
  const r = toRow(row);
  return {
    appointmentType: r.appointmentType,
    date: r.date,
    timeSlot: r.timeSlot,
    duration: r.duration,
    startsAt: r.startsAt,
    when: describeStart(row.startsAt.getTime()),
  };
}

/** appointments.rescheduleLinkSlots: the free times of a day the link's appointment could move to. */
export async function linkRescheduleSlots(
  ctx: Pick<RequestContext, 'em'>,
  input: { token: string; date: string },
  now = Date.now(),
): Promise<{ slots: string[] }> {
  const em = ctx.em.fork();
  return freeTimesFor(em, await findMoving(em, { tokenHash: hashToken(input.token) }), input.date, now);
}

/**
 * A later version of a booked appointment's invitation (a confirmation, a cancellation, a move): the same UID with a
 * higher SEQUENCE, so the client's calendar replaces the event (METHOD:CANCEL removes it).
 */
export function updatedInvite(r: AppointmentEntity, update: { description: string; sequence: number; method?: 'PUBLISH' | 'CANCEL' }): string {
  const type = appointmentTypes[r.appointmentType];
  return calendarInvite({
    id: r.id,
    start: r.startsAt.getTime(),
    end: r.endsAt.getTime(),
    created: Date.now(),
    summary: `${type.title} with ${company.name}`,
    attendeeEmail: r.clientEmail,
    ...update,
  });
}

/**
 * The client's mail when their appointment moves: the invitation updates the same event (same UID, next SEQUENCE),
 * and a new reschedule link replaces the one they used. It goes to the address typed at booking: in our words only,
 * like the confirmation.
 */
function rescheduleMail(r: AppointmentEntity, fromWhen: string, sequence: number, movedBy: 'staff' | 'you', moveUrl: string): Omit<NewMail, 'replyTo'> {
  const type = appointmentTypes[r.appointmentType];
  const when = describeStart(r.startsAt.getTime());
  const invite = updatedInvite(r, {
    description: `${type.title} (${type.minutes} minutes), moved ${movedBy === 'you' ? 'at your request' : `by ${company.name}`} from ${fromWhen}. An advisor will call you at the number you gave when booking.`,
    sequence,
  });
  return {
    to: r.clientEmail,
    subject: `Rescheduled: ${type.title} on ${when}`,
    text: [
      GREETING,
      '',
      `Your ${type.title} with ${company.name} has a new time:`,
      '',
      `When: ${when}`,
      `Previously: ${fromWhen}`,
      `Duration: ${type.minutes} minutes`,
      'An advisor will call you at the phone number you gave when booking.',
      '',
      'The attached invitation moves the event in your calendar.',
      `If the new time does not suit you, choose another here: ${moveUrl}`,
      `Or reply to this e-mail, or call us at ${company.phoneDisplay}.`,
      '',
      company.name,
    ].join('\n'),
    attachments: [{ filename: 'appointment.ics', contentType: calendarContentType(), content: invite }],
  };
}

/** How a client moved their own appointment, as the team's notice says it. */
type ClientMove = 'portal' | 'reschedule link';

/**
 * The team's notice, and the assignee's when their account has an e-mail, of a client's own move
 * (docs/portal.md#appointments, docs/scheduling.md#the-reschedule-link): who, from when to when, how, and the
 * record's link; Reply-To the client.
 */
async function clientMoveNotices(ctx: RequestContext, em: EntityManager, r: AppointmentEntity, fromWhen: string, via: ClientMove): Promise<NewMail[]> {
  const type = appointmentTypes[r.appointmentType];
  const when = describeStart(r.startsAt.getTime());
  const notice = {
    subject: `Rescheduled by the client: ${type.title}, ${when}`,
    text: [
      `${r.clientName} (${r.clientEmail}) moved their ${type.title} (${type.minutes} minutes) ${via === 'portal' ? 'in the portal' : 'with the reschedule link of their e-mail'}.`,
      `From: ${fromWhen}`,
      `To: ${when}`,
      '',
      `The record: ${siteOrigin(ctx)}${adminRecordPath('appointment', r.id)}`,
    ].join('\n'),
    replyTo: r.clientEmail,
  };
  const assignee = await staffMailbox(em, r.assignedTo);
  return [{ to: ctx.config.TEAM_EMAIL, ...notice }, ...(assignee && assignee !== ctx.config.TEAM_EMAIL ? [{ to: assignee, ...notice }] : [])];
}

/**
 * Moves a live, not yet started appointment into a free slot of its length, for staff, the portal or the reschedule
 * link. The move runs under the target day's advisory lock (as bookings do) and the appointment's row lock; the
 * exclusion constraint stays the last guard. Its history line (from → to), the new reschedule link and the client's
 * mail (and, for a client's own move, the team's notice) commit with it. Answers the appointment's id.
 */
async function moveAppointment(
  ctx: RequestContext,
  caller: { id: string | null; name: string },
  moving: Moving,
  input: { appointmentDate: string; appointmentTime: string },
  now: number,
  byClient?: ClientMove,
): Promise<string> {
  const date = input.appointmentDate;
  const holiday = federalHolidayOn(date);
  if (holiday) throw new ServiceError(400, `${date} is a federal holiday (${holiday.name}): the office is closed.`);
  let moved: { id: string; from: string };
  try {
    moved = await ctx.em.fork().transactional(async (em) => {
      // raw SQL: the day's transaction-scoped advisory lock bookings take (docs/decisions/0012-scheduling.md).
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`appointment-day:${date}`]);
      const r = await findMoving(em, moving, true);
      if (!LIVE.includes(r.status))
        throw new ServiceError(400, `Only a scheduled or confirmed appointment can be moved; this one is ${r.status.replace('_', '-')}.`);
      if (r.isPast) throw new ServiceError(400, 'This appointment has already started; it can no longer be moved.');
      const inputs = await dayInputs(onManager(em), date, r.id);
      const { open, free } = daySlots(inputs, date, appointmentTypes[r.appointmentType].minutes, now);
      const slot = open.find((s) => s.time === input.appointmentTime);
      if (!slot) throw new ServiceError(400, RESCHEDULE_UNAVAILABLE);
      if (slot.start === r.startsAt.getTime()) throw new ServiceError(400, 'The appointment is already at that time.');
      if (!free.some((s) => s.start === slot.start)) {
        // A client is never told why a time is blocked.
        const block = byClient ? undefined : overlapping(slot, inputs.blocks);
        throw new ServiceError(409, block ? `That time is blocked (${block.reason}). Please choose another time.` : RESCHEDULE_TAKEN);
      }
      const fromWhen = describeStart(r.startsAt.getTime());
      const before = r.startsAt.toISOString();
      // The move's mail carries a new reschedule link: the one just used (or any older one) stops working.
      const moveLink = rescheduleLink(siteOrigin(ctx));
      await em.nativeUpdate(
        Appointment,
        { id: r.id },
        {
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          updatedAt: dbTime.now(),
          remindedAt: reminderAfterMove(slot.start, now),
          rescheduleTokenHash: moveLink.tokenHash,
        },
      );
      r.startsAt = new Date(slot.start);
      r.endsAt = new Date(slot.end);
      await recordAudit(em, {
        kind: 'appointment',
        recordId: r.id,
        action: 'rescheduled',
        actor: { id: caller.id, name: caller.name },
        from: before,
        to: r.startsAt.toISOString(),
      });
      const mail = rescheduleMail(r, fromWhen, await inviteSequence(em, r.id), byClient ? 'you' : 'staff', moveLink.url);
      await enqueueMail(em, [{ ...mail, replyTo: ctx.config.TEAM_EMAIL }, ...(byClient ? await clientMoveNotices(ctx, em, r, fromWhen, byClient) : [])]);
      return { id: r.id, from: before };
    });
  } catch (error) {
    // 23P01: the exclusion constraint saw an overlapping live appointment (the day's lock makes this rare).
    if ((error as { code?: string }).code === '23P01') throw new ServiceError(409, RESCHEDULE_TAKEN);
    throw error;
  }
  ctx.notifyOutbox();
  ctx.log.info({ appointmentId: moved.id, from: moved.from, to: `${date} ${input.appointmentTime}`, userId: caller.id }, 'appointment rescheduled');
  return moved.id;
}

/**
 * appointments.reschedule: staff move a live, not yet started appointment into a free slot of its length
 * (docs/admin.md#rescheduling); a portal client moves one of their own (docs/portal.md#appointments), and the team
 * is told.
 */
export async function rescheduleAppointment(
  ctx: RequestContext,
  caller: { id: string | null; name: string },
  input: { id: string; appointmentDate: string; appointmentTime: string },
  now = Date.now(),
  /** The client moving their own appointment from the portal: only theirs, and the team is told. */
  client?: { userId: string },
): Promise<AppointmentRow> {
  const moving = { id: input.id, clientUserId: client?.userId };
  return appointmentRow(ctx.em, await moveAppointment(ctx, caller, moving, input, now, client ? 'portal' : undefined));
}

/**
 * appointments.rescheduleByLink: whoever holds the reschedule link of the client's latest mail moves the appointment
 * without signing in (docs/scheduling.md#the-reschedule-link), with the guarantees of a portal move. Counted per
 * address before anything is read; answers the new time in our words (the link's holder may not be the client).
 */
export async function rescheduleByLink(
  ctx: RequestContext,
  input: { token: string; appointmentDate: string; appointmentTime: string },
  now = Date.now(),
): Promise<LinkedAppointment> {
  await hitAddressLimit(ctx, 'appointment-reschedule-link', linkMoveLimit(ctx.config.RATE_LIMIT_SCALE), tooOften('moved appointments'));
  const id = await moveAppointment(ctx, CLIENT_RESCHEDULE_LINK, { tokenHash: hashToken(input.token) }, input, now, 'reschedule link');
  return linkedOf(await ctx.em.fork().findOneOrFail(Appointment, { id }));
}

// ---- The reminder a day ahead (docs/scheduling.md#reminders) ----------------------------------------------------

/** How long before the start the client is reminded. */
const REMINDER_HOURS = 24;
/** Reminders the outbox worker queues per run. */
const REMINDERS_PER_RUN = 20;

/**
 * What a moved appointment's reminder becomes: to come again when the new time is more than a day ahead; counted as
 * sent when it is less (the move's own mail, with the new time, went just now).
 */
export function reminderAfterMove(start: number, now = Date.now()): Date | null {
  return start - now < REMINDER_HOURS * 3_600_000 ? new Date(now) : null;
}

/**
 * The outbox worker's reminders a day ahead (docs/scheduling.md#reminders): claims the live appointments that start
 * within REMINDER_HOURS and were booked at least that long ahead (a later booking's confirmation is its reminder),
 * not reminded yet, with FOR UPDATE SKIP LOCKED, queues one mail each and marks them reminded in the same
 * transaction: once per appointment with any number of instances, and after a restart. The mail goes to the address
 * typed at booking: in our words only, like the confirmation.
 */
export function appointmentReminders(config: Config): MailProducer {
  const due = (em: EntityManager) =>
    em
      .createQueryBuilder(Appointment, 'a')
      .where({ status: { $in: LIVE }, remindedAt: null, startsAt: { $gt: dbTime.now(), $lte: dbTime.in(REMINDER_HOURS * 3600, 'secs') } })
      .andWhere(`a.created_at <= a.starts_at - make_interval(hours => ${REMINDER_HOURS})`);
  return async (em) => {
    // Most runs find none: one read on the partial index, without a transaction.
    if ((await due(em.fork()).getCount()) === 0) return 0;
    return em.fork().transactional(async (tx) => {
      const rows = await due(tx).orderBy({ startsAt: 'asc' }).limit(REMINDERS_PER_RUN).setLockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE).getResultList();
      if (rows.length === 0) return 0;
      const mails: NewMail[] = [];
      for (const r of rows) {
        // The reminder carries a new reschedule link, which replaces the confirmation's (only hashes are kept).
        const moveLink = rescheduleLink(trustedOrigin(config));
        mails.push(reminderMail(config, r, moveLink.url));
        await tx.nativeUpdate(Appointment, { id: r.id }, { remindedAt: dbTime.now(), rescheduleTokenHash: moveLink.tokenHash });
      }
      await enqueueMail(tx, mails);
      return rows.length;
    });
  };
}

function reminderMail(config: Config, r: AppointmentEntity, moveUrl: string): NewMail {
  const type = appointmentTypes[r.appointmentType];
  const when = describeStart(r.startsAt.getTime());
  return {
    to: r.clientEmail,
    replyTo: config.TEAM_EMAIL,
    subject: `Reminder: ${type.title} on ${when}`,
    text: [
      GREETING,
      '',
      `A reminder: your ${type.title} with ${company.name} is tomorrow.`,
      '',
      `When: ${when}`,
      `Duration: ${type.minutes} minutes`,
      'An advisor will call you at the phone number you gave when booking.',
      '',
      `Need another time? Choose one here: ${moveUrl}`,
      `To cancel, use the link in your confirmation e-mail, reply to this e-mail or call us at ${company.phoneDisplay}.`,
      '',
      company.name,
    ].join('\n'),
  };
}
