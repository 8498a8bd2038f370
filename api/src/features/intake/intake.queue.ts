import type { BusinessIntakeRow } from '@elite/contracts/schemas/intake';
import type { WorkRecord } from '@elite/contracts/schemas/work-queues';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { BusinessIntake } from './business-intake.entity.ts';

type IntakeEntity = InferEntity<typeof BusinessIntake>;
type PaidDb = { id: string; paid_subscription: string | null; order_reference: string | null };

/**
 * What each intake was paid with: the order it was opened from, else the latest subscription of its address (how
 * the admin tells a paying client's intake from a stray one).
 */
async function paidWith(em: EntityManager, records: IntakeEntity[]): Promise<Map<string, PaidDb>> {
  if (records.length === 0) return new Map();
  // raw SQL: each intake with its paid order, or else the latest subscription of its address (a lateral join), in one query.
  const rows = await em.getConnection().execute<PaidDb[]>(
    `select i.id, coalesce(o.description, s.plan_name) as paid_subscription, 'EBA-' || o.number as order_reference
       from business_intake i
       left join customer_order o on o.id = i.order_id and o.status in ('paid', 'fulfilled')
       left join lateral (
         select plan_name from subscription where i.order_id is null and lower(email) = lower(i.responsible_party_email) order by created_at desc limit 1
       ) s on true
      where i.id = any(?::uuid[])`,
    [`{${records.map((r) => r.id).join(',')}}`],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function toRow(r: IntakeEntity, paid: Map<string, PaidDb>, staff: StaffNames): BusinessIntakeRow & Required<Pick<BusinessIntakeRow, 'assignedTo'>> {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    planType: r.planType,
    subscriptionId: r.subscriptionId ?? null,
    businessName: r.businessName,
    businessType: r.businessType,
    stateOfFormation: r.stateOfFormation,
    responsiblePartyName: r.responsiblePartyName,
    responsiblePartyEmail: r.responsiblePartyEmail,
    responsiblePartyPhone: r.responsiblePartyPhone,
    priorityProcessing: r.priorityProcessing,
    details: r.details,
    paidSubscription: paid.get(r.id)?.paid_subscription ?? null,
    orderReference: paid.get(r.id)?.order_reference ?? null,
    status: r.status,
    assignedTo: staff(r.assignedTo),
  };
}

/** What new clients told us on /business-intake (docs/admin.md#business-formations-and-intakes). */
export const businessIntakeQueue: WorkQueue<'business-intake', IntakeEntity> = {
  kind: 'business-intake',
  entity: BusinessIntake,
  sorts: {
    createdAt: ['createdAt'],
    businessName: ['businessName'],
    responsiblePartyName: ['responsiblePartyName'],
    planType: ['planType'],
    priorityProcessing: ['priorityProcessing'],
    status: ['status'],
  },
  dates: { createdAt: 'createdAt' },
  emailColumn: 'responsible_party_email',
  email: (r) => r.responsiblePartyEmail,
  reference: (orderNumber) => ({ sql: 'e.order_id in (select o.id from customer_order o where o.number = ?)', params: [orderNumber] }),
  rows: async (em, records, staff) => {
    const paid = await paidWith(em, records);
    return records.map((r) => toRow(r, paid, staff));
  },
  record: async (em, r, staff): Promise<WorkRecord<'business-intake'>> => ({
    ...toRow(r, await paidWith(em, [r]), staff),
    status: r.status,
    orderId: r.orderId ?? null,
    portalClient: staff(r.clientUserId),
  }),
  person: (r) => ({ name: r.responsiblePartyName, phone: r.responsiblePartyPhone }),
  related: (r) => ({ title: `Business intake: ${r.businessName} (${r.planType})`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    apply: (r, to) => {
      r.status = to;
    },
  },
};
