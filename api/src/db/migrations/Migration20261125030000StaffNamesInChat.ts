import { Migration } from '@mikro-orm/migrations';

/**
 * An agent's name on a chat message comes from their account (app_user.name, 200 characters), no longer from what
 * the client typed (100): the chat columns that hold it take the account's length, or a staff member with a long
 * name could not answer chats at all.
 */
export class Migration20261125030000StaffNamesInChat extends Migration {
  override up(): void {
    this.addSql(`alter table "chat_message" alter column "sender_name" type varchar(200);`);
    this.addSql(`alter table "chat_agent_presence" alter column "agent_name" type varchar(200);`);
  }

  override down(): void {
    this.addSql(`alter table "chat_message" alter column "sender_name" type varchar(100) using left("sender_name", 100);`);
    this.addSql(`alter table "chat_agent_presence" alter column "agent_name" type varchar(100) using left("agent_name", 100);`);
  }
}
