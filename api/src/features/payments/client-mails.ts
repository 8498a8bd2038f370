import { company } from '@elite/contracts/catalogue/company';
import { findEntityTypeOption } from '@elite/contracts/catalogue/entity-types';
import { findProduct } from '@elite/contracts/catalogue/products';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import { formatCents } from '@elite/contracts/rules/money';
import { formationBusinessTypes } from '@elite/contracts/schemas/formation-fields';
import type { FormationStatus } from '@elite/contracts/schemas/queue-fields';
import type { InferEntity } from '@mikro-orm/core';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GREETING } from '../outbox/acknowledgements.ts';
import type { StatusMail } from '../outbox/outbox.service.ts';
import { orderReference, type BusinessFormation, type CustomerOrderEntity, type EntityFormation, type Subscription } from './order.entity.ts';

/**
 * The client's mails about their orders, formations and subscriptions (docs/admin.md#what-the-client-hears). They go
 * to the address typed at checkout: each names the record by its kind, state, plan and order reference, never by
 * the business name or anything else typed there (docs/input-limits.md#acknowledgements).
 */

/** How a mail names a formation: "LLC" and "Limited Liability Company (LLC)", and its state's code. */
export interface FormationLabel {
  typeLabel: string;
  typeName: string;
  state: string;
}

export const formationTypeLabel = (value: string) => formationBusinessTypes.find((t) => t.value === value)?.label ?? value;

export function businessFormationLabel(r: Pick<InferEntity<typeof BusinessFormation>, 'businessType' | 'stateOfFormation'>): FormationLabel {
  const label = formationTypeLabel(r.businessType);
  return { typeLabel: label, typeName: label, state: r.stateOfFormation };
}

export function entityFormationLabel(r: Pick<InferEntity<typeof EntityFormation>, 'entityType' | 'state'>): FormationLabel {
  const type = findEntityTypeOption(r.entityType);
  return { typeLabel: type?.abbr ?? r.entityType, typeName: type?.label ?? r.entityType, state: r.state };
}

const stateName = (state: string) => `the State of ${usStateLabel(state) ?? state}`;

const signOff = (ctx: RequestContext) => [
  '',
  `Follow it in your client portal: ${siteOrigin(ctx)}/portal/dashboard (sign in, or create your account with this e-mail address).`,
  `Questions? Reply to this e-mail or call us at ${company.phoneDisplay} (${company.hours}).`,
  '',
  company.name,
];

const REFUND_TIMING = 'Depending on your bank, the refund reaches your card within 5 to 10 business days.';

/** The client's mail when a formation is filed or completed ("Your LLC formation was filed"). */
export function formationMail(ctx: RequestContext, to: FormationStatus, email: string, reference: string | null, f: FormationLabel): StatusMail | null {
  if (to !== 'filed' && to !== 'completed') return null;
  const order = reference ? ` (order ${reference})` : '';
  return {
    to: email,
    subject: `Your ${f.typeLabel} formation was ${to === 'filed' ? 'filed' : 'completed'}`,
    text: [
      GREETING,
      '',
      to === 'filed'
        ? `We filed your ${f.typeName} formation${order} with ${stateName(f.state)}. We will write again as soon as the state approves it.`
        : `Your ${f.typeName} formation${order} is complete: your business is now a ${f.typeName} of ${stateName(f.state)}. Your advisor will walk you through the documents and the next steps.`,
      ...signOff(ctx),
    ].join('\n'),
  };
}

/**
 * What happens to the order when staff cancel a formation (docs/admin.md#cancelling-a-paid-formation): nothing was
 * paid for it, the payment is kept, or a refund is under way (the provider has not confirmed it yet).
 */
export type CancelledPayment = { outcome: 'none' } | { outcome: 'kept' | 'refund-pending'; order: CustomerOrderEntity };

/** The client's mail when staff cancel their formation without (yet) a refund to report. */
export function formationCancelledMail(ctx: RequestContext, email: string, reference: string | null, f: FormationLabel, payment: CancelledPayment): StatusMail {
  const order = reference ? ` (order ${reference})` : '';
  const money =
    payment.outcome === 'kept'
      ? [
          `Your payment for order ${orderReference(payment.order)} is not refunded with this cancellation. If you have a question about it, reply to this e-mail.`,
        ]
      : payment.outcome === 'refund-pending'
        ? [
            `We are refunding your order ${orderReference(payment.order)}: ${formatCents(payment.order.totalCents)}. We will write again when the refund is done.`,
            REFUND_TIMING,
          ]
        : [];
  return {
    to: email,
    subject: `Your ${f.typeLabel} formation was cancelled`,
    text: [GREETING, '', `We cancelled your ${f.typeName} formation${order} in ${stateName(f.state)}: we will not file it.`, ...money, ...signOff(ctx)].join(
      '\n',
    ),
  };
}

/** What a refund ended besides the order: the formations it paid for and the subscription it started. */
export interface EndedByRefund {
  formations: FormationLabel[];
  /** The plan's name, when the order started a subscription that was still running. */
  subscription: string | null;
}

/**
 * The client's one mail of a refunded order, whoever recorded the refund (staff, Stripe's event), naming the
 * formations cancelled and the subscription ended with it (docs/admin.md#refunds-and-formations).
 */
export function refundMail(ctx: RequestContext, order: CustomerOrderEntity, ended: EndedByRefund = { formations: [], subscription: null }): StatusMail {
  const reference = orderReference(order);
  const cancelled = ended.formations;
  const formations = cancelled.map((f) => `your ${f.typeName} formation in ${stateName(f.state)}`);
  const subject = cancelled.length
    ? `Your order ${reference} was refunded and your ${cancelled[0]!.typeLabel} formation cancelled`
    : ended.subscription
      ? `Your order ${reference} was refunded and your ${ended.subscription} subscription cancelled`
      : `Your order ${reference} was refunded`;
  return {
    to: order.email,
    subject,
    text: [
      GREETING,
      '',
      `We refunded your order ${reference}: ${formatCents(order.totalCents)}.`,
      ...(formations.length ? [`With it we cancelled ${formations.join(' and ')}: we will not file it.`] : []),
      ...(ended.subscription ? [`With it we cancelled your ${ended.subscription} subscription: you will not be charged for it again.`] : []),
      REFUND_TIMING,
      ...signOff(ctx),
    ].join('\n'),
  };
}

/** A subscription's plan by its catalogue name (the name it was sold under when the catalogue no longer has it). */
export const planName = (s: Pick<InferEntity<typeof Subscription>, 'planId' | 'planName'>): string => findProduct(s.planId)?.name ?? s.planName;

/** The client's mail when staff cancel their subscription: the plan by its catalogue name, and that no more is charged. */
export function subscriptionCancelledMail(ctx: RequestContext, s: InferEntity<typeof Subscription>, reference: string | null): StatusMail {
  const plan = planName(s);
  return {
    to: s.email,
    subject: `Your ${plan} subscription was cancelled`,
    text: [
      GREETING,
      '',
      `We cancelled your ${plan} subscription (${formatCents(s.amountCents)} a month${reference ? `, order ${reference}` : ''}). You will not be charged for it again.`,
      ...signOff(ctx),
    ].join('\n'),
  };
}
