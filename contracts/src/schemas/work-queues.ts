import { z } from 'zod';
import { instant } from './instant.ts';
import { parseIsoDate } from '../rules/slots.ts';
import {
  adminSummary,
  appointmentRow,
  appointmentStatuses,
  businessFormationRow,
  contactRow,
  entityFormationRow,
  orderRow,
  quizResultRow,
  subscriptionRow,
} from './admin.ts';
import { businessIntakeRow } from './intake.ts';
import { pageQuery } from './pagination.ts';
import { listView, sharedColumns, type QueueListView } from './queue-columns.ts';
import { orderStatuses } from './payments.ts';
import {
  chatLead,
  chatLink,
  chatStatuses,
  followUp,
  formationStatuses,
  intakeStatuses,
  leadKinds,
  leadStatuses,
  staffRef,
  subscriptionStatuses,
} from './queue-fields.ts';

/**
 * The work queues (docs/admin.md#work-queues): every record kind is a list staff search, filter, sort, page, open,
 * move through its status workflow, note, assign and export. One query schema for every list, one detail answer,
 * one audit history. Decision: docs/decisions/0032-work-queues-and-audit.md.
 */

/** The portal client a record is shown to, or null. */
export const portalClient = staffRef.nullable();

/** A chat conversation as its list shows it. */
export const chatConversationRow = z.object({
  id: z.string(),
  createdAt: instant(),
  lastMessageAt: instant(),
  name: z.string(),
  email: z.string(),
  status: z.enum(chatStatuses),
  messageCount: z.number().int(),
  /** Visitor messages nobody on the team has read yet. */
  unread: z.number().int(),
  assignedTo: staffRef.nullable(),
});
export type ChatConversationRow = z.infer<typeof chatConversationRow>;

const assignedRequired = { assignedTo: staffRef.nullable() };

/**
 * One descriptor per record kind (docs/architecture.md#adding-a-record-kind-to-the-admin): everything the contracts
 * say about a kind, in one place; the tables below are read from it.
 * - `slug`: its list's path (`GET /api/<slug>` where the list had one, and the CSV export
 *   `/api/admin/export/<slug>.csv` whose file is `<slug>-<date>.csv`); `title`; `noun`: how a sentence names one;
 * - `statuses`: its workflow's statuses (the moves: contracts/src/rules/work-status.ts);
 * - `sorts`: the columns its list sorts by, the first the default, newest first (`defaultOrder` when it is not);
 * - `dateFields`: the dates its list filters by with `from`/`to`, the first the default;
 * - `row`: what its list answers per record; `record`: every field, as its detail shows it;
 * - `query`: what its list's query takes beyond the common one;
 * - `list`: how the admin shows its list: the sentence under its title, how a row is named, its columns by type
 *   (queue-columns.ts; the web renders each type).
 */
const kinds = {
  lead: {
    slug: 'contacts',
    title: 'Contact Submissions',
    noun: 'a lead',
    statuses: leadStatuses,
    sorts: ['createdAt', 'name', 'email', 'company', 'kind', 'status'],
    dateFields: ['createdAt'],
    row: contactRow,
    record: contactRow.extend({
      kind: z.enum(leadKinds),
      status: z.enum(leadStatuses),
      ...assignedRequired,
      /** The chats from this lead's e-mail (docs/chat.md#chats-join-the-client), most recent first. */
      chats: z.array(chatLink),
    }),
    query: { type: z.enum(leadKinds, { message: `type must be one of ${leadKinds.join(', ')}` }).optional() },
    list: listView<z.infer<typeof contactRow>>({
      description: 'Messages from the contact form, proposal requests, chats left for the team and certification reports',
      plural: 'contact submissions',
      title: { fields: ['firstName', 'lastName'] },
      columns: [
        sharedColumns.received,
        { key: 'kind', header: 'Type', type: 'leadKind', field: 'kind', sort: 'kind', wrap: 'never' },
        // The name starts with a link to the lead's client: everything else they did with us (docs/admin.md#one-client).
        { key: 'name', header: 'Name', type: 'clientName', fields: ['firstName', 'lastName'], email: 'email', sort: 'name', wrap: 'never' },
        sharedColumns.email,
        { key: 'company', header: 'Company', type: 'text', field: 'company', sort: 'company' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  'quiz-result': {
    slug: 'quiz-results',
    title: 'Quiz Results',
    noun: 'a quiz result',
    statuses: leadStatuses,
    sorts: ['createdAt', 'name', 'email', 'overallScore', 'status'],
    dateFields: ['createdAt'],
    row: quizResultRow,
    record: quizResultRow.extend({
      status: z.enum(leadStatuses),
      ...assignedRequired,
      categoryScores: z.array(z.object({ name: z.string(), score: z.number(), maxScore: z.number(), percentage: z.number() })),
      answers: z.record(z.string(), z.number()),
      /** The newest lead with this e-mail (docs/assessments.md#the-assessments-lead), for staff's eyes only. */
      lead: chatLead.nullable(),
    }),
    list: listView<z.infer<typeof quizResultRow>>({
      description: 'Business Readiness Assessment reports requested by visitors',
      plural: 'quiz results',
      title: { fields: ['name'] },
      columns: [
        sharedColumns.received,
        { key: 'name', header: 'Name', type: 'text', field: 'name', sort: 'name' },
        sharedColumns.email,
        { key: 'overallScore', header: 'Score', type: 'score', field: 'overallScore', sort: 'overallScore' },
        { key: 'scoreLevel', header: 'Level', type: 'text', field: 'scoreLevel' },
        { key: 'reportSent', header: 'Report', type: 'yesNo', field: 'reportSent', yes: 'Sent', no: 'Pending', wrap: 'never' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  'business-formation': {
    slug: 'business-formations',
    title: 'Business Formations',
    noun: 'a business formation',
    statuses: formationStatuses,
    sorts: ['createdAt', 'businessName', 'responsiblePartyName', 'stateOfFormation', 'planId', 'status'],
    dateFields: ['createdAt'],
    row: businessFormationRow,
    record: businessFormationRow.extend({
      status: z.enum(formationStatuses),
      ...assignedRequired,
      /** `***-**-1234`; the full number only through admin.revealSsn. */
      ssn: z.string(),
      details: z.record(z.string(), z.unknown()),
      orderId: z.string().nullable(),
      /** Whether cancelling asks about a refund: a paid or fulfilled order does. */
      orderStatus: z.enum(orderStatuses).nullable(),
      paymentIntentId: z.string().nullable(),
    }),
    list: listView<z.infer<typeof businessFormationRow>>({
      description: 'Formations recorded from paid plan orders',
      plural: 'business formations',
      title: { fields: ['businessName'] },
      columns: [
        sharedColumns.received,
        { key: 'businessName', header: 'Business Name', type: 'text', field: 'businessName', sort: 'businessName' },
        { key: 'stateOfFormation', header: 'State', type: 'text', field: 'stateOfFormation', sort: 'stateOfFormation', wrap: 'never' },
        { key: 'responsiblePartyName', header: 'Responsible Party', type: 'text', field: 'responsiblePartyName', sort: 'responsiblePartyName' },
        { key: 'planId', header: 'Plan', type: 'text', field: 'planId', format: 'plan', sort: 'planId', wrap: 'never' },
        { key: 'ssn', header: 'SSN', type: 'text', field: 'ssnLast4', format: 'ssn', wrap: 'never' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  'entity-formation': {
    slug: 'entity-formations',
    title: 'Entity Formations',
    noun: 'an entity formation',
    statuses: formationStatuses,
    sorts: ['createdAt', 'businessName', 'contactName', 'entityType', 'state', 'price', 'status'],
    dateFields: ['createdAt'],
    row: entityFormationRow,
    record: entityFormationRow.extend({
      status: z.enum(formationStatuses),
      ...assignedRequired,
      orderId: z.string().nullable(),
      orderStatus: z.enum(orderStatuses).nullable(),
      paymentIntentId: z.string().nullable(),
    }),
    list: listView<z.infer<typeof entityFormationRow>>({
      description: 'Entity formations of paid orders',
      plural: 'entity formations',
      title: { fields: ['businessName'] },
      columns: [
        sharedColumns.received,
        { key: 'businessName', header: 'Business Name', type: 'text', field: 'businessName', sort: 'businessName' },
        { key: 'entityType', header: 'Entity Type', type: 'text', field: 'entityType', format: 'businessType', sort: 'entityType', wrap: 'never' },
        { key: 'state', header: 'State', type: 'text', field: 'state', sort: 'state', wrap: 'never' },
        { key: 'contactName', header: 'Contact', type: 'text', field: 'contactName', sort: 'contactName' },
        { key: 'price', header: 'Price', type: 'money', field: 'price', sort: 'price', wrap: 'never' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  'business-intake': {
    slug: 'business-intakes',
    title: 'Business Intakes',
    noun: 'a business intake',
    statuses: intakeStatuses,
    sorts: ['createdAt', 'businessName', 'responsiblePartyName', 'planType', 'priorityProcessing', 'status'],
    dateFields: ['createdAt'],
    row: businessIntakeRow,
    record: businessIntakeRow.extend({ status: z.enum(intakeStatuses), ...assignedRequired, orderId: z.string().nullable(), portalClient }),
    list: listView<z.infer<typeof businessIntakeRow>>({
      description: 'Business information sent by new subscribers from the intake form',
      plural: 'business intakes',
      title: { fields: ['businessName'] },
      columns: [
        sharedColumns.received,
        { key: 'businessName', header: 'Business Name', type: 'text', field: 'businessName', sort: 'businessName' },
        { key: 'planType', header: 'Plan', type: 'text', field: 'planType', format: 'intakePlan', sort: 'planType', wrap: 'never' },
        { key: 'businessType', header: 'Type', type: 'text', field: 'businessType', format: 'intakeBusinessType' },
        { key: 'stateOfFormation', header: 'State', type: 'text', field: 'stateOfFormation', format: 'usState' },
        { key: 'responsiblePartyName', header: 'Contact', type: 'text', field: 'responsiblePartyName', sort: 'responsiblePartyName' },
        { key: 'responsiblePartyPhone', header: 'Phone', type: 'text', field: 'responsiblePartyPhone', format: 'phone', wrap: 'never' },
        {
          key: 'priorityProcessing',
          header: 'Priority',
          type: 'yesNo',
          field: 'priorityProcessing',
          yes: 'Yes (24-48 hours)',
          no: 'No',
          sort: 'priorityProcessing',
        },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  order: {
    slug: 'orders',
    title: 'Orders',
    noun: 'an order',
    statuses: orderStatuses,
    sorts: ['createdAt', 'reference', 'name', 'email', 'total', 'paidAt', 'status'],
    dateFields: ['createdAt', 'paidAt'],
    row: orderRow,
    record: orderRow.extend({
      ...assignedRequired,
      productId: z.string(),
      provider: z.enum(['simulated', 'stripe']),
      currency: z.string(),
      /** The rest of the checkout form (never the SSN). */
      details: z.record(z.string(), z.unknown()),
      /** `***-**-1234` for a plan order, else null. */
      ssn: z.string().nullable(),
      refundedAt: instant().nullable(),
      updatedAt: instant(),
    }),
    list: listView<z.infer<typeof orderRow>>({
      description: 'Every order of every checkout, in any state',
      plural: 'orders',
      title: { fields: ['reference', 'name'], separator: ': ' },
      columns: [
        { key: 'createdAt', header: 'Created', type: 'dateTime', field: 'createdAt', sort: 'createdAt' },
        { key: 'reference', header: 'Order', type: 'text', field: 'reference', sort: 'reference', wrap: 'never' },
        { key: 'name', header: 'Customer', type: 'text', field: 'name', sort: 'name' },
        { key: 'description', header: 'What', type: 'text', field: 'description' },
        { key: 'total', header: 'Total', type: 'money', field: 'total', sort: 'total', wrap: 'never' },
        { key: 'paidAt', header: 'Paid', type: 'dateTime', field: 'paidAt', sort: 'paidAt' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  subscription: {
    slug: 'subscriptions',
    title: 'Subscriptions',
    noun: 'a subscription',
    statuses: subscriptionStatuses,
    sorts: ['createdAt', 'name', 'email', 'planName', 'monthly', 'status'],
    dateFields: ['createdAt'],
    row: subscriptionRow,
    record: subscriptionRow.extend({
      status: z.enum(subscriptionStatuses),
      ...assignedRequired,
      planId: z.string(),
      orderId: z.string().nullable(),
      providerSubscriptionId: z.string().nullable(),
    }),
    list: listView<z.infer<typeof subscriptionRow>>({
      description: 'Paid monthly plans and retainers',
      plural: 'subscriptions',
      title: { fields: ['planName', 'name'], separator: ': ' },
      columns: [
        { key: 'createdAt', header: 'Started', type: 'dateTime', field: 'createdAt', sort: 'createdAt' },
        { key: 'planName', header: 'Plan', type: 'text', field: 'planName', sort: 'planName' },
        { key: 'name', header: 'Customer', type: 'text', field: 'name', sort: 'name' },
        sharedColumns.email,
        { key: 'monthly', header: 'Monthly', type: 'money', field: 'monthly', sort: 'monthly', wrap: 'never' },
        { key: 'orderReference', header: 'Order', type: 'text', field: 'orderReference', wrap: 'never' },
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  appointment: {
    slug: 'appointments',
    title: 'Appointments',
    noun: 'an appointment',
    statuses: appointmentStatuses,
    sorts: ['startsAt', 'createdAt', 'name', 'email', 'appointmentType', 'status'],
    // Appointments start with the next one (docs/admin.md#appointments).
    defaultOrder: 'Next appointment first, then past ones',
    dateFields: ['startsAt', 'createdAt'],
    row: appointmentRow,
    record: appointmentRow.extend({ ...assignedRequired, createdAt: instant(), endsAt: instant(), timeZone: z.string(), portalClient }),
    list: listView<z.infer<typeof appointmentRow>>({
      description: 'Consultations booked through the scheduler',
      plural: 'appointments',
      title: { fields: ['name'] },
      dimmedWhen: 'isPast',
      columns: [
        { key: 'startsAt', header: 'Date', type: 'day', field: 'date', sort: 'startsAt', wrap: 'never' },
        { key: 'timeSlot', header: 'Time', type: 'timeOfDay', day: 'date', time: 'timeSlot', wrap: 'never' },
        { key: 'appointmentType', header: 'Type', type: 'appointmentType', field: 'appointmentType', minutes: 'duration', sort: 'appointmentType' },
        { key: 'name', header: 'Name', type: 'text', field: 'name', sort: 'name' },
        sharedColumns.email,
        sharedColumns.status,
        sharedColumns.assignee,
      ],
    }),
  },
  chat: {
    slug: 'chat-conversations',
    title: 'Chat Conversations',
    noun: 'a chat conversation',
    statuses: chatStatuses,
    sorts: ['lastMessageAt', 'createdAt', 'name', 'email'],
    dateFields: ['lastMessageAt', 'createdAt'],
    row: chatConversationRow,
    record: chatConversationRow.extend({
      /** docs/chat.md#chats-join-the-client: the lead it joins and the other chats from its e-mail. */
      lead: chatLead.nullable(),
      otherChats: z.array(chatLink),
      visitorPage: z.string().nullable(),
      resolvedAt: instant().nullable(),
      messages: z.array(z.object({ id: z.number(), sender: z.enum(['user', 'support']), senderName: z.string(), text: z.string(), createdAt: instant() })),
    }),
    list: listView<ChatConversationRow>({
      description: 'Conversations of the website’s live chat',
      plural: 'chat conversations',
      title: { fields: ['name'] },
      columns: [
        { key: 'lastMessageAt', header: 'Last Message', type: 'dateTime', field: 'lastMessageAt', sort: 'lastMessageAt' },
        { key: 'name', header: 'Name', type: 'text', field: 'name', sort: 'name' },
        sharedColumns.email,
        { key: 'messageCount', header: 'Messages', type: 'count', field: 'messageCount', wrap: 'never' },
        { key: 'unread', header: 'Unread', type: 'count', field: 'unread', wrap: 'never' },
        { key: 'status', header: 'Status', type: 'status', wrap: 'never' },
        sharedColumns.assignee,
      ],
    }),
  },
} as const satisfies Record<
  string,
  {
    slug: string;
    title: string;
    noun: string;
    statuses: readonly [string, ...string[]];
    sorts: readonly [string, ...string[]];
    defaultOrder?: string;
    dateFields: readonly [string, ...string[]];
    row: z.ZodObject;
    record: z.ZodObject;
    query?: z.ZodRawShape;
    list: { description: string; plural: string; columns: { key: string; header: string; sort?: string }[] };
  }
>;
type Kinds = typeof kinds;

/** The record kinds, as `kind` in every call and in the audit table, in the admin's order. */
export type WorkKind = keyof Kinds;
export const workKinds = Object.keys(kinds) as [WorkKind, ...WorkKind[]];

/** A table of every kind, read from its descriptor. */
function perKind<T extends { [K in WorkKind]: unknown }>(read: (kind: WorkKind) => unknown): T {
  return Object.fromEntries(workKinds.map((kind) => [kind, read(kind)])) as T;
}

/** Each kind's list: its slug, title and noun. */
export const workLists = perKind<{ [K in WorkKind]: Pick<Kinds[K], 'slug' | 'title' | 'noun'> }>((kind) => {
  const { slug, title, noun } = kinds[kind];
  return { slug, title, noun };
});
export type WorkListSlug = (typeof workLists)[WorkKind]['slug'];

/** The statuses of each kind. */
export const workStatuses = perKind<{ [K in WorkKind]: Kinds[K]['statuses'] }>((kind) => kinds[kind].statuses);
export type WorkStatus<K extends WorkKind = WorkKind> = (typeof workStatuses)[K][number];

/** The columns each list sorts by (`sort`). */
export const workSorts = perKind<{ [K in WorkKind]: Kinds[K]['sorts'] }>((kind) => kinds[kind].sorts);
export type WorkSort<K extends WorkKind = WorkKind> = (typeof workSorts)[K][number];

/** Lists whose order, when no column is chosen, is not "newest first" by their first column, and how the list says so. */
export const defaultOrderNotes: Partial<Record<WorkKind, string>> = Object.fromEntries(
  workKinds.flatMap((kind) => {
    const kind_ = kinds[kind] as { defaultOrder?: string };
    return kind_.defaultOrder ? [[kind, kind_.defaultOrder]] : [];
  }),
);

/** The dates each list filters by with `from`/`to` (`dateField`). */
export const workDateFields = perKind<{ [K in WorkKind]: Kinds[K]['dateFields'] }>((kind) => kinds[kind].dateFields);
export type WorkDateField<K extends WorkKind = WorkKind> = (typeof workDateFields)[K][number];

/** The row each list answers, by kind (the rows that existed before keep their schemas: admin.ts, intake.ts). */
export const workRows = perKind<{ [K in WorkKind]: Kinds[K]['row'] }>((kind) => kinds[kind].row);
export type WorkRow<K extends WorkKind = WorkKind> = z.infer<(typeof workRows)[K]>;

/** How the admin shows each kind's list: its sentence, a row's name, its columns (queue-columns.ts). */
export const workListViews = perKind<{ [K in WorkKind]: QueueListView<WorkRow<K>> }>((kind) => kinds[kind].list);

/** Every field of each kind, as its detail shows it (the list's row and what the list leaves out). */
export const workRecords = perKind<{ [K in WorkKind]: Kinds[K]['record'] }>((kind) => kinds[kind].record);
export type WorkRecord<K extends WorkKind = WorkKind> = z.infer<(typeof workRecords)[K]>;

/**
 * What a history line may belong to: a record of any kind, or a client's portal account (`client-account`, its id),
 * whose contact changes are kept the same way (docs/admin.md#one-client).
 */
export const auditKinds = [...workKinds, 'client-account'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** Where the admin opens one record (its list's section with the record's drawer open): links in team mails. */
export const adminRecordPath = (kind: WorkKind, id: string) => `/admin?tab=${workLists[kind].slug}&open=${id}`;

export const kindOfSlug = (slug: string): WorkKind | undefined => workKinds.find((kind) => workLists[kind].slug === slug);

/** How a status is shown (a badge, a sentence in lower case). */
export const statusLabels: Record<WorkStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  received: 'Received',
  in_progress: 'In progress',
  filed: 'Filed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  reviewed: 'Reviewed',
  pending: 'Pending',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Replaced',
  active: 'Active',
  past_due: 'Past due',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  no_show: 'No-show',
  waiting: 'Waiting for us',
  answered: 'Answered',
  resolved: 'Resolved',
};

export const SEARCH_MAX = 200;
const INVALID_DAY = 'must be a date (YYYY-MM-DD)';
const day = z.string({ message: INVALID_DAY }).refine((v) => parseIsoDate(v) !== null, INVALID_DAY);

/** One value, several as an array (tRPC) or comma-separated (a query string: `status=new,contacted`). */
const oneOrMore = <const T extends readonly [string, ...string[]]>(values: T, field: string) => {
  const value = z.enum(values, { message: `${field} must be one of ${values.join(', ')}` });
  const list = z.array(value).min(1, `${field} must name at least one value`).max(values.length, `${field} names a value twice`);
  return z.union([
    list,
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(list),
  ]);
};

/**
 * The query of every list (docs/admin.md#work-queues), typed per kind: its statuses, sort columns and date fields.
 * - `q`: words that must all appear in a record's names, e-mails, phones (digits only, whatever the punctuation),
 *   business names or reference (`EBA-10042`, or a record's id); case and accents do not matter;
 * - `status`: one or several of the kind's statuses;
 * - `from`, `to`: days in New York (inclusive) of `dateField`;
 * - `assignedTo`: `me`, `none` or a staff member's id;
 * - `followUp`: `due`, the records whose follow-up is due today (New York) or overdue and not cleared;
 * - `sort`, `dir`: a column of the kind; `dir` defaults to newest first for the default sort, else ascending;
 * - `page`, `pageSize` (at most 100).
 */
const queueShape = <K extends WorkKind>(kind: K) => ({
  ...pageQuery.shape,
  q: z
    .string({ message: 'q must be text' })
    .trim()
    .max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  status: oneOrMore(workStatuses[kind], 'status').optional(),
  from: day.optional(),
  to: day.optional(),
  dateField: z.enum(workDateFields[kind], { message: `dateField must be one of ${workDateFields[kind].join(', ')}` }).optional(),
  assignedTo: z.union([z.literal('me'), z.literal('none'), z.uuid()], { message: 'assignedTo must be me, none or a staff id' }).optional(),
  followUp: z.enum(['due'], { message: 'followUp must be due' }).optional(),
  sort: z.enum(workSorts[kind], { message: `sort must be one of ${workSorts[kind].join(', ')}` }).optional(),
  dir: z.enum(['asc', 'desc'], { message: 'dir must be asc or desc' }).optional(),
});
const datesInOrder: [(query: object) => boolean, { message: string; path: string[] }] = [
  (query) => {
    const { from, to } = query as { from?: string; to?: string };
    return !from || !to || from <= to;
  },
  { message: 'to must not be before from', path: ['to'] },
];

/** What a kind's list takes beyond the common query (the lead list's `type`). */
type ExtraQuery<K extends WorkKind> = Kinds[K] extends { query: infer Q extends z.ZodRawShape } ? Q : Record<never, never>;
const queueQuery = <K extends WorkKind>(kind: K) =>
  z.object({ ...queueShape(kind), ...((kinds[kind] as { query?: ExtraQuery<K> }).query ?? ({} as ExtraQuery<K>)) }).refine(...datesInOrder);

/**
 * Each kind's query. Spelled out (the compiler checks every kind is here) rather than read with perKind: a table
 * typed per kind by a function's result would hide the fields from code that works on any kind.
 */
export const workQueries = {
  lead: queueQuery('lead'),
  'quiz-result': queueQuery('quiz-result'),
  'business-formation': queueQuery('business-formation'),
  'entity-formation': queueQuery('entity-formation'),
  'business-intake': queueQuery('business-intake'),
  order: queueQuery('order'),
  subscription: queueQuery('subscription'),
  appointment: queueQuery('appointment'),
  chat: queueQuery('chat'),
} satisfies Record<WorkKind, unknown>;
export type WorkQuery<K extends WorkKind = WorkKind> = z.output<(typeof workQueries)[K]>;
/** What a link to a list carries (the dashboard's numbers): any part of the query, as the URL would. */
export type WorkQueryInput<K extends WorkKind = WorkKind> = z.input<(typeof workQueries)[K]>;

// ---- One record ----------------------------------------------------------------------------------------------

const recordId = z.uuid({ message: 'id must be a record id' });
export const recordRef = z.object({ kind: z.enum(workKinds, { message: `kind must be one of ${workKinds.join(', ')}` }), id: recordId });
export type RecordRef = z.infer<typeof recordRef>;

export const REASON_MAX = 500;
export const NOTE_MAX = 2000;
const reason = z.string().trim().max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`).optional();

const statusChange = <const K extends Exclude<WorkKind, 'chat'>>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    id: recordId,
    to: z.enum(workStatuses[kind], { message: `to must be one of ${workStatuses[kind].join(', ')}` }),
    reason,
  });

/**
 * Cancelling a formation whose order is paid: whether its order is refunded with it (docs/admin.md#cancelling-a-paid-formation).
 * The server asks for the choice when the order is paid, and ignores nothing: `refund: true` with no paid order is 400.
 */
const refund = z.boolean({ message: 'refund must be true or false' }).optional();
const formationChange = <const K extends 'business-formation' | 'entity-formation'>(kind: K) => statusChange(kind).extend({ refund });

/**
 * admin.changeStatus: move a record along its workflow; `reason` is kept in its history (a cancellation's why) and
 * is required for a move that closes the record (docs/admin.md#closing-and-reopening).
 */
export const changeStatusInput = z.discriminatedUnion(
  'kind',
  [
    statusChange('lead'),
    statusChange('quiz-result'),
    formationChange('business-formation'),
    formationChange('entity-formation'),
    statusChange('business-intake'),
    statusChange('order'),
    statusChange('subscription'),
    statusChange('appointment'),
  ],
  { message: 'kind must be a record kind with a workflow' },
);
export type ChangeStatusInput = z.input<typeof changeStatusInput>;

/** The body of POST /api/admin/records/:kind/:id/status: the kind's statuses are checked with changeStatusInput. */
export const statusChangeBody = z.object({ to: z.string({ message: 'to must be a status' }), reason, refund });

/** What staff write when a move needs a reason and none was given. */
export const REASON_REQUIRED = 'Please give a reason.';

/**
 * admin.reopen (docs/admin.md#closing-and-reopening): an admin takes a closed record back to an open status, saying
 * why; the client is not mailed.
 */
export const reopenInput = recordRef.extend({
  reason: z.string({ message: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
});
export type ReopenInput = z.input<typeof reopenInput>;
export const reopened = z.object({ kind: z.enum(workKinds), id: z.string(), from: z.string(), to: z.string() });
export type Reopened = z.infer<typeof reopened>;

export const statusChanged = z.object({ kind: z.enum(workKinds), id: z.string(), from: z.string(), to: z.string(), allowedMoves: z.array(z.string()) });
export type StatusChanged = z.infer<typeof statusChanged>;

/** admin.addNote: an internal note on any record (never shown to the client). */
export const noteInput = recordRef.extend({
  text: z
    .string({ message: 'Please write a note.' })
    .trim()
    .min(1, 'Please write a note.')
    .max(NOTE_MAX, `A note is at most ${NOTE_MAX.toLocaleString('en-US')} characters.`),
});
export type NoteInput = z.input<typeof noteInput>;
/** The body of POST /api/admin/records/:kind/:id/notes (the path names the record). */
export const noteBody = noteInput.pick({ text: true });

/** admin.assign: give a record to a staff member (an admin or a support agent), or to nobody (`userId: null`). */
export const assignInput = recordRef.extend({ userId: z.uuid({ message: 'userId must be a staff id or null' }).nullable() });
export type AssignInput = z.input<typeof assignInput>;
/** The body of PUT /api/admin/records/:kind/:id/assignee. */
export const assigneeBody = assignInput.pick({ userId: true });
export const assigned = z.object({ assignedTo: staffRef.nullable() });

/**
 * The records an anonymous visitor can make with any e-mail typed into them, which a client's portal shows only when
 * that client made them signed in, or staff attached them (docs/portal.md#the-rules).
 */
export const portalAttachableKinds = ['business-intake', 'appointment'] as const;
/**
 * admin.attachToClient: show such a record in the portal of the client account whose confirmed e-mail is the
 * record's (`attached: true`), or take it out of it (`false`).
 */
export const attachClientInput = z.object({
  kind: z.enum(portalAttachableKinds, { message: `kind must be one of ${portalAttachableKinds.join(', ')}` }),
  id: recordId,
  attached: z.boolean({ message: 'attached must be true or false' }),
});
export type AttachClientInput = z.input<typeof attachClientInput>;
/** The body of PUT /api/admin/records/:kind/:id/client. */
export const attachClientBody = attachClientInput.pick({ attached: true });
export const clientAttached = z.object({ portalClient });

/** admin.revealSsn: the full SSN of a business formation, for admins, logged. */
export const revealSsnInput = z.object({ id: recordId });
export const revealedSsn = z.object({ ssn: z.string() });

/**
 * `document_added` and `document_removed` name the file in `to` and `from` (docs/admin.md#documents); `rescheduled`:
 * an appointment moved by staff, `from`/`to` its old and new start (ISO instants); `client_attached` and
 * `client_detached`: staff put the record in a client's portal or took it out, the client's account id in `to` or
 * `from` (docs/portal.md#the-rules); `reopened`: an admin took a closed record (`from`) back to an open status (`to`), with
 * the reason (docs/admin.md#closing-and-reopening); `follow_up_set` and `follow_up_cleared`: the record's follow-up,
 * its due instant in `to` (and the one before in `from`) and its note (docs/admin.md#follow-ups); `contact_changed`: a
 * client changed their portal contact details, the card before and after as JSON in `from` and `to`
 * (docs/admin.md#one-client).
 */
export const historyActions = [
  'status_changed',
  'note_added',
  'assigned',
  'unassigned',
  'ssn_revealed',
  'rescheduled',
  'document_added',
  'document_removed',
  'client_attached',
  'client_detached',
  'reopened',
  'mail_sent',
  'mail_received',
  'mail_held',
  'mail_accepted',
  'mail_discarded',
  'follow_up_set',
  'follow_up_cleared',
  'contact_changed',
] as const;
export type HistoryAction = (typeof historyActions)[number];

/**
 * One line of a record's history, newest first: who (null: the payment provider or the system, named by
 * `actorName`), when, and what. Status changes carry `from`, `to` and the optional `reason`; notes their `note`;
 * assignments the previous and new assignee (`from`/`to` are user ids, with their names).
 */
export const historyEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(historyActions),
  actor: staffRef.nullable(),
  actorName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Another record of the same client (matched by e-mail, whatever its case), to open from this one; `status` null for chats. */
export const relatedRecord = z.object({ kind: z.enum(workKinds), id: z.string(), createdAt: instant(), title: z.string(), status: z.string().nullable() });
export type RelatedRecord = z.infer<typeof relatedRecord>;

export { maskedSsn } from './queue-columns.ts';

const detailOf = <const K extends WorkKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    id: z.string(),
    status: z.enum(workStatuses[kind]),
    /** The statuses staff may move it to now (the same rule the server enforces). */
    allowedMoves: z.array(z.enum(workStatuses[kind])),
    /** A closed record: the status an admin's reopen takes it to, or null with `reopenRefusal` saying why not. */
    reopenTo: z.enum(workStatuses[kind]).nullable(),
    reopenRefusal: z.string().nullable(),
    assignedTo: staffRef.nullable(),
    /** The record's follow-up (docs/admin.md#follow-ups), or null. */
    followUp: followUp.nullable(),
    record: workRecords[kind],
    /** The person the record is about, as it names them: the drawer's link to their page (docs/admin.md#one-client). */
    client: z.object({ name: z.string(), email: z.string() }),
    history: z.array(historyEntry),
    related: z.array(relatedRecord),
  });

/** admin.record: one record with every field, its history and the client's other records. */
export const recordDetail = z.discriminatedUnion('kind', [
  detailOf('lead'),
  detailOf('quiz-result'),
  detailOf('business-formation'),
  detailOf('entity-formation'),
  detailOf('business-intake'),
  detailOf('order'),
  detailOf('subscription'),
  detailOf('appointment'),
  detailOf('chat'),
]);
export type RecordDetail = z.infer<typeof recordDetail>;

// ---- The dashboard -------------------------------------------------------------------------------------------

/** A list with a query, for a number to link to: `/admin/<slug>?status=paid,fulfilled&dateField=paidAt&from=…`. */
export const listLink = z.object({
  kind: z.enum(workKinds),
  query: z.object({
    status: z.array(z.string()).optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    dateField: z.string().optional(),
    assignedTo: z.string().optional(),
    followUp: z.literal('due').optional(),
    sort: z.string().optional(),
    dir: z.enum(['asc', 'desc']).optional(),
  }),
});
export type ListLink = z.infer<typeof listLink>;

export const queueSummary = z.object({
  kind: z.enum(workKinds),
  total: z.number().int(),
  /** Received since Monday 00:00 in New York. */
  newThisWeek: z.number().int(),
  newThisWeekLink: listLink,
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int(), link: listLink })),
});
export type QueueSummary = z.infer<typeof queueSummary>;

/** What admin.summary adds to its four counts (docs/admin.md#dashboard-numbers). */
export const dashboardFields = {
  /** Monday of this week and the first of this month, in New York (YYYY-MM-DD). */
  weekStarts: z.string(),
  monthStarts: z.string(),
  queues: z.array(queueSummary),
  /** Paid and fulfilled orders paid this month, in cents. */
  revenueThisMonthCents: z.number().int(),
  revenueLink: listLink,
  nextAppointments: z.array(appointmentRow),
  nextAppointmentsLink: listLink,
  /** Conversations whose visitor's last message has no later support message. */
  unansweredChats: z.number().int(),
  unansweredChatsLink: listLink,
  /** Follow-ups due today (New York) or overdue, all kinds together, and per kind with its list (docs/admin.md#follow-ups). */
  followUpsDue: z.number().int(),
  followUpsDueByKind: z.array(z.object({ kind: z.enum(workKinds), count: z.number().int(), link: listLink })),
};

/**
 * admin.summary and GET /api/admin/summary: the four counts of before, and the dashboard's numbers, each with the
 * list that shows it. The new fields are always sent; optional in the type only because the answer existed before.
 */
export const adminDashboard = adminSummary.extend(z.object(dashboardFields).partial().shape);
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** A point of a trend (docs/admin.md#trends): its week's Monday or month's first in New York, its value, its records' list. */
const trendPoint = z.object({ start: z.string(), value: z.number(), link: listLink });

/** admin.trends (docs/admin.md#trends): the dashboard's charts, the last 12 weeks or months in New York, oldest first, empty ones 0. */
export const adminTrends = z.object({
  /** Leads received each week. */
  newLeadsPerWeek: z.array(trendPoint),
  /** Paid and fulfilled orders by the month they were paid, in cents. */
  revenuePerMonth: z.array(trendPoint),
  /** Of each month's leads, how many paid an order later; `value` is that share in percent (one decimal), 0 without leads. */
  conversionPerMonth: z.array(trendPoint.extend({ leads: z.number().int(), converted: z.number().int() })),
  /** Appointments booked each week, whatever became of them. */
  bookingsPerWeek: z.array(trendPoint),
});
export type AdminTrends = z.infer<typeof adminTrends>;
export type TrendPoint = z.infer<typeof trendPoint>;
