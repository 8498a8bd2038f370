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
import type { documentsRoutes } from '../features/documents/documents.routes.ts';
import type { inboundRoutes } from '../features/conversations/inbound.routes.ts';
import type { liveRoutes } from '../features/live/live.routes.ts';
import type { paymentsRoutes } from '../features/payments/payments.routes.ts';
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

const health = named('Health', z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }));

const system = aliasesOf<typeof systemRoutes>()('System', {
  'GET /health': {
    summary: 'Health of the site',
    description: 'Answers 200 only while the database answers a query (for load balancers).',
    ok: health,
    refusals: { 503: { description: 'The database does not answer.', schema: health } },
  },
});

const workQueueAliases = aliasesOf<typeof workQueueRoutes>()('Admin', {
  'GET /admin/export/:file': {
    summary: 'A whole list as CSV',
    description:
      '`:file` is the list’s path and `.csv` (`contacts.csv`, `orders.csv` …); the query is the list’s. Every row of the filter, streamed, header row first; cells that a spreadsheet would run as a formula start with a quote.',
    who: 'admin',
    params: z.object({ file: z.string() }),
    ok: 'csv',
    refusals: { 404: 'No list of that name.' },
  },
});

const paymentAliases = aliasesOf<typeof paymentsRoutes>()('Payments', {
  'POST /stripe/webhook': {
    summary: 'Stripe’s events',
    description:
      'For Stripe only: the raw body is checked against the Stripe-Signature header and STRIPE_WEBHOOK_SECRET before anything else (no per-address limit: Stripe sends from shared addresses).',
    headers: { 'Stripe-Signature': 'Stripe’s signature of the raw body.' },
    ok: named('WebhookReceived', z.object({ received: z.literal(true), outcome: z.string() })),
    refusals: { 400: 'Missing or invalid signature.', 404: 'Stripe is not configured on this site.' },
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
  ...paymentAliases,
  ...documentAliases,
  ...inboundAliases,
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
