import { company } from '@elite/contracts/catalogue/company';
import { findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { findProduct, orderNextSteps } from '@elite/contracts/catalogue/products';
import { formatCents } from '@elite/contracts/rules/money';
import { adminRecordPath } from '@elite/contracts/schemas/work-queues';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GREETING } from '../outbox/acknowledgements.ts';
import type { NewMail } from '../outbox/outbox.service.ts';
import { orderReference, type CustomerOrderEntity } from './order.entity.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/** The lines of the order as the receipt lists them. */
function orderLines(order: CustomerOrderEntity): string[] {
  return [
    ...order.lines.map((l) => `  ${l.title}${l.quantity > 1 ? ` x ${l.quantity}` : ''}: ${formatCents(l.lineCents)}`),
    ...(order.discountCents > 0 ? [`  Enterprise discount: -${formatCents(order.discountCents)}`] : []),
    `  Total paid: ${formatCents(order.totalCents)}${findProduct(order.productId)?.monthly ? ' (billed monthly)' : ''}`,
  ];
}

/**
 * The mails of a fulfilled order, queued in its transaction: the client's receipt with what happens next (and,
 * for plans and retainers, the intake link), and the team's notice. Times come from the catalogue (orderNextSteps).
 * The receipt goes to the address typed at checkout, which paying does not prove (and a simulated payment costs
 * nothing): like every acknowledgement it quotes nothing typed (name, business or company name), only the
 * catalogue's lines, the reference and the server's prices (docs/input-limits.md#acknowledgements).
 */
export function fulfilmentMails(ctx: RequestContext, order: CustomerOrderEntity, flags: { wasCanceled: boolean }): NewMail[] {
  const reference = orderReference(order);
  const product = findProduct(order.productId);
  const next = orderNextSteps(order);
  const origin = siteOrigin(ctx);
  const intake = product?.checkoutPlan ? `${origin}/business-intake?plan=${product.checkoutPlan}&order=${order.id}` : null;
  const what = order.description;
  const receipt: NewMail = {
    to: order.email,
    subject: `Payment receipt ${reference}: ${formatCents(order.totalCents)}`,
    text: [
      GREETING,
      '',
      `Thank you for choosing ${company.name}. We received your payment on ${day.format(order.paidAt ?? new Date())}.`,
      '',
      `Order ${reference}:`,
      ...orderLines(order),
      '',
      'What happens next:',
      ...next.map((s, i) => `${i + 1}. ${s.when}: ${s.what}`),
      ...(intake ? ['', `Tell us about your business now: ${intake}`] : []),
      '',
      `Your order and its status: ${origin}/${order.kind === 'entity' ? 'entity-success' : order.kind === 'cart' ? 'checkout' : 'subscription-success'}?order=${order.id}`,
      `Your client portal: create your account at ${origin}/portal-login with this e-mail address to follow your records.`,
      `Questions about this payment? Write to ${company.email} or call ${company.phoneDisplay}, quoting ${reference}.`,
      '',
      company.name,
    ].join('\n'),
  };
  const details = order.details as Record<string, string>;
  const entity = order.kind === 'entity' ? findEntityCheckoutOption(details.entityType ?? '') : undefined;
  // Our team's alert: answering it writes to the client's typed address, a choice staff make (docs/conversations.md#team-alerts).
  const team: NewMail = {
    to: ctx.config.TEAM_EMAIL,
    replyTo: order.email,
    subject: `Paid order ${reference}: ${what}${flags.wasCanceled ? ' (paid after it was replaced: check for a double purchase)' : ''}`,
    text: [
      `${order.name} <${order.email}>${order.phone ? `, ${order.phone}` : ''}${order.businessName ? `, ${order.businessName}` : ''}`,
      `Order ${reference} (${order.kind}${entity ? `: ${entity.label}` : ''}), paid ${formatCents(order.totalCents)} (${order.paymentIntentId ?? 'payment id pending'})`,
      ...orderLines(order),
      '',
      order.kind === 'cart' ? 'Contact the client within 24 hours to start the services.' : 'Contact the client within one business day.',
      '',
      `Open the order: ${origin}${adminRecordPath('order', order.id)}`,
    ].join('\n'),
  };
  return [receipt, team];
}
