import { z } from 'zod';
import { instant } from './instant.ts';
import { appointmentStatuses } from './admin.ts';
import { documentSummary } from './documents.ts';
import { formatPhone } from './formation-fields.ts';
import { orderStatuses } from './payments.ts';
import { formationStatuses, intakeStatuses, subscriptionStatuses } from './queue-fields.ts';

/**
 * The client portal's dashboard (docs/portal.md#portal-dashboard): one answer with everything the signed-in client
 * owns, matched by their confirmed e-mail, each record with its real status and the dates it changed. Nothing here
 * names a staff member or carries a staff note: a status change says only when, from and to.
 */

/** One status change a client may see: when, from what, to what (never who, never why). */
export const portalStatusChange = z.object({ at: z.string(), from: z.string().nullable(), to: z.string() });
export type PortalStatusChange = z.infer<typeof portalStatusChange>;

/** The stages a formation goes through, in order; `cancelled` ends it at any stage. */
export const formationStages = ['received', 'in_progress', 'filed', 'completed'] as const satisfies readonly (typeof formationStatuses)[number][];

export const portalOrder = z.object({
  id: z.string(),
  /** 'EBA-10042'. */
  reference: z.string(),
  /** 'LLC formation in Delaware for Acme LLC', 'Professional plan', '2 services'. */
  description: z.string(),
  totalCents: z.number().int(),
  monthly: z.boolean(),
  status: z.enum(orderStatuses),
  createdAt: instant(),
  paidAt: instant().nullable(),
  /** Oldest first. */
  history: z.array(portalStatusChange),
  /** What staff attached, newest first (docs/portal.md#documents). */
  documents: z.array(documentSummary),
});
export type PortalOrder = z.infer<typeof portalOrder>;

export const portalFormation = z.object({
  id: z.string(),
  kind: z.enum(['entity', 'business']),
  businessName: z.string(),
  /** 'Limited Liability Company (LLC) in Delaware', 'Business formation with the Professional plan'. */
  title: z.string(),
  status: z.enum(formationStatuses),
  createdAt: instant(),
  orderReference: z.string().nullable(),
  history: z.array(portalStatusChange),
  /** What staff attached, newest first (docs/portal.md#documents). */
  documents: z.array(documentSummary),
});
export type PortalFormation = z.infer<typeof portalFormation>;

export const portalSubscription = z.object({
  id: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(subscriptionStatuses),
  createdAt: instant(),
  orderReference: z.string().nullable(),
  history: z.array(portalStatusChange),
});
export type PortalSubscription = z.infer<typeof portalSubscription>;

/** A business intake as it was sent: its main fields labelled, never an SSN (the intake asks for none). */
export const portalIntake = z.object({
  id: z.string(),
  createdAt: instant(),
  planName: z.string(),
  businessName: z.string(),
  status: z.enum(intakeStatuses),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type PortalIntake = z.infer<typeof portalIntake>;

export const portalAppointment = z.object({
  id: z.string(),
  appointmentType: z.enum(['consultation', 'formation']),
  /** The start, and its day and time in the business's zone (New York). */
  startsAt: instant(),
  date: z.string(),
  timeSlot: z.string(),
  duration: z.number().int(),
  status: z.enum(appointmentStatuses),
  /** Upcoming and scheduled or confirmed: the client may cancel it from the portal. */
  canCancel: z.boolean(),
});
export type PortalAppointment = z.infer<typeof portalAppointment>;

export const portalAccount = z.object({
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  /** (XXX) XXX-XXXX, or null. */
  phone: z.string().nullable(),
});
export type PortalAccount = z.infer<typeof portalAccount>;

/** portal.dashboard and GET /api/portal/dashboard. */
export const portalDashboard = z.object({
  account: portalAccount,
  /** Records are matched only once the e-mail is confirmed; false: every list is empty. */
  emailVerified: z.boolean(),
  orders: z.array(portalOrder),
  formations: z.array(portalFormation),
  subscriptions: z.array(portalSubscription),
  intakes: z.array(portalIntake),
  appointments: z.array(portalAppointment),
});
export type PortalDashboard = z.infer<typeof portalDashboard>;

export const CONTACT_NAME_MAX = 200;
export const COMPANY_NAME_MAX = 200;

/**
 * portal.updateContact and PUT /api/portal/contact: the client's name, company and phone. The e-mail is not here:
 * changing it would need a new confirmation (docs/portal.md#contact-details).
 */
export const contactDetailsInput = z.object({
  name: z
    .string({ message: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(CONTACT_NAME_MAX, `Must be at most ${CONTACT_NAME_MAX} characters`),
  companyName: z.string({ message: 'Company name must be text' }).trim().max(COMPANY_NAME_MAX, `Must be at most ${COMPANY_NAME_MAX} characters`),
  /** Empty, or ten digits typed as (XXX) XXX-XXXX or digits alone; stored as (XXX) XXX-XXXX. */
  phone: z
    .string({ message: 'Phone must be text' })
    .trim()
    .max(30, 'Please enter a 10-digit phone number')
    .refine((v) => v === '' || (/^[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length === 10), 'Please enter a 10-digit phone number')
    .transform((v) => (v ? formatPhone(v) : '')),
});
export type ContactDetailsInput = z.input<typeof contactDetailsInput>;

/** portal.cancelAppointment and POST /api/portal/appointments/:id/cancel. */
export const cancelMyAppointmentInput = z.object({ id: z.uuid({ message: 'id must be an appointment id' }) });
export type CancelMyAppointmentInput = z.input<typeof cancelMyAppointmentInput>;
