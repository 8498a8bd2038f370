import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { federalHolidaysBetween } from '@elite/contracts/rules/holidays';
import { formatHhMm, parseHhMm, utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import type {
  AvailabilityBlock as BlockAnswer,
  AvailabilityBlockCreated,
  availabilityBlockInput,
  ClosedDays,
  closedDaysQuery,
} from '@elite/contracts/schemas/appointments';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { dbTime } from '../../db/db-time.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { Appointment, AvailabilityBlock } from './appointment.entity.ts';
import { toRow } from './appointments.service.ts';

/**
 * Times staff close (docs/scheduling.md#holidays-and-blocked-times). A block may cover appointments already
 * booked: it is kept, and its answer lists them so staff can move or cancel them
 * (docs/decisions/0034-closed-days-and-staff-reschedule.md).
 */

type BlockEntity = InferEntity<typeof AvailabilityBlock>;

function toBlock(b: BlockEntity): BlockAnswer {
  const start = utcToZoned(b.startsAt.getTime(), BUSINESS_TIME_ZONE);
  const end = utcToZoned(b.endsAt.getTime(), BUSINESS_TIME_ZONE);
  return {
    id: b.id,
    date: start.date,
    allDay: b.allDay,
    startTime: b.allDay ? null : formatHhMm(start.minute),
    // A range ending at midnight ends at "24:00" of its own day.
    endTime: b.allDay ? null : end.date > start.date ? '24:00' : formatHhMm(end.minute),
    reason: b.reason,
    createdBy: b.createdByName,
    createdAt: b.createdAt.toISOString(),
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
  };
}

/** admin.availabilityBlocks.list: the blocks that have not ended, soonest first. */
export async function listBlocks(em: EntityManager): Promise<{ blocks: BlockAnswer[] }> {
  const rows = await em.fork().find(AvailabilityBlock, { endsAt: { $gt: dbTime.now() } }, { orderBy: { startsAt: 'asc', id: 'asc' }, limit: 500 });
  return { blocks: rows.map(toBlock) };
}

type BlockInput = z.output<typeof availabilityBlockInput>;

/** admin.availabilityBlocks.create: the block, and the live appointments it overlaps (kept; staff decide). */
export async function createBlock(ctx: RequestContext, caller: { id: string; name: string }, input: BlockInput): Promise<AvailabilityBlockCreated> {
  const minute = (time: string | undefined, fallback: number) => (time === '24:00' ? 1440 : time ? (parseHhMm(time) ?? fallback) : fallback);
  const [from, to] = input.allDay ? [0, 1440] : [minute(input.startTime, 0), minute(input.endTime, 1440)];
  const startsAt = new Date(zonedToUtc(input.date, from, BUSINESS_TIME_ZONE));
  const endsAt = new Date(zonedToUtc(input.date, to, BUSINESS_TIME_ZONE));
  if (endsAt.getTime() <= Date.now()) throw new ServiceError(400, 'That time has already passed: there is nothing to block.');
  const em = ctx.em.fork();
  const block = em.create(AvailabilityBlock, {
    startsAt,
    endsAt,
    allDay: input.allDay,
    timeZone: BUSINESS_TIME_ZONE,
    reason: input.reason,
    createdById: caller.id,
    createdByName: caller.name.slice(0, 200),
  });
  await em.flush();
  const overlaps = await em.find(
    Appointment,
    { status: { $in: ['scheduled', 'confirmed'] }, startsAt: { $lt: endsAt }, endsAt: { $gt: startsAt } },
    { orderBy: { startsAt: 'asc' } },
  );
  ctx.log.info({ blockId: block.id, overlaps: overlaps.length, userId: caller.id }, 'availability blocked');
  return {
    block: toBlock(block),
    overlaps: overlaps.map((a) => {
      const row = toRow(a);
      return { id: row.id, name: row.name, date: row.date, timeSlot: row.timeSlot, status: row.status };
    }),
  };
}

/** admin.availabilityBlocks.remove: the times are offered again. */
export async function removeBlock(ctx: RequestContext, caller: { id: string }, id: string): Promise<{ ok: true }> {
  const removed = await ctx.em.fork().nativeDelete(AvailabilityBlock, { id });
  if (removed === 0) throw new ServiceError(404, 'This block does not exist (it may have been removed already).');
  ctx.log.info({ blockId: id, userId: caller.id }, 'availability block removed');
  return { ok: true };
}

/**
 * appointments.closedDays: the whole days of a range nobody can book, for the public calendar: federal holidays by
 * name, and days staff closed as "Closed" (never their reason).
 */
export async function closedDaysBetween(em: EntityManager, query: z.output<typeof closedDaysQuery>): Promise<ClosedDays> {
  const days = new Map<string, ClosedDays['days'][number]>();
  for (const h of federalHolidaysBetween(query.from, query.to)) days.set(h.date, { date: h.date, kind: 'holiday', label: h.name });
  const rangeStart = new Date(zonedToUtc(query.from, 0, BUSINESS_TIME_ZONE));
  const rangeEnd = new Date(zonedToUtc(query.to, 1440, BUSINESS_TIME_ZONE));
  const blocks = await em.fork().find(AvailabilityBlock, { allDay: true, startsAt: { $lt: rangeEnd }, endsAt: { $gt: rangeStart } });
  for (const b of blocks) {
    const date = utcToZoned(b.startsAt.getTime(), BUSINESS_TIME_ZONE).date;
    if (!days.has(date)) days.set(date, { date, kind: 'closed', label: 'Closed' });
  }
  return { days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}
