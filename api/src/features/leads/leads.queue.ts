import type { ContactRow } from '@elite/contracts/schemas/admin';
import type { InferEntity } from '@mikro-orm/core';
import type { StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { chatsFrom } from '../chat/chat.service.ts';
import { Lead } from './lead.entity.ts';

type LeadEntity = InferEntity<typeof Lead>;

const KIND_TITLES = { contact: 'Contact message', proposal: 'Proposal request', chat: 'Chat while offline', certification: 'Certification report' } as const;

function toRow(r: LeadEntity, staff: StaffNames): ContactRow & Required<Pick<ContactRow, 'kind' | 'status' | 'assignedTo'>> {
  return {
    id: r.id,
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    businessType: r.businessType ?? null,
    message: r.message,
    service: r.service ?? null,
    company: r.company ?? null,
    items: r.items ?? null,
    totalCents: r.totalCents ?? null,
    status: r.status,
    assignedTo: staff(r.assignedTo),
  };
}

/** Contact messages, proposal requests and chats left while nobody was online (docs/admin.md#contact-submissions). */
export const leadQueue: WorkQueue<'lead', LeadEntity> = {
  kind: 'lead',
  entity: Lead,
  sorts: { createdAt: ['createdAt'], name: ['firstName', 'lastName'], email: ['email'], company: ['company'], kind: ['kind'], status: ['status'] },
  nullable: ['company'],
  dates: { createdAt: 'createdAt' },
  emailColumn: 'email',
  email: (r) => r.email,
  filters: (query) => (query.type ? [{ sql: 'e.kind = ?', params: [query.type] }] : []),
  rows: (_em, records, staff) => Promise.resolve(records.map((r) => toRow(r, staff))),
  // The chats from the lead's e-mail appear on it (docs/chat.md#chats-join-the-client).
  record: async (em, r, staff) => ({ ...toRow(r, staff), chats: await chatsFrom(em, r.email) }),
  person: (r) => ({ name: `${r.firstName} ${r.lastName}`.trim(), phone: r.phone }),
  related: (r) => ({ title: `${KIND_TITLES[r.kind]}${r.company ? ` (${r.company})` : ''}`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    apply: (r, to) => {
      r.status = to;
    },
  },
};
