import { findProduct } from '@elite/contracts/catalogue/products';
import type { BusinessFormationRow, EntityFormationRow, OrderRow, SubscriptionRow } from '@elite/contracts/schemas/admin';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import type { ClientRecords } from '@elite/contracts/schemas/payments';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference, Subscription } from './order.entity.ts';
import { decryptSsn } from './ssn-cipher.ts';

/**
 * Reads of orders and what they made: the admin's lists and a client's own records. Amounts the admin reads are
 * dollars (docs/payments.md, "Admin"); the SSN never leaves, only its last four.
 */

const dollars = (cents: number) => cents / 100;
const pageOf = <T>(items: T[], total: number, query: PageQuery): Page<T> => ({ items, total, page: query.page, pageSize: query.pageSize });
const window = (query: PageQuery) => ({
  orderBy: { createdAt: 'desc', id: 'desc' } as const,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The references of the orders behind some records, by order id. */
export async function referencesOf(em: EntityManager, orderIds: (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = orderIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const orders = await em.find(CustomerOrder, { id: { $in: ids } }, { fields: ['id', 'number'] });
  return new Map(orders.map((o) => [o.id, orderReference(o)]));
}

/** Every order of every checkout, newest first, in any state. */
export async function listOrders(em: EntityManager, query: PageQuery): Promise<Page<OrderRow>> {
  const [orders, total] = await em.fork().findAndCount(CustomerOrder, {}, window(query));
  return pageOf(
    orders.map((o) => ({
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
    })),
    total,
    query,
  );
}

export async function listSubscriptions(em: EntityManager, query: PageQuery): Promise<Page<SubscriptionRow>> {
  const fork = em.fork();
  const [subscriptions, total] = await fork.findAndCount(Subscription, {}, window(query));
  const references = await referencesOf(
    fork,
    subscriptions.map((s) => s.orderId),
  );
  return pageOf(
    subscriptions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      orderReference: (s.orderId && references.get(s.orderId)) || '—',
      kind: s.planKind,
      planName: s.planName,
      name: s.name,
      email: s.email,
      monthly: dollars(s.amountCents),
      status: s.status,
    })),
    total,
    query,
  );
}

export type AdminBusinessFormationRow = BusinessFormationRow & { planId: string; ssnLast4: string };

export async function listBusinessFormations(em: EntityManager, query: PageQuery): Promise<Page<AdminBusinessFormationRow>> {
  const fork = em.fork();
  const [rows, total] = await fork.findAndCount(BusinessFormation, {}, { ...window(query), exclude: ['ssnEncrypted', 'details'] });
  const references = await referencesOf(
    fork,
    rows.map((r) => r.orderId),
  );
  return pageOf(
    rows.map((r) => ({
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
    })),
    total,
    query,
  );
}

export async function listEntityFormations(em: EntityManager, query: PageQuery): Promise<Page<EntityFormationRow>> {
  const fork = em.fork();
  const [rows, total] = await fork.findAndCount(EntityFormation, {}, window(query));
  const references = await referencesOf(
    fork,
    rows.map((r) => r.orderId),
  );
  return pageOf(
    rows.map((r) => ({
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
    })),
    total,
    query,
  );
}

/** A portal client's own formations, subscriptions and paid orders, matched by e-mail. */
export async function clientRecords(em: EntityManager, email: string): Promise<ClientRecords> {
  const fork = em.fork();
  const byEmail = (field: string) => ({ [field]: { $ilike: email.replace(/[\\%_]/g, '\\$&') } });
  const recent = { orderBy: { createdAt: 'desc' } as const, limit: 50 };
  const [entity, business, subscriptions, orders] = await Promise.all([
    fork.find(EntityFormation, byEmail('email'), recent),
    fork.find(BusinessFormation, byEmail('responsiblePartyEmail'), { ...recent, exclude: ['ssnEncrypted', 'details'] }),
    fork.find(Subscription, byEmail('email'), recent),
    fork.find(
      CustomerOrder,
      { ...byEmail('email'), status: { $in: ['paid', 'fulfilled', 'refunded'] } },
      { ...recent, exclude: ['ssnEncrypted', 'clientSecret', 'details'] },
    ),
  ]);
  return {
    entityFormations: entity.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      businessName: r.businessName,
      entityType: r.entityType,
      state: r.state,
      status: r.status,
    })),
    businessFormations: business.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      businessName: r.businessName,
      planId: r.planId,
      status: r.status,
    })),
    subscriptions: subscriptions.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      planName: findProduct(r.planId)?.name ?? r.planName,
      amountCents: r.amountCents,
      status: r.status,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      reference: orderReference(o),
      description: o.description,
      totalCents: o.totalCents,
      itemCount: o.lines.reduce((n, l) => n + l.quantity, 0),
      status: o.status,
    })),
  };
}

/** The dashboard's revenue: paid and fulfilled orders paid since `since`, in cents (refunded ones are not revenue). */
export async function revenueSince(em: EntityManager, since: Date): Promise<number> {
  const row = await em
    .createQueryBuilder(CustomerOrder)
    .select(raw('coalesce(sum(total_cents), 0) as total'))
    .where({ status: { $in: ['paid', 'fulfilled'] }, paidAt: { $gte: since } })
    .execute<{ total: string | number }>('get', false);
  return Number(row.total);
}

/** A business formation's SSN in clear, or null for an unknown formation: only admin.revealSsn asks, and logs it. */
export async function revealFormationSsn(em: EntityManager, config: Config, id: string): Promise<string | null> {
  const formation = await em.findOne(BusinessFormation, { id }, { fields: ['id', 'ssnEncrypted'] });
  return formation ? decryptSsn(config, formation.ssnEncrypted) : null;
}
