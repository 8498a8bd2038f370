import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { isoWeekday, parseIsoDate, utcToZoned, zonedToUtc } from '@elite/contracts/rules/slots';
import { allowedMoves, isClosed, moveRefusal, reopenRefusal, reopenTarget, type MoveContext } from '@elite/contracts/rules/work-status';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { Page } from '@elite/contracts/schemas/pagination';
import { agentKinds, type MyWork } from '@elite/contracts/schemas/live';
import type { StaffRef } from '@elite/contracts/schemas/queue-fields';
import {
  adminRecordPath,
  workDateFields,
  workKinds,
  workLists,
  workRows,
  workSorts,
  workStatuses,
  REASON_REQUIRED,
  type AttachClientInput,
  type ChangeStatusInput,
  type HistoryAction,
  type HistoryEntry,
  type RecordDetail,
  type Reopened,
  type ReopenInput,
  type RelatedRecord,
  type StatusChanged,
  type WorkKind,
  type WorkQuery,
  type WorkRow,
  type WorkStatus,
} from '@elite/contracts/schemas/work-queues';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { plainRecords } from '../../db/entity-columns.ts';
import { ServiceError } from '../../http/service-error.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { historyOf, movedIntoBefore, recordAudit, statusBefore, type Actor } from './audit.service.ts';
import { csvRecord, csvValues } from './csv.ts';
import type { QueueRecord, SqlCondition, StaffNames, WorkQueue } from './queue.ts';
import type { QueueTotals } from './queue-totals.ts';
import { ports, queueOf } from './registry.ts';

// The work queues (docs/admin.md#work-queues, docs/decisions/0032-work-queues-and-audit.md): one engine for every
// record kind, each described by its feature's `<feature>.queue.ts` and registered in api/src/features/queues.ts.

type Caller = Pick<SessionUser, 'id' | 'name'>;
const actorOf = (user: Caller): Actor => ({ id: user.id, name: user.name });
const thisRecord = (kind: WorkKind) => workLists[kind].noun.replace(/^an? /, 'This ');
const notFound = (kind: WorkKind) => new ServiceError(404, `${thisRecord(kind)} does not exist.`);

// ---- Dates ---------------------------------------------------------------------------------------------------

export function addDays(date: string, days: number): string {
  const d = parseIsoDate(date)!;
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** Midnight of a day in New York, as an instant. */
export const startOfDay = (date: string) => new Date(zonedToUtc(date, 0, BUSINESS_TIME_ZONE));

/** Today, this week's Monday and this month's first, in New York (YYYY-MM-DD). */
export function businessDays(now = Date.now()): { today: string; weekStarts: string; monthStarts: string } {
  const today = utcToZoned(now, BUSINESS_TIME_ZONE).date;
  return { today, weekStarts: addDays(today, 1 - isoWeekday(today)), monthStarts: `${today.slice(0, 8)}01` };
}

// ---- Search --------------------------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^eba-?(\d{1,15})$/i;
const SHORT_REFERENCE = /^[0-9a-f]{8}$/i;
const PHONE_LIKE = /^[\d\s().+-]+$/;
const MAX_WORDS = 8;

/**
 * The words of a search, as `like` patterns on the `search` column: a query that looks like a phone number is one
 * run of digits ("(212) 555-0100" → 2125550100, as the column keeps phones), so is each phone-like word of a longer
 * query; `%`, `_` and `\` match themselves.
 */
function searchPatterns(q: string): string[] {
  const digitsOnly = q.replace(/\D/g, '');
  const words = PHONE_LIKE.test(q) && digitsOnly.length >= 3 ? [digitsOnly] : q.split(/\s+/).slice(0, MAX_WORDS);
  return words
    .map((word) => (PHONE_LIKE.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, '\\$&')}%`);
}

/**
 * A short reference ("0CF96A74", the first 8 characters of an id: shortReference()) as the range of ids it starts,
 * which the primary key's index answers.
 */
function shortReferenceCondition(q: string): SqlCondition {
  const prefix = q.toLowerCase();
  return { sql: 'e.id between ? and ?', params: [`${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`] };
}

/**
 * `q` as a condition: a record id matches that record; otherwise every word must be in the normalised `search`
 * column (case and accents do not matter: search_text() runs on both sides; the trigram index serves it), or, for
 * `EBA-10042`, the records of that order, or, for a short reference `0CF96A74`, the record whose id starts so.
 */
function searchCondition(queue: Pick<WorkQueue<WorkKind, QueueRecord>, 'reference'>, q: string): SqlCondition {
  if (UUID.test(q)) return { sql: 'e.id = ?', params: [q] };
  const patterns = searchPatterns(q);
  const words: SqlCondition = { sql: patterns.map(() => 'e.search like search_text(?)').join(' and '), params: patterns };
  if (SHORT_REFERENCE.test(q.trim())) {
    const byId = shortReferenceCondition(q.trim());
    return { sql: `((${words.sql}) or ${byId.sql})`, params: [...words.params, ...byId.params] };
  }
  const reference = REFERENCE.exec(q.trim());
  if (!reference || !queue.reference) return words;
  const byOrder = queue.reference(Number(reference[1]));
  return { sql: `((${words.sql}) or ${byOrder.sql})`, params: [...words.params, ...byOrder.params] };
}

// ---- Lists ---------------------------------------------------------------------------------------------------

/**
 * The rows of `query` (filters, search, sort), without paging: the list's page and the CSV export both start here.
 * `unfiltered`: no condition at all, so the rows are every record of the kind's table.
 */
function filtered<K extends WorkKind>(em: EntityManager, kind: K, query: WorkQuery<K>, caller: Caller): QueryBuilder<QueueRecord> & { unfiltered: boolean } {
  const queue = queueOf(kind);
  const qb = em.createQueryBuilder(queue.entity, 'e') as unknown as QueryBuilder<QueueRecord>;
  const where: Record<string, unknown> = {};
  const conditions: SqlCondition[] = [];
  if (query.status) {
    if (queue.statusFilter) conditions.push(queue.statusFilter(query.status));
    else where.status = { $in: query.status };
  }
  if (query.from || query.to) {
    const dateField = (query.dateField ?? workDateFields[kind][0]) as keyof typeof queue.dates;
    where[queue.dates[dateField]] = {
      ...(query.from ? { $gte: startOfDay(query.from) } : {}),
      ...(query.to ? { $lt: startOfDay(addDays(query.to, 1)) } : {}),
    };
  }
  if (query.assignedTo) where.assignedTo = query.assignedTo === 'me' ? caller.id : query.assignedTo === 'none' ? null : query.assignedTo;
  if (query.q) conditions.push(searchCondition(queue, query.q));
  if (query.followUp === 'due') conditions.push(ports().followUps.dueCondition(kind));
  conditions.push(...(queue.filters?.(query) ?? []));
  qb.where(where);
  for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
  return Object.assign(qb, { unfiltered: Object.keys(where).length === 0 && conditions.length === 0 });
}

/**
 * The order of `query`: its column (then the id), nullable columns last either way; with no column chosen, the
 * kind's default order (newest first, or the queue's own `defaultOrder`).
 */
function ordered<K extends WorkKind>(qb: QueryBuilder<QueueRecord>, kind: K, query: WorkQuery<K>): QueryBuilder<QueueRecord> {
  const queue = queueOf(kind);
  if (!query.sort && queue.defaultOrder) return qb.orderBy([...queue.defaultOrder, { id: 'asc' }] as never);
  const defaultSort = workSorts[kind][0];
  const sort = (query.sort ?? defaultSort) as keyof typeof queue.sorts;
  const dir = query.dir ?? (sort === defaultSort ? 'desc' : 'asc');
  const order = queue.sorts[sort].map((property) => ({ [property]: queue.nullable?.includes(property) ? `${dir} nulls last` : dir }));
  return qb.orderBy([...order, { id: dir }] as never);
}

async function staffNamesFor(em: EntityManager, records: QueueRecord[]): Promise<StaffNames> {
  const names = await ports().accounts.names(
    em,
    records.flatMap((r) => [r.assignedTo, r.clientUserId]),
  );
  return (id) => (id && names.has(id) ? { id, name: names.get(id)! } : null);
}

/**
 * A search's total counts its matches up to this many rows, or up to the page asked for if that is further
 * (docs/admin.md#the-lists-query): counting every match of a common word costs more than the page itself, and a
 * search is for finding a record, not for reading a thousand.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The number of rows of `qb`, counting at most `cap + 1` of them when a cap is given. */
async function countRows(em: EntityManager, qb: QueryBuilder<QueueRecord>, cap?: number): Promise<number> {
  if (cap === undefined) return qb.getCount();
  // The capped count stops reading matches once it has cap + 1 of them: select count(*) from (… limit cap + 1).
  const matches = qb
    .select('e.id')
    .limit(cap + 1)
    .as('matches');
  const [row] = await em.getConnection().getKnex().count<{ count: string | number }[]>({ count: '*' }).from(matches);
  return Number(row?.count ?? 0);
}

/** The unfiltered list's total: the one this instance keeps, else counted (and kept if nothing changed meanwhile). */
async function keptTotal(totals: QueueTotals | undefined, kind: WorkKind, count: () => Promise<number>): Promise<number> {
  const kept = totals?.total(kind);
  if (kept !== undefined) return kept;
  const stamp = totals?.stamp(kind);
  const total = await count();
  totals?.keep(kind, stamp, total);
  return total;
}

/**
 * One page of a list (docs/admin.md#work-queues): `{ items, total, totalCapped, page, pageSize }`. A search (`q`)
 * counts at most SEARCH_COUNT_CAP matches (or up to the page asked for); `totalCapped` says more match than `total`.
 */
export async function listQueue<K extends WorkKind>(
  ctx: Pick<RequestContext, 'em' | 'totals'>,
  caller: Caller,
  kind: K,
  query: WorkQuery<K>,
): Promise<Page<WorkRow<K>>> {
  const em = ctx.em.fork();
  const queue = queueOf(kind);
  const base = filtered(em, kind, query, caller);
  const counted = base.clone();
  const cap = query.q ? Math.max(SEARCH_COUNT_CAP, query.page * query.pageSize) : undefined;
  // Every record of the kind: the same total for every page and every member of staff, kept until its kind changes.
  const counting = base.unfiltered ? keptTotal(ctx.totals, kind, () => countRows(em, counted)) : countRows(em, counted, cap);
  const paged = ordered(base, kind, query)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // The page's records are plain rows, not entities: a list only reads them.
  const [rows, count] = await Promise.all([paged.execute<Record<string, unknown>[]>('all'), counting]);
  const records = plainRecords(em, queue.entity, rows);
  const items = await queue.rows(em, records, await staffNamesFor(em, records));
  const totalCapped = cap !== undefined && count > cap;
  return { items, total: totalCapped ? cap : count, totalCapped, page: query.page, pageSize: query.pageSize };
}

/** The batch size of the CSV export's cursor. */
const EXPORT_BATCH = 500;

/**
 * Every row of a list's filter as CSV (docs/admin.md#csv-export), header first, read through a cursor in batches
 * of EXPORT_BATCH on one connection in one read-only transaction (a consistent snapshot; never the whole list in
 * memory). The consumer pulls: a slow download reads the database no faster than it is sent, and an abandoned one
 * (`return()`) closes the cursor and its transaction.
 */
export async function* exportCsv<K extends WorkKind>(ctx: Pick<RequestContext, 'em'>, caller: Caller, kind: K, query: WorkQuery<K>): AsyncGenerator<string> {
  const queue = queueOf(kind);
  const columns = Object.keys(workRows[kind].shape);
  yield `\uFEFF${csvRecord(columns)}`;
  const em = ctx.em.fork();
  const { sql, bindings } = ordered(filtered(em, kind, query, caller), kind, query)
    .getKnexQuery()
    .toSQL();
  const knex = em.getConnection().getKnex();
  const trx = await knex.transaction(undefined, { readOnly: true });
  try {
    // raw SQL: a server-side cursor over the list's own query (built by the QueryBuilder above), which the ORM cannot
    // declare; a stalled download is ended by PostgreSQL after five idle minutes.
    await trx.raw(`set local idle_in_transaction_session_timeout = '5min'`);
    await trx.raw(`declare work_queue_export no scroll cursor for ${sql}`, bindings);
    for (;;) {
      const batch = (await trx.raw<{ rows: Record<string, unknown>[] }>(`fetch ${EXPORT_BATCH} from work_queue_export`)).rows;
      if (batch.length === 0) break;
      const batchEm = em.fork();
      const records = batch.map((row) => batchEm.map(queue.entity, row));
      const rows = await queue.rows(batchEm, records, await staffNamesFor(batchEm, records));
      yield rows.map((row) => csvRecord(csvValues(row as Record<string, unknown>, columns))).join('');
      if (batch.length < EXPORT_BATCH) break;
    }
    await trx.commit();
  } finally {
    if (!trx.isCompleted()) await trx.rollback();
  }
}

// ---- One record ----------------------------------------------------------------------------------------------

/** One kind's records of a client, newest first, by e-mail whatever its case (the kind's lower(email) index). */
function recordsOfEmail(em: EntityManager, kind: WorkKind, email: string, limit: number, except?: string): Promise<QueueRecord[]> {
  const queue = queueOf(kind);
  return (em.createQueryBuilder(queue.entity, 'e') as unknown as QueryBuilder<QueueRecord>)
    .where(`lower(e.${queue.emailColumn}) = lower(?)`, [email])
    .andWhere(except ? { id: { $ne: except } } : {})
    .orderBy({ createdAt: 'desc', id: 'desc' })
    .limit(limit)
    .getResultList();
}

/** The client's other records of every kind, by e-mail whatever its case. */
async function relatedOf(em: EntityManager, kind: WorkKind, id: string, email: string): Promise<RelatedRecord[]> {
  if (!email) return [];
  const found = await Promise.all(
    workKinds.map(async (other) => {
      const queue = queueOf(other);
      const records = await recordsOfEmail(em, other, email, 20, other === kind ? id : undefined);
      return records.map((r): RelatedRecord => ({ kind: other, id: r.id, createdAt: r.createdAt.toISOString(), ...queue.related(r) }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 50);
}

/** A client's record as their page lists it (docs/admin.md#one-client): the related line and the person it names. */
export interface ClientRecord extends Omit<RelatedRecord, 'createdAt'> {
  createdAt: Date;
  name: string;
  phone: string | null;
}

/**
 * Every kind's newest `limit` records of one e-mail (normalised), one query per kind on its lower(email) index: the
 * client page's records (docs/admin.md#one-client).
 */
export async function clientRecords(em: EntityManager, email: string, limit: number): Promise<ClientRecord[]> {
  const found = await Promise.all(
    workKinds.map(async (kind) => {
      const queue = queueOf(kind);
      const records = await recordsOfEmail(em.fork(), kind, email, limit);
      return records.map((r): ClientRecord => ({ kind, id: r.id, createdAt: r.createdAt, ...queue.related(r), ...queue.person(r) }));
    }),
  );
  return found.flat();
}

/**
 * The client's e-mail and the assignee of one record, for the features that write to the one and tell the other
 * (docs/conversations.md); 404 when there is no such record.
 */
export async function recordContact(em: EntityManager, kind: WorkKind, id: string): Promise<{ email: string; assignedTo: string | null }> {
  const queue = queueOf(kind);
  const record = await em.findOne(queue.entity, { id });
  if (!record) throw notFound(kind);
  return { email: queue.email(record), assignedTo: record.assignedTo ?? null };
}

/** How a staff mail names one record: its title among related records and the client's e-mail; null when it is gone. */
export async function recordTitle(em: EntityManager, kind: WorkKind, id: string): Promise<string | null> {
  const queue = queueOf(kind);
  const record = await em.findOne(queue.entity, { id });
  return record ? `${queue.related(record).title}, ${queue.email(record)}` : null;
}

/** admin.record: every field of one record (the SSN masked), its history and the client's other records. */
export async function recordDetail(ctx: Pick<RequestContext, 'em'>, kind: WorkKind, id: string): Promise<RecordDetail> {
  const em = ctx.em.fork();
  const queue = queueOf(kind);
  const record = await em.findOne(queue.entity, { id });
  if (!record) throw notFound(kind);
  const staff = await staffNamesFor(em, [record]);
  const [full, context, history, related, followUp] = await Promise.all([
    queue.record(em, record, staff),
    queue.workflow?.context?.(record, em.fork()) ?? {},
    historyOf(em.fork(), kind, id),
    relatedOf(em.fork(), kind, id, queue.email(record)),
    ports().followUps.of(em.fork(), kind, id),
  ]);
  const status = (full as { status: WorkStatus }).status;
  const closed = isClosed(kind, status);
  const refusal = closed ? reopenRefusal(kind, status, context) : null;
  // Where a reopen goes: the status before the last move into this one, as the history (newest first) says.
  const before = history.find((h) => h.action === 'status_changed' && h.to === status)?.from ?? null;
  return {
    kind,
    id,
    status,
    allowedMoves: allowedMoves(kind, status, context),
    reopenTo: closed && !refusal ? reopenTarget(kind as Exclude<WorkKind, 'chat' | 'order'>, before) : null,
    reopenRefusal: refusal,
    assignedTo: staff(record.assignedTo),
    followUp,
    record: full,
    client: { name: queue.person(record).name, email: queue.email(record) },
    history,
    related,
  } as RecordDetail;
}

/**
 * admin.changeStatus: a move the kind's workflow allows now (contracts/src/rules/work-status.ts), decided under a
 * row lock so two staff members cannot both act on the same old status; the change, its audit entry and the
 * client's mail (with Reply-To: TEAM_EMAIL) commit together.
 */
export async function changeStatus(
  ctx: RequestContext,
  caller: Caller,
  input: ChangeStatusInput & { reason?: string; refund?: boolean },
): Promise<StatusChanged> {
  const kind = input.kind;
  const queue = queueOf(kind);
  const workflow = queue.workflow!;
  const reason = input.reason?.trim() || null;
  let mailed = false;
  const answer = await ctx.em.fork().transactional(async (em) => {
    const record = await em.findOne(queue.entity, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!record) throw notFound(kind);
    const from = workflow.read(record);
    const to = input.to;
    const context: MoveContext = (await workflow.context?.(record, em)) ?? {};
    const refusal = moveRefusal(kind, from, to, context);
    if (refusal) throw new ServiceError(400, refusal);
    // A move that closes the record says why, whichever door it came through (docs/admin.md#closing-and-reopening).
    if (isClosed(kind, to) && !reason) throw new ServiceError(400, REASON_REQUIRED, undefined, { reason: [REASON_REQUIRED] });
    workflow.apply(record, to);
    const actor = actorOf(caller);
    await recordAudit(em, { kind, recordId: input.id, action: 'status_changed', actor, from, to, text: reason });
    const told = await movedIntoBefore(em, kind, input.id, to);
    const mail = workflow.effects
      ? await workflow.effects(ctx, em, record, { from, to, actor, reason, refund: input.refund, told })
      : told
        ? null
        : await workflow.mail?.(ctx, em, record, from, to);
    if (mail) {
      await ports().enqueueMail(em, [{ ...mail, replyTo: ctx.config.TEAM_EMAIL }]);
      mailed = true;
    }
    return { kind, id: input.id, from, to, allowedMoves: allowedMoves(kind, to, context) };
  });
  if (mailed) ctx.notifyOutbox();
  ctx.log.info({ kind, recordId: input.id, from: answer.from, to: answer.to, userId: caller.id }, 'status changed');
  return answer;
}

/**
 * admin.reopen (docs/admin.md#closing-and-reopening): an admin takes a closed record back to the open status it had
 * before it was closed, with a reason; audited as `reopened`. Nobody is mailed: the client keeps what they were told,
 * and closing it again does not mail them twice. A refunded order, or a formation whose order was refunded, stays
 * closed: the money went back.
 */
export async function reopenRecord(ctx: RequestContext, caller: Caller, input: ReopenInput): Promise<Reopened> {
  const { kind, id } = input;
  const workflow = queueOf(kind).workflow;
  if (!workflow) throw new ServiceError(400, reopenRefusal(kind, '')!);
  let answer: Reopened;
  try {
    answer = await ctx.em.fork().transactional(async (em) => {
      const record = await lockedRecord(em, kind, id);
      const from = workflow.read(record);
      const refusal = reopenRefusal(kind, from, (await workflow.context?.(record, em)) ?? {});
      if (refusal) throw new ServiceError(400, refusal);
      const to = reopenTarget(kind as Exclude<WorkKind, 'chat' | 'order'>, await statusBefore(em, kind, id, from)) as WorkStatus;
      workflow.apply(record, to);
      await recordAudit(em, { kind, recordId: id, action: 'reopened', actor: actorOf(caller), from, to, text: input.reason.trim() });
      await em.flush();
      return { kind, id, from, to };
    });
  } catch (error) {
    // 23P01: a reopened appointment's time was booked meanwhile (the exclusion constraint of live appointments).
    if ((error as { code?: string }).code === '23P01')
      throw new ServiceError(409, 'Its time was booked by someone else meanwhile: book the client a new appointment instead.');
    throw error;
  }
  ctx.log.info({ kind, recordId: id, from: answer.from, to: answer.to, userId: caller.id }, 'record reopened');
  return answer;
}

/** One record under a row lock for the change about to be written (404 when there is none). */
export async function lockedRecord(em: EntityManager, kind: WorkKind, id: string): Promise<QueueRecord> {
  const record = await em.findOne(queueOf(kind).entity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!record) throw notFound(kind);
  return record;
}

/** admin.addNote: an internal note, a line of the record's history. */
export async function addNote(ctx: RequestContext, caller: Caller, input: { kind: WorkKind; id: string; text: string }): Promise<HistoryEntry> {
  const entryId = await ctx.em.fork().transactional(async (em) => {
    await lockedRecord(em, input.kind, input.id);
    return recordAudit(em, { kind: input.kind, recordId: input.id, action: 'note_added', actor: actorOf(caller), text: input.text });
  });
  ctx.log.info({ kind: input.kind, recordId: input.id, userId: caller.id }, 'note added');
  return (await historyOf(ctx.em.fork(), input.kind, input.id, { id: entryId }))[0]!;
}

/**
 * Sets one of a locked record's accounts (its assignee, its portal client) and writes the change to its history
 * (`set` when there is one now, `cleared` when not); no line when it is already so.
 */
async function setAccount(
  em: EntityManager,
  caller: Caller,
  ref: { kind: WorkKind; id: string },
  record: QueueRecord,
  field: 'assignedTo' | 'clientUserId',
  to: string | null,
  [set, cleared]: [HistoryAction, HistoryAction],
): Promise<void> {
  const before = record[field] ?? null;
  if (before === to) return;
  record[field] = to;
  await recordAudit(em, { kind: ref.kind, recordId: ref.id, action: to ? set : cleared, actor: actorOf(caller), from: before, to });
}

/** admin.assign: to an enabled staff member (admin or support agent), or to nobody; audited. */
export async function assign(
  ctx: RequestContext,
  caller: Caller,
  input: { kind: WorkKind; id: string; userId: string | null },
): Promise<{ assignedTo: StaffRef | null }> {
  let mailed = false;
  const answer = await ctx.em.fork().transactional(async (em) => {
    const assignee = input.userId ? await ports().accounts.enabledStaff(em, input.userId) : null;
    if (input.userId && !assignee) throw new ServiceError(400, 'Records can only be assigned to an enabled staff account (an admin or a support agent).');
    const record = await lockedRecord(em, input.kind, input.id);
    const before = record.assignedTo ?? null;
    await setAccount(em, caller, input, record, 'assignedTo', assignee?.id ?? null, ['assigned', 'unassigned']);
    // The new assignee hears of it (docs/admin.md#assigned-work), unless they took it themselves or have no mailbox.
    const mailbox = assignee && assignee.id !== before && assignee.id !== caller.id ? await ports().accounts.staffMailbox(em, assignee.id) : null;
    if (mailbox) {
      const noun = workLists[input.kind].noun;
      await ports().enqueueMail(em, [
        {
          to: mailbox,
          subject: `${caller.name} assigned you ${noun}`,
          text: [
            `Hello ${assignee!.name},`,
            '',
            `${caller.name} assigned you ${noun} in the back office.`,
            '',
            `Open it: ${siteOrigin(ctx)}${adminRecordPath(input.kind, input.id)}`,
          ].join('\n'),
        },
      ]);
      mailed = true;
    }
    return { assignedTo: assignee };
  });
  if (mailed) ctx.notifyOutbox();
  // What the kind does once a record changed hands (a chat shows on every agent's desk: docs/chat.md#working-a-conversation).
  await queueOf(input.kind).assigned?.(ctx.em.fork(), input.id);
  ctx.log.info({ kind: input.kind, recordId: input.id, assignedTo: answer.assignedTo?.id ?? null, userId: caller.id }, 'record assigned');
  return answer;
}

/**
 * admin.attachToClient (docs/portal.md#the-rules): staff put an intake or an appointment an anonymous visitor made
 * into the portal of the client account that has proved the record's e-mail, once they know it is that client's (a
 * call, a reply), or take it out of the portal again; audited. Only that account: a record never goes to another
 * client's portal, and with no such account yet the answer is 409.
 */
export async function attachToClient(
  ctx: RequestContext,
  caller: Caller,
  input: AttachClientInput & { attached: boolean },
): Promise<{ portalClient: StaffRef | null }> {
  const answer = await ctx.em.fork().transactional(async (em) => {
    const record = await lockedRecord(em, input.kind, input.id);
    const email = queueOf(input.kind).email(record);
    const client = input.attached ? await ports().accounts.confirmedClient(em, email) : null;
    if (input.attached && !client)
      throw new ServiceError(409, `No client account has confirmed ${email} yet: the record can go to its portal once its owner has created one.`);
    await setAccount(em, caller, input, record, 'clientUserId', client?.id ?? null, ['client_attached', 'client_detached']);
    return { portalClient: client };
  });
  ctx.log.info({ kind: input.kind, recordId: input.id, portalClient: answer.portalClient?.id ?? null, userId: caller.id }, 'portal client changed');
  return answer;
}

// ---- Assigned work -------------------------------------------------------------------------------------------

/**
 * admin.myWork (docs/admin.md#assigned-work): how many open records (not in a closing status) are assigned to the
 * caller, per kind its role may open: every kind for an admin, chats for a support agent.
 */
export async function myWork(ctx: Pick<RequestContext, 'em'>, caller: Caller & Pick<SessionUser, 'role'>): Promise<MyWork> {
  const kinds: readonly WorkKind[] = caller.role === 'admin' ? workKinds : agentKinds;
  const byKind = await Promise.all(
    kinds.map(async (kind) => {
      const open = workStatuses[kind].filter((status) => !isClosed(kind, status));
      const query = { status: open, assignedTo: 'me' } as unknown as WorkQuery<typeof kind>;
      return { kind, count: await filtered(ctx.em.fork(), kind, query, caller).getCount() };
    }),
  );
  return { total: byKind.reduce((sum, k) => sum + k.count, 0), byKind };
}
