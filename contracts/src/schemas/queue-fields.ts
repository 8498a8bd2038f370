import { z } from 'zod';
import { instant } from './instant.ts';

/**
 * The statuses of the record kinds that have no older home (orders' are in payments.ts, appointments' in admin.ts),
 * and the fields every work-queue row shares (docs/admin.md#work-queues). A leaf module: the row schemas of
 * admin.ts and intake.ts and the work-queue schemas all import it.
 */

/**
 * What a lead came from: a contact message, a proposal request, a chat left for the team, or the certification quiz's
 * report (docs/tools.md#the-report-asks-who-you-are).
 */
export const leadKinds = ['contact', 'proposal', 'chat', 'certification'] as const;

/** Contact messages, proposal requests, chat leads and quiz results: new → contacted → qualified → won | lost. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Business and entity formations: received → in_progress → filed → completed, or cancelled. */
export const formationStatuses = ['received', 'in_progress', 'filed', 'completed', 'cancelled'] as const;
export type FormationStatus = (typeof formationStatuses)[number];

/** Business intakes: new → reviewed. */
export const intakeStatuses = ['new', 'reviewed'] as const;
export type IntakeStatus = (typeof intakeStatuses)[number];

/** Subscriptions follow the payment provider: active, past_due (a renewal failed), cancelled. */
export const subscriptionStatuses = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Chat conversations (docs/chat.md#working-a-conversation): resolved once an agent resolves it, until the visitor writes
 * again or an agent reopens it; otherwise waiting while the visitor's last message has no later support message,
 * else answered.
 */
export const chatStatuses = ['waiting', 'answered', 'resolved'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** A staff member as a record names them: who it is assigned to, who changed it. */
export const staffRef = z.object({ id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

/** A record's follow-up as the drawer shows it (docs/admin.md#follow-ups). */
export const followUp = z.object({
  dueAt: instant(),
  note: z.string(),
  assignee: staffRef.nullable(),
  /** When the reminder mail was queued, or null while it is still to come. */
  remindedAt: instant().nullable(),
});
export type FollowUp = z.infer<typeof followUp>;

/** A conversation as another record lists it: "other chats from this address", a lead's chats. */
export const chatLink = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(chatStatuses),
  lastMessageAt: instant(),
  messageCount: z.number().int(),
});
export type ChatLink = z.infer<typeof chatLink>;

/** The lead a conversation joins: the newest lead with the same e-mail (docs/chat.md#chats-join-the-client). */
export const chatLead = z.object({ id: z.string(), name: z.string(), status: z.string(), createdAt: instant() });
export type ChatLead = z.infer<typeof chatLead>;
