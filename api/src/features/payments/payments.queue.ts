import { findEntityTypeOption } from '@elite/contracts/catalogue/entity-types';
import { formatCents } from '@elite/contracts/rules/money';
import type { BusinessFormationRow, EntityFormationRow, OrderRow, SubscriptionRow } from '@elite/contracts/schemas/admin';
import { maskedSsn, type WorkRecord } from '@elite/contracts/schemas/work-queues';
import type { MoveContext } from '@elite/contracts/rules/work-status';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlCondition, StaffNames, WorkQueue } from '../work-queues/queue.ts';
import { businessFormationLabel, entityFormationLabel, formationMail, formationTypeLabel, refundMail, subscriptionCancelledMail } from './client-mails.ts';
import { cancelFormationEffects, endWhatARefundPaidFor } from './refunds.service.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference, Subscription, type CustomerOrderEntity } from './order.entity.ts';
import { referenceOf, referencesOf } from './order-records.service.ts';

/**
 * The work queues of what the payments code records (docs/admin.md#work-queues): orders, the entity and business
 * formations paid orders made, and subscriptions. Payment-driven moves (paid, failed, refunded by Stripe; past due
 * and cancelled by Stripe) stay with the payments code (orders.service.ts, webhook.ts); these are the staff's.
 */

type EntityFormationEntity = InferEntity<typeof EntityFormation>;
type BusinessFormationEntity = InferEntity<typeof BusinessFormation>;
type SubscriptionEntity = InferEntity<typeof Subscription>;

const dollars = (cents: number) => cents / 100;

/** Records an order made, found by the order's reference. */
const byOrderNumber = (orderNumber: number): SqlCondition => ({
  sql: 'e.order_id in (select o.id from customer_order o where o.number = ?)',
  params: [orderNumber],
});

/** Keys of a form's answers that could hold an SSN never leave, whatever was stored. */
const withoutSsn = (details: Record<string, unknown>) => Object.fromEntries(Object.entries(details).filter(([key]) => !/ssn/i.test(key)));

/** A formation's moves depend on its order's status: a refunded order's formation stays closed. */
async function formationContext(em: EntityManager, orderId: string | null | undefined): Promise<MoveContext> {
  // A plain read, not an entity: the move locks and loads the whole order later when it refunds it.
  const order = orderId
    ? await em.createQueryBuilder(CustomerOrder).select('status').where({ id: orderId }).execute<{ status: CustomerOrderEntity['status'] } | undefined>('get')
    : undefined;
  return { orderStatus: order?.status ?? null };
}

async function orderStatusOf(em: EntityManager, orderId: string | null | undefined) {
  return ((await formationContext(em, orderId)).orderStatus ?? null) as CustomerOrderEntity['status'] | null;
}

function entityFormationRow(
  r: EntityFormationEntity,
  references: Map<string, string>,
  staff: StaffNames,
): EntityFormationRow & Required<Pick<EntityFormationRow, 'assignedTo'>> {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    businessName: r.businessName,
    entityType: r.entityType,
    state: r.state,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    price: dollars(r.priceCents),
    status: r.status,
    ...(r.orderId && references.has(r.orderId) ? { orderReference: references.get(r.orderId)! } : {}),
    assignedTo: staff(r.assignedTo),
  };
}

/** Entity formations of paid /entity-checkout orders (docs/admin.md#entity-formations). */
export const entityFormationQueue: WorkQueue<'entity-formation', EntityFormationEntity> = {
  kind: 'entity-formation',
  entity: EntityFormation,
  sorts: {
    createdAt: ['createdAt'],
    businessName: ['businessName'],
    contactName: ['contactName'],
    entityType: ['entityType'],
    state: ['state'],
    price: ['priceCents'],
    status: ['status'],
  },
  dates: { createdAt: 'createdAt' },
  emailColumn: 'email',
  email: (r) => r.email,
  reference: byOrderNumber,
  rows: async (em, records, staff) => {
    const references = await referencesOf(
      em,
      records.map((r) => r.orderId),
    );
    return records.map((r) => entityFormationRow(r, references, staff));
  },
  record: async (em, r, staff): Promise<WorkRecord<'entity-formation'>> => ({
    ...entityFormationRow(r, await referencesOf(em, [r.orderId]), staff),
    status: r.status,
    orderId: r.orderId ?? null,
    orderStatus: await orderStatusOf(em, r.orderId),
    paymentIntentId: r.paymentIntentId ?? null,
  }),
  person: (r) => ({ name: r.contactName, phone: r.phone }),
  related: (r) => ({ title: `${findEntityTypeOption(r.entityType)?.abbr ?? r.entityType} formation: ${r.businessName} (${r.state})`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    context: (r, em) => formationContext(em, r.orderId),
    apply: (r, to) => {
      r.status = to;
    },
    effects: async (ctx, em, r, move) => {
      const label = entityFormationLabel(r);
      if (move.to === 'cancelled') return cancelFormationEffects(ctx, em, { id: r.id, email: r.email, orderId: r.orderId, label }, move);
      return move.told ? null : formationMail(ctx, move.to, r.email, await referenceOf(em, r.orderId), label);
    },
  },
};

function businessFormationRow(
  r: BusinessFormationEntity,
  references: Map<string, string>,
  staff: StaffNames,
): BusinessFormationRow & Required<Pick<BusinessFormationRow, 'assignedTo'>> {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    planId: r.planId,
    businessName: r.businessName,
    businessType: r.businessType,
    stateOfFormation: r.stateOfFormation,
    responsiblePartyName: r.responsiblePartyName,
    responsiblePartyEmail: r.responsiblePartyEmail,
    ssnLast4: r.ssnLast4,
    status: r.status,
    ...(r.orderId && references.has(r.orderId) ? { orderReference: references.get(r.orderId)! } : {}),
    assignedTo: staff(r.assignedTo),
  };
}

/** The 6-step formations of paid /checkout plans (docs/admin.md#business-formations-and-intakes). */
export const businessFormationQueue: WorkQueue<'business-formation', BusinessFormationEntity> = {
  kind: 'business-formation',
  entity: BusinessFormation,
  sorts: {
    createdAt: ['createdAt'],
    businessName: ['businessName'],
    responsiblePartyName: ['responsiblePartyName'],
    stateOfFormation: ['stateOfFormation'],
    planId: ['planId'],
    status: ['status'],
  },
  dates: { createdAt: 'createdAt' },
  emailColumn: 'responsible_party_email',
  email: (r) => r.responsiblePartyEmail,
  reference: byOrderNumber,
  rows: async (em, records, staff) => {
    const references = await referencesOf(
      em,
      records.map((r) => r.orderId),
    );
    return records.map((r) => businessFormationRow(r, references, staff));
  },
  record: async (em, r, staff): Promise<WorkRecord<'business-formation'>> => ({
    ...businessFormationRow(r, await referencesOf(em, [r.orderId]), staff),
    status: r.status,
    ssn: maskedSsn(r.ssnLast4),
    details: withoutSsn(r.details),
    orderId: r.orderId ?? null,
    orderStatus: await orderStatusOf(em, r.orderId),
    paymentIntentId: r.paymentIntentId ?? null,
  }),
  person: (r) => ({ name: r.responsiblePartyName, phone: null }),
  related: (r) => ({ title: `${formationTypeLabel(r.businessType)} formation: ${r.businessName} (${r.stateOfFormation})`, status: r.status }),
  workflow: {
    read: (r) => r.status,
    context: (r, em) => formationContext(em, r.orderId),
    apply: (r, to) => {
      r.status = to;
    },
    effects: async (ctx, em, r, move) => {
      const label = businessFormationLabel(r);
      const email = r.responsiblePartyEmail;
      if (move.to === 'cancelled') return cancelFormationEffects(ctx, em, { id: r.id, email, orderId: r.orderId, label }, move);
      return move.told ? null : formationMail(ctx, move.to, email, await referenceOf(em, r.orderId), label);
    },
  },
};

function orderRow(o: CustomerOrderEntity, staff: StaffNames): OrderRow & Required<Pick<OrderRow, 'assignedTo'>> {
  return {
    id: o.id,
    reference: orderReference(o),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    kind: o.kind,
    description: o.description,
    name: o.name,
    email: o.email,
    phone: o.phone ?? null,
    company: o.businessName ?? null,
    lines: o.lines.map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: dollars(l.unitCents), lineTotal: dollars(l.lineCents) })),
    subtotal: dollars(o.subtotalCents),
    discount: dollars(o.discountCents),
    total: dollars(o.totalCents),
    status: o.status,
    paymentReference: o.paymentIntentId ?? null,
    lastPaymentError: o.lastPaymentError ?? null,
    assignedTo: staff(o.assignedTo),
  };
}

/** Every order of every checkout, in any state (docs/payments.md#admin). */
export const orderQueue: WorkQueue<'order', CustomerOrderEntity> = {
  kind: 'order',
  entity: CustomerOrder,
  sorts: {
    createdAt: ['createdAt'],
    reference: ['number'],
    name: ['name'],
    email: ['email'],
    total: ['totalCents'],
    paidAt: ['paidAt'],
    status: ['status'],
  },
  nullable: ['paidAt'],
  dates: { createdAt: 'createdAt', paidAt: 'paidAt' },
  emailColumn: 'email',
  email: (o) => o.email,
  reference: (orderNumber) => ({ sql: 'e.number = ?', params: [orderNumber] }),
  rows: (_em, records, staff) => Promise.resolve(records.map((o) => orderRow(o, staff))),
  record: (_em, o, staff): Promise<WorkRecord<'order'>> =>
    Promise.resolve({
      ...orderRow(o, staff),
      productId: o.productId,
      provider: o.provider,
      currency: o.currency,
      details: withoutSsn(o.details),
      ssn: o.ssnLast4 ? maskedSsn(o.ssnLast4) : null,
      refundedAt: o.refundedAt?.toISOString() ?? null,
      updatedAt: o.updatedAt.toISOString(),
    }),
  person: (o) => ({ name: o.name, phone: o.phone ?? null }),
  related: (o) => ({ title: `Order ${orderReference(o)}: ${o.description} (${formatCents(o.totalCents)})`, status: o.status }),
  workflow: {
    read: (o) => o.status,
    context: (o) => ({ provider: o.provider }),
    apply: (o, to) => {
      o.status = to;
      if (to === 'refunded') o.refundedAt = new Date();
    },
    // A refund ends the formations and the subscription the order paid for; the client hears of all in one mail.
    effects: async (ctx, em, o, move) => (move.to === 'refunded' ? refundMail(ctx, o, await endWhatARefundPaidFor(ctx, em, o, move.actor)) : null),
  },
};

function subscriptionRow(
  s: SubscriptionEntity,
  references: Map<string, string>,
  staff: StaffNames,
): SubscriptionRow & Required<Pick<SubscriptionRow, 'assignedTo'>> {
  return {
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    orderReference: (s.orderId && references.get(s.orderId)) || '—',
    kind: s.planKind,
    planName: s.planName,
    name: s.name,
    email: s.email,
    monthly: dollars(s.amountCents),
    status: s.status,
    assignedTo: staff(s.assignedTo),
  };
}

/** Paid monthly plans and retainers; their status follows the provider (docs/payments.md#admin). */
export const subscriptionQueue: WorkQueue<'subscription', SubscriptionEntity> = {
  kind: 'subscription',
  entity: Subscription,
  sorts: { createdAt: ['createdAt'], name: ['name'], email: ['email'], planName: ['planName'], monthly: ['amountCents'], status: ['status'] },
  dates: { createdAt: 'createdAt' },
  emailColumn: 'email',
  email: (s) => s.email,
  reference: byOrderNumber,
  rows: async (em, records, staff) => {
    const references = await referencesOf(
      em,
      records.map((s) => s.orderId),
    );
    return records.map((s) => subscriptionRow(s, references, staff));
  },
  record: async (em, s, staff): Promise<WorkRecord<'subscription'>> => ({
    ...subscriptionRow(s, await referencesOf(em, [s.orderId]), staff),
    status: s.status,
    planId: s.planId,
    orderId: s.orderId ?? null,
    providerSubscriptionId: s.providerSubscriptionId ?? null,
  }),
  person: (s) => ({ name: s.name, phone: null }),
  related: (s) => ({ title: `${s.planName} (${formatCents(s.amountCents)} a month)`, status: s.status }),
  workflow: {
    read: (s) => s.status,
    // The provider of the order that started it; a subscription without one was simulated unless Stripe named it.
    context: async (s, em) => {
      const order = s.orderId ? await em.findOne(CustomerOrder, { id: s.orderId }, { fields: ['provider'] }) : null;
      return { provider: order?.provider ?? (s.providerSubscriptionId && !s.providerSubscriptionId.startsWith('sub_sim_') ? 'stripe' : 'simulated') };
    },
    apply: (s, to) => {
      s.status = to;
    },
    mail: async (ctx, em, s, _from, to) => (to === 'cancelled' ? subscriptionCancelledMail(ctx, s, await referenceOf(em, s.orderId)) : null),
  },
};
