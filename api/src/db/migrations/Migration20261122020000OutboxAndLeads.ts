import { Migration } from '@mikro-orm/migrations';

export class Migration20261122020000OutboxAndLeads extends Migration {
  override up(): void {
    this.addSql(`create table "outbox_mail" (
      "id" uuid not null,
      "to" varchar(320) not null,
      "subject" varchar(300) not null,
      "text" text not null,
      "attachments" jsonb not null default '[]',
      "status" text not null default 'pending' check ("status" in ('pending', 'sent', 'failed')),
      "attempts" int not null default 0,
      "next_attempt_at" timestamptz not null default now(),
      "locked_until" timestamptz null,
      "last_error" text null,
      "sent_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "outbox_mail_pkey" primary key ("id")
    );`);
    this.addSql(`create index "outbox_mail_due_index" on "outbox_mail" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql(`create table "lead" (
      "id" uuid not null,
      "kind" text not null check ("kind" in ('contact', 'proposal', 'chat')),
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(30) not null default '',
      "business_type" varchar(40) null,
      "company" varchar(200) null,
      "service" varchar(200) null,
      "message" text not null,
      "items" jsonb null,
      "total_cents" bigint null,
      "created_at" timestamptz not null default now(),
      constraint "lead_pkey" primary key ("id")
    );`);
    this.addSql('create index "lead_created_at_index" on "lead" ("created_at" desc, "id" desc);');
  }

  override down(): void {
    this.addSql('drop table if exists "outbox_mail" cascade;');
    this.addSql('drop table if exists "lead" cascade;');
  }
}
