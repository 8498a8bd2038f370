import type { DocumentKind } from '@elite/contracts/schemas/documents';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/user.entity.ts';
import { BusinessFormation, CustomerOrder, EntityFormation } from '../payments/order.entity.ts';

/**
 * Which records are a portal client's (docs/portal.md#the-rules, docs/decisions/0033-portal-truth.md): those whose
 * e-mail is the account's confirmed e-mail, whatever its case; of orders, only the paid ones. The dashboard lists
 * with these conditions and a document's download asks them of its record, so both prove ownership the same way.
 */

/** Orders a client sees: the ones they paid. Pending, failed and replaced checkouts were never purchases. */
export const PURCHASED = ['paid', 'fulfilled', 'refunded'] as const;

export const likeEmail = (email: string) => ({ $ilike: email.replace(/[\\%_]/g, '\\$&') });

/** The conditions that make a record of each kind the client's with this (confirmed) e-mail. */
export function ownedBy(email: string) {
  const matches = likeEmail(email);
  return {
    order: { email: matches, status: { $in: [...PURCHASED] } },
    'entity-formation': { email: matches },
    'business-formation': { responsiblePartyEmail: matches },
  } as const;
}

/** The e-mail a client account has proved (decision 25), or null: no record is theirs before it. */
async function confirmedEmail(em: EntityManager, userId: string): Promise<string | null> {
  const row = await em.findOne(User, { id: userId, role: 'client', emailVerifiedAt: { $ne: null }, disabledAt: null }, { fields: ['email'] });
  return row?.email ?? null;
}

/** Whether this record (a document's) is the signed-in client's, by the dashboard's own conditions. */
export async function clientOwnsRecord(em: EntityManager, userId: string, kind: DocumentKind, recordId: string): Promise<boolean> {
  const email = await confirmedEmail(em, userId);
  if (!email) return false;
  const owned = ownedBy(email);
  const count =
    kind === 'order'
      ? await em.count(CustomerOrder, { id: recordId, ...owned.order })
      : kind === 'entity-formation'
        ? await em.count(EntityFormation, { id: recordId, ...owned['entity-formation'] })
        : await em.count(BusinessFormation, { id: recordId, ...owned['business-formation'] });
  return count > 0;
}
