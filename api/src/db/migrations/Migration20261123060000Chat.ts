import { Migration } from '@mikro-orm/migrations';

/**
 * Live chat (docs/chat.md#conversations-that-lose-nothing): conversations and their messages are the truth every
 * instance reads; agents online are rows too, so any instance can tell a visitor
 * whether support is online. See docs/decisions/0013-chat-on-postgresql.md.
 */
export class Migration20261123060000Chat extends Migration {
  override up(): void {
    this.addSql(`create table "chat_conversation" (
      "id" uuid not null,
      "user_name" varchar(100) not null,
      "user_email" varchar(254) not null,
      "lead_id" uuid null,
      "agent_read_id" bigint not null default 0,
      "created_at" timestamptz not null default now(),
      "last_message_at" timestamptz not null default now(),
      constraint "chat_conversation_pkey" primary key ("id")
    );`);
    this.addSql('create index "chat_conversation_last_message_at_index" on "chat_conversation" ("last_message_at" desc);');
    this.addSql(`create table "chat_message" (
      "id" bigint generated always as identity,
      "conversation_id" uuid not null references "chat_conversation" ("id") on delete cascade,
      "client_id" uuid null,
      "sender" text not null check ("sender" in ('user', 'support')),
      "sender_name" varchar(100) not null,
      "text" text not null,
      "created_at" timestamptz not null default now(),
      constraint "chat_message_pkey" primary key ("id"),
      constraint "chat_message_client_id_unique" unique ("conversation_id", "client_id")
    );`);
    this.addSql('create index "chat_message_conversation_index" on "chat_message" ("conversation_id", "id");');
    // One row per joined agent socket; lost with a crashed instance, so rows expire unless refreshed.
    this.addSql(`create unlogged table "chat_agent_presence" (
      "socket_id" uuid not null,
      "instance_id" uuid not null,
      "user_id" uuid not null,
      "agent_name" varchar(100) not null,
      "seen_at" timestamptz not null default now(),
      constraint "chat_agent_presence_pkey" primary key ("socket_id")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "chat_agent_presence";');
    this.addSql('drop table if exists "chat_message";');
    this.addSql('drop table if exists "chat_conversation";');
  }
}
