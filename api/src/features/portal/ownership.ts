import type { DocumentKind } from '@elite/contracts/schemas/documents';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.ts';
import { BusinessFormation, CustomerOrder, EntityFormation } from '../payments/order.entity.ts';

/**
 * Which records are a portal client's (docs/portal.md#the-rules, docs/decisions/0044-typed-addresses-and-ids-prove-nothing.md):
 * only those tied to the client by
 * - a paid order: an order paid (fulfilled, refunded) with the account's confirmed e-mail, and what it made (its
 *   formation, its subscription, an intake sent from it);
 * - their own signed-in action: an intake or a booking made while signed in as them;
 * - staff: an intake or an appointment staff attached to their account.
 * A typed e-mail alone ties nothing: anyone can type anyone's address into a form. The dashboard lists with these
 * conditions and a document's download asks them of its record, so both prove ownership the same way.
 */

/** Orders a client sees: the ones they paid. Pending, failed and replaced checkouts were never purchases. */
export const PURCHASED = ['paid', 'fulfilled', 'refunded'] as const;

const likeEmail = (email: string) => ({ $ilike: email.replace(/[\\%_]/g, '\\$&') });

/** A signed-in client whose e-mail is confirmed (confirmedClient). */
export interface ProvedClient {
  id: string;
  email: string;
}

/** The conditions that make a record of each kind this client's: their paid orders are read first (a client has few). */
export async function ownedBy(em: EntityManager, client: ProvedClient) {
  const paidOrder = { email: likeEmail(client.email), status: { $in: [...PURCHASED] } };
  const byPaidOrder = { orderId: { $in: (await em.find(CustomerOrder, paidOrder, { fields: ['id'] })).map((o) => o.id) } };
  return {
    order: paidOrder,
    'entity-formation': byPaidOrder,
    'business-formation': byPaidOrder,
    subscription: byPaidOrder,
    'business-intake': { $or: [{ clientUserId: client.id }, byPaidOrder] },
    appointment: { clientUserId: client.id },
  };
}

/** The client account with its proved e-mail (decision 25), or null: no record is theirs before it. */
export async function confirmedClient(em: EntityManager, userId: string): Promise<ProvedClient | null> {
  const row = await em.findOne(User, { id: userId, role: 'client', emailVerifiedAt: { $ne: null }, disabledAt: null }, { fields: ['email'] });
  return row?.email ? { id: userId, email: row.email } : null;
}

/** Whether this record (a document's) is the signed-in client's, by the dashboard's own conditions. */
export async function clientOwnsRecord(em: EntityManager, userId: string, kind: DocumentKind, recordId: string): Promise<boolean> {
  const client = await confirmedClient(em, userId);
  if (!client) return false;
  const owned = await ownedBy(em, client);
  const count =
    kind === 'order'
      ? await em.count(CustomerOrder, { id: recordId, ...owned.order })
      : kind === 'entity-formation'
        ? await em.count(EntityFormation, { id: recordId, ...owned['entity-formation'] })
        : await em.count(BusinessFormation, { id: recordId, ...owned['business-formation'] });
  return count > 0;
}
