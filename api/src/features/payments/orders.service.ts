import { company } from '@elite/contracts/catalogue/company';
import { findProduct, type OrderKind, type OrderLine } from '@elite/contracts/catalogue/products';
import { formatCents } from '@elite/contracts/rules/money';
import { payableOrderStatuses, type CheckoutStarted, type OrderSummary } from '@elite/contracts/schemas/payments';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dbTime } from '../../db/db-time.ts';
import { selectColumns, type SelectColumns } from '../../db/entity-columns.ts';
import { executePrepared } from '../../db/prepared.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { hitAddressLimit } from '../limits/limit-address.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { fulfilmentMails } from './fulfilment-mails.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference, Subscription, type CustomerOrderEntity } from './order.entity.ts';
import { paymentProvider } from './payment-provider.ts';
import { encryptSsn } from './ssn-cipher.ts';
import { recordAudit, SIMULATED_PAYMENTS, STRIPE } from '../work-queues/audit.service.ts';

/**
 * The order model (docs/payments.md): an order is stored, pending, before its payment exists; the payment is made
 * for exactly the order's total and carries the order's id; the order is fulfilled, once, in one transaction, when
 * the server learns from the provider that the payment succeeded.
 */

/** Everything a checkout's order holds, validated and priced by the caller from the catalogue. */
export interface OrderDraft {
  kind: OrderKind;
  productId: string;
  description: string;
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  email: string;
  name: string;
  phone: string | null;
  businessName: string | null;
  details: Record<string, unknown>;
  /** The formation form's SSN in clear: encrypted before it is stored, never kept otherwise. */
  ssn?: string;
  ssnLast4?: string | null;
}

/**
 * The details of an order made on /checkout-simple, where a monthly plan is bought with a name and an e-mail only:
 * it has no formation form, so paying it records the subscription and no business formation
 * (docs/subscriptions-and-intake.md#simple-checkout).
 */
export const SIMPLE_CHECKOUT = { checkout: 'simple' } as const;
const soldBySimpleCheckout = (order: Pick<CustomerOrderEntity, 'details'>) => order.details.checkout === SIMPLE_CHECKOUT.checkout;

/** The statuses of an order whose payment went through: its checkout is done, and never pays again. */
const paidOrderStatuses = ['paid', 'fulfilled', 'refunded'] as const;

/** A start of a checkout whose payment already went through: refused, whatever it asks for. */
const alreadyPaid = (order: CustomerOrderEntity) =>
  new ServiceError(409, `Your earlier payment for this checkout already went through (order ${orderReference(order)}). Nothing more was charged.`);

const paymentRefusal = (wait: string) => `Too many payment attempts. Please wait ${wait}, or call us at ${company.phoneDisplay}.`;
/** Per address: 120 order reads in 10 minutes (scaled): a success page polls one order about 30 times. */
const orderReadLimit = (scale: number) => ({ max: Math.ceil(120 * scale), windowSeconds: 600 });

/**
 * A read of a pending order asks the provider at most once in this many seconds, whichever instance serves it: the
 * webhook is the normal path, the read's look-up the fallback for a late one (docs/payments.md#reading-an-order).
 */
export const PROVIDER_LOOKUP_SECONDS = 10;

/** Per address: order reads (the success pages' payments.order and GET /api/payments/orders/:id), each call counted. */
function limitOrderReads(ctx: RequestContext): Promise<void> {
  return hitAddressLimit(
    ctx,
    'order-read',
    orderReadLimit(ctx.config.RATE_LIMIT_SCALE),
    (wait) => `You have looked up orders many times in a short time. Please wait ${wait}, or call us at ${company.phoneDisplay}.`,
  );
}

/** Per address: 30 checkout starts an hour (scaled). Each start may create a payment at the provider. */
function limitCheckoutStarts(ctx: RequestContext): Promise<void> {
  return hitAddressLimit(ctx, 'payment', { max: Math.ceil(30 * ctx.config.RATE_LIMIT_SCALE), windowSeconds: 3600 }, paymentRefusal);
}

/**
 * Per address: 60 calls in 10 minutes (scaled) of the steps after a checkout's start that anyone may call (the test
 * card's confirmation, resuming a checkout, the formation after a payment). Each may ask the provider about a payment.
 */
export function limitPaymentSteps(ctx: RequestContext): Promise<void> {
  return hitAddressLimit(ctx, 'payment-step', { max: Math.ceil(60 * ctx.config.RATE_LIMIT_SCALE), windowSeconds: 600 }, paymentRefusal);
}

/** Same product, lines and total: what the payment charges is unchanged, so the payment can stay. */
function sameCharge(order: CustomerOrderEntity, draft: OrderDraft): boolean {
  // Line by line and field by field: jsonb does not keep the order of an object's keys.
  const sameLines =
    order.lines.length === draft.lines.length &&
    order.lines.every((line, i) => {
      const other = draft.lines[i]!;
      return (
        line.id === other.id &&
        line.title === other.title &&
        line.quantity === other.quantity &&
        line.unitCents === other.unitCents &&
        line.lineCents === other.lineCents
      );
    });
  return order.kind === draft.kind && order.productId === draft.productId && order.totalCents === draft.totalCents && sameLines;
}

function assignDetails(ctx: RequestContext, order: CustomerOrderEntity, draft: OrderDraft): void {
  order.description = draft.description;
  order.email = draft.email;
  order.name = draft.name;
  order.phone = draft.phone;
  order.businessName = draft.businessName;
  order.details = draft.details;
  order.ssnEncrypted = draft.ssn ? encryptSsn(ctx.config, draft.ssn) : null;
  order.ssnLast4 = draft.ssnLast4 ?? null;
}

type Decision = { order: CustomerOrderEntity; replaced: CustomerOrderEntity | null };

/** In one transaction: the checkout's pending order kept (same charge), or replaced by a new one, or made. */
async function decideOrder(ctx: RequestContext, checkoutKey: string | null, draft: OrderDraft): Promise<Decision> {
  return ctx.em.fork().transactional(async (em) => {
    // A checkout whose order is paid is done: paying again takes a new checkout (docs/payments.md#paid-checkouts).
    const paid = checkoutKey ? await em.findOne(CustomerOrder, { checkoutKey, status: { $in: [...paidOrderStatuses] } }) : null;
    if (paid) throw alreadyPaid(paid);
    const current = checkoutKey
      ? await em.findOne(CustomerOrder, { checkoutKey, status: { $in: [...payableOrderStatuses] } }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (current && sameCharge(current, draft)) {
      assignDetails(ctx, current, draft);
      return { order: current, replaced: null };
    }
    if (current) current.status = 'canceled';
    // The old order leaves the pending slot of its checkout key before the new one takes it.
    await em.flush();
    const order = em.create(CustomerOrder, {
      checkoutKey,
      kind: draft.kind,
      productId: draft.productId,
      description: draft.description,
      status: 'pending',
      provider: paymentProvider(ctx.config).mode,
      subtotalCents: draft.subtotalCents,
      discountCents: draft.discountCents,
      totalCents: draft.totalCents,
      lines: draft.lines,
      email: draft.email,
      name: draft.name,
    });
    assignDetails(ctx, order, draft);
    return { order, replaced: current };
  });
}

/**
 * Starts (or resumes) a checkout: the order is stored first, then the payment is created for its total with the
 * order's id in its metadata and `order:<id>` as its idempotency key. A changed order cancels the earlier payment;
 * if that payment had already gone through, the earlier order is fulfilled and the change refused (409).
 */
export async function startOrder(ctx: RequestContext, checkoutKey: string | undefined, draft: OrderDraft): Promise<CheckoutStarted> {
  await limitCheckoutStarts(ctx);
  // The key's open order may have been paid a moment ago (a late webhook): ask first, so a paid checkout is refused.
  if (checkoutKey) await syncOpenOrderOf(ctx, checkoutKey);
  let decision: Decision | undefined;
  for (let attempt = 1; !decision; attempt++) {
    try {
      decision = await decideOrder(ctx, checkoutKey ?? null, draft);
    } catch (err) {
      // Requests of one checkout made a pending order at the same moment: another one won; decide again with it.
      if (!(err instanceof UniqueConstraintViolationException) || attempt === 3) throw err;
    }
  }
  const { order, replaced } = decision;
  if (replaced?.paymentIntentId) {
    const outcome = await paymentProvider(ctx.config).cancelPayment(ctx.em, {
      paymentIntentId: replaced.paymentIntentId,
      subscriptionId: replaced.providerSubscriptionId ?? null,
    });
    ctx.log.info({ orderId: replaced.id, replacedBy: order.id, outcome }, 'order replaced');
    if (outcome === 'succeeded') {
      await syncWithProvider(ctx, replaced.id, { force: true });
      await ctx.em.fork().nativeUpdate(CustomerOrder, { id: order.id, status: 'pending' }, { status: 'canceled' });
      throw alreadyPaid(replaced);
    }
  }
  if (!order.paymentIntentId || !order.clientSecret) await createPaymentFor(ctx, order);
  ctx.log.info({ orderId: order.id, kind: order.kind, paymentIntentId: order.paymentIntentId, totalCents: order.totalCents }, 'checkout started');
  return {
    orderId: order.id,
    clientSecret: order.clientSecret!,
    paymentIntentId: order.paymentIntentId!,
    amountCents: order.totalCents,
    order: summarize(order),
  };
}

async function createPaymentFor(ctx: RequestContext, order: CustomerOrderEntity): Promise<void> {
  const provider = paymentProvider(ctx.config);
  const product = findProduct(order.productId)!;
  const request = {
    amountCents: order.totalCents,
    // Stripe's own receipt to the typed address shows it: the catalogue's lines, not the business name typed at
    // checkout (docs/input-limits.md#acknowledgements).
    description: `${orderReference(order)}: ${order.lines.map((l) => l.title).join(', ')}`,
    metadata: { orderId: order.id, reference: orderReference(order), kind: order.kind, productId: order.productId },
    idempotencyKey: `order:${order.id}`,
  };
  const created = product.monthly
    ? await provider.createSubscription(ctx.em, { ...request, planId: product.id, planName: product.name, email: order.email, name: order.name })
    : await provider.createPayment(ctx.em, { ...request, receiptEmail: order.email });
  order.paymentIntentId = created.paymentIntentId;
  order.clientSecret = created.clientSecret;
  order.providerSubscriptionId = created.subscriptionId ?? null;
  // A webhook may have fulfilled the order meanwhile (it finds the order by the payment's metadata): only fill in
  // what is still empty, and never move its status.
  await ctx.em
    .fork()
    .nativeUpdate(
      CustomerOrder,
      { id: order.id, $or: [{ paymentIntentId: null }, { paymentIntentId: created.paymentIntentId }] },
      { paymentIntentId: created.paymentIntentId, clientSecret: created.clientSecret, providerSubscriptionId: created.subscriptionId ?? null },
    );
}

/** The provider's word that a payment succeeded: a signed webhook event, or its own API read by the server. */
export interface SucceededPayment {
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  subscriptionId?: string | null;
}

/**
 * Fulfils a locked order inside the caller's transaction (the webhook stores its event id in the same one): the
 * order paid, what it bought recorded, the client's and the team's mails queued. Idempotent: a paid order changes
 * nothing. A payment for another amount is refused and logged, and the order keeps the reason.
 */
export async function fulfilLockedOrder(
  ctx: RequestContext,
  em: EntityManager,
  order: CustomerOrderEntity,
  payment: SucceededPayment,
): Promise<'fulfilled' | 'already' | 'refused'> {
  if (order.status === 'paid' || order.status === 'fulfilled' || order.status === 'refunded') return 'already';
  const otherPayment = payment.paymentIntentId && order.paymentIntentId && payment.paymentIntentId !== order.paymentIntentId;
  if (payment.amountCents !== order.totalCents || payment.currency !== order.currency || otherPayment) {
    const reason = `A payment of ${formatCents(payment.amountCents)} ${payment.currency.toUpperCase()} (${payment.paymentIntentId ?? 'unknown payment'}) does not match this order; the team was told.`;
    ctx.log.error(
      { orderId: order.id, paid: payment.amountCents, currency: payment.currency, expected: order.totalCents, paymentIntentId: payment.paymentIntentId },
      'a succeeded payment does not match its order',
    );
    // Told once: every later read of the order finds the same payment again.
    if (order.lastPaymentError !== reason) {
      order.lastPaymentError = reason;
      await enqueueMail(em, [{ to: ctx.config.TEAM_EMAIL, subject: `Payment does not match order ${orderReference(order)}`, text: reason }]);
    }
    return 'refused';
  }
  const wasCanceled = order.status === 'canceled';
  // The order's history shows who made it paid: the provider, not a staff member (docs/admin.md#status-workflows).
  await recordAudit(em, {
    kind: 'order',
    recordId: order.id,
    action: 'status_changed',
    actor: order.provider === 'stripe' ? STRIPE : SIMULATED_PAYMENTS,
    from: order.status,
    to: 'paid',
  });
  order.status = 'paid';
  order.paidAt = new Date();
  order.lastPaymentError = null;
  order.paymentIntentId ??= payment.paymentIntentId;
  order.providerSubscriptionId ??= payment.subscriptionId ?? null;
  const paymentIntentId = order.paymentIntentId;
  const details = order.details as Record<string, string>;
  if (order.kind === 'entity') {
    em.create(EntityFormation, {
      orderId: order.id,
      paymentIntentId,
      businessName: order.businessName!,
      contactName: order.name,
      email: order.email,
      phone: order.phone!,
      entityType: details.entityType!,
      state: details.state!,
      priceCents: order.totalCents,
    });
  }
  if (order.kind === 'plan' && !soldBySimpleCheckout(order)) {
    em.create(BusinessFormation, {
      orderId: order.id,
      paymentIntentId,
      planId: findProduct(order.productId)!.checkoutPlan!,
      businessName: order.businessName!,
      businessType: details.businessType!,
      stateOfFormation: details.stateOfFormation!,
      responsiblePartyName: order.name,
      responsiblePartyEmail: order.email,
      ssnEncrypted: order.ssnEncrypted!,
      ssnLast4: order.ssnLast4!,
      details: order.details,
    });
  }
  if (order.kind === 'plan' || order.kind === 'retainer') {
    em.create(Subscription, {
      orderId: order.id,
      paymentIntentId,
      planKind: order.kind,
      planId: order.productId,
      planName: findProduct(order.productId)!.name,
      email: order.email,
      name: order.name,
      amountCents: order.totalCents,
      providerSubscriptionId: order.providerSubscriptionId,
    });
  }
  await enqueueMail(em, fulfilmentMails(ctx, order, { wasCanceled }));
  await em.flush();
  ctx.notifyOutbox();
  ctx.log.info({ orderId: order.id, kind: order.kind, paymentIntentId }, 'order paid and fulfilled');
  return 'fulfilled';
}

/** Finds and locks the order a payment belongs to: by the order id in its metadata, else by the payment's id. */
export function lockOrderFor(em: EntityManager, ref: { orderId?: string | null; paymentIntentId?: string | null; subscriptionId?: string | null }) {
  const where =
    ref.orderId && /^[0-9a-f-]{36}$/i.test(ref.orderId)
      ? { id: ref.orderId }
      : ref.paymentIntentId
        ? { paymentIntentId: ref.paymentIntentId }
        : ref.subscriptionId
          ? { providerSubscriptionId: ref.subscriptionId }
          : null;
  return where ? em.findOne(CustomerOrder, where, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);
}

/** The statuses in which the provider may know more than the order says (a payment may have gone through since). */
const providerMayKnowMore = [...payableOrderStatuses, 'canceled'] as const;
const mayAwaitProvider = (order: Pick<CustomerOrderEntity, 'status' | 'paymentIntentId'>) =>
  order.paymentIntentId != null && (providerMayKnowMore as readonly string[]).includes(order.status);

/**
 * Asks the provider about a pending order's payment and fulfils the order if it succeeded: what the success page,
 * a resumed card step and POST /api/entity-formations rely on when the webhook has not arrived yet. The answer
 * is the provider's, read by the server; nothing the browser says makes an order paid. Reads ask at most once in
 * PROVIDER_LOOKUP_SECONDS per order: the order row's `provider_checked_at` is claimed by one conditional update, so of
 * any number of reads on any number of instances one asks and the others read the row as it is. `force` asks
 * regardless (a replaced order whose payment went through must be fulfilled now).
 */
async function syncWithProvider(ctx: RequestContext, orderId: string, options: { force?: boolean } = {}): Promise<void> {
  const open = { id: orderId, status: { $in: [...providerMayKnowMore] }, paymentIntentId: { $ne: null } };
  const pending = await ctx.em.fork().findOne(CustomerOrder, open, { fields: ['paymentIntentId'] });
  if (!pending?.paymentIntentId) return;
  const claimed = await ctx.em
    .fork()
    .nativeUpdate(
      CustomerOrder,
      options.force ? open : { ...open, $or: [{ providerCheckedAt: null }, { providerCheckedAt: { $lte: dbTime.ago(PROVIDER_LOOKUP_SECONDS, 'secs') } }] },
      { providerCheckedAt: dbTime.now() },
    );
  if (claimed === 0) return;
  const payment = await paymentProvider(ctx.config).retrievePayment(ctx.em, pending.paymentIntentId);
  if (payment?.status !== 'succeeded') return;
  await ctx.em.fork().transactional(async (em) => {
    const order = await lockOrderFor(em, { orderId });
    if (order) await fulfilLockedOrder(ctx, em, order, { paymentIntentId: payment.id, amountCents: payment.amountCents, currency: payment.currency });
  });
}

/** The open order of a checkout key, brought up to date with the provider (at most one per key). */
async function syncOpenOrderOf(ctx: RequestContext, checkoutKey: string): Promise<void> {
  const open = await ctx.em
    .fork()
    .findOne(CustomerOrder, { checkoutKey, status: { $in: [...payableOrderStatuses] }, paymentIntentId: { $ne: null } }, { fields: ['id'] });
  if (open) await syncWithProvider(ctx, open.id, { force: true });
}

/**
 * Records the provider's decline on an open order: it shows "Payment failed" with the reason (staff filter and count
 * it), and the visitor may still pay it with another card (docs/payments.md#order-states). The first decline is
 * written to the order's history with the provider as its actor.
 */
export async function recordDecline(em: EntityManager, paymentIntentId: string, message: string): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await tx.findOne(CustomerOrder, { paymentIntentId, status: { $in: [...payableOrderStatuses] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!order) return;
    if (order.status === 'pending') {
      await recordAudit(tx, {
        kind: 'order',
        recordId: order.id,
        action: 'status_changed',
        actor: order.provider === 'stripe' ? STRIPE : SIMULATED_PAYMENTS,
        from: 'pending',
        to: 'payment_failed',
      });
    }
    order.status = 'payment_failed';
    order.lastPaymentError = message.slice(0, 500);
  });
}

/** Whether the order still waits for its payment, its card step open (docs/payments.md#order-states). */
const isPayable = (order: Pick<CustomerOrderEntity, 'status'>) => (payableOrderStatuses as readonly string[]).includes(order.status);

const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** The checkout page that sold an order, to pay it again or start a new one. */
function checkoutHrefOf(order: Pick<CustomerOrderEntity, 'kind' | 'details'>, checkoutPlan: string | null): string {
  if (order.kind === 'retainer' || (order.kind === 'plan' && soldBySimpleCheckout(order))) return `/checkout-simple?plan=${checkoutPlan}`;
  if (order.kind === 'plan') return `/checkout?plan=${checkoutPlan}`;
  return order.kind === 'cart' ? '/checkout' : '/entity-types';
}

/** What summarize reads of an order, and whether it may await the provider. */
const SUMMARY_PROPERTIES = [
  'id',
  'number',
  'kind',
  'productId',
  'description',
  'businessName',
  'status',
  'subtotalCents',
  'discountCents',
  'totalCents',
  'lines',
  'email',
  'createdAt',
  'paidAt',
  'lastPaymentError',
  'details',
  'paymentIntentId',
] as const satisfies readonly (keyof CustomerOrderEntity)[];
type OrderForSummary = Pick<CustomerOrderEntity, (typeof SUMMARY_PROPERTIES)[number]>;

/** The summary's columns, named from the entity once. */
let summarySelect: SelectColumns<OrderForSummary> | undefined;

/**
 * An order as its summary reads it, in one prepared statement without the ORM: each success page's render and each
 * kept page's check makes this read, and the ORM's hydration was most of its cost (docs/performance.md#visit-pages).
 */
async function readOrderForSummary(ctx: Pick<RequestContext, 'db'>, orderId: string): Promise<OrderForSummary | null> {
  const { columns, read } = (summarySelect ??= selectColumns(ctx.db, CustomerOrder, SUMMARY_PROPERTIES));
  // raw SQL: a hot read by primary key, prepared once per connection (decision 18).
  const [row] = await executePrepared<Record<string, unknown>>(ctx.db, `select ${columns} from customer_order where id = ?`, [orderId]);
  return row ? read(row) : null;
}

/** What a success page shows of an order. */
function summarize(order: OrderForSummary): OrderSummary {
  const product = findProduct(order.productId);
  return {
    id: order.id,
    reference: orderReference(order),
    kind: order.kind,
    productId: order.productId,
    description: order.description,
    businessName: order.businessName ?? null,
    status: order.status,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    monthly: product?.monthly ?? false,
    lines: order.lines,
    receiptEmail: maskEmail(order.email),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    lastPaymentError: isPayable(order) ? (order.lastPaymentError ?? null) : null,
    checkoutPlan: product?.checkoutPlan ?? null,
    checkoutHref: checkoutHrefOf(order, product?.checkoutPlan ?? null),
  };
}

/** payments.order: an order by its id (the success pages' `?order=`), brought up to date with the provider first. */
export async function readOrder(ctx: RequestContext, orderId: string): Promise<OrderSummary> {
  await limitOrderReads(ctx);
  const order = await readOrderForSummary(ctx, orderId);
  if (!order) throw new ServiceError(404, 'We could not find this order. Please check the link, or contact us.');
  // A paid or unknown order is answered from this one read (each success page's render makes it); only an order still
  // waiting for its payment asks the provider, then is read again.
  if (!mayAwaitProvider(order)) return summarize(order);
  await syncWithProvider(ctx, orderId);
  return summarize((await readOrderForSummary(ctx, orderId)) ?? order);
}

/**
 * payments.resumeCheckout: the card step of an order again, after a reload, for the tab that started it (it holds
 * the order's checkout key). A paid or replaced order answers as it is, with no payment to confirm.
 */
export async function resumeCheckout(
  ctx: RequestContext,
  orderId: string,
  checkoutKey: string,
): Promise<CheckoutStarted | { orderId: string; order: OrderSummary; clientSecret: null }> {
  await limitPaymentSteps(ctx);
  await syncWithProvider(ctx, orderId);
  const order = await ctx.em.fork().findOne(CustomerOrder, { id: orderId, checkoutKey });
  if (!order) throw new ServiceError(404, 'This checkout has expired. Please start again.');
  if (!isPayable(order) || !order.clientSecret || !order.paymentIntentId) return { orderId, order: summarize(order), clientSecret: null };
  return { orderId, clientSecret: order.clientSecret, paymentIntentId: order.paymentIntentId, amountCents: order.totalCents, order: summarize(order) };
}

/** The order a payment id belongs to, brought up to date with the provider first. */
export async function readOrderByPayment(ctx: RequestContext, paymentIntentId: string): Promise<CustomerOrderEntity | null> {
  const found = await ctx.em.fork().findOne(CustomerOrder, { paymentIntentId });
  if (!found) return null;
  await syncWithProvider(ctx, found.id);
  return ctx.em.fork().findOne(CustomerOrder, { id: found.id });
}

/**
 * intake.forOrder's read of a paid plan or retainer order: who typed what at its checkout, for whoever holds the
 * order's id, the bearer secret payments.order also trusts (a random UUID, reads throttled the same way;
 * docs/decisions/0055-intake-from-the-order.md). Null: no such paid order.
 */
export async function paidOrderContact(
  ctx: RequestContext,
  orderId: string,
): Promise<{ reference: string; name: string; email: string; phone: string | null; businessName: string | null } | null> {
  await limitOrderReads(ctx);
  const order = await ctx.em
    .fork()
    .findOne(
      CustomerOrder,
      { id: orderId, kind: { $in: ['plan', 'retainer'] }, status: { $in: ['paid', 'fulfilled'] } },
      { fields: ['id', 'number', 'name', 'email', 'phone', 'businessName'] },
    );
  return order
    ? { reference: orderReference(order), name: order.name, email: order.email, phone: order.phone ?? null, businessName: order.businessName ?? null }
    : null;
}

/** A paid order's product and reference, for the intake that names it (null: no such paid order). */
export async function paidOrderProduct(em: EntityManager, orderId: string): Promise<{ productId: string; reference: string } | null> {
  const order = await em.fork().findOne(CustomerOrder, { id: orderId, status: { $in: ['paid', 'fulfilled'] } }, { fields: ['id', 'number', 'productId'] });
  return order ? { productId: order.productId, reference: orderReference(order) } : null;
}
