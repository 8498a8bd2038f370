import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000AppSetting } from './Migration20261122000000AppSetting.ts';
import { Migration20261122010000Accounts } from './Migration20261122010000Accounts.ts';
import { Migration20261122020000OutboxAndLeads } from './Migration20261122020000OutboxAndLeads.ts';
import { Migration20261122025000RateLimitUnlogged } from './Migration20261122025000RateLimitUnlogged.ts';
import { Migration20261123010000Payments } from './Migration20261123010000Payments.ts';
import { Migration20261123020000BusinessIntake } from './Migration20261123020000BusinessIntake.ts';
import { Migration20261123040000QuizResults } from './Migration20261123040000QuizResults.ts';
import { Migration20261123050000Scheduling } from './Migration20261123050000Scheduling.ts';
import { Migration20261123060000Chat } from './Migration20261123060000Chat.ts';
import { Migration20261124010000OutboxClaimFunction } from './Migration20261124010000OutboxClaimFunction.ts';
import { Migration20261125010000Orders } from './Migration20261125010000Orders.ts';
import { Migration20261125020000AccountSecurity } from './Migration20261125020000AccountSecurity.ts';
import { Migration20261125030000StaffNamesInChat } from './Migration20261125030000StaffNamesInChat.ts';
import { Migration20261125140000SearchText } from './Migration20261125140000SearchText.ts';
import { Migration20261125140540WorkQueues } from './Migration20261125140540WorkQueues.ts';
import { Migration20261126010000ClientPhone } from './Migration20261126010000ClientPhone.ts';
import { Migration20261126100000AvailabilityBlocks } from './Migration20261126100000AvailabilityBlocks.ts';
import { Migration20261126110000Documents } from './Migration20261126110000Documents.ts';
import { Migration20261128005931RetireDemoAdmin } from './Migration20261128005931RetireDemoAdmin.ts';
import { Migration20261128010300PasswordResetRequests } from './Migration20261128010300PasswordResetRequests.ts';
import { Migration20261128012818PortalRecordOwners } from './Migration20261128012818PortalRecordOwners.ts';
import { Migration20261128014913OrderProviderCheckedAt } from './Migration20261128014913OrderProviderCheckedAt.ts';
import { Migration20261128015608ChatVisitorKey } from './Migration20261128015608ChatVisitorKey.ts';
import { Migration20261128042154ChatDesk } from './Migration20261128042154ChatDesk.ts';
import { Migration20261128042159Conversations } from './Migration20261128042159Conversations.ts';
import { Migration20261128042858ReopenAndCertificationLeads } from './Migration20261128042858ReopenAndCertificationLeads.ts';
import { Migration20261128053711ConversationHistoryActions } from './Migration20261128053711ConversationHistoryActions.ts';
import { Migration20261128054054FollowUpsAndReminders } from './Migration20261128054054FollowUpsAndReminders.ts';
import { Migration20261128054500RecordChangeNotify } from './Migration20261128054500RecordChangeNotify.ts';
import { Migration20261128075235ClientContactChanges } from './Migration20261128075235ClientContactChanges.ts';
import { Migration20261128075312RescheduleLinks } from './Migration20261128075312RescheduleLinks.ts';
import { Migration20261128075440OrderPaymentFailed } from './Migration20261128075440OrderPaymentFailed.ts';
import { Migration20261129140000RecordRemovalNotify } from './Migration20261129140000RecordRemovalNotify.ts';

/**
 * Every committed migration, oldest first. Listed explicitly (not globbed) so
 * the same list runs under tsx, vitest and any bundler. `npm run migration:create`
 * writes a new file here and adds it to the end of this list (decision 26).
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000AppSetting', class: Migration20261122000000AppSetting },
  { name: 'Migration20261122010000Accounts', class: Migration20261122010000Accounts },
  { name: 'Migration20261122020000OutboxAndLeads', class: Migration20261122020000OutboxAndLeads },
  { name: 'Migration20261122025000RateLimitUnlogged', class: Migration20261122025000RateLimitUnlogged },
  { name: 'Migration20261123010000Payments', class: Migration20261123010000Payments },
  { name: 'Migration20261123020000BusinessIntake', class: Migration20261123020000BusinessIntake },
  { name: 'Migration20261123040000QuizResults', class: Migration20261123040000QuizResults },
  { name: 'Migration20261123050000Scheduling', class: Migration20261123050000Scheduling },
  { name: 'Migration20261123060000Chat', class: Migration20261123060000Chat },
  { name: 'Migration20261124010000OutboxClaimFunction', class: Migration20261124010000OutboxClaimFunction },
  { name: 'Migration20261125010000Orders', class: Migration20261125010000Orders },
  { name: 'Migration20261125020000AccountSecurity', class: Migration20261125020000AccountSecurity },
  { name: 'Migration20261125030000StaffNamesInChat', class: Migration20261125030000StaffNamesInChat },
  { name: 'Migration20261125140000SearchText', class: Migration20261125140000SearchText },
  { name: 'Migration20261125140540WorkQueues', class: Migration20261125140540WorkQueues },
  { name: 'Migration20261126010000ClientPhone', class: Migration20261126010000ClientPhone },
  { name: 'Migration20261126100000AvailabilityBlocks', class: Migration20261126100000AvailabilityBlocks },
  { name: 'Migration20261126110000Documents', class: Migration20261126110000Documents },
  { name: 'Migration20261128005931RetireDemoAdmin', class: Migration20261128005931RetireDemoAdmin },
  { name: 'Migration20261128010300PasswordResetRequests', class: Migration20261128010300PasswordResetRequests },
  { name: 'Migration20261128012818PortalRecordOwners', class: Migration20261128012818PortalRecordOwners },
  { name: 'Migration20261128014913OrderProviderCheckedAt', class: Migration20261128014913OrderProviderCheckedAt },
  { name: 'Migration20261128015608ChatVisitorKey', class: Migration20261128015608ChatVisitorKey },
  { name: 'Migration20261128042154ChatDesk', class: Migration20261128042154ChatDesk },
  { name: 'Migration20261128042159Conversations', class: Migration20261128042159Conversations },
  { name: 'Migration20261128042858ReopenAndCertificationLeads', class: Migration20261128042858ReopenAndCertificationLeads },
  { name: 'Migration20261128053711ConversationHistoryActions', class: Migration20261128053711ConversationHistoryActions },
  { name: 'Migration20261128054054FollowUpsAndReminders', class: Migration20261128054054FollowUpsAndReminders },
  { name: 'Migration20261128054500RecordChangeNotify', class: Migration20261128054500RecordChangeNotify },
  { name: 'Migration20261128075235ClientContactChanges', class: Migration20261128075235ClientContactChanges },
  { name: 'Migration20261128075312RescheduleLinks', class: Migration20261128075312RescheduleLinks },
  { name: 'Migration20261128075440OrderPaymentFailed', class: Migration20261128075440OrderPaymentFailed },
  { name: 'Migration20261129140000RecordRemovalNotify', class: Migration20261129140000RecordRemovalNotify },
];
