import { company } from '@elite/contracts/catalogue/company';
import { entityCheckoutCopy, entityCheckoutPriceCents, findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { findPlan } from '@elite/contracts/catalogue/plans';
import { findRetainerPlan } from '@elite/contracts/catalogue/retainers';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { priceCartOnServer } from '@elite/contracts/rules/cart';
import { formatCents } from '@elite/contracts/rules/money';
import { ssnLastFour } from '@elite/contracts/schemas/formation';
import type {
  completePaymentInput,
  createCartPaymentInput,
  createEntityPaymentInput,
  createSimpleSubscriptionPaymentInput,
  createSubscriptionPaymentInput,
  entityFormationInput,
  PaymentConfig,
  PaymentIntentAnswer,
  simulatedConfirmInput,
  SimulatedConfirmAnswer,
} from '@elite/contracts/schemas/payments';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { hitLimit, waitText } from '../limits/rate-limit.service.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox.service.ts';
import { paymentProvider, stripeConfigured, type ProviderPayment } from './payment-provider.ts';
import { SimulatedProvider } from './simulated-provider.ts';
import { encryptSsn } from './ssn-cipher.ts';

type Kind = 'entity' | 'subscription' | 'simple' | 'cart';

type CheckoutRow = {
  id: string;
  payment_intent_id: string;
  kind: Kind;
  amount_cents: string;
  email: string | null;
  name: string | null;
  plan_id: string | null;
  details: Record<string, unknown>;
  ssn_encrypted: string | null;
  provider_subscription_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
};

/** What the browser needs to show the right payment form; the publishable key is public by design. */
export function paymentConfig(config: Config): PaymentConfig {
  return stripeConfigured(config) ? { mode: 'stripe', publishableKey: config.STRIPE_PUBLISHABLE_KEY! } : { mode: 'simulated', publishableKey: null };
}

/** Per address: 30 payment starts an hour (scaled). Each start creates an intent at the provider. */
async function limitPaymentStarts(ctx: RequestContext): Promise<void> {
  const limit = await hitLimit(ctx.em, `payment:ip:${ctx.clientIp}`, { max: Math.ceil(30 * ctx.config.RATE_LIMIT_SCALE), windowSeconds: 3600 });
  if (!limit.allowed) {
    throw new ServiceError(429, `Too many payment attempts. Please wait ${waitText(limit.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`, limit.retryAfterSeconds);
  }
}

function refuseAmount(shown: string, charged: number): never {
  throw new ServiceError(400, `The amount ${shown} does not match the current price of ${formatCents(charged)}. Please reload the page.`);
}

interface NewCheckout {
  kind: Kind;
  amountCents: number;
  email?: string | null;
  name?: string | null;
  planId?: string | null;
  details?: Record<string, unknown>;
  ssnEncrypted?: string | null;
  description: string;
  metadata: Record<string, string>;
  subscription?: { planId: string; planName: string; email: string; name: string };
}

/** Creates the provider's intent (or subscription) and our row that says what it pays for. */
async function startCheckout(ctx: RequestContext, checkout: NewCheckout): Promise<PaymentIntentAnswer> {
  await limitPaymentStarts(ctx);
  const provider = paymentProvider(ctx.config);
  const id = crypto.randomUUID();
  const request = { amountCents: checkout.amountCents, description: checkout.description, metadata: { ...checkout.metadata, checkoutId: id, kind: checkout.kind }, idempotencyKey: `checkout:${id}` };
  const created = checkout.subscription
    ? await provider.createSubscription(ctx.em, { ...request, ...checkout.subscription })
    : await provider.createPayment(ctx.em, { ...request, ...(checkout.email ? { receiptEmail: checkout.email } : {}) });
  await ctx.em.getConnection().execute(
    `insert into checkout_payment (id, provider, payment_intent_id, kind, amount_cents, email, name, plan_id, details, ssn_encrypted, provider_subscription_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
    [id, provider.mode, created.paymentIntentId, checkout.kind, checkout.amountCents, checkout.email ?? null, checkout.name ?? null, checkout.planId ?? null, JSON.stringify(checkout.details ?? {}), checkout.ssnEncrypted ?? null, created.subscriptionId ?? null],
  );
  ctx.log.info({ checkoutId: id, kind: checkout.kind, paymentIntentId: created.paymentIntentId, amountCents: checkout.amountCents }, 'payment started');
  return { clientSecret: created.clientSecret, paymentIntentId: created.paymentIntentId, amountCents: checkout.amountCents };
}

/** POST /api/create-entity-payment: the price is the entity type's; a different `amount` is refused. */
export async function createEntityPayment(ctx: RequestContext, input: z.output<typeof createEntityPaymentInput>): Promise<PaymentIntentAnswer> {
  const option = findEntityCheckoutOption(input.entityType)!;
  if (input.amount * 100 !== option.priceCents) refuseAmount(`$${input.amount}`, option.priceCents);
  return startCheckout(ctx, {
    kind: 'entity',
    amountCents: option.priceCents,
    description: `${option.label} formation in ${usStateLabel(input.state)}`,
    metadata: { entityType: input.entityType, state: input.state },
    details: { entityType: input.entityType, state: input.state },
  });
}

/** POST /api/create-subscription-payment: a monthly plan of /checkout with the formation form; the SSN is encrypted before it is kept. */
export async function createSubscriptionPayment(ctx: RequestContext, input: z.output<typeof createSubscriptionPaymentInput>): Promise<PaymentIntentAnswer> {
  const plan = findPlan(input.planId)!;
  if (input.amount !== plan.price) refuseAmount(`$${input.amount}`, plan.priceCents);
  const { responsiblePartySSN, ...details } = input.businessData;
  return startCheckout(ctx, {
    kind: 'subscription',
    amountCents: plan.priceCents,
    email: details.responsiblePartyEmail,
    name: details.responsiblePartyName,
    planId: plan.id,
    details: { ...details, ssnLast4: ssnLastFour(responsiblePartySSN) },
    ssnEncrypted: encryptSsn(ctx.config, responsiblePartySSN),
    description: `${plan.name} plan (monthly) for ${details.businessName}`,
    metadata: { planId: plan.id },
    subscription: { planId: plan.id, planName: plan.name, email: details.responsiblePartyEmail, name: details.responsiblePartyName },
  });
}

/** POST /api/create-subscription-payment-simple: a retainer of /checkout-simple (DECISIONS 4). */
export async function createSimpleSubscriptionPayment(ctx: RequestContext, input: z.output<typeof createSimpleSubscriptionPaymentInput>): Promise<PaymentIntentAnswer> {
  const plan = findRetainerPlan(input.planId)!;
  if (input.amount !== plan.priceMonthly) refuseAmount(`$${input.amount}`, plan.priceCents);
  return startCheckout(ctx, {
    kind: 'simple',
    amountCents: plan.priceCents,
    email: input.email,
    name: input.name,
    planId: plan.id,
    description: `${plan.name} retainer (monthly)`,
    metadata: { planId: plan.id },
    subscription: { planId: `retainer_${plan.id}`, planName: `${plan.name} retainer`, email: input.email, name: input.name },
  });
}

/** POST /api/create-cart-payment: the cart checkout (DECISIONS 4), priced from service ids. */
export async function createCartPayment(ctx: RequestContext, input: z.output<typeof createCartPaymentInput>): Promise<PaymentIntentAnswer> {
  const pricing = priceCartOnServer(input.items);
  if (!pricing.ok) {
    throw new ServiceError(400, `Some services in your cart are no longer offered: ${[...pricing.unknownServiceIds, ...pricing.invalidQuantities].join(', ')}. Please review your cart.`);
  }
  if (pricing.needsProposal) throw new ServiceError(400, 'Carts above $25,000 are prepared as an executive proposal. Please request a proposal instead.');
  if (input.amountCents !== pricing.totalCents) refuseAmount(formatCents(input.amountCents), pricing.totalCents);
  return startCheckout(ctx, {
    kind: 'cart',
    amountCents: pricing.totalCents,
    email: input.email,
    name: input.name,
    details: { phone: input.phone, company: input.company, lines: pricing.lines, subtotalCents: pricing.subtotalCents, discountCents: pricing.discountCents },
    description: `${pricing.lines.length} service${pricing.lines.length === 1 ? '' : 's'} for ${input.company}`,
    metadata: { company: input.company.slice(0, 200) },
  });
}

/** POST /api/payments/simulated/confirm: the test card form (404 when Stripe is configured). */
export async function confirmSimulatedPayment(ctx: RequestContext, input: z.output<typeof simulatedConfirmInput>): Promise<SimulatedConfirmAnswer> {
  const provider = paymentProvider(ctx.config);
  if (!(provider instanceof SimulatedProvider)) throw new ServiceError(404, 'Payments are handled by Stripe on this site.');
  const answer = await provider.confirm(ctx.em, input);
  if (!answer) throw new ServiceError(400, 'This payment could not be found. Please reload the page.');
  // What Stripe's webhook does in Stripe mode: the server records the paid checkout itself.
  if (answer.status === 'succeeded') await completePayment(ctx, answer.paymentIntentId);
  return answer;
}

async function checkoutFor(em: EntityManager, paymentIntentId: string): Promise<CheckoutRow | undefined> {
  return (await em.getConnection().execute<CheckoutRow[]>('select * from checkout_payment where payment_intent_id = ?', [paymentIntentId]))[0];
}

/** The provider's view of a payment we started, checked: it succeeded, for the amount we priced. */
async function verifiedPayment(ctx: RequestContext, checkout: CheckoutRow, known?: ProviderPayment): Promise<ProviderPayment> {
  const payment = known ?? (await paymentProvider(ctx.config).retrievePayment(ctx.em, checkout.payment_intent_id));
  if (!payment) throw new ServiceError(400, 'This payment could not be found.');
  if (payment.status !== 'succeeded') throw new ServiceError(409, 'This payment has not succeeded yet.');
  if (payment.amountCents !== Number(checkout.amount_cents) || payment.currency !== 'usd') {
    ctx.log.warn({ paymentIntentId: payment.id, paid: payment.amountCents, expected: Number(checkout.amount_cents) }, 'payment amount differs from the checkout');
    throw new ServiceError(400, 'This payment does not match the order.');
  }
  if (payment.metadata.checkoutId !== undefined && payment.metadata.checkoutId !== checkout.id) throw new ServiceError(400, 'This payment does not match the order.');
  return payment;
}

type Tx = EntityManager;
const run = (tx: Tx, sql: string, params: unknown[]) => tx.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', tx.getTransactionContext());

/**
 * Records what a succeeded payment paid for (subscriptions, retainers, cart orders), once: the
 * browser's fast path, a retry and the webhook all end here, and only the first changes anything.
 * Entity formations are recorded by POST /api/entity-formations, which carries the business details.
 */
export async function completePayment(ctx: RequestContext, paymentIntentId: string, known?: ProviderPayment): Promise<{ recorded: boolean; kind: Kind }> {
  const checkout = await checkoutFor(ctx.em, paymentIntentId);
  if (!checkout) throw new ServiceError(400, 'This payment was not started on this site.');
  if (checkout.status === 'succeeded') return { recorded: false, kind: checkout.kind };
  await verifiedPayment(ctx, checkout, known);
  const recorded = await ctx.em.transactional(async (tx) => {
    const claimed = await run(tx, `update checkout_payment set status = 'succeeded', completed_at = now() where id = ? and status <> 'succeeded' returning id`, [checkout.id]);
    if (claimed.length === 0) return false;
    if (checkout.kind !== 'entity') await recordPaid(tx, ctx.config, checkout);
    return true;
  });
  if (recorded) {
    ctx.notifyOutbox();
    ctx.log.info({ checkoutId: checkout.id, kind: checkout.kind, paymentIntentId }, 'payment recorded');
  }
  return { recorded, kind: checkout.kind };
}

async function recordPaid(tx: Tx, config: Config, checkout: CheckoutRow): Promise<void> {
  const amount = Number(checkout.amount_cents);
  const email = checkout.email!;
  const name = checkout.name!;
  if (checkout.kind === 'subscription') {
    const plan = findPlan(checkout.plan_id!)!;
    const d = checkout.details as { businessName: string; businessType: string; stateOfFormation: string; responsiblePartyName: string; responsiblePartyEmail: string; ssnLast4: string };
    const { ssnLast4, ...details } = d;
    await run(
      tx,
      `insert into business_formation (id, payment_intent_id, plan_id, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, ssn_encrypted, ssn_last4, details)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb) on conflict (payment_intent_id) do nothing`,
      [crypto.randomUUID(), checkout.payment_intent_id, plan.id, d.businessName, d.businessType, d.stateOfFormation, d.responsiblePartyName, d.responsiblePartyEmail, checkout.ssn_encrypted, ssnLast4, JSON.stringify(details)],
    );
    await insertSubscription(tx, checkout, 'plan', plan.name);
    await enqueueMail(tx, [receiptMail(email, name, `${plan.name} plan, first month`, amount), welcomeMail(email, name, `${plan.name} plan`, `/business-intake?plan=${plan.id}`), teamMail(config, `New ${plan.name} subscription: ${d.businessName}`, `${name} <${email}> subscribed to ${plan.name} (${formatCents(amount)}/mo) and submitted the formation form for ${d.businessName}.`)]);
  } else if (checkout.kind === 'simple') {
    const plan = findRetainerPlan(checkout.plan_id!)!;
    await insertSubscription(tx, checkout, 'retainer', `${plan.name} retainer`);
    await enqueueMail(tx, [receiptMail(email, name, `${plan.name} retainer, first month`, amount), welcomeMail(email, name, `${plan.name} retainer`, null), teamMail(config, `New ${plan.name} retainer`, `${name} <${email}> subscribed to the ${plan.name} retainer (${formatCents(amount)}/mo).`)]);
  } else {
    const d = checkout.details as { phone: string; company: string; subtotalCents: number; discountCents: number; lines: { serviceId: string; title: string; quantity: number; unitCents: number; lineCents: number }[] };
    const items = d.lines.map((l) => ({ id: l.serviceId, title: l.title, quantity: l.quantity, priceCents: l.unitCents }));
    await run(
      tx,
      `insert into customer_order (id, payment_intent_id, email, name, company, phone, items, subtotal_cents, discount_cents, total_cents)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) on conflict (payment_intent_id) do nothing`,
      [crypto.randomUUID(), checkout.payment_intent_id, email, name, d.company, d.phone, JSON.stringify(items), d.subtotalCents, d.discountCents, amount],
    );
    const lines = d.lines.map((l) => `${l.title} x ${l.quantity}: ${formatCents(l.lineCents)}`);
    await enqueueMail(tx, [receiptMail(email, name, lines.join('\n'), amount), teamMail(config, `New order: ${d.company} (${formatCents(amount)})`, `${name} <${email}>, ${d.phone}\n\n${lines.join('\n')}`)]);
  }
}

async function insertSubscription(tx: Tx, checkout: CheckoutRow, planKind: 'plan' | 'retainer', planName: string): Promise<void> {
  await run(
    tx,
    `insert into subscription (id, payment_intent_id, plan_kind, plan_id, plan_name, email, name, amount_cents, provider_subscription_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (payment_intent_id) do nothing`,
    [crypto.randomUUID(), checkout.payment_intent_id, planKind, checkout.plan_id, planName, checkout.email, checkout.name, Number(checkout.amount_cents), checkout.provider_subscription_id],
  );
}

type EntityFormationDb = { id: string; created_at: Date; business_name: string; contact_name: string; email: string; phone: string; entity_type: string; state: string; price_cents: string; status: string };

/**
 * POST /api/entity-formations: recorded only when the server has read the payment from the
 * provider and seen it succeeded, for this entity type's price, with this type and state. The
 * same payment id recorded again answers the first record.
 */
export async function recordEntityFormation(ctx: RequestContext, input: z.output<typeof entityFormationInput>) {
  const checkout = await checkoutFor(ctx.em, input.stripePaymentIntentId);
  if (!checkout || checkout.kind !== 'entity') throw new ServiceError(400, 'This payment is not an entity formation payment from this site.');
  const priceCents = entityCheckoutPriceCents(input.entityType);
  const details = checkout.details as { entityType: string; state: string };
  if (input.price * 100 !== priceCents || Number(checkout.amount_cents) !== priceCents || details.entityType !== input.entityType || details.state !== input.state) {
    throw new ServiceError(400, 'This payment does not match the formation.');
  }
  const payment = await verifiedPayment(ctx, checkout);
  if ((payment.metadata.entityType ?? input.entityType) !== input.entityType || (payment.metadata.state ?? input.state) !== input.state) {
    throw new ServiceError(400, 'This payment does not match the formation.');
  }
  const option = findEntityCheckoutOption(input.entityType)!;
  const inserted = await ctx.em.transactional(async (tx) => {
    const rows = (await run(
      tx,
      `insert into entity_formation (id, payment_intent_id, business_name, contact_name, email, phone, entity_type, state, price_cents)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (payment_intent_id) do nothing returning *`,
      [crypto.randomUUID(), checkout.payment_intent_id, input.businessName, input.contactName, input.email, input.phone, input.entityType, input.state, priceCents],
    )) as EntityFormationDb[];
    if (rows.length === 0) return null;
    await run(tx, `update checkout_payment set status = 'succeeded', completed_at = coalesce(completed_at, now()), email = ?, name = ? where id = ?`, [input.email, input.contactName, checkout.id]);
    const what = `${option.label} formation for ${input.businessName} (${usStateLabel(input.state)})`;
    await enqueueMail(tx, [
      receiptMail(input.email, input.contactName, what, priceCents),
      {
        to: input.email,
        subject: `Your ${option.label} formation has started`,
        text: [
          `Dear ${input.contactName},`,
          '',
          `Thank you for choosing ${company.name}. What happens next:`,
          `1. A formation specialist reviews your details and contacts you within one business day.`,
          `2. We file with ${usStateLabel(input.state)} within ${entityCheckoutCopy.filingWithin}.`,
          `3. Your documents are ready in an estimated ${entityCheckoutCopy.successEstimate}:`,
          ...option.includedDocuments.map((d) => `   - ${d}`),
          '',
          `Questions? Write to ${company.supportEmail} or call ${company.phoneDisplay}.`,
          '',
          company.name,
        ].join('\n'),
      },
      teamMail(ctx.config, `New entity formation: ${input.businessName}`, `${what}\n${input.contactName} <${input.email}>, ${input.phone}\nPaid ${formatCents(priceCents)} (${checkout.payment_intent_id})`),
    ]);
    return rows[0]!;
  });
  if (inserted) {
    ctx.notifyOutbox();
    ctx.log.info({ entityFormationId: inserted.id, paymentIntentId: checkout.payment_intent_id }, 'entity formation recorded');
  }
  const row = inserted ?? ((await ctx.em.getConnection().execute<EntityFormationDb[]>('select * from entity_formation where payment_intent_id = ?', [checkout.payment_intent_id]))[0]!);
  return { id: row.id, status: row.status, created: inserted !== null };
}

/** POST /api/payments/complete. */
export async function completePaymentFromBrowser(ctx: RequestContext, input: z.output<typeof completePaymentInput>) {
  const result = await completePayment(ctx, input.paymentIntentId);
  return { kind: result.kind, status: 'succeeded' as const };
}

/** A payment the provider reported as failed: our row says so (it can still succeed later with another card). */
export async function markPaymentFailed(em: EntityManager, paymentIntentId: string): Promise<void> {
  await em.getConnection().execute(`update checkout_payment set status = 'failed' where payment_intent_id = ? and status = 'pending'`, [paymentIntentId]);
}

function receiptMail(to: string, name: string, what: string, amountCents: number): NewMail {
  return {
    to,
    subject: `Payment receipt: ${formatCents(amountCents)}`,
    text: [`Dear ${name},`, '', `We received your payment of ${formatCents(amountCents)} for:`, what, '', `Thank you for choosing ${company.name}.`, `Questions about this payment? Write to ${company.supportEmail}.`, '', company.name].join('\n'),
  };
}

/** The "welcome, what happens next" mail that the subscription success page promises. */
function welcomeMail(to: string, name: string, planName: string, intakePath: string | null): NewMail {
  return {
    to,
    subject: `Welcome to ${company.name}: your ${planName}`,
    text: [
      `Dear ${name},`,
      '',
      `Welcome to ${company.name}. Your ${planName} is active. What happens next:`,
      '1. This welcome e-mail (within an hour of your payment).',
      '2. Your onboarding lead contacts you within 24 hours to schedule your onboarding call.',
      `3. Client portal access: create your account at /portal-login with this e-mail address (${to}) to see your records.`,
      '4. Our team starts work on your business.',
      ...(intakePath ? ['', `Tell us about your business now: ${intakePath}`] : []),
      '',
      company.name,
    ].join('\n'),
  };
}

function teamMail(config: Config, subject: string, text: string): NewMail {
  return { to: config.TEAM_EMAIL, subject, text };
}
