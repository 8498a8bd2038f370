import { findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { findPlan } from '@elite/contracts/catalogue/plans';
import { CART_PRODUCT_ID, entityProductId, planProductId } from '@elite/contracts/catalogue/products';
import { findSimpleCheckoutOffer } from '@elite/contracts/catalogue/simple-checkout';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { priceCartOnServer } from '@elite/contracts/rules/cart-pricing';
import { formatCents } from '@elite/contracts/rules/money';
import { ssnLastFour } from '@elite/contracts/schemas/formation-fields';
import type {
  CheckoutStarted,
  EntityFormationRecord,
  entityFormationInput,
  PaymentConfig,
  SimulatedConfirmAnswer,
  simulatedConfirmInput,
  startCartCheckoutInput,
  startEntityCheckoutInput,
  startPlanCheckoutInput,
  startSimpleCheckoutInput,
} from '@elite/contracts/schemas/payments';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { EntityFormation, orderReference } from './order.entity.ts';
import { fulfilLockedOrder, limitPaymentSteps, lockOrderFor, readOrderByPayment, recordDecline, SIMPLE_CHECKOUT, startOrder } from './orders.service.ts';
import { paymentProvider, stripeConfigured } from './payment-provider.ts';
import { SimulatedProvider } from './simulated-provider.ts';

/**
 * The checkouts (docs/payments.md): each turns its validated form into an order draft priced from the catalogue,
 * and startOrder stores the order before it creates the payment for it. The amount the page shows must be the
 * catalogue's: a different one is refused (400), never charged.
 */

/** What the browser needs to show the right payment form; the publishable key is public by design. */
export function paymentConfig(config: Config): PaymentConfig {
  return stripeConfigured(config) ? { mode: 'stripe', publishableKey: config.STRIPE_PUBLISHABLE_KEY! } : { mode: 'simulated', publishableKey: null };
}

function refuseAmount(shown: string, charged: number): never {
  throw new ServiceError(400, `The amount ${shown} does not match the current price of ${formatCents(charged)}. Please reload the page.`);
}

const oneLine = (id: string, title: string, cents: number) => [{ id, title, quantity: 1, unitCents: cents, lineCents: cents }];

/** /entity-checkout: the business-info form and the entity type's price, for one formation in one state. */
export function startEntityCheckout(ctx: RequestContext, input: z.output<typeof startEntityCheckoutInput>): Promise<CheckoutStarted> {
  const option = findEntityCheckoutOption(input.entityType)!;
  if (input.amount * 100 !== option.priceCents) refuseAmount(formatCents(input.amount * 100), option.priceCents);
  const stateName = usStateLabel(input.state)!;
  return startOrder(ctx, input.checkoutKey, {
    kind: 'entity',
    productId: entityProductId(option.type),
    description: `${option.label} formation in ${stateName} for ${input.businessName}`,
    lines: oneLine(entityProductId(option.type), `${option.label} formation (${stateName})`, option.priceCents),
    subtotalCents: option.priceCents,
    discountCents: 0,
    totalCents: option.priceCents,
    email: input.email,
    name: input.contactName,
    phone: input.phone.replace(/\D/g, ''),
    businessName: input.businessName,
    details: { entityType: option.type, state: input.state },
  });
}

/** /checkout?plan=: a monthly plan with the 6-step formation form; the SSN is encrypted before it is stored. */
export function startPlanCheckout(ctx: RequestContext, input: z.output<typeof startPlanCheckoutInput>): Promise<CheckoutStarted> {
  const plan = findPlan(input.planId)!;
  if (input.amount !== plan.price) refuseAmount(formatCents(input.amount * 100), plan.priceCents);
  const { responsiblePartySSN, ...answers } = input.businessData;
  return startOrder(ctx, input.checkoutKey, {
    kind: 'plan',
    productId: planProductId(plan.id),
    description: `${plan.name} plan (monthly) for ${answers.businessName}`,
    lines: oneLine(planProductId(plan.id), `${plan.name} plan, first month`, plan.priceCents),
    subtotalCents: plan.priceCents,
    discountCents: 0,
    totalCents: plan.priceCents,
    email: answers.responsiblePartyEmail,
    name: answers.responsiblePartyName,
    phone: answers.responsiblePartyPhone,
    businessName: answers.businessName,
    details: answers,
    ssn: responsiblePartySSN,
    ssnLast4: ssnLastFour(responsiblePartySSN),
  });
}

/**
 * /checkout-simple?plan=: a monthly plan or a retainer, priced from the catalogue by its `?plan=`
 * (docs/subscriptions-and-intake.md#simple-checkout). `enterprise` is the $15,000 plan; the retainer is
 * `enterprise-retainer`. A plan bought here has no formation form: its order says it came from this page.
 */
export function startSimpleCheckout(ctx: RequestContext, input: z.output<typeof startSimpleCheckoutInput>): Promise<CheckoutStarted> {
  const offer = findSimpleCheckoutOffer(input.planId)!;
  if (input.amount !== offer.priceMonthly) refuseAmount(formatCents(input.amount * 100), offer.priceCents);
  return startOrder(ctx, input.checkoutKey, {
    kind: offer.family,
    productId: offer.productId,
    description: `${offer.productName} (monthly)`,
    lines: oneLine(offer.productId, `${offer.productName}, first month`, offer.priceCents),
    subtotalCents: offer.priceCents,
    discountCents: 0,
    totalCents: offer.priceCents,
    email: input.email,
    name: input.name,
    phone: null,
    businessName: null,
    details: { ...SIMPLE_CHECKOUT },
  });
}

/** /checkout with the cart: priced from the service ids; the total shown must be the server's. */
export function startCartCheckout(ctx: RequestContext, input: z.output<typeof startCartCheckoutInput>): Promise<CheckoutStarted> {
  const pricing = priceCartOnServer(input.items);
  if (!pricing.ok) {
    throw new ServiceError(
      400,
      `Some services in your cart are no longer offered: ${[...pricing.unknownServiceIds, ...pricing.invalidQuantities].join(', ')}. Please review your cart.`,
    );
  }
  if (pricing.needsProposal) throw new ServiceError(400, 'Carts above $25,000 are prepared as an executive proposal. Please request a proposal instead.');
  if (input.amountCents !== pricing.totalCents) refuseAmount(formatCents(input.amountCents), pricing.totalCents);
  const count = pricing.lines.reduce((n, l) => n + l.quantity, 0);
  return startOrder(ctx, input.checkoutKey, {
    kind: 'cart',
    productId: CART_PRODUCT_ID,
    description: `${count} service${count === 1 ? '' : 's'} for ${input.company}`,
    lines: pricing.lines.map((l) => ({ id: l.serviceId, title: l.title, quantity: l.quantity, unitCents: l.unitCents, lineCents: l.lineCents })),
    subtotalCents: pricing.subtotalCents,
    discountCents: pricing.discountCents,
    totalCents: pricing.totalCents,
    email: input.email,
    name: input.name,
    phone: input.phone,
    businessName: input.company,
    details: {},
  });
}

/**
 * POST /api/payments/simulated/confirm (404 when Stripe is configured): the test card form. A succeeded payment is
 * the server's own confirmation, so the order is fulfilled before this answers; a decline stays on the order.
 */
export async function confirmSimulatedPayment(ctx: RequestContext, input: z.output<typeof simulatedConfirmInput>): Promise<SimulatedConfirmAnswer> {
  const provider = paymentProvider(ctx.config);
  if (!(provider instanceof SimulatedProvider)) throw new ServiceError(404, 'Payments are handled by Stripe on this site.');
  await limitPaymentSteps(ctx);
  // The payment's success and the order's fulfilment are one transaction: a crash between them cannot leave a
  // paid payment with a pending order (Stripe's retried webhook repairs that window; here nothing would).
  const answer = await ctx.em.fork().transactional(async (em) => {
    const confirmed = await provider.confirm(em, input);
    if (confirmed?.status !== 'succeeded') return confirmed;
    const payment = await provider.retrievePayment(em, confirmed.paymentIntentId);
    const order = await lockOrderFor(em, { orderId: payment?.metadata.orderId, paymentIntentId: confirmed.paymentIntentId });
    if (order && payment)
      await fulfilLockedOrder(ctx, em, order, { paymentIntentId: payment.id, amountCents: payment.amountCents, currency: payment.currency });
    return confirmed;
  });
  if (!answer) throw new ServiceError(400, 'This payment could not be found. Please reload the page.');
  if (answer.status !== 'succeeded' && answer.error) await recordDecline(ctx.em, answer.paymentIntentId, answer.error.message);
  ctx.log.info({ paymentIntentId: answer.paymentIntentId, status: answer.status }, 'simulated payment confirmed');
  return answer;
}

/**
 * POST /api/entity-formations, the documented call after a succeeded payment: answers the formation the server
 * recorded when it saw the payment succeed (asking the provider first). It records nothing itself: an unpaid
 * order answers 409, details that are not the order's 400.
 */
export async function readEntityFormation(ctx: RequestContext, input: z.output<typeof entityFormationInput>): Promise<EntityFormationRecord> {
  await limitPaymentSteps(ctx);
  const order = await readOrderByPayment(ctx, input.stripePaymentIntentId);
  if (!order || order.kind !== 'entity') throw new ServiceError(400, 'This payment is not an entity formation payment from this site.');
  const details = order.details as { entityType?: string; state?: string };
  const matches =
    details.entityType === input.entityType &&
    details.state === input.state &&
    input.price * 100 === order.totalCents &&
    order.businessName === input.businessName &&
    order.name === input.contactName &&
    order.email.toLowerCase() === input.email.toLowerCase() &&
    order.phone === input.phone;
  if (!matches) throw new ServiceError(400, 'This payment does not match the formation.');
  if (order.status !== 'paid' && order.status !== 'fulfilled') throw new ServiceError(409, 'This payment has not succeeded yet.');
  const formation = await ctx.em.fork().findOneOrFail(EntityFormation, { orderId: order.id });
  return { id: formation.id, status: formation.status, orderId: order.id, reference: orderReference(order) };
}
