import * as adminRows from '@elite/contracts/schemas/admin';
import * as answers from '@elite/contracts/schemas/answers';
import * as leads from '@elite/contracts/schemas/leads';
import * as appointments from '@elite/contracts/schemas/appointments';
import * as assessments from '@elite/contracts/schemas/assessments';
import * as documents from '@elite/contracts/schemas/documents';
import * as auth from '@elite/contracts/schemas/auth';
import * as intake from '@elite/contracts/schemas/intake';
import * as nameSearch from '@elite/contracts/schemas/name-search';
import * as payments from '@elite/contracts/schemas/payments';
import * as portal from '@elite/contracts/schemas/portal';
import * as workQueues from '@elite/contracts/schemas/work-queues';
import { z, type ZodType } from 'zod';
import type { accountsRoutes } from '../features/accounts/accounts.routes.ts';
import type { adminRoutes } from '../features/admin/admin.routes.ts';
import type { appointmentsRoutes } from '../features/appointments/appointments.routes.ts';
import type { assessmentsRoutes } from '../features/assessments/assessments.routes.ts';
import type { documentsRoutes } from '../features/documents/documents.routes.ts';
import type { inboundRoutes } from '../features/conversations/inbound.routes.ts';
import type { intakeRoutes } from '../features/intake/intake.routes.ts';
import type { liveRoutes } from '../features/live/live.routes.ts';
import type { nameSearchRoutes } from '../features/name-search/name-search.routes.ts';
import type { paymentsRoutes } from '../features/payments/payments.routes.ts';
import type { portalRoutes } from '../features/portal/portal.routes.ts';
import type { systemRoutes } from '../features/system/system.routes.ts';
import type { workQueueRoutes } from '../features/work-queues/work-queues.routes.ts';
import type { apiReferenceRoutes } from './api-reference.ts';
import { appRouter } from '../trpc/router.ts';
import { aliasOf, restProceduresOf } from './rest-from-procedures.ts';
import { aliasesOf, buildOpenApiDocument, named, type Alias, type Named, type OpenApiDocument } from './openapi.ts';

/**
 * Every REST alias under /api, described for the OpenAPI document (GET /api/openapi.json, read at /api/docs).
 * Request schemas are the contracts schemas the routes validate with; answers are the contracts schemas the
 * services return, or the small shapes below. Each group is tied to its Hono router: an alias added to a router
 * and not described here (or described and gone) does not compile, nor does an answer schema that differs from
 * the JSON its route is typed to answer.
 */

/** A contracts schema under its exported name, capitalised: contactInput -> ContactInput. */
function contract<M extends Record<string, unknown>, K extends keyof M & string>(module: M, key: K): Named<M[K] & ZodType> {
  return named(key[0]!.toUpperCase() + key.slice(1), module[key] as M[K] & ZodType);
}

const pageOf = <S extends ZodType>(name: string, row: S) =>
  named(`${name}Page`, z.object({ items: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }));
/** A work queue's list (docs/admin.md#work-queues): searched, filtered, sorted, paged. */
const QUEUE =
  'Searched with `q` (names, e-mails, phones, business names, references; case and accents do not matter), filtered by `status`, `from`/`to` of `dateField` and `assignedTo`, sorted by `sort`/`dir` (newest first by default).';
const signedIn = contract(answers, 'signedIn');
const ok = contract(answers, 'ok');
const created = contract(answers, 'created');
const health = named('Health', z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }));

const system = aliasesOf<typeof systemRoutes>()('System', {
  'GET /health': {
    summary: 'Health of the site',
    description: 'Answers 200 only while the database answers a query (for load balancers).',
    ok: health,
    refusals: { 503: { description: 'The database does not answer.', schema: health } },
  },
});

const accounts = aliasesOf<typeof accountsRoutes>()('Accounts', {
  'GET /auth/session': { summary: 'Who is signed in on this browser', who: 'signed-in', ok: signedIn },
  'POST /auth/logout': { summary: 'Sign out', description: 'Ends every session of this person (every browser, chat sockets included).', ok },
  'POST /auth/password': {
    summary: 'Change the password',
    description: 'Every session of this person ends; this browser gets a new one.',
    who: 'signed-in',
    body: contract(auth, 'changePasswordInput'),
    ok: signedIn,
    limited: true,
    refusals: { 401: 'Not signed in, or the current password is wrong.' },
  },
  'GET /admin/login-info': {
    summary: 'Whether the site still waits for its first admin',
    description: 'True until the first admin is created with the setup link (or ADMIN_USERNAME, or `npm run admin:create`). Never any credentials.',
    ok: contract(auth, 'adminLoginInfo'),
  },
  'POST /admin/setup': {
    summary: 'Create the first admin with the setup link',
    description:
      'The token of the one-time link the server printed at start (also in DATA_DIR/admin-setup-link.txt), and the new admin. Signs this browser in as that admin; the link is then spent.',
    body: contract(auth, 'adminSetupInput'),
    ok: signedIn,
    limited: true,
    refusals: { 403: 'Not the current setup link.', 409: 'The site already has an admin, or the username is taken.' },
  },
  'POST /admin/login': {
    summary: 'Staff sign-in (admin or support agent)',
    description: 'Sets the session cookie. Attempts are counted per address and per account and address.',
    body: contract(auth, 'adminLoginInput'),
    ok: signedIn,
    limited: true,
    refusals: { 401: 'Wrong username or password (the same words for an unknown account).' },
  },
  'GET /admin/staff-accounts': {
    summary: 'Staff accounts',
    who: 'admin',
    ok: named('StaffAccounts', z.object({ items: z.array(auth.staffAccountRow) })),
  },
  'POST /admin/staff-accounts/disabled': {
    summary: 'Disable or enable a staff account',
    description: 'Disabling ends the account’s sessions and chat sockets.',
    who: 'admin',
    body: contract(auth, 'setAccountDisabledInput'),
    ok,
    refusals: { 400: 'Bad input, or disabling your own account.', 404: 'No such account.', 409: 'The last admin account cannot be disabled.' },
  },
  'POST /portal/register': {
    summary: 'Create a portal account',
    description:
      'Mails a confirmation link (or, for a confirmed address, a note to its owner); the answer is the same whatever the address. A password too easy to guess is refused on its field.',
    body: contract(auth, 'portalRegisterInput'),
    ok: contract(auth, 'portalRegisterResult'),
    status: 201,
    limited: true,
  },
  'POST /portal/login': {
    summary: 'Portal client sign-in',
    description: 'Sets the session cookie. Attempts are counted per address and per account and address.',
    body: contract(auth, 'portalLoginInput'),
    ok: signedIn,
    limited: true,
    refusals: { 401: 'Invalid email or password.', 403: 'The e-mail address is not confirmed yet (a new link is mailed).' },
  },
  'POST /portal/verify-email': {
    summary: 'Confirm the e-mail address',
    description: 'The token of the mailed link and the password chosen at registration; signs this browser in.',
    body: contract(auth, 'verifyEmailInput'),
    ok: signedIn,
    limited: true,
    refusals: { 400: 'Bad input, or a link used or expired.', 401: 'Not the password chosen at registration.' },
  },
  'POST /portal/password-reset/request': {
    summary: 'Ask for a password reset link',
    description: 'The answer never says whether the address has an account, and takes as long either way: the link is mailed later.',
    body: contract(auth, 'passwordResetRequestInput'),
    ok,
    limited: true,
  },
  'POST /portal/password-reset': {
    summary: 'Set a new password with a reset link',
    description: 'Every session of the account ends.',
    body: contract(auth, 'passwordResetInput'),
    ok,
    limited: true,
    refusals: { 400: 'Bad input, a password too easy to guess, or a link used or expired.' },
  },
});

const admin = aliasesOf<typeof adminRoutes>()('Admin', {
  'GET /admin/summary': {
    summary: 'The dashboard’s numbers',
    description:
      'Counts per status and new this week for each work queue, revenue this month, next appointments and unanswered chats, each with the query of the list that shows it.',
    who: 'admin',
    ok: contract(workQueues, 'adminDashboard'),
  },
  'GET /contacts': {
    summary: 'Contact messages, proposal requests and chat leads',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['lead'],
    ok: pageOf('ContactRow', adminRows.contactRow),
  },
  'GET /quiz-results': {
    summary: 'Readiness assessment results',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['quiz-result'],
    ok: pageOf('QuizResultRow', adminRows.quizResultRow),
  },
  'GET /business-formations': {
    summary: 'Business formations of paid monthly plans',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['business-formation'],
    ok: pageOf('BusinessFormationRow', adminRows.businessFormationRow),
  },
  'GET /entity-formations': {
    summary: 'Entity formations of paid orders',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['entity-formation'],
    ok: pageOf('EntityFormationRow', adminRows.entityFormationRow),
  },
  'GET /appointments': {
    summary: 'Booked appointments',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['appointment'],
    ok: pageOf('AppointmentRow', adminRows.appointmentRow),
  },
});

const RECORD = { who: 'admin', params: workQueues.recordRef } as const;

const workQueueAliases = aliasesOf<typeof workQueueRoutes>()('Admin', {
  'GET /admin/chat-conversations': {
    summary: 'Live-chat conversations',
    description: `${QUEUE} Status: waiting (the visitor wrote last) or answered. Support agents may read it too (\`assignedTo=me\`: the chats assigned to them).`,
    who: 'staff',
    query: workQueues.workQueries.chat,
    ok: pageOf('ChatConversationRow', workQueues.chatConversationRow),
  },
  'GET /admin/export/:file': {
    summary: 'A whole list as CSV',
    description:
      '`:file` is the list’s path and `.csv` (`contacts.csv`, `orders.csv` …); the query is the list’s. Every row of the filter, streamed, header row first; cells that a spreadsheet would run as a formula start with a quote.',
    who: 'admin',
    params: z.object({ file: z.string() }),
    ok: 'csv',
    refusals: { 404: 'No list of that name.' },
  },
  'GET /admin/records/:kind/:id': {
    summary: 'One record: every field, its history and the client’s other records',
    description: 'The SSN is masked.',
    ...RECORD,
    ok: contract(workQueues, 'recordDetail'),
    refusals: { 404: 'No such record.' },
  },
  'POST /admin/records/:kind/:id/status': {
    summary: 'Move a record along its workflow',
    description: 'Audited; a change that matters to the client mails them.',
    ...RECORD,
    body: contract(workQueues, 'statusChangeBody'),
    ok: contract(workQueues, 'statusChanged'),
    refusals: { 400: 'Bad input, or a move the workflow does not allow (the answer names the allowed moves).', 404: 'No such record.' },
  },
  'POST /admin/records/:kind/:id/notes': {
    summary: 'Add an internal note',
    ...RECORD,
    body: contract(workQueues, 'noteBody'),
    ok: contract(workQueues, 'historyEntry'),
    status: 201,
    refusals: { 404: 'No such record.' },
  },
  'PUT /admin/records/:kind/:id/assignee': {
    summary: 'Assign a record to a staff member, or to nobody (`userId: null`)',
    ...RECORD,
    body: contract(workQueues, 'assigneeBody'),
    ok: contract(workQueues, 'assigned'),
    refusals: { 400: 'Bad input, or not an enabled staff account.', 404: 'No such record.' },
  },
  'PUT /admin/records/:kind/:id/client': {
    summary: 'Show an intake or an appointment in its client’s portal (`attached: true`), or take it out',
    description:
      'Only `business-intake` and `appointment`, and only to the client account that has confirmed the record’s e-mail (docs/portal.md#the-rules). Audited.',
    who: 'admin',
    params: z.object({ kind: z.enum(workQueues.portalAttachableKinds), id: z.uuid() }),
    body: contract(workQueues, 'attachClientBody'),
    ok: contract(workQueues, 'clientAttached'),
    refusals: { 404: 'No such record.', 409: 'No client account has confirmed the record’s e-mail yet.' },
  },
});

const appointmentAliases = aliasesOf<typeof appointmentsRoutes>()('Appointments', {
  'POST /seed-availability': {
    summary: 'Lay out the weekly business hours',
    description: 'Idempotent: 201 when hours were created, 200 when they already existed.',
    ok: named('AvailabilitySeeded', z.object({ created: z.number(), message: z.string() })),
    status: '200 or 201',
    limited: true,
  },
  'GET /appointments/available-slots': {
    summary: 'Free start times of a day',
    description: 'HH:MM in the business time zone (America/New_York); a 60-minute type needs both halves free.',
    query: appointments.slotsQuery,
    ok: contract(appointments, 'slotsAnswer'),
  },
  'POST /appointments': {
    summary: 'Book an appointment',
    description: 'A confirmation with a cancel link is mailed.',
    body: contract(appointments, 'appointmentInput'),
    ok: contract(appointments, 'bookedAnswer'),
    status: 201,
    limited: true,
    refusals: { 400: 'Bad input, or a time outside the bookable hours.', 409: 'The time was just taken.' },
  },
  'POST /appointments/cancel': {
    summary: 'Cancel with the mailed link',
    body: contract(appointments, 'cancelInput'),
    limited: true,
    ok: named(
      'AppointmentCancelled',
      z.object({ date: z.string(), timeSlot: z.string(), appointmentType: z.enum(['consultation', 'formation']), when: z.string() }),
    ),
    refusals: { 404: 'The link was used already, or the appointment has started.' },
  },
  'PATCH /appointments/:id/status': {
    summary: 'Change an appointment’s status',
    who: 'admin',
    params: appointments.statusUpdateInput.pick({ id: true }),
    body: contract(appointments, 'statusInput'),
    ok: contract(adminRows, 'appointmentRow'),
    refusals: { 400: 'Bad input, or a change the appointment’s state does not allow.', 404: 'No such appointment.' },
  },
  'GET /appointments/closed-days': {
    summary: 'Whole days nobody can book',
    description: 'Federal holidays (by name) and days staff closed ("Closed", never their reason) from `from` to `to`, at most 400 days.',
    query: appointments.closedDaysQuery,
    ok: contract(appointments, 'closedDays'),
  },
  'POST /appointments/:id/reschedule': {
    summary: 'Move an appointment to a free time',
    description:
      'Staff move a scheduled or confirmed appointment that has not started into a free slot of its length; the history keeps the move and the client is mailed an updated invitation.',
    who: 'admin',
    params: appointments.rescheduleInput.pick({ id: true }),
    body: contract(appointments, 'rescheduleBody'),
    ok: contract(adminRows, 'appointmentRow'),
    refusals: {
      400: 'Bad input, a time that is not bookable (weekend, holiday, past, outside hours), the same time, or an appointment that is closed or started.',
      404: 'No such appointment.',
      409: 'The time is taken by another appointment or blocked by staff.',
    },
  },
  'GET /appointments/:id/free-slots': {
    summary: 'Free times an appointment could move to',
    description: 'The day’s free start times for the appointment’s length, its own time counted free.',
    who: 'admin',
    params: appointments.rescheduleInput.pick({ id: true }),
    query: appointments.rescheduleSlotsQuery,
    ok: contract(appointments, 'slotsAnswer'),
    refusals: { 404: 'No such appointment.' },
  },
  'GET /admin/availability-blocks': {
    summary: 'Dates and hours staff closed',
    description: 'The blocks that have not ended, soonest first, with their reasons.',
    who: 'admin',
    ok: contract(appointments, 'availabilityBlockList'),
  },
  'POST /admin/availability-blocks': {
    summary: 'Close a day or some hours of a day',
    description:
      'A whole day (`allDay`) or `startTime`–`endTime` of `date`, New York time. Booked appointments it covers are kept and listed in `overlaps` for staff to move.',
    who: 'admin',
    body: contract(appointments, 'availabilityBlockInput'),
    ok: contract(appointments, 'availabilityBlockCreated'),
    status: 201,
    refusals: { 400: 'Bad input, or a time that has passed.' },
  },
  'DELETE /admin/availability-blocks/:id': {
    summary: 'Open a blocked time again',
    who: 'admin',
    params: appointments.availabilityBlockRef,
    ok,
    refusals: { 404: 'No such block.' },
  },
});

const assessmentAliases = aliasesOf<typeof assessmentsRoutes>()('Assessments', {
  'POST /quiz-results': {
    summary: 'Save a readiness assessment and mail its report',
    description: 'The server scores the answers again: scores that disagree are refused on their field.',
    body: contract(assessments, 'quizResultInput'),
    ok: created,
    status: 201,
    limited: true,
  },
  'POST /quiz-results/:id/follow-up': {
    summary: 'Mail a follow-up to the person who took the assessment',
    who: 'admin',
    params: assessments.quizResultId,
    ok: named('FollowUpSent', z.object({ followUps: z.number() })),
    refusals: { 404: 'No such quiz result.' },
  },
});

const CHECKOUT = {
  ok: contract(payments, 'checkoutStarted'),
  status: 201,
  limited: true,
  refusals: {
    400: 'Bad input, or an amount that is not the catalogue’s price.',
    409: 'A payment for this checkout key already went through: the order is paid, and another one needs a new checkout key.',
  },
} as const;

const paymentAliases = aliasesOf<typeof paymentsRoutes>()('Payments', {
  'GET /payments/config': {
    summary: 'How this site takes payments',
    description: 'Simulated, or Stripe with its publishable key.',
    ok: contract(payments, 'paymentConfig'),
  },
  'POST /create-entity-payment': {
    summary: 'Start an entity formation checkout',
    description: 'Stores a pending order and its payment (every checkout does; starts count against one limit per address).',
    body: contract(payments, 'startEntityCheckoutInput'),
    ...CHECKOUT,
  },
  'POST /create-subscription-payment': {
    summary: 'Start a monthly plan checkout (with the formation form)',
    body: contract(payments, 'startPlanCheckoutInput'),
    ...CHECKOUT,
  },
  'POST /create-subscription-payment-simple': {
    summary: 'Start a simple checkout: a monthly plan or a retainer',
    description:
      'planId is a monthly plan (essential $1,000, professional $5,000, enterprise $15,000) or a retainer (foundation $25,000, transformation $75,000, enterprise-retainer $250,000); amount is its whole-dollar monthly price, which the server checks against the catalogue (docs/subscriptions-and-intake.md#simple-checkout).',
    body: contract(payments, 'startSimpleCheckoutInput'),
    ...CHECKOUT,
  },
  'POST /create-cart-payment': { summary: 'Start a cart checkout', body: contract(payments, 'startCartCheckoutInput'), ...CHECKOUT },
  'POST /payments/simulated/confirm': {
    summary: 'Pay with a test card (simulated mode)',
    description: '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
    body: contract(payments, 'simulatedConfirmInput'),
    ok: contract(payments, 'simulatedConfirmAnswer'),
    limited: true,
    refusals: { 404: 'This site takes payments through Stripe.' },
  },
  'GET /payments/orders/:orderId': {
    summary: 'One order, as its success page shows it',
    description:
      'A pending order asks the payment provider at most once every 10 seconds (the webhook is the normal path); 120 reads per address in 10 minutes (docs/payments.md#reading-an-order).',
    params: payments.orderIdInput,
    ok: contract(payments, 'orderSummary'),
    refusals: { 404: 'No such order.' },
  },
  'POST /entity-formations': {
    summary: 'The entity formation recorded for a paid order',
    description: 'Reads only: the server records the formation when it learns the payment succeeded.',
    body: contract(payments, 'entityFormationInput'),
    ok: contract(payments, 'entityFormationRecord'),
    limited: true,
    refusals: { 400: 'Bad input, or details that are not the order’s.', 409: 'The payment has not succeeded yet.' },
  },
  'POST /stripe/webhook': {
    summary: 'Stripe’s events',
    description:
      'For Stripe only: the raw body is checked against the Stripe-Signature header and STRIPE_WEBHOOK_SECRET before anything else (no per-address limit: Stripe sends from shared addresses).',
    headers: { 'Stripe-Signature': 'Stripe’s signature of the raw body.' },
    ok: named('WebhookReceived', z.object({ received: z.literal(true), outcome: z.string() })),
    refusals: { 400: 'Missing or invalid signature.', 404: 'Stripe is not configured on this site.' },
  },
  'GET /orders': {
    summary: 'Every order, in any state',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['order'],
    ok: pageOf('OrderRow', adminRows.orderRow),
  },
  'GET /subscriptions': {
    summary: 'Paid monthly plans and retainers',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['subscription'],
    ok: pageOf('SubscriptionRow', adminRows.subscriptionRow),
  },
  'GET /portal/records': {
    summary: 'The signed-in client’s own records',
    description: 'Matched by the account’s confirmed e-mail.',
    who: 'client',
    ok: contract(payments, 'clientRecords'),
  },
  'POST /admin/business-formations/:id/ssn': {
    summary: 'Reveal a business formation’s full SSN',
    description: 'Written to the formation’s history.',
    who: 'admin',
    params: workQueues.revealSsnInput,
    ok: contract(workQueues, 'revealedSsn'),
    refusals: { 404: 'No such business formation.' },
  },
});

const nameSearchAliases = aliasesOf<typeof nameSearchRoutes>()('Tools', {
  'POST /tools/name-search': {
    summary: 'Check a business name',
    description: 'The name as it would be filed, whether it is free in our records, and alternatives.',
    body: contract(nameSearch, 'nameSearchInput'),
    ok: named('NameSearchResult', z.object({ available: z.boolean(), message: z.string(), filingName: z.string(), suggestions: z.array(z.string()) })),
    limited: true,
  },
});

const portalAliases = aliasesOf<typeof portalRoutes>()('Portal', {
  'GET /portal/dashboard': {
    summary: 'The signed-in client’s dashboard',
    description:
      'Orders, formations, subscriptions, business intakes and appointments matched by the account’s confirmed e-mail, each with the dates its status changed (never who changed it, nor a staff note). `emailVerified` false: every list is empty.',
    who: 'client',
    ok: contract(portal, 'portalDashboard'),
  },
  'PUT /portal/contact': {
    summary: 'Change the client’s contact details',
    description: 'Name, company and phone. The e-mail is not changed here.',
    who: 'client',
    body: contract(portal, 'contactDetailsInput'),
    ok: contract(portal, 'portalAccount'),
  },
  'POST /portal/appointments/:id/cancel': {
    summary: 'Cancel one of the client’s own upcoming appointments',
    description: 'As the mailed cancel link does: scheduled or confirmed, not started yet, booked with the account’s e-mail.',
    who: 'client',
    params: portal.cancelMyAppointmentInput,
    ok: contract(portal, 'portalAppointment'),
    refusals: { 400: 'The id is not an appointment id.', 404: 'Not the client’s, cancelled already, or started.' },
  },
});

const documentAliases = aliasesOf<typeof documentsRoutes>()('Documents', {
  'POST /admin/records/:kind/:id/documents': {
    summary: 'Attach a document to a formation or a paid order',
    description:
      'multipart/form-data with the file in `file` (a PDF, PNG, JPEG or WebP image of at most 10 MB, its type read from its first bytes, never from its name) and an optional `note` the client reads. Queues a mail to the client and writes a line of the record’s history.',
    who: 'admin',
    params: documents.documentRecordRef,
    multipart: contract(documents, 'documentUploadForm'),
    ok: contract(documents, 'staffDocument'),
    status: 201,
    refusals: {
      400: 'Bad `kind`, `id` or note, no file, or an empty file.',
      404: 'No such record.',
      409: 'An order that is not paid: the client does not see it in the portal.',
      413: 'A file over 10 MB (a larger declared Content-Length is refused before the body is read).',
      415: 'A body that is not multipart/form-data, or a file that is not a PDF, PNG, JPEG or WebP by its content.',
    },
  },
  'GET /admin/records/:kind/:id/documents': {
    summary: 'The documents of a formation or an order',
    description: 'Newest first, with who added them and how often they were downloaded.',
    who: 'admin',
    params: documents.documentRecordRef,
    ok: contract(documents, 'staffDocumentList'),
    refusals: { 404: 'No such record.' },
  },
  'DELETE /admin/documents/:id': {
    summary: 'Remove a document',
    description: 'Written to the record’s history; the document’s download log stays.',
    who: 'admin',
    params: documents.documentId,
    ok: contract(documents, 'documentRemoved'),
    refusals: { 404: 'No such document.' },
  },
  'GET /documents/:id': {
    summary: 'Download a document',
    description:
      'For an admin, or for the portal client who owns its record (the dashboard’s rule). The file with its stored type, `Content-Disposition: attachment`, `Cache-Control: private, no-store`. Every download is logged (who, when, the address).',
    who: 'admin-or-client',
    params: documents.documentId,
    ok: 'file',
    refusals: { 403: 'A support agent.', 404: 'No such document, or one whose record is not this client’s.' },
  },
});

const inboundAliases = aliasesOf<typeof inboundRoutes>()('Mail', {
  'POST /mail/inbound': {
    summary: 'A client’s e-mail, forwarded by a mail provider',
    description:
      'For mail providers only (docs/conversations.md#receiving-by-http): the raw RFC 822 message as the body (message/rfc822, text/plain or any type but the two below), or in the `email` (SendGrid), `body-mime` (Mailgun) or `RawEmail` (Postmark) field of a multipart/form-data, form-urlencoded or JSON body; at most 15 MB. Authorised by INBOUND_WEBHOOK_SECRET in `X-Inbound-Secret` or as the password of Basic auth (compared in constant time); no Origin or cookie is read. Threaded by the reply address (`reply+<token>@INBOUND_DOMAIN`) among the envelope’s and the headers’ recipients; a sender that is not the client, or whose sender check failed, is held for staff (`state: held`).',
    headers: { 'X-Inbound-Secret': 'INBOUND_WEBHOOK_SECRET (or Basic auth with it as the password).' },
    ok: named('InboundReceived', z.object({ messageId: z.string(), state: z.enum(['received', 'held']) })),
    limited: true,
    refusals: {
      400: 'A form or JSON body without the message field.',
      401: 'A missing or wrong secret.',
      404: 'No secret configured on this site (the door is closed), or no live reply address among the recipients: nothing is stored.',
      413: 'A message over 15 MB.',
    },
  },
});

const intakeAliases = aliasesOf<typeof intakeRoutes>()('Intake', {
  'POST /business-intake': {
    summary: 'Send the business intake form of a paid plan',
    description: 'Its fields depend on `planType`.',
    body: contract(intake, 'businessIntakeInput'),
    ok: created,
    status: 201,
    limited: true,
    refusals: { 400: 'Bad input, or no paid order of this plan for the form.', 409: 'The order has its intake already: one per order.' },
  },
  'GET /business-intakes': {
    summary: 'Business intake forms',
    description: QUEUE,
    who: 'admin',
    query: workQueues.workQueries['business-intake'],
    ok: pageOf('BusinessIntakeRow', intake.businessIntakeRow),
  },
});

const liveAliases = aliasesOf<ReturnType<typeof liveRoutes>>()('Admin', {
  'GET /admin/events': {
    summary: 'Record changes as they happen',
    description:
      'Server-sent events for staff screens: `change` `{ kind, id, change }` whenever a record is created or updated or gets a history line, on any instance (a support agent hears chats only); `resync` when changes may have been missed; `ping` every 25 seconds. Never a record’s contents.',
    who: 'staff',
    ok: 'events',
  },
});

const reference = aliasesOf<ReturnType<typeof apiReferenceRoutes>>()('Reference', {
  'GET /openapi.json': {
    summary: 'This document',
    ok: named(
      'OpenApiDocument',
      z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }),
    ),
  },
  'GET /docs': { summary: 'This document as a page to read', ok: 'html' },
});

/** Each contracts schema under its exported name, capitalised (contactInput -> ContactInput), for the document. */
function contractNames(): Map<ZodType, string> {
  const names = new Map<ZodType, string>();
  for (const module of contractModules) {
    for (const [key, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, key[0]!.toUpperCase() + key.slice(1));
    }
  }
  return names;
}
const contractModules: Record<string, unknown>[] = [
  answers,
  auth,
  leads,
  adminRows,
  appointments,
  assessments,
  documents,
  intake,
  nameSearch,
  payments,
  portal,
  workQueues,
];

/** Every documented alias, in the order of the document: the procedures' first, then the hand-written ones. */
const names = contractNames();
export const restAliases: readonly Alias[] = [
  ...restProceduresOf(appRouter).map((op) => aliasOf(op, names)),
  ...system,
  ...accounts,
  ...appointmentAliases,
  ...assessmentAliases,
  ...paymentAliases,
  ...nameSearchAliases,
  ...intakeAliases,
  ...portalAliases,
  ...documentAliases,
  ...inboundAliases,
  ...admin,
  ...workQueueAliases,
  ...liveAliases,
  ...reference,
];

const DESCRIPTION = `The REST aliases of the site's API. The site's own pages call the same service functions through tRPC at \`/trpc\`
(typed end to end; see docs/architecture.md#calling-the-api); these paths are for other clients, scripts and tests.

- **Bodies** are JSON (\`Content-Type: application/json\`, at most 100 KB), validated with the same zod schemas as the
  site's forms, in UTF-8. Control characters other than tab and line breaks, unpaired surrogates and Unicode
  non-characters are refused in every field.
- **Refusals** answer \`{ "error": "…" }\`; bad input answers **400** with \`fieldErrors\` (each bad field's messages) and
  \`formErrors\`. **401**: not signed in; **403**: another role, or a cross-site request (a state-changing call whose
  \`Origin\` is not this site); **413**: a body over 100 KB; **415**: a body that is not JSON; **429**: too many calls,
  wait \`Retry-After\` seconds (the limits per address are in docs/input-limits.md, \`RATE_LIMIT_SCALE\`); **500**: \`requestId\`
  names the log line (20 per address per 10 minutes, then 429).
- **Sessions** are a cookie set by a sign-in; send it back on protected calls, with your site's \`Origin\` on any call
  that changes something.`;

/** The document for a site whose session cookie has this name. */
export function restApiDocument(sessionCookie: string): OpenApiDocument {
  return buildOpenApiDocument(restAliases, {
    title: 'Elite Business Advisory API',
    version: '1',
    description: DESCRIPTION,
    sessionCookie,
    tags: [
      { name: 'System', description: 'The site itself.' },
      { name: 'Accounts', description: 'Staff and portal sign-in, sessions, passwords (docs/accounts.md).' },
      { name: 'Leads', description: 'Contact messages and proposal requests.' },
      { name: 'Appointments', description: 'Free times, booking and cancelling.' },
      { name: 'Assessments', description: 'The readiness assessment and its report.' },
      { name: 'Payments', description: 'Checkouts, orders and the payment provider (docs/payments.md).' },
      { name: 'Tools', description: 'Free tools.' },
      { name: 'Intake', description: 'The business intake form of paid plans.' },
      { name: 'Portal', description: 'The signed-in client’s own records and contact details (docs/portal.md).' },
      { name: 'Mail', description: 'Clients’ answers to staff mails, forwarded by a mail provider (docs/conversations.md).' },
      { name: 'Documents', description: 'Files staff attach to formations and orders, downloaded by the client (docs/admin.md#documents).' },
      {
        name: 'Admin',
        description:
          'The work queues (docs/admin.md#work-queues): lists paginated (`page` from 1, `pageSize` up to 100), one record’s detail, status, notes and assignee, CSV exports.',
      },
      { name: 'Reference', description: 'This document.' },
    ],
  });
}
