import { defineEntity } from '@mikro-orm/core';

/** One weekly opening of the business, in its time zone (DECISIONS 7). */
export const AvailabilityRule = defineEntity({
  name: 'AvailabilityRule',
  tableName: 'availability_rule',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: p.smallint(),
    startMinute: p.smallint(),
    endMinute: p.smallint(),
    timeZone: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

/**
 * A booked appointment: a UTC [startsAt, endsAt) range plus the business's zone.
 * Written with SQL by the service; the table's exclusion constraint forbids overlaps.
 */
export const Appointment = defineEntity({
  name: 'Appointment',
  tableName: 'appointment',
  properties: (p) => ({
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    clientName: p.string().length(200),
    clientEmail: p.string().length(254),
    clientPhone: p.string().length(30),
    notes: p.text().default(''),
    appointmentType: p.enum(['consultation', 'formation'] as const),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    timeZone: p.string(),
    status: p.enum(['scheduled', 'confirmed', 'cancelled', 'completed'] as const).default('scheduled'),
    cancelTokenHash: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});
