import { confirmedClientByEmail } from './accounts/accounts.service.ts';
import { accountNames, enabledStaff, staffMailbox } from './accounts/staff-accounts.service.ts';
import { appointmentQueue } from './appointments/appointments.queue.ts';
import { quizResultQueue } from './assessments/assessments.queue.ts';
import { chatQueue } from './chat/chat.queue.ts';
import { dueCondition, followUpOf } from './follow-ups/follow-ups.service.ts';
import { businessIntakeQueue } from './intake/intake.queue.ts';
import { leadQueue } from './leads/leads.queue.ts';
import { enqueueMail } from './outbox/outbox.service.ts';
import { businessFormationQueue, entityFormationQueue, orderQueue, subscriptionQueue } from './payments/payments.queue.ts';
import { setWorkQueues } from './work-queues/registry.ts';

/**
 * The one place that brings the features' work queues to the engine (docs/architecture.md#adding-a-record-kind-to-the-admin):
 * each kind's `<feature>.queue.ts`, and what the engine asks of accounts, follow-ups and the outbox. The app
 * (app.ts) and the server's workers (server.ts) call it before they run; the engine in work-queues/ imports no
 * feature.
 */
export function registerWorkQueues(): void {
  setWorkQueues(
    {
      lead: leadQueue,
      'quiz-result': quizResultQueue,
      'business-formation': businessFormationQueue,
      'entity-formation': entityFormationQueue,
      'business-intake': businessIntakeQueue,
      order: orderQueue,
      subscription: subscriptionQueue,
      appointment: appointmentQueue,
      chat: chatQueue,
    },
    {
      accounts: { names: accountNames, enabledStaff, staffMailbox, confirmedClient: confirmedClientByEmail },
      followUps: { dueCondition: (kind) => dueCondition(kind), of: followUpOf },
      enqueueMail,
    },
  );
}
