import { findProduct } from '@elite/contracts/catalogue/products';
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

/** The references of the orders behind some records, by order id. */
export async function referencesOf(em: EntityManager, orderIds: (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = orderIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const orders = await em.find(CustomerOrder, { id: { $in: ids } }, { fields: ['id', 'number'] });
  return new Map(orders.map((o) => [o.id, orderReference(o)]));
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
