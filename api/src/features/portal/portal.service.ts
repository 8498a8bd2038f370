import { findEntityCheckoutOption } from '@elite/contracts/catalogue/entity-types';
import { findPlan } from '@elite/contracts/catalogue/plans';
import { findProduct } from '@elite/contracts/catalogue/products';
import { usStateLabel } from '@elite/contracts/catalogue/us-states';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { intakeBusinessTypes, intakeDetailLabels, intakeDetailText, intakePlanName, isIntakePlan } from '@elite/contracts/schemas/intake-fields';
import type { MyAppointment } from '@elite/contracts/schemas/appointments';
import type { ClientRecords } from '@elite/contracts/schemas/payments';
import type { contactDetailsInput, PortalAccount, PortalAppointment, PortalDashboard, PortalStatusChange } from '@elite/contracts/schemas/portal';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { dbTime } from '../../db/db-time.ts';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { User } from '../accounts/user.entity.ts';
import { Appointment } from '../appointments/appointment.entity.ts';
import { documentsOf } from '../documents/documents.service.ts';
import { clientCancellationMails, rescheduleAppointment, rescheduleSlots, toRow, type AppointmentEntity } from '../appointments/appointments.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { BusinessIntake } from '../intake/business-intake.entity.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, orderReference, Subscription } from '../payments/order.entity.ts';
import { referencesOf } from '../payments/order-records.service.ts';
import { AuditEntry } from '../work-queues/audit-entry.entity.ts';
import { confirmedClient, ownedBy } from './ownership.ts';
import { recordAudit, recordContactChange, type Actor } from '../work-queues/audit.service.ts';

/**
 * The client portal's dashboard (docs/portal.md#portal-dashboard): what the signed-in client owns (ownership.ts: tied
 * to them by a paid order, their own signed-in action, or staff; never by a typed e-mail alone), with the status
 * changes of each record as dates (never who made them, never a staff note or a reason). The SSN of a business
 * formation never leaves; an intake holds none.
 */

/** The client, cancelling from the portal: how the appointment's history names it. */
const CLIENT_PORTAL: Actor = { id: null, name: 'Client (portal)' };

const RECENT = 50;
const CANCELABLE = ['scheduled', 'confirmed'] as const;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The account as its contact card shows it. */
async function account(em: EntityManager, userId: string) {
  const row = await em.findOne(User, { id: userId, role: 'client' }, { fields: ['name', 'email', 'companyName', 'phone', 'emailVerifiedAt'] });
  if (!row || !row.email) throw new ServiceError(401, 'Please sign in.');
  const card: PortalAccount = { name: row.name, email: row.email, companyName: row.companyName ?? null, phone: row.phone ?? null };
  return { card, verified: row.emailVerifiedAt != null };
}

/** The status changes of these records, oldest first, by record id: dates and statuses only. */
async function statusHistory(em: EntityManager, records: { kind: WorkKind; id: string }[]): Promise<Map<string, PortalStatusChange[]>> {
  const history = new Map<string, PortalStatusChange[]>();
  if (records.length === 0) return history;
  const rows = await em.find(
    AuditEntry,
    // A reopen is a status change to the client too (dates and statuses only, never its reason).
    { $or: records.map((r) => ({ kind: r.kind, recordId: r.id })), action: { $in: ['status_changed', 'reopened'] } },
    { fields: ['recordId', 'fromValue', 'toValue', 'createdAt'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const row of rows) {
    if (!row.toValue) continue;
    const list = history.get(row.recordId) ?? [];
    list.push({ at: row.createdAt.toISOString(), from: row.fromValue ?? null, to: row.toValue });
    history.set(row.recordId, list);
  }
  return history;
}

function appointmentOf(row: AppointmentEntity): PortalAppointment {
  const r = toRow(row);
  return {
    id: r.id,
    appointmentType: r.appointmentType,
    startsAt: r.startsAt,
    date: r.date,
    timeSlot: r.timeSlot,
    duration: r.duration,
    status: r.status,
    canCancel: !r.isPast && (CANCELABLE as readonly string[]).includes(r.status),
  };
}

/** The intake's answers as sent, labelled in the order of the form. */
function intakeFields(intake: {
  planType: string;
  businessType: string;
  stateOfFormation: string;
  responsiblePartyName: string;
  responsiblePartyEmail: string;
  responsiblePartyPhone: string;
  priorityProcessing: boolean;
  details: Record<string, unknown>;
}): { label: string; value: string }[] {
  return [
    { label: 'Business type', value: intakeBusinessTypes.find((t) => t.value === intake.businessType)?.label ?? intake.businessType },
    { label: 'State of formation', value: usStateLabel(intake.stateOfFormation) ?? intake.stateOfFormation },
    { label: 'Responsible party', value: intake.responsiblePartyName },
    { label: 'Email', value: intake.responsiblePartyEmail },
    { label: 'Phone', value: formatPhone(intake.responsiblePartyPhone) },
    ...Object.entries(intake.details ?? {})
      .filter(([field]) => field in intakeDetailLabels && !/ssn/i.test(field))
      .map(([field, value]) => ({ label: intakeDetailLabels[field as keyof typeof intakeDetailLabels], value: intakeDetailText(field, value) })),
    ...(intake.planType === 'enterprise' ? [{ label: 'Priority processing (24-48 hours)', value: intake.priorityProcessing ? 'Yes' : 'No' }] : []),
  ];
}

const EMPTY = { orders: [], formations: [], subscriptions: [], intakes: [], appointments: [] } satisfies Omit<PortalDashboard, 'account' | 'emailVerified'>;

const recent = { orderBy: { createdAt: 'desc' } as const, limit: RECENT };

type Owned = Awaited<ReturnType<typeof ownedBy>>;

/** The client's own appointments, latest first. */
const appointmentsOf = (em: EntityManager, owned: Owned) =>
  em.find(Appointment, owned.appointment, { orderBy: { startsAt: 'desc', id: 'desc' }, limit: RECENT });

/** portal.dashboard: the signed-in client's records (ownership.ts); nothing before their e-mail is confirmed. */
export async function portalDashboard(ctx: RequestContext, user: SessionUser): Promise<PortalDashboard> {
  const em = ctx.em.fork();
  const { card, verified } = await account(em, user.id);
  if (!verified) return { account: card, emailVerified: false, ...EMPTY };
  const owned = await ownedBy(em, { id: user.id, email: card.email });
  const [orders, entity, business, subscriptions, intakes, appointments] = await Promise.all([
    em.find(CustomerOrder, owned.order, { ...recent, exclude: ['ssnEncrypted', 'clientSecret', 'details'] }),
    em.find(EntityFormation, owned['entity-formation'], recent),
    em.find(BusinessFormation, owned['business-formation'], { ...recent, exclude: ['ssnEncrypted', 'details'] }),
    em.find(Subscription, owned.subscription, recent),
    em.find(BusinessIntake, owned['business-intake'], recent),
    appointmentsOf(em, owned),
  ]);
  const [history, references, documents] = await Promise.all([
    statusHistory(em, [
      ...orders.map((o) => ({ kind: 'order' as const, id: o.id })),
      ...entity.map((f) => ({ kind: 'entity-formation' as const, id: f.id })),
      ...business.map((f) => ({ kind: 'business-formation' as const, id: f.id })),
      ...subscriptions.map((s) => ({ kind: 'subscription' as const, id: s.id })),
    ]),
    referencesOf(
      em,
      [...entity, ...business, ...subscriptions].map((r) => r.orderId),
    ),
    documentsOf(em.fork(), [
      ...orders.map((o) => ({ kind: 'order' as const, id: o.id })),
      ...entity.map((f) => ({ kind: 'entity-formation' as const, id: f.id })),
      ...business.map((f) => ({ kind: 'business-formation' as const, id: f.id })),
    ]),
  ]);
  const documentsOfRecord = (id: string) => documents.get(id) ?? [];
  const historyOf = (id: string) => history.get(id) ?? [];
  const referenceOf = (orderId: string | null | undefined) => (orderId ? (references.get(orderId) ?? null) : null);

  return {
    account: card,
    emailVerified: true,
    orders: orders.map((o) => ({
      id: o.id,
      reference: orderReference(o),
      description: o.description,
      totalCents: o.totalCents,
      monthly: findProduct(o.productId)?.monthly ?? false,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      paidAt: iso(o.paidAt),
      history: historyOf(o.id),
      documents: documentsOfRecord(o.id),
    })),
    formations: [
      ...entity.map((f) => ({
        id: f.id,
        kind: 'entity' as const,
        businessName: f.businessName,
        title: `${findEntityCheckoutOption(f.entityType)?.label ?? f.entityType} in ${usStateLabel(f.state) ?? f.state}`,
        status: f.status,
        createdAt: f.createdAt.toISOString(),
        orderReference: referenceOf(f.orderId),
        history: historyOf(f.id),
        documents: documentsOfRecord(f.id),
      })),
      ...business.map((f) => ({
        id: f.id,
        kind: 'business' as const,
        businessName: f.businessName,
        title: `Business formation with the ${findPlan(f.planId)?.name ?? f.planId} plan`,
        status: f.status,
        createdAt: f.createdAt.toISOString(),
        orderReference: referenceOf(f.orderId),
        history: historyOf(f.id),
        documents: documentsOfRecord(f.id),
      })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      planName: findProduct(s.planId)?.name ?? s.planName,
      amountCents: s.amountCents,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
      orderReference: referenceOf(s.orderId),
      history: historyOf(s.id),
    })),
    intakes: intakes.map((i) => ({
      id: i.id,
      createdAt: i.createdAt.toISOString(),
      planName: isIntakePlan(i.planType) ? intakePlanName(i.planType) : i.planType,
      businessName: i.businessName,
      status: i.status,
      fields: intakeFields(i),
    })),
    appointments: appointments.map(appointmentOf),
  };
}

/**
 * portal.updateContact: the client's name, company and phone; the answer is the contact card as stored. A real change
 * is a line of the account's history, written with it, so staff see it on the client's page (docs/admin.md#one-client).
 */
export async function updateContactDetails(ctx: RequestContext, user: SessionUser, input: z.output<typeof contactDetailsInput>): Promise<PortalAccount> {
  const to = { name: input.name, companyName: input.companyName || null, phone: input.phone || null };
  await ctx.em.fork().transactional(async (em) => {
    const account = await em.findOne(User, { id: user.id, role: 'client' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!account) return;
    const from = { name: account.name, companyName: account.companyName ?? null, phone: account.phone ?? null };
    if (from.name === to.name && from.companyName === to.companyName && from.phone === to.phone) return;
    await em.nativeUpdate(User, { id: user.id }, to);
    await recordContactChange(em, { id: user.id, name: to.name }, from, to);
  });
  ctx.log.info({ userId: user.id }, 'client contact details changed');
  return (await account(ctx.em.fork(), user.id)).card;
}

/**
 * payments.myRecords and GET /api/portal/records (kept for their documented callers): the client's formations,
 * subscriptions and paid orders, by the dashboard's rules.
 */
export async function clientRecords(ctx: RequestContext, user: SessionUser): Promise<ClientRecords> {
  const em = ctx.em.fork();
  const client = await confirmedClient(em, user.id);
  if (!client) return { entityFormations: [], businessFormations: [], subscriptions: [], orders: [] };
  const owned = await ownedBy(em, client);
  const [entity, business, subscriptions, orders] = await Promise.all([
    em.find(EntityFormation, owned['entity-formation'], recent),
    em.find(BusinessFormation, owned['business-formation'], { ...recent, exclude: ['ssnEncrypted', 'details'] }),
    em.find(Subscription, owned.subscription, recent),
    em.find(CustomerOrder, owned.order, { ...recent, exclude: ['ssnEncrypted', 'clientSecret', 'details'] }),
  ]);
  return {
    entityFormations: entity.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      businessName: r.businessName,
      entityType: r.entityType,
      state: r.state,
      status: r.status,
    })),
    businessFormations: business.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      businessName: r.businessName,
      planId: r.planId,
      status: r.status,
    })),
    subscriptions: subscriptions.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      planName: findProduct(r.planId)?.name ?? r.planName,
      amountCents: r.amountCents,
      status: r.status,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      reference: orderReference(o),
      description: o.description,
      totalCents: o.totalCents,
      itemCount: o.lines.reduce((n, l) => n + l.quantity, 0),
      status: o.status,
    })),
  };
}

/** appointments.mine (kept for its documented callers): the client's own appointments, by the dashboard's rules. */
export async function myAppointments(ctx: RequestContext, user: SessionUser): Promise<MyAppointment[]> {
  const em = ctx.em.fork();
  const client = await confirmedClient(em, user.id);
  if (!client) return [];
  return (await appointmentsOf(em, await ownedBy(em, client))).map((row) => {
    const r = toRow(row);
    return { id: r.id, appointmentType: r.appointmentType, date: r.date, timeSlot: r.timeSlot, duration: r.duration, status: r.status, startsAt: r.startsAt };
  });
}

/**
 * portal.cancelAppointment: the client cancels one of their own upcoming appointments, as the confirmation mail's
 * cancel link does (same conditions, the slot freed, a line in its history), without the link: the appointment is
 * theirs when the dashboard shows it (booked while signed in as them, or attached to them by staff). The mailed link
 * stops working with it.
 */
export async function cancelMyAppointment(ctx: RequestContext, user: SessionUser, id: string): Promise<PortalAppointment> {
  const em = ctx.em.fork();
  const client = await confirmedClient(em, user.id);
  const mine = client ? { id, ...(await ownedBy(em, client)).appointment, status: { $in: [...CANCELABLE] }, startsAt: { $gt: dbTime.now() } } : null;
  const row = mine ? await ctx.em.fork().findOne(Appointment, mine) : null;
  // The update repeats the conditions: of two cancellations at once, one cancels and the other finds nothing.
  const cancelled =
    row && mine
      ? await ctx.em.fork().transactional(async (em) => {
          const changed = await em.nativeUpdate(Appointment, mine, { status: 'cancelled', cancelTokenHash: null, updatedAt: dbTime.now() });
          if (changed > 0) {
            await recordAudit(em, { kind: 'appointment', recordId: id, action: 'status_changed', actor: CLIENT_PORTAL, from: row.status, to: 'cancelled' });
            // The team, the assignee and the client's calendar hear of it (docs/portal.md#appointments).
            await enqueueMail(em, await clientCancellationMails(ctx, em, row, 'portal'));
          }
          return changed;
        })
      : 0;
  if (!row || cancelled === 0) throw new ServiceError(404, 'This appointment can no longer be cancelled online. Please call us.');
  ctx.notifyOutbox();
  ctx.log.info({ appointmentId: id }, 'appointment cancelled by the client in the portal');
  const fresh = await ctx.em.fork().findOneOrFail(Appointment, { id });
  return appointmentOf(fresh);
}

/** The client's own confirmed account, or 404 as for an appointment that is not theirs. */
async function movingClient(ctx: RequestContext, user: SessionUser): Promise<{ userId: string }> {
  const client = await confirmedClient(ctx.em.fork(), user.id);
  if (!client) throw new ServiceError(404, 'This appointment does not exist.');
  return { userId: client.id };
}

/** portal.rescheduleSlots: the free times of a day one of the client's own appointments could move to. */
export async function myRescheduleSlots(ctx: RequestContext, user: SessionUser, input: { id: string; date: string }): Promise<{ slots: string[] }> {
  return rescheduleSlots(ctx, input, Date.now(), await movingClient(ctx, user));
}

/**
 * portal.rescheduleAppointment: the client moves one of their own upcoming appointments into a free time, under the
 * same locks and constraint as a booking (409 when it was just taken); the calendar invitation is updated (same UID,
 * next SEQUENCE) and the team and the assignee are told (docs/portal.md#appointments).
 */
export async function rescheduleMyAppointment(
  ctx: RequestContext,
  user: SessionUser,
  input: { id: string; appointmentDate: string; appointmentTime: string },
): Promise<PortalAppointment> {
  await rescheduleAppointment(ctx, CLIENT_PORTAL, input, Date.now(), await movingClient(ctx, user));
  return appointmentOf(await ctx.em.fork().findOneOrFail(Appointment, { id: input.id }));
}
