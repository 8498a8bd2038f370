import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { recordAudit } from '../work-queues/audit.service.ts';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { ServiceError } from '../../http/service-error.ts';
import { perPeriod } from '../../db/periods.ts';
import { BusinessFormation, CustomerOrder, orderReference } from './order.entity.ts';
import { decryptSsn } from './ssn-cipher.ts';

/**
 * Reads of orders and what they made for the admin (a client's own records are the portal's). Amounts the admin reads are
 * dollars (docs/payments.md, "Admin"); the SSN never leaves, only its last four.
 */

/** The references of the orders behind some records, by order id. */
export async function referencesOf(em: EntityManager, orderIds: (string | null | undefined)[]): Promise<Map<string, string>> {
  const ids = orderIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const orders = await em.find(CustomerOrder, { id: { $in: ids } }, { fields: ['id', 'number'] });
  return new Map(orders.map((o) => [o.id, orderReference(o)]));
}

/** The reference of the order a record came from (`EBA-10042`), or null. */
export async function referenceOf(em: EntityManager, orderId: string | null | undefined): Promise<string | null> {
  return orderId ? ((await referencesOf(em, [orderId])).get(orderId) ?? null) : null;
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

/** The dashboard's paid revenue per month since `since`, in cents (docs/admin.md#trends): as revenueSince, by month paid. */
export const revenuePerMonth = (em: EntityManager, since: Date) =>
  perPeriod(em.createQueryBuilder(CustomerOrder, 'e').where({ status: { $in: ['paid', 'fulfilled'] }, paidAt: { $gte: since } }), 'month', 'e.paid_at', {
    cents: 'coalesce(sum(e.total_cents), 0)',
  });

/** A business formation's SSN in clear, or null for an unknown formation: only admin.revealSsn asks, and logs it. */
async function revealFormationSsn(em: EntityManager, config: Config, id: string): Promise<string | null> {
  const formation = await em.findOne(BusinessFormation, { id }, { fields: ['id', 'ssnEncrypted'] });
  return formation ? decryptSsn(config, formation.ssnEncrypted) : null;
}

/**
 * admin.revealSsn: a business formation's full SSN for an admin, written to the formation's history ('ssn revealed',
 * docs/admin.md). It lives with the payments that collected it, not with the work queues that list formations.
 */
export async function revealSsn(ctx: RequestContext, caller: Pick<SessionUser, 'id' | 'name'>, id: string): Promise<{ ssn: string }> {
  const ssn = await ctx.em.fork().transactional(async (em) => {
    const revealed = await revealFormationSsn(em, ctx.config, id);
    if (revealed === null) throw new ServiceError(404, 'This business formation does not exist.');
    await recordAudit(em, { kind: 'business-formation', recordId: id, action: 'ssn_revealed', actor: { id: caller.id, name: caller.name } });
    return revealed;
  });
  ctx.log.info({ kind: 'business-formation', recordId: id, userId: caller.id }, 'ssn revealed');
  return { ssn };
}
