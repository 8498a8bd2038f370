import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000Accounts extends Migration {
  override up(): void {
    this.addSql(`create table "app_user" (
      "id" uuid not null,
      "role" text not null check ("role" in ('admin', 'agent', 'client')),
      "username" varchar(100) null,
      "email" varchar(254) null,
      "name" varchar(200) not null,
      "company_name" varchar(200) null,
      "password_hash" text not null,
      "is_demo" boolean not null default false,
      "created_at" timestamptz not null default now(),
      constraint "app_user_pkey" primary key ("id"),
      constraint "app_user_username_unique" unique ("username"),
      constraint "app_user_email_unique" unique ("email"),
      constraint "app_user_identity_check" check (("role" = 'client' and "email" is not null) or ("role" <> 'client' and "username" is not null))
    );`);
    this.addSql(`create table "app_session" (
      "id_hash" varchar(64) not null,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null,
      "expires_at" timestamptz not null,
      constraint "app_session_pkey" primary key ("id_hash")
    );`);
    this.addSql('create index "app_session_user_id_index" on "app_session" ("user_id");');
    this.addSql('create index "app_session_expires_at_index" on "app_session" ("expires_at");');
    this.addSql(`create table "rate_limit" (
      "key" varchar(300) not null,
      "window_start" timestamptz not null,
      "count" int not null,
      constraint "rate_limit_pkey" primary key ("key")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "app_session" cascade;');
    this.addSql('drop table if exists "app_user" cascade;');
    this.addSql('drop table if exists "rate_limit" cascade;');
  }
}
