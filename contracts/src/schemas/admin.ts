import { z } from 'zod';
import { instant } from './instant.ts';
import { orderKinds } from '../catalogue/products.ts';
import { orderStatuses } from './payments.ts';
import { leadKinds, leadStatuses, staffRef } from './queue-fields.ts';

/**
 * Every row below carries the work-queue fields (docs/admin.md#work-queues): `status` and `assignedTo` (the staff
 * member the record is assigned to, or null). The server always sends them; they are optional in these types only
 * because the rows existed before them.
 */
const assignedTo = staffRef.nullable().optional();

/**
 * The rows of the admin dashboard's five tabs (docs/admin.md#lists). Each
 * feature's issue fills its list; until then its endpoint answers an empty page.
 */
export const contactRow = z.object({
  id: z.string(),
  /** A contact message, a proposal request (with its items), a chat that waited for the team or a certification report. */
  kind: z.enum(leadKinds).optional(),
  createdAt: instant(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  businessType: z.string().nullable(),
  message: z.string(),
  service: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  items: z
    .array(z.object({ id: z.string(), title: z.string(), quantity: z.number(), priceCents: z.number() }))
    .nullable()
    .optional(),
  totalCents: z.number().nullable().optional(),
  status: z.enum(leadStatuses).optional(),
  assignedTo,
});
export type ContactRow = z.infer<typeof contactRow>;

export const quizResultRow = z.object({
  id: z.string(),
  createdAt: instant(),
  name: z.string(),
  email: z.string(),
  overallScore: z.number(),
  scoreLevel: z.string(),
  reportSent: z.boolean(),
  categoryScores: z.array(z.object({ name: z.string(), percentage: z.number() })),
  phone: z.string().optional(),
  /** How many follow-up e-mails the team has sent, and when the last one was queued. */
  followUps: z.number().int().optional(),
  lastFollowUpAt: instant().nullable().optional(),
  /** A quiz result is followed up like a lead. */
  status: z.enum(leadStatuses).optional(),
  assignedTo,
});
export type QuizResultRow = z.infer<typeof quizResultRow>;

export const businessFormationRow = z.object({
  id: z.string(),
  createdAt: instant(),
  businessName: z.string(),
  businessType: z.string(),
  stateOfFormation: z.string(),
  responsiblePartyName: z.string(),
  responsiblePartyEmail: z.string(),
  status: z.string(),
  /** The monthly plan paid for, and the SSN's last four digits: the only part any answer carries (docs/subscriptions-and-intake.md#the-ssn). */
  planId: z.string().optional(),
  ssnLast4: z.string().optional(),
  /** The paid order it came with. */
  orderReference: z.string().optional(),
  assignedTo,
});
export type BusinessFormationRow = z.infer<typeof businessFormationRow>;

export const entityFormationRow = z.object({
  id: z.string(),
  createdAt: instant(),
  businessName: z.string(),
  entityType: z.string(),
  state: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Dollars, as the documented field (the order keeps cents). */
  price: z.number(),
  status: z.string(),
  /** The paid order it came with. */
  orderReference: z.string().optional(),
  assignedTo,
});
export type EntityFormationRow = z.infer<typeof entityFormationRow>;

export const appointmentStatuses = ['scheduled', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const appointmentRow = z.object({
  id: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(appointmentStatuses),
  /** The appointment's start (ISO, UTC); date and timeSlot are the business zone's day and HH:MM. */
  startsAt: instant(),
  appointmentType: z.enum(['consultation', 'formation']),
  duration: z.number().int(),
  notes: z.string(),
  /** Its start time has passed (decided by the server's clock). */
  isPast: z.boolean(),
  assignedTo,
});
export type AppointmentRow = z.infer<typeof appointmentRow>;

/** The four summary cards. */
export const adminSummary = z.object({
  totalContacts: z.number().int(),
  todaysContacts: z.number().int(),
  quizResults: z.number().int(),
  upcomingAppointments: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummary>;

/**
 * The admin's Orders list: every order of every checkout, in any state (docs/payments.md, "Admin"). Amounts are
 * dollars, as shown; the payment reference is the provider's payment id.
 */
export const orderRow = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: instant(),
  paidAt: instant().nullable(),
  kind: z.enum(orderKinds),
  description: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int(), unitPrice: z.number(), lineTotal: z.number() })),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  status: z.enum(orderStatuses),
  paymentReference: z.string().nullable(),
  lastPaymentError: z.string().nullable(),
  assignedTo,
});
export type OrderRow = z.infer<typeof orderRow>;

/** A paid monthly plan or retainer; `monthly` in dollars. */
export const subscriptionRow = z.object({
  id: z.string(),
  createdAt: instant(),
  orderReference: z.string(),
  kind: z.enum(['plan', 'retainer']),
  planName: z.string(),
  name: z.string(),
  email: z.string(),
  monthly: z.number(),
  status: z.string(),
  assignedTo,
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;
