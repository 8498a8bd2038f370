import type { OrderKind, OrderLine } from '@elite/contracts/catalogue/products';
import { orderStatuses, type PaymentMode } from '@elite/contracts/schemas/payments';
import { formationStatuses, subscriptionStatuses } from '@elite/contracts/schemas/queue-fields';
import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { expressionIndex, lowerEmail, newestFirst, whereSet } from '../../db/indexes.ts';
import { digits, optional, searchDocument, searchIndex } from '../../db/search.ts';
import { User } from '../accounts/user.entity.ts';

/**
 * One order of any checkout (docs/payments.md, "The order model"): written by the server, pending, before any
 * payment exists, with a snapshot of its lines and total; the payment is created for exactly that total and
 * tied to it; the order becomes paid only when the server learns the payment succeeded.
 */
export const CustomerOrder = defineEntity({
  name: 'CustomerOrder',
  tableName: 'customer_order',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    /**
     * From the column's sequence, `customer_order_number_seq`, which the migration starts at 10001 (a sequence's
     * options are not in MikroORM's model): the reference is `EBA-<number>`.
     */
    number: p.bigint('number').autoincrement().returning().unique(),
    /** The browser's checkout attempt; one open (pending or payment failed) order per key (a partial unique index). */
    checkoutKey: p.uuid().nullable(),
    kind: p.enum<OrderKind[]>(['entity', 'plan', 'retainer', 'cart']),
    /** The internal product id (contracts/catalogue/products.ts): `llc-formation`, `enterprise-retainer`, `cart-services`. */
    productId: p.text(),
    /** As shown at the time of the order: 'Limited Liability Company (LLC) formation in Delaware'. */
    description: p.string().length(300),
    status: p.enum([...orderStatuses]).default('pending'),
    provider: p.enum<PaymentMode[]>(['simulated', 'stripe']),
    paymentIntentId: p.text().nullable().unique(),
    providerSubscriptionId: p.text().nullable(),
    /** What the card form needs to resume this order's payment after a reload. */
    clientSecret: p.text().nullable(),
    currency: p.text().default('usd'),
    subtotalCents: p.bigint('number'),
    discountCents: p.bigint('number').default(0),
    totalCents: p.bigint('number'),
    lines: p.json<OrderLine[]>(),
    email: p.string().length(254),
    name: p.string().length(200),
    phone: p.string().length(30).nullable(),
    businessName: p.string().length(200).nullable(),
    /** The rest of the form (the formation form's answers without the SSN). */
    details: p.json<Record<string, unknown>>().default('{}' as never),
    ssnEncrypted: p.text().nullable(),
    ssnLast4: p.string().length(4).nullable(),
    lastPaymentError: p.text().nullable(),
    /**
     * When a read of this pending order last asked the provider about its payment (docs/payments.md#reading-an-order):
     * reads within PROVIDER_LOOKUP_SECONDS of it, on any instance, do not ask again.
     */
    providerCheckedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    /** What the orders list's `q` searches, the reference (`eba-10042`) included (src/db/search.ts). */
    search: p
      .text()
      .generated(searchDocument(`'eba-' || number`, 'name', 'email', optional('business_name'), digits('phone')))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
  checks: [{ name: 'customer_order_total_cents_check', expression: '"total_cents" > 0' }],
  indexes: [
    newestFirst('customer_order'),
    lowerEmail('customer_order'),
    searchIndex('customer_order'),
    whereSet('customer_order', 'assigned_to_id'),
    expressionIndex(
      'customer_order_status_created_at_index',
      'create index "customer_order_status_created_at_index" on "customer_order" ("status", "created_at" desc, "id" desc)',
    ),
    whereSet('customer_order', 'provider_subscription_id'),
    // A checkout attempt has one open order at a time (pending, or payment failed and payable again), however many
    // tabs or retries race.
    expressionIndex(
      'customer_order_pending_checkout_key_unique',
      `create unique index "customer_order_pending_checkout_key_unique" on "customer_order" ("checkout_key") where "status" in ('pending', 'payment_failed') and "checkout_key" is not null`,
    ),
  ],
});
export type CustomerOrderEntity = InferEntity<typeof CustomerOrder>;

/** What a client quotes on the phone and sees on receipts: `EBA-10042`. */
export const orderReference = (order: Pick<CustomerOrderEntity, 'number'>) => `EBA-${order.number}`;

/** What a paid entity-checkout order made: the formation the team works on. */
export const EntityFormation = defineEntity({
  name: 'EntityFormation',
  tableName: 'entity_formation',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    orderId: p.manyToOne(CustomerOrder).mapToPk().joinColumn('order_id').nullable().unique().deleteRule('restrict').updateRule('cascade'),
    paymentIntentId: p.text().nullable().unique(),
    businessName: p.string().length(200),
    contactName: p.string().length(200),
    email: p.string().length(254),
    /** Ten digits. */
    phone: p.string().length(20),
    entityType: p.text(),
    state: p.string().length(2),
    priceCents: p.bigint('number'),
    /** docs/admin.md#status-workflows: received → in_progress → filed → completed, or cancelled. */
    status: p.enum([...formationStatuses]).default('received'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('business_name', 'contact_name', 'email', digits('phone')))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [newestFirst('entity_formation'), lowerEmail('entity_formation'), searchIndex('entity_formation'), whereSet('entity_formation', 'assigned_to_id')],
});

/** What a paid /checkout plan order made: the 6-step formation form, SSN encrypted (only its last four readable). */
export const BusinessFormation = defineEntity({
  name: 'BusinessFormation',
  tableName: 'business_formation',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    orderId: p.manyToOne(CustomerOrder).mapToPk().joinColumn('order_id').nullable().unique().deleteRule('restrict').updateRule('cascade'),
    paymentIntentId: p.text().nullable().unique(),
    planId: p.text(),
    businessName: p.string().length(200),
    businessType: p.text(),
    stateOfFormation: p.string().length(2),
    responsiblePartyName: p.string().length(200),
    responsiblePartyEmail: p.string().length(254),
    ssnEncrypted: p.text(),
    ssnLast4: p.string().columnType('char(4)'),
    details: p.json<Record<string, unknown>>(),
    /** docs/admin.md#status-workflows: received → in_progress → filed → completed, or cancelled. */
    status: p.enum([...formationStatuses]).default('received'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('business_name', 'responsible_party_name', 'responsible_party_email'))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    newestFirst('business_formation'),
    lowerEmail('business_formation', 'responsible_party_email'),
    searchIndex('business_formation'),
    whereSet('business_formation', 'assigned_to_id'),
  ],
});

/** A paid monthly plan or retainer; its status follows the provider's subscription. */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscription',
  properties: (p) => ({
    id: p
      .uuid()
      .primary()
      .onCreate(() => crypto.randomUUID()),
    orderId: p.manyToOne(CustomerOrder).mapToPk().joinColumn('order_id').nullable().unique().deleteRule('restrict').updateRule('cascade'),
    paymentIntentId: p.text().nullable().unique(),
    planKind: p.enum(['plan', 'retainer'] as const),
    /** The product id (`professional-plan`, `enterprise-retainer`). */
    planId: p.text(),
    planName: p.text(),
    email: p.string().length(254),
    name: p.string().length(200),
    amountCents: p.bigint('number'),
    providerSubscriptionId: p.text().nullable(),
    /** Follows the provider's events (docs/admin.md#status-workflows): active, past_due, cancelled. */
    status: p.enum([...subscriptionStatuses]).default('active'),
    assignedTo: p.manyToOne(User).mapToPk().joinColumn('assigned_to_id').nullable().deleteRule('set null').updateRule('cascade'),
    search: p
      .text()
      .generated(searchDocument('name', 'email', 'plan_name'))
      .nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
  indexes: [
    newestFirst('subscription'),
    lowerEmail('subscription'),
    whereSet('subscription', 'provider_subscription_id'),
    searchIndex('subscription'),
    whereSet('subscription', 'assigned_to_id'),
  ],
});

/** A Stripe event whose effect is committed: stored in the same transaction as that effect. */
export const WebhookEvent = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  properties: (p) => ({
    id: p.text().primary(),
    type: p.text(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  }),
});
