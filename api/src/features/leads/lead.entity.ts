import { leadKinds, leadStatuses } from '@elite/contracts/schemas/queue-fields';
import { defineEntity } from '@mikro-orm/core';
import { expressionIndex, lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { digits, optional, searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';

/** Someone who wants to hear from us: a contact message, a proposal request, an unanswered chat or a certification report. */
export const Lead = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    kind: p.enum([...leadKinds]),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254),
    phone: p.string().length(30).default(''),
    businessType: p.string().length(40).nullable(),
    company: p.string().length(200).nullable(),
    service: p.string().length(200).nullable(),
    message: p.text(),
    items: p.json<{ id: string; title: string; quantity: number; priceCents: number }[]>().nullable(),
    totalCents: p.bigint('number').nullable(),
    /** The work queue (docs/admin.md#status-workflows): new → contacted → qualified → won | lost. */
    status: p.enum([...leadStatuses]).default('new'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    /** What the list's `q` searches (src/db/search.ts); PostgreSQL writes it. */
    search: p
      .text()
      .generated(searchDocument('first_name', 'last_name', 'email', optional('company'), digits('phone')))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    newestFirst('lead'),
    lowerEmail('lead'),
    searchIndex('lead'),
    whereSet('lead', 'assigned_to_id'),
    // A status filter sorted newest first walks this index; its count is an index-only scan.
    expressionIndex('lead_status_created_at_index', 'create index "lead_status_created_at_index" on "lead" ("status", "created_at" desc, "id" desc)'),
  ],
});
