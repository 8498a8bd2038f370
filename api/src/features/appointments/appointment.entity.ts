import { appointmentStatuses } from '@elite/contracts/schemas/admin';
import { defineEntity } from '@mikro-orm/core';
import { expressionIndex, lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { digits, searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';

/** One weekly opening of the business, in its time zone (docs/scheduling.md#availability-and-slots). */
export const AvailabilityRule = defineEntity({
  name: 'AvailabilityRule',
  tableName: 'availability_rule',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: p.smallint(),
    startMinute: p.smallint(),
    endMinute: p.smallint(),
    timeZone: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [{ name: 'availability_rule_unique', properties: ['weekday', 'startMinute', 'endMinute'] }],
  checks: [
    { name: 'availability_rule_weekday_check', expression: '"weekday" >= 1 and "weekday" <= 7' },
    { name: 'availability_rule_start_minute_check', expression: '"start_minute" >= 0 and "start_minute" <= 1440' },
    { name: 'availability_rule_end_minute_check', expression: '"end_minute" >= 0 and "end_minute" <= 1440' },
    { name: 'availability_rule_span', expression: '"start_minute" < "end_minute"' },
  ],
});

/**
 * A booked appointment: a UTC [startsAt, endsAt) range plus the business's zone.
 * Booked with raw SQL by the service (one prepared statement with its mails); the table's exclusion constraint
 * forbids overlaps.
 */
export const Appointment = defineEntity({
  name: 'Appointment',
  tableName: 'appointment',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    clientName: p.string().length(200),
    clientEmail: p.string().length(254),
    clientPhone: p.string().length(30),
    notes: p.text().default(''),
    appointmentType: p.enum(['consultation', 'formation'] as const),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    timeZone: p.text(),
    status: p.enum([...appointmentStatuses]).default('scheduled'),
    /** Whether it has started, by PostgreSQL's clock (not a column: read with every appointment). */
    isPast: p.boolean().formula((table) => `${table.alias}.starts_at <= now()`),
    /** The start while it is ahead, else null: the Appointments list's default order sorts by it (docs/admin.md#appointments). */
    upcomingStartsAt: p
      .datetime()
      .formula((table) => `case when ${table.alias}.starts_at > now() then ${table.alias}.starts_at end`)
      .nullable()
      .lazy(),
    /** SHA-256 (hex) of the cancel link's secret. */
    cancelTokenHash: p.string().columnType('char(64)').nullable(),
    /**
     * SHA-256 (hex) of the reschedule link's secret (docs/scheduling.md#the-reschedule-link): the link of the latest
     * mail that carried one; each new one (the reminder, a move) replaces it.
     */
    rescheduleTokenHash: p.string().columnType('char(64)').nullable(),
    /** When the client's reminder a day ahead was queued (docs/scheduling.md#reminders); a move sets it back to null. */
    remindedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    /**
     * The portal client it belongs to (docs/portal.md#the-rules): who was signed in when it was booked, or whom staff
     * attached it to. Never inferred from the typed e-mail.
     */
    clientUserId: p.manyToOne(User).mapToPk().joinColumn('client_user_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('client_name', 'client_email', digits('client_phone')))
      .nullable(),
  }),
  checks: [{ name: 'appointment_span', expression: '"starts_at" < "ends_at"' }],
  indexes: [
    newestFirst('appointment', 'starts_at'),
    newestFirst('appointment'),
    searchIndex('appointment'),
    whereSet('appointment', 'assigned_to_id'),
    whereSet('appointment', 'client_user_id'),
    lowerEmail('appointment', 'client_email', 'appointment_client_email_index'),
    // The reminders still to send: the outbox worker's claim reads only these.
    expressionIndex(
      'appointment_reminder_index',
      `create index "appointment_reminder_index" on "appointment" ("starts_at") where "reminded_at" is null and "status" <> 'cancelled'`,
    ),
    expressionIndex(
      'appointment_cancel_token_index',
      'create unique index "appointment_cancel_token_index" on "appointment" ("cancel_token_hash") where "cancel_token_hash" is not null',
    ),
    expressionIndex(
      'appointment_reschedule_token_index',
      'create unique index "appointment_reschedule_token_index" on "appointment" ("reschedule_token_hash") where "reschedule_token_hash" is not null',
    ),
    // Two live appointments never overlap, however many requests race (docs/decisions/0012-scheduling.md): an
    // exclusion constraint, which MikroORM cannot describe but reads as an index of this name.
    expressionIndex(
      'appointment_no_overlap',
      `alter table "appointment" add constraint "appointment_no_overlap" exclude using gist (tstzrange("starts_at", "ends_at", '[)') with &&) where ("status" <> 'cancelled')`,
    ),
  ],
});

/**
 * A period staff closed (docs/scheduling.md#holidays-and-blocked-times): a whole day or a from–to range of one day
 * in the business's zone, stored as its UTC [startsAt, endsAt) like an appointment. Slots overlapping it are not
 * offered and not booked; appointments already there stay (the block's answer lists them).
 */
export const AvailabilityBlock = defineEntity({
  name: 'AvailabilityBlock',
  tableName: 'availability_block',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    allDay: p.boolean(),
    timeZone: p.text(),
    reason: p.string().length(200),
    createdById: p.manyToOne(User).mapToPk().joinColumn('created_by_id').nullable().deleteRule('set null').updateRule('cascade'),
    /** The staff member's name at the time, kept when the account changes. */
    createdByName: p.string().length(200),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  checks: [{ name: 'availability_block_span', expression: '"starts_at" < "ends_at"' }],
  indexes: [
    expressionIndex('availability_block_ends_at_index', 'create index "availability_block_ends_at_index" on "availability_block" ("ends_at", "starts_at")'),
  ],
});
