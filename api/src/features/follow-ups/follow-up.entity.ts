import { workKinds } from '@elite/contracts/schemas/work-queues';
import { defineEntity } from '@mikro-orm/core';
import { expressionIndex } from '../../db/indexes.ts';
import { User } from '../accounts/user.entity.ts';

/**
 * A record's follow-up (docs/admin.md#follow-ups): when to look at it again, why, and who is reminded. At most one
 * per record; `kind` and `record_id` name the record as the history does (no foreign key: nine tables). The reminder
 * is sent once: the outbox worker claims a due row, queues the mail and sets `reminded_at` in one transaction.
 */
export const FollowUp = defineEntity({
  name: 'FollowUp',
  tableName: 'follow_up',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    kind: p.enum([...workKinds]),
    recordId: p.uuid(),
    dueAt: p.datetime(),
    note: p.text(),
    /** Who is reminded; a deleted account leaves the follow-up to the team's address. */
    assigneeId: p.manyToOne(User).mapToPk().joinColumn('assignee_id').nullable().deleteRule('set null').updateRule('cascade'),
    /** When the reminder was queued; null until then (a changed due time sets it back to null). */
    remindedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  uniques: [{ name: 'follow_up_record_unique', properties: ['kind', 'recordId'] }],
  indexes: [
    // The reminders still to send, soonest first: the worker's claim reads only these.
    expressionIndex('follow_up_due_index', 'create index "follow_up_due_index" on "follow_up" ("due_at") where "reminded_at" is null'),
  ],
});
