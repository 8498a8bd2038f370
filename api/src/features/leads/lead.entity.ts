import { defineEntity } from '@mikro-orm/core';
import { newestFirst } from '../../db/indexes.ts';

/** Someone who wants to hear from us: a contact message, a proposal request or an unanswered chat. */
export const Lead = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    kind: p.enum(['contact', 'proposal', 'chat'] as const),
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
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [newestFirst('lead')],
});
