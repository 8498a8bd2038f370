import { auditKinds, historyActions } from '@elite/contracts/schemas/work-queues';
import { defineEntity } from '@mikro-orm/core';
import { expressionIndex } from '../../db/indexes.ts';
// eslint-disable-next-line no-restricted-imports -- the history's actor is a foreign key to the accounts' table, which MikroORM names by its entity: a table, no feature code.
import { User } from '../accounts/user.entity.ts';

/**
 * One line of a record's history (docs/admin.md#work-queues): a status change, a note, an assignment or an SSN
 * shown, with who and when. Written in the same transaction as the change it records; never updated or deleted.
 * One table for every record kind: `kind` and `record_id` name the record (no foreign key: nine tables); a client's
 * portal account keeps its contact changes here too (docs/admin.md#one-client).
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    /** A record's kind, or `client-account` (a portal account's contact changes). */
    kind: p.enum([...auditKinds]),
    recordId: p.uuid(),
    action: p.enum([...historyActions]),
    /** The staff member; null when the payment provider or the system made the change. */
    actorId: p.manyToOne(User).mapToPk().joinColumn('actor_id').nullable().deleteRule('set null').updateRule('cascade'),
    /** The actor's name at the time ("Stripe" for the provider's events), kept when the account changes. */
    actorName: p.string().length(200),
    /** A status change's statuses; an assignment's previous and new assignee ids. */
    fromValue: p.text().nullable(),
    toValue: p.text().nullable(),
    /** A status change's reason, or a note's text. */
    text: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    // A record's history, newest first.
    expressionIndex('audit_entry_record_index', 'create index "audit_entry_record_index" on "audit_entry" ("kind", "record_id", "created_at" desc)'),
  ],
});
