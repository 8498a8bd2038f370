import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { company } from '@elite/contracts/catalogue/company';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { type BusinessIntakeData, type IntakeForOrder } from '@elite/contracts/schemas/intake';
import { intakeBusinessTypes, intakeDetailLabels, intakeDetailText, intakePlanFor, intakePlanName } from '@elite/contracts/schemas/intake-fields';
import { adminRecordPath } from '@elite/contracts/schemas/work-queues';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceError } from '../../http/service-error.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { signedInClientId } from '../accounts/sessions.service.ts';
import { hitLimit, hitRecipient, waitText } from '../limits/rate-limit.service.ts';
import { addressKey } from '../limits/limit-address.ts';
import { closing, GREETING, heldNotice } from '../outbox/acknowledgements.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { paidOrderContact, paidOrderProduct } from '../payments/orders.service.ts';
import { BusinessIntake } from './business-intake.entity.ts';

/** Per address: 10 intakes an hour (scaled by RATE_LIMIT_SCALE); a person sends one, maybe a corrected second. */
const intakeLimit = (scale: number) => ({ max: Math.ceil(10 * scale), windowSeconds: 3600 });

const COLUMNS = new Set([
  'planType',
  'subscriptionId',
  'orderId',
  'businessName',
  'businessType',
  'stateOfFormation',
  'responsiblePartyName',
  'responsiblePartyEmail',
  'responsiblePartyPhone',
  'priorityProcessing',
]);

/** An enterprise intake's priority line: asked for without a paid Enterprise order, it says so and is not priority. */
function priorityLine(input: BusinessIntakeData, priority: boolean): string[] {
  if (input.planType !== 'enterprise') return [];
  const answer = priority ? 'Yes' : input.priorityProcessing ? 'Asked for, but no paid Enterprise order: handled as an ordinary intake' : 'No';
  return [`Priority processing (24-48 hours): ${answer}`];
}

/** Every answer of the intake, one per line, in the order of the form. */
function summary(input: BusinessIntakeData, details: Record<string, unknown>, priority: boolean): string[] {
  return [
    `Plan: ${intakePlanName(input.planType)}`,
    `Business name: ${input.businessName}`,
    `Business type: ${intakeBusinessTypes.find((t) => t.value === input.businessType)!.label}`,
    `State of formation: ${usStateLabel(input.stateOfFormation)}`,
    `Responsible party: ${input.responsiblePartyName}`,
    `Email: ${input.responsiblePartyEmail}`,
    `Phone: ${formatPhone(input.responsiblePartyPhone)}`,
    ...Object.entries(details).map(
      ([field, value]) => `${intakeDetailLabels[field as keyof typeof intakeDetailLabels] ?? field}: ${intakeDetailText(field, value)}`,
    ),
    ...priorityLine(input, priority),
  ];
}

/**
 * An intake opened from an order (?order=) must be that paid order's plan: the $250,000 Enterprise retainer's
 * intake is never filed as the $15,000 Enterprise plan's (docs/payments.md, "Products").
 */
async function checkOrderPlan(ctx: RequestContext, orderId: string, planType: BusinessIntakeData['planType']): Promise<{ reference: string }> {
  const order = await paidOrderProduct(ctx.em, orderId);
  if (!order) throw new ServiceError(400, 'We could not find a paid order for this form. Please open it from your order confirmation or welcome e-mail.');
  const expected = intakePlanFor(undefined, order.productId);
  if (expected !== planType)
    throw new ServiceError(
      400,
      `This form belongs to your ${expected ? intakePlanName(expected) : 'order'} (order ${order.reference}). Please open it from your order confirmation.`,
    );
  return order;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });

/** The first intake sent from an order, if any (docs/subscriptions-and-intake.md#one-intake-per-order). */
function firstIntakeOf(em: EntityManager, orderId: string) {
  return em.findOne(BusinessIntake, { orderId }, { fields: ['id', 'createdAt', 'planType', 'businessName'], orderBy: { createdAt: 'asc' } });
}

/**
 * intake.forOrder (docs/subscriptions-and-intake.md#from-the-order): the intake page opened from a paid order fills
 * in what its checkout asked (name, business name, e-mail, phone) for whoever holds the order's id, as the success
 * page shows the order to them (docs/decisions/0055-intake-from-the-order.md). Once the order has its intake, the
 * answer is only when it came and what it was.
 */
export async function intakeForOrder(ctx: RequestContext, orderId: string): Promise<IntakeForOrder> {
  const order = await paidOrderContact(ctx, orderId);
  if (!order) throw new ServiceError(404, 'We could not find a paid order for this form. Please open it from your order confirmation or welcome e-mail.');
  const first = await firstIntakeOf(ctx.em.fork(), orderId);
  if (first) {
    return {
      state: 'received',
      received: { sentAt: first.createdAt.toISOString(), planType: first.planType, businessName: first.businessName, orderReference: order.reference },
    };
  }
  const digits = (order.phone ?? '').replace(/\D/g, '');
  return {
    state: 'open',
    prefill: {
      businessName: order.businessName ?? '',
      responsiblePartyName: order.name,
      responsiblePartyEmail: order.email,
      responsiblePartyPhone: digits.length === 10 ? digits : '',
    },
  };
}

/**
 * One intake per order (docs/subscriptions-and-intake.md#one-intake-per-order): intakes of one order take turns (a
 * transaction-scoped advisory lock on the order's id), and a second is refused with 409, storing nothing.
 */
async function refuseSecondIntake(em: EntityManager, orderId: string, reference: string): Promise<void> {
  // raw SQL: a transaction-scoped advisory lock, which the ORM has no call for.
  await em.execute(`select pg_advisory_xact_lock(hashtext('business-intake:' || ?))`, [orderId]);
  const first = await firstIntakeOf(em, orderId);
  if (first) {
    throw new ServiceError(
      409,
      `We already have the business intake for order ${reference}, sent ${day.format(first.createdAt)}. To change something, tell your advisor or call us at ${company.phoneDisplay}.`,
    );
  }
}

/**
 * POST /api/business-intake and intake.submit: records what a new client told us about their business,
 * with, in the same transaction, the "we received it, we will contact you within 24 hours" mail the
 * success toast promises and the team's notification. The acknowledgement goes to a typed address: in our
 * words only, within that address's share (docs/input-limits.md#acknowledgements); the team's notice has every
 * answer. The intake is a portal client's when sent while signed in as them, or from their paid order
 * (docs/portal.md#the-rules): never because of the e-mail typed into it.
 */
export async function submitBusinessIntake(ctx: RequestContext, input: BusinessIntakeData): Promise<{ id: string }> {
  const limit = await hitLimit(ctx.em, addressKey('intake', ctx.clientIp), intakeLimit(ctx.config.RATE_LIMIT_SCALE));
  if (!limit.allowed) {
    throw new ServiceError(
      429,
      `You have sent several forms in a short time. Please wait ${waitText(limit.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.retryAfterSeconds,
    );
  }
  const order = input.orderId ? await checkOrderPlan(ctx, input.orderId, input.planType) : null;
  const details = Object.fromEntries(Object.entries(input).filter(([field]) => !COLUMNS.has(field)));
  // PRIORITY is what a paid Enterprise plan buys: an enterprise intake opened bare (no paid order behind it) may tick
  // the box, and is an ordinary intake (docs/subscriptions-and-intake.md#priority-processing). checkOrderPlan has
  // made sure an enterprise intake's order is a paid Enterprise plan.
  const priority = input.planType === 'enterprise' && input.priorityProcessing && order !== null;
  const lines = summary(input, details, priority);
  const id = crypto.randomUUID();
  const clientUserId = await signedInClientId(ctx);
  const plan = intakePlanName(input.planType);
  await ctx.em.fork().transactional(async (em) => {
    if (order && input.orderId) await refuseSecondIntake(em, input.orderId, order.reference);
    await em.insert(BusinessIntake, {
      id,
      planType: input.planType,
      subscriptionId: input.subscriptionId,
      orderId: input.orderId,
      clientUserId,
      businessName: input.businessName,
      businessType: input.businessType,
      stateOfFormation: input.stateOfFormation,
      responsiblePartyName: input.responsiblePartyName,
      responsiblePartyEmail: input.responsiblePartyEmail,
      responsiblePartyPhone: input.responsiblePartyPhone,
      priorityProcessing: priority,
      details,
    });
    const acknowledged = (await hitRecipient(em, 'intake', input.responsiblePartyEmail, ctx.config.RATE_LIMIT_SCALE)).allowed;
    // Only an intake the portal shows (docs/portal.md#the-rules) is pointed to there.
    const inPortal = clientUserId !== null || input.orderId !== null;
    const acknowledgement = {
      to: input.responsiblePartyEmail,
      subject: `We received your business information for the ${plan}`,
      text: [
        GREETING,
        '',
        `Thank you. We received your business information for the ${plan}. Our team will review it and contact you within 24 hours${priority ? '; with priority processing your work starts within 24-48 hours' : ''}.`,
        '',
        inPortal
          ? `What you sent is in your client portal: ${siteOrigin(ctx)}/portal/dashboard.`
          : 'To correct what you sent, tell the advisor who contacts you.',
        ...closing('If you did not send us this form, you can ignore this e-mail.'),
      ].join('\n'),
    };
    await enqueueMail(em, [
      ...(acknowledged ? [acknowledgement] : []),
      {
        to: ctx.config.TEAM_EMAIL,
        // Answering the team's alert writes to the responsible party's address: staff decide to (docs/conversations.md#team-alerts).
        replyTo: input.responsiblePartyEmail,
        subject: `${priority ? 'PRIORITY ' : ''}Business intake: ${input.businessName} (${plan})`,
        text: [
          ...lines,
          ...(input.subscriptionId !== null ? [`Subscription: ${input.subscriptionId}`] : []),
          '',
          'Contact the client within 24 hours.',
          `Open the intake: ${siteOrigin(ctx)}${adminRecordPath('business-intake', id)}`,
          ...(acknowledged ? [] : ['', heldNotice(input.responsiblePartyEmail)]),
        ].join('\n'),
      },
    ]);
  });
  ctx.notifyOutbox();
  ctx.log.info({ intakeId: id, planType: input.planType }, 'business intake recorded');
  return { id };
}
