import type { BusinessFormationRow, EntityFormationRow } from '@elite/contracts/schemas/admin';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import type { ClientRecords } from '@elite/contracts/schemas/payments';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Reads of what payments recorded: the admin's tabs and a client's own records. The SSN never leaves: only its last four. */

async function page<T>(em: EntityManager, table: string, columns: string, query: PageQuery, map: (row: Record<string, unknown>) => T): Promise<Page<T>> {
  const conn = em.getConnection();
  const rows = await conn.execute<Record<string, unknown>[]>(
    `select ${columns}, count(*) over () as total from ${table} order by created_at desc, id desc limit ? offset ?`,
    [query.pageSize, (query.page - 1) * query.pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : Number((await conn.execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0]!.n);
  return { items: rows.map(map), total, page: query.page, pageSize: query.pageSize };
}

const iso = (d: unknown) => new Date(d as string).toISOString();

export type AdminBusinessFormationRow = BusinessFormationRow & { planId: string; ssnLast4: string };

export function listBusinessFormations(em: EntityManager, query: PageQuery): Promise<Page<AdminBusinessFormationRow>> {
  return page(em, 'business_formation', 'id, created_at, plan_id, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, ssn_last4, status', query, (r) => ({
    id: r.id as string,
    createdAt: iso(r.created_at),
    planId: r.plan_id as string,
    businessName: r.business_name as string,
    businessType: r.business_type as string,
    stateOfFormation: r.state_of_formation as string,
    responsiblePartyName: r.responsible_party_name as string,
    responsiblePartyEmail: r.responsible_party_email as string,
    ssnLast4: r.ssn_last4 as string,
    status: r.status as string,
  }));
}

export function listEntityFormations(em: EntityManager, query: PageQuery): Promise<Page<EntityFormationRow>> {
  return page(em, 'entity_formation', 'id, created_at, business_name, entity_type, state, contact_name, email, phone, price_cents, status', query, (r) => ({
    id: r.id as string,
    createdAt: iso(r.created_at),
    businessName: r.business_name as string,
    entityType: r.entity_type as string,
    state: r.state as string,
    contactName: r.contact_name as string,
    email: r.email as string,
    phone: r.phone as string,
    // Integer cents, as the admin list formats every amount.
    price: Number(r.price_cents),
    status: r.status as string,
  }));
}

export interface OrderRow { id: string; createdAt: string; name: string; email: string; company: string; items: { id: string; title: string; quantity: number; priceCents: number }[]; totalCents: number; status: string }
export function listOrders(em: EntityManager, query: PageQuery): Promise<Page<OrderRow>> {
  return page(em, 'customer_order', 'id, created_at, name, email, company, items, total_cents, status', query, (r) => ({
    id: r.id as string,
    createdAt: iso(r.created_at),
    name: r.name as string,
    email: r.email as string,
    company: r.company as string,
    items: r.items as OrderRow['items'],
    totalCents: Number(r.total_cents),
    status: r.status as string,
  }));
}

export interface SubscriptionRow { id: string; createdAt: string; planName: string; name: string; email: string; amountCents: number; status: string }
export function listSubscriptions(em: EntityManager, query: PageQuery): Promise<Page<SubscriptionRow>> {
  return page(em, 'subscription', 'id, created_at, plan_name, name, email, amount_cents, status', query, (r) => ({
    id: r.id as string,
    createdAt: iso(r.created_at),
    planName: r.plan_name as string,
    name: r.name as string,
    email: r.email as string,
    amountCents: Number(r.amount_cents),
    status: r.status as string,
  }));
}

/** A portal client's own formations, subscriptions and orders, matched by e-mail (DECISIONS 2). */
export async function clientRecords(em: EntityManager, email: string): Promise<ClientRecords> {
  const conn = em.getConnection();
  const [entity, business, subscriptions, orders] = await Promise.all([
    conn.execute<Record<string, unknown>[]>(`select id, created_at, business_name, entity_type, state, status from entity_formation where lower(email) = lower(?) order by created_at desc limit 50`, [email]),
    conn.execute<Record<string, unknown>[]>(`select id, created_at, business_name, plan_id, status from business_formation where lower(responsible_party_email) = lower(?) order by created_at desc limit 50`, [email]),
    conn.execute<Record<string, unknown>[]>(`select id, created_at, plan_name, amount_cents, status from subscription where lower(email) = lower(?) order by created_at desc limit 50`, [email]),
    conn.execute<Record<string, unknown>[]>(`select id, created_at, total_cents, jsonb_array_length(items) as item_count, status from customer_order where lower(email) = lower(?) order by created_at desc limit 50`, [email]),
  ]);
  return {
    entityFormations: entity.map((r) => ({ id: r.id as string, createdAt: iso(r.created_at), businessName: r.business_name as string, entityType: r.entity_type as string, state: r.state as string, status: r.status as string })),
    businessFormations: business.map((r) => ({ id: r.id as string, createdAt: iso(r.created_at), businessName: r.business_name as string, planId: r.plan_id as string, status: r.status as string })),
    subscriptions: subscriptions.map((r) => ({ id: r.id as string, createdAt: iso(r.created_at), planName: r.plan_name as string, amountCents: Number(r.amount_cents), status: r.status as string })),
    orders: orders.map((r) => ({ id: r.id as string, createdAt: iso(r.created_at), totalCents: Number(r.total_cents), itemCount: Number(r.item_count), status: r.status as string })),
  };
}
