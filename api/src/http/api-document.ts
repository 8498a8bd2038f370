import * as adminRows from '@elite/contracts/schemas/admin';
import * as answers from '@elite/contracts/schemas/answers';
import * as appointments from '@elite/contracts/schemas/appointments';
import * as assessments from '@elite/contracts/schemas/assessments';
import * as auth from '@elite/contracts/schemas/auth';
import * as documents from '@elite/contracts/schemas/documents';
import * as intake from '@elite/contracts/schemas/intake';
import * as leads from '@elite/contracts/schemas/leads';
import * as nameSearch from '@elite/contracts/schemas/name-search';
import * as payments from '@elite/contracts/schemas/payments';
import * as portal from '@elite/contracts/schemas/portal';
import * as workQueues from '@elite/contracts/schemas/work-queues';
import { z, type ZodType } from 'zod';
import { inboundRoutesDoc } from '../features/conversations/inbound.http.ts';
import { documentsRoutesDoc } from '../features/documents/documents.http.ts';
import { liveRoutesDoc } from '../features/live/live.http.ts';
import { paymentsRoutesDoc } from '../features/payments/payments.http.ts';
import { systemRoutesDoc } from '../features/system/system.http.ts';
import { workQueueRoutesDoc } from '../features/work-queues/work-queues.http.ts';
import { appRouter } from '../trpc/router.ts';
import { apiReferenceRoutesDoc } from './api-reference.ts';
import { buildOpenApiDocument, type Alias, type OpenApiDocument } from './openapi.ts';
import { aliasOf, restProceduresOf } from './rest-from-procedures.ts';

/**
 * The REST API's description (GET /api/openapi.json, read at /api/docs; docs/decisions/0057-one-declaration-per-operation.md):
 * every procedure's `rest` meta, then the few hand-written routes, each described beside its handler. Nothing here
 * lists operations: a new alias is its procedure's meta.
 */

/** The contracts modules whose schemas the document names as they are exported (contactInput -> ContactInput). */
const CONTRACT_MODULES: readonly Record<string, unknown>[] = [
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

function contractNames(): Map<ZodType, string> {
  const names = new Map<ZodType, string>();
  for (const module of CONTRACT_MODULES) {
    for (const [key, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, key[0]!.toUpperCase() + key.slice(1));
    }
  }
  return names;
}

/** Every documented alias: the procedures' in the router's order, then the hand-written ones. */
export const restAliases: readonly Alias[] = (() => {
  const names = contractNames();
  return [
    ...restProceduresOf(appRouter).map((op) => aliasOf(op, names)),
    ...systemRoutesDoc,
    ...paymentsRoutesDoc,
    ...documentsRoutesDoc,
    ...inboundRoutesDoc,
    ...workQueueRoutesDoc,
    ...liveRoutesDoc,
    ...apiReferenceRoutesDoc,
  ];
})();

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
    // Proprietary: the site's terms of service say what a caller may do (relative, as `servers` is: this site's page).
    license: { name: 'Proprietary', url: '/terms-of-service' },
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
