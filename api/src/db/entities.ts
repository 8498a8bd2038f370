import { Appointment, AvailabilityBlock, AvailabilityRule } from '../features/appointments/appointment.entity.ts';
import { ChatAgentPresence, ChatCannedReply, ChatConversation, ChatMessage } from '../features/chat/chat.entity.ts';
import { AccountToken, PasswordResetRequest, Session } from '../features/accounts/session.entity.ts';
import { User } from '../features/accounts/user.entity.ts';
import { ConversationMessage, MailConversation, MailTemplate } from '../features/conversations/conversation.entity.ts';
import { FollowUp } from '../features/follow-ups/follow-up.entity.ts';
import { Document, DocumentDownload } from '../features/documents/document.entity.ts';
import { BusinessIntake } from '../features/intake/business-intake.entity.ts';
import { QuizResult } from '../features/assessments/quiz-result.entity.ts';
import { Lead } from '../features/leads/lead.entity.ts';
import { RateLimit, SignInThrottle } from '../features/limits/rate-limit.entity.ts';
import { OutboxMail } from '../features/outbox/outbox.entity.ts';
import { BusinessFormation, CustomerOrder, EntityFormation, Subscription, WebhookEvent } from '../features/payments/order.entity.ts';
import { SimulatedPaymentIntent } from '../features/payments/simulated-payment-intent.entity.ts';
import { AppSetting } from '../features/system/app-setting.entity.ts';
import { AuditEntry } from '../features/work-queues/audit-entry.entity.ts';

/**
 * Every entity of every feature, one per table: together they are the description of the schema that
 * `npm run migration:create` generates migrations from and `npm run db:check` holds the database to
 * (docs/decisions/0026-entities-describe-the-schema.md). The ORM discovers nothing on its own.
 */
export const entities = [
  AppSetting,
  User,
  Session,
  RateLimit,
  SignInThrottle,
  AccountToken,
  PasswordResetRequest,
  Lead,
  OutboxMail,
  AvailabilityRule,
  Appointment,
  AvailabilityBlock,
  ChatConversation,
  ChatMessage,
  ChatAgentPresence,
  ChatCannedReply,
  QuizResult,
  BusinessIntake,
  CustomerOrder,
  EntityFormation,
  BusinessFormation,
  Subscription,
  WebhookEvent,
  SimulatedPaymentIntent,
  AuditEntry,
  Document,
  DocumentDownload,
  MailConversation,
  ConversationMessage,
  MailTemplate,
  FollowUp,
];
