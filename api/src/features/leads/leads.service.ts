import { company } from '@elite/contracts/catalogue/company';
import { assessEligibility, type EligibilityResult } from '@elite/contracts/rules/certification-eligibility';
import type { certificationReportInput } from '@elite/contracts/schemas/certification';
import { businessTypeLabels, type contactInput, type proposalInput } from '@elite/contracts/schemas/leads';
import { formatCents } from '@elite/contracts/rules/money';
import { priceCartOnServer } from '@elite/contracts/rules/cart-pricing';
import { adminRecordPath } from '@elite/contracts/schemas/work-queues';
import { shortReference } from '@elite/contracts/rules/short-reference';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import { siteOrigin } from '../../http/site-origin.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { GUARD_ALLOWS, limitGuard, recipientGuard, waitText } from '../limits/rate-limit.service.ts';
import { addressKey } from '../limits/limit-address.ts';
import { closing, GREETING, heldNotice } from '../outbox/acknowledgements.ts';
import { enqueueMail, insertWithMails } from '../outbox/outbox.service.ts';
import { Lead } from './lead.entity.ts';
import { insertColumns } from '../../db/entity-columns.ts';
import { perPeriod } from '../../db/periods.ts';

type ContactInput = z.output<typeof contactInput>;

/** The team alert's last line: the lead in the admin (docs/conversations.md#team-alerts). */

/**
 * A lead's row as the guarded one-statement write (decision 18) inserts it, its columns read from the entity
 * (docs/architecture.md#adding-a-field-to-a-form).
 */
function leadInsert(ctx: RequestContext, values: Parameters<typeof insertColumns<typeof Lead>>[2]) {
  // The metadata only: the shared manager has it, and a fork (a unit of work per request) is not needed here.
  const { columns, placeholders, params } = insertColumns(ctx.db, Lead, values);
  return { sql: `insert into lead (${columns}) select ${placeholders} where ${GUARD_ALLOWS}`, params };
}

const recordLink = (ctx: RequestContext, id: string) => `Open the lead: ${siteOrigin(ctx)}${adminRecordPath('lead', id)}`;

/** Per address: 5 contact messages an hour (scaled by RATE_LIMIT_SCALE). */
const contactLimit = (scale: number) => ({ max: Math.ceil(5 * scale), windowSeconds: 3600 });

/**
 * Records a contact message and, in the same statement, the two mails it causes: "we received your message" to the
 * typed address, in our own words only and within that address's share (docs/input-limits.md#acknowledgements), and
 * the team's notice with everything the visitor wrote.
 */
export async function createContact(ctx: RequestContext, input: ContactInput): Promise<{ id: string }> {
  if (input.website) throw new ServiceError(400, 'This message could not be sent. Please leave the "website" field empty.');
  const id = crypto.randomUUID();
  // raw SQL: the per-address count, the lead and its mails in one prepared statement, the busiest public write (decision 18).
  const limit = await insertWithMails(
    ctx.db,
    {
      ...leadInsert(ctx, {
        id,
        kind: 'contact',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        businessType: input.businessType,
        service: input.service ?? null,
        message: input.message,
      }),
    },
    [
      {
        to: input.email,
        subject: 'We received your message',
        text: [
          GREETING,
          '',
          `Thank you for contacting ${company.name}. We received your message, and an advisor will get back to you within 24 hours (${company.hours}).`,
          ...closing('If you did not write to us, you can ignore this e-mail.'),
        ].join('\n'),
        recipientShare: 'acknowledgement',
      },
      {
        to: ctx.config.TEAM_EMAIL,
        // Answering the alert writes to the address the visitor typed: staff decide to (docs/conversations.md#team-alerts).
        replyTo: input.email,
        subject: `New contact: ${input.firstName} ${input.lastName}${input.service ? ` (${input.service})` : ''}`,
        text: [
          `Name: ${input.firstName} ${input.lastName}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone}`,
          `Business type: ${businessTypeLabels[input.businessType]}`,
          ...(input.service ? [`Interested in: ${input.service}`] : []),
          '',
          input.message,
          '',
          recordLink(ctx, id),
        ].join('\n'),
        recipientShare: { whenHeld: heldNotice(input.email) },
      },
    ],
    {
      sender: limitGuard(addressKey('contact', ctx.clientIp), contactLimit(ctx.config.RATE_LIMIT_SCALE)),
      recipient: recipientGuard('contact', input.email, ctx.config.RATE_LIMIT_SCALE, true),
    },
  );
  if (!limit.sender.allowed) {
    throw new ServiceError(
      429,
      `You have sent several messages in a short time. Please wait ${waitText(limit.sender.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.sender.retryAfterSeconds,
    );
  }
  ctx.notifyOutbox();
  ctx.log.info({ leadId: id }, 'contact recorded');
  return { id };
}

type ProposalInput = z.output<typeof proposalInput>;

/**
 * Records a proposal request (docs/catalogue-and-cart.md#executive-proposal-request): the contact details and the cart,
 * priced here from the catalogue ids (the browser's prices are not trusted),
 * with the acknowledgement and the team notification in the same transaction.
 */
export async function requestProposal(ctx: RequestContext, input: ProposalInput): Promise<{ id: string; totalCents: number }> {
  if (input.website) throw new ServiceError(400, 'This request could not be sent. Please leave the "website" field empty.');
  const pricing = priceCartOnServer(input.items);
  if (!pricing.ok) {
    throw new ServiceError(
      400,
      `Some services in your selection are no longer offered: ${[...pricing.unknownServiceIds, ...pricing.invalidQuantities].join(', ')}. Please review your cart.`,
    );
  }
  const items = pricing.lines.map((l) => ({ id: l.serviceId, title: l.title, quantity: l.quantity, priceCents: l.unitCents }));
  const lines = pricing.lines.map((l) => `- ${l.title} x ${l.quantity}: ${formatCents(l.lineCents)}`);
  const totals = [
    `Subtotal: ${formatCents(pricing.subtotalCents)}`,
    ...(pricing.discountCents !== 0 ? [`Enterprise Discount (10%): ${formatCents(pricing.discountCents)}`] : []),
    `Total investment: ${formatCents(pricing.totalCents)}`,
  ];
  const id = crypto.randomUUID();
  // raw SQL: the contact path's one prepared statement (decision 18), shared with the contact form's limit.
  const limit = await insertWithMails(
    ctx.db,
    {
      ...leadInsert(ctx, {
        id,
        kind: 'proposal',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        company: input.company,
        message: input.message,
        items,
        totalCents: pricing.totalCents,
      }),
    },
    [
      {
        to: input.email,
        subject: 'Your executive proposal request',
        text: [
          GREETING,
          '',
          `Thank you for your interest in ${company.name}. We received your proposal request, and a senior advisor will prepare your proposal and contact you within 24 hours.`,
          '',
          // The reference the confirmation page shows, which finds the request in the admin (docs/catalogue-and-cart.md#executive-proposal-request).
          `Reference: ${shortReference(id)}`,
          '',
          'The services you selected:',
          ...lines,
          ...totals,
          ...closing('If you did not ask us for a proposal, you can ignore this e-mail.'),
        ].join('\n'),
        recipientShare: 'acknowledgement',
      },
      {
        to: ctx.config.TEAM_EMAIL,
        replyTo: input.email,
        subject: `Proposal request: ${input.company} (${formatCents(pricing.totalCents)})`,
        text: [
          `Reference: ${shortReference(id)}`,
          `${input.firstName} ${input.lastName}, ${input.company}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone}`,
          '',
          ...lines,
          ...totals,
          '',
          input.message,
          '',
          recordLink(ctx, id),
        ].join('\n'),
        recipientShare: { whenHeld: heldNotice(input.email) },
      },
    ],
    {
      sender: limitGuard(addressKey('contact', ctx.clientIp), contactLimit(ctx.config.RATE_LIMIT_SCALE)),
      recipient: recipientGuard('proposal', input.email, ctx.config.RATE_LIMIT_SCALE, true),
    },
  );
  if (!limit.sender.allowed) {
    throw new ServiceError(
      429,
      `You have sent several requests in a short time. Please wait ${waitText(limit.sender.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.sender.retryAfterSeconds,
    );
  }
  ctx.notifyOutbox();
  ctx.log.info({ leadId: id, totalCents: pricing.totalCents }, 'proposal request recorded');
  return { id, totalCents: pricing.totalCents };
}

type CertificationReportInput = z.output<typeof certificationReportInput>;

/** Per address: 10 certification reports an hour (scaled), as many as the readiness assessment's. */
const certificationLimit = (scale: number) => ({ max: Math.ceil(10 * scale), windowSeconds: 3600 });

/** The result as the lead's message keeps it: what fits and what does not, in the quiz's words, computed here. */
function certificationSummary(result: EligibilityResult): string {
  return [
    result.qualifies
      ? `May qualify for: ${result.eligible.map((c) => c.name).join(', ')}.`
      : 'No certification fits the answers yet (General Business Support).',
    ...result.notEligible.map(({ certification, unmet }) => `Not eligible yet for ${certification.name}: needs ${unmet.join('; ')}.`),
    '',
    'Answers:',
    ...result.answers.map((a) => `- ${a.question} ${a.answer}`),
  ].join('\n');
}

/**
 * The certification quiz's report (docs/tools.md#the-report-asks-who-you-are): before the PDF downloads in the
 * browser, the visitor's name and e-mail and the result (computed here from the answers, never taken from the
 * browser) become a lead of kind `certification` that staff see in Contact Submissions, with a notice to the team.
 * Nothing is mailed to the typed address: the report is the download.
 */
export async function recordCertificationReport(ctx: RequestContext, input: CertificationReportInput): Promise<{ id: string }> {
  if (input.website) throw new ServiceError(400, 'This request could not be sent. Please leave the "website" field empty.');
  const result = assessEligibility(input.answers);
  const message = certificationSummary(result);
  const [firstName, ...rest] = input.name.split(/\s+/);
  const lastName = rest.join(' ');
  const id = crypto.randomUUID();
  // raw SQL: the per-address count, the lead and the team's notice in one prepared statement, like a contact (decision 18).
  const limit = await insertWithMails(
    ctx.db,
    {
      ...leadInsert(ctx, {
        id,
        kind: 'certification',
        firstName: firstName!.slice(0, 100),
        lastName: lastName.slice(0, 100),
        email: input.email,
        service: 'Certification eligibility report',
        message,
      }),
    },
    [
      {
        to: ctx.config.TEAM_EMAIL,
        replyTo: input.email,
        subject: `Certification report: ${input.name}${result.qualifies ? ` (may qualify for ${result.eligible.length})` : ''}`,
        text: [`Name: ${input.name}`, `Email: ${input.email}`, '', message].join('\n'),
      },
    ],
    { sender: limitGuard(addressKey('certification', ctx.clientIp), certificationLimit(ctx.config.RATE_LIMIT_SCALE)) },
  );
  if (!limit.sender.allowed) {
    throw new ServiceError(
      429,
      `You have asked for several reports in a short time. Please wait ${waitText(limit.sender.retryAfterSeconds)}, or call us at ${company.phoneDisplay}.`,
      limit.sender.retryAfterSeconds,
    );
  }
  ctx.notifyOutbox();
  ctx.log.info({ leadId: id }, 'certification report recorded');
  return { id };
}

/** Total leads and those received today (in the business's time zone). */
export async function leadCounts(em: EntityManager): Promise<{ total: number; today: number }> {
  const startOfToday = raw<object, Date>(`date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York'`);
  const [total, today] = await Promise.all([em.count(Lead), em.count(Lead, { createdAt: { $gte: startOfToday } })]);
  return { total, today };
}

/** The dashboard's new leads per week since `since` (docs/admin.md#trends). */
export const leadsPerWeek = (em: EntityManager, since: Date) =>
  perPeriod(em.createQueryBuilder(Lead, 'e').where({ createdAt: { $gte: since } }), 'week', 'e.created_at', { count: 'count(*)' });

/**
 * The dashboard's conversion (docs/admin.md#trends): per month since `since`, that month's leads and how many of them
 * paid later: an order from the same e-mail, whatever its case, paid at or after the lead arrived and still paid or
 * fulfilled (a refunded order converted nobody).
 */
export const leadConversionPerMonth = (em: EntityManager, since: Date) =>
  perPeriod(em.createQueryBuilder(Lead, 'e').where({ createdAt: { $gte: since } }), 'month', 'e.created_at', {
    leads: 'count(*)',
    // raw SQL: a correlated exists over the orders, found by the lower(email) index of customer_order.
    converted: `count(*) filter (where exists (select 1 from customer_order o where lower(o.email) = lower(e.email) and o.status in ('paid', 'fulfilled') and o.paid_at >= e.created_at))`,
  });

/**
 * A visitor wrote in the live chat while no agent was online (docs/chat.md#when-nobody-is-online):
 * the conversation becomes a lead the admin sees, with the visitor's e-mail,
 * and the same two mails as a contact message. Pass the em of the caller's
 * transaction, which also marks the conversation as recorded.
 */
export async function recordChatLead(
  em: EntityManager,
  team: { email: string; origin: string },
  input: { id: string; name: string; email: string; message: string },
  options: { acknowledge: boolean },
): Promise<void> {
  const [firstName = input.name, ...rest] = input.name.trim().split(/\s+/);
  await em.insert(Lead, {
    id: input.id,
    kind: 'chat',
    firstName: firstName.slice(0, 100),
    lastName: rest.join(' ').slice(0, 100),
    email: input.email,
    message: input.message,
  });
  // The visitor's address is typed, not proved: it gets a fixed text in our words (never the name or the message, so
  // the chat cannot relay mail), within that address's share (the caller decides), and the message goes to the team
  // only (docs/input-limits.md#acknowledgements).
  const acknowledgement = {
    to: input.email,
    subject: 'We received your chat message',
    text: [
      GREETING,
      '',
      `Thank you for writing to ${company.name}. Nobody from our team was online when you wrote; an advisor will reply by e-mail within 24 hours (${company.hours}).`,
      ...closing('If you did not write to us, you can ignore this e-mail.'),
    ].join('\n'),
  };
  await enqueueMail(em, [
    ...(options.acknowledge ? [acknowledgement] : []),
    {
      to: team.email,
      replyTo: input.email,
      subject: `Chat while offline: ${input.name}`,
      text: [
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        '',
        input.message,
        '',
        `The conversation waits in the support chat dashboard: ${team.origin}/support-chat`,
        `The lead: ${team.origin}${adminRecordPath('lead', input.id)}`,
        ...(options.acknowledge ? [] : ['', heldNotice(input.email)]),
      ].join('\n'),
    },
  ]);
}

/**
 * The lead a chat conversation joins (docs/chat.md#chats-join-the-client): `own` (the lead its offline message made)
 * when there is one, else the newest lead with the e-mail, whatever its case (the lower(email) index).
 */
export async function newestLeadByEmail(
  em: EntityManager,
  email: string,
  own: string | null = null,
): Promise<{ id: string; name: string; status: string; createdAt: string } | null> {
  const lead =
    (own ? await em.findOne(Lead, { id: own }) : null) ??
    (await em
      .createQueryBuilder(Lead, 'l')
      .where('lower(l.email) = lower(?)', [email.trim()])
      .orderBy({ createdAt: 'desc', id: 'desc' })
      .limit(1)
      .getSingleResult());
  if (!lead) return null;
  return { id: lead.id, name: `${lead.firstName} ${lead.lastName}`.trim(), status: lead.status, createdAt: lead.createdAt.toISOString() };
}
