import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts that prove their e-mail, can be disabled, and mailed links
 * (docs/decisions/0025-accounts-and-sessions.md):
 * - app_user.email_verified_at: a client's records are matched by e-mail only
 *   once this is set. Accounts made before it existed never proved anything:
 *   they start unverified, and their sessions end (a "forgot password" link or
 *   a new registration verifies them).
 * - app_user.disabled_at: a disabled account cannot sign in and has no session.
 * - account_token: single-use, expiring links (hash only); a registration's
 *   token carries the password chosen with it, applied when the link is used.
 * - sign_in_throttle: failed sign-ins per account and per account+address, in
 *   a logged table (a crash must not reset a lockout), apart from the unlogged
 *   rate_limit counters.
 */
export class Migration20261125020000AccountSecurity extends Migration {
  override up(): void {
    this.addSql('alter table "app_user" add column "email_verified_at" timestamptz null, add column "disabled_at" timestamptz null;');
    this.addSql(`delete from "app_session" where "user_id" in (select "id" from "app_user" where "role" = 'client');`);
    this.addSql(`create table "account_token" (
      "id_hash" varchar(64) not null,
      "user_id" uuid not null references "app_user" ("id") on delete cascade,
      "purpose" text not null check ("purpose" in ('verify-email', 'reset-password')),
      "password_hash" text null,
      "name" varchar(200) null,
      "company_name" varchar(200) null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "account_token_pkey" primary key ("id_hash")
    );`);
    this.addSql('create index "account_token_user_id_index" on "account_token" ("user_id");');
    this.addSql('create index "account_token_expires_at_index" on "account_token" ("expires_at");');
    this.addSql(`create table "sign_in_throttle" (
      "key" varchar(300) not null,
      "window_start" timestamptz not null,
      "count" int not null,
      constraint "sign_in_throttle_pkey" primary key ("key")
    );`);
    this.addSql(`delete from "rate_limit" where "key" like 'login:staff:%' or "key" like 'login:client:%';`);
  }

  override down(): void {
    this.addSql('drop table if exists "sign_in_throttle";');
    this.addSql('drop table if exists "account_token";');
    this.addSql('alter table "app_user" drop column "email_verified_at", drop column "disabled_at";');
  }
}
