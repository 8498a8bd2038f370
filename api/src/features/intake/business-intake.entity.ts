import { intakeStatuses } from '@elite/contracts/schemas/queue-fields';
import { defineEntity } from '@mikro-orm/core';
import { lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';
import { CustomerOrder } from '../payments/order.entity.ts';

/** What a new client told us on /business-intake after subscribing (docs/subscriptions-and-intake.md#business-intake). */
export const BusinessIntake = defineEntity({
  name: 'BusinessIntake',
  tableName: 'business_intake',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    planType: p.text(),
    /** The documented subscriptionId as the page sent it (a number or null); it ties the intake to nothing. */
    subscriptionId: p.integer().nullable(),
    /** The paid order the form was opened from (its product decides the plan), or null. */
    orderId: p.manyToOne(CustomerOrder).mapToPk().joinColumn('order_id').nullable().deleteRule('set null').updateRule('cascade').index(),
    businessName: p.string().length(200),
    businessType: p.text(),
    stateOfFormation: p.string().length(2),
    responsiblePartyName: p.string().length(200),
    responsiblePartyEmail: p.string().length(254),
    /** Ten digits. */
    responsiblePartyPhone: p.string().length(10),
    priorityProcessing: p.boolean().default(false),
    /** The plan-specific answers (professional and enterprise steps). */
    details: p.json<Record<string, unknown>>().default('{}' as never),
    /** docs/admin.md#status-workflows: new → reviewed. */
    status: p.enum([...intakeStatuses]).default('new'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    /**
     * The portal client it belongs to (docs/portal.md#the-rules): who was signed in when it was sent, or whom staff
     * attached it to. Never inferred from the typed e-mail; an intake of a paid order is also that order's client's.
     */
    clientUserId: p.manyToOne(User).mapToPk().joinColumn('client_user_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('business_name', 'responsible_party_name', 'responsible_party_email', 'responsible_party_phone'))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    newestFirst('business_intake'),
    lowerEmail('business_intake', 'responsible_party_email'),
    searchIndex('business_intake'),
    whereSet('business_intake', 'assigned_to_id'),
    whereSet('business_intake', 'client_user_id'),
  ],
});
