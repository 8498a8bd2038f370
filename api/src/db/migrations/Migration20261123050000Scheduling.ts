import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduling (docs/scheduling.md#availability-and-slots, docs/decisions/0012): weekly availability rules and
 * appointments. The exclusion constraint makes two live appointments whose
 * [start, end) ranges overlap impossible, whatever their lengths and however
 * many requests race; a cancelled appointment leaves the constraint and frees its time.
 */
export class Migration20261123050000Scheduling extends Migration {
  override up(): void {
    this.addSql(`create table "availability_rule" (
      "id" serial primary key,
      "weekday" smallint not null check ("weekday" between 1 and 7),
      "start_minute" smallint not null check ("start_minute" between 0 and 1440),
      "end_minute" smallint not null check ("end_minute" between 0 and 1440),
      "time_zone" text not null,
      "created_at" timestamptz not null default now(),
      constraint "availability_rule_span" check ("start_minute" < "end_minute"),
      constraint "availability_rule_unique" unique ("weekday", "start_minute", "end_minute")
    );`);
    this.addSql(`create table "appointment" (
      "id" uuid not null,
      "client_name" varchar(200) not null,
      "client_email" varchar(254) not null,
      "client_phone" varchar(30) not null,
      "notes" text not null default '',
      "appointment_type" text not null check ("appointment_type" in ('consultation', 'formation')),
      "starts_at" timestamptz not null,
      "ends_at" timestamptz not null,
      "time_zone" text not null,
      "status" text not null default 'scheduled' check ("status" in ('scheduled', 'confirmed', 'cancelled', 'completed')),
      "cancel_token_hash" char(64) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "appointment_pkey" primary key ("id"),
      constraint "appointment_span" check ("starts_at" < "ends_at"),
      constraint "appointment_no_overlap" exclude using gist (tstzrange("starts_at", "ends_at", '[)') with &&) where ("status" <> 'cancelled')
    );`);
    this.addSql('create index "appointment_starts_at_index" on "appointment" ("starts_at" desc, "id" desc);');
    this.addSql('create index "appointment_client_email_index" on "appointment" (lower("client_email"));');
    this.addSql('create unique index "appointment_cancel_token_index" on "appointment" ("cancel_token_hash") where "cancel_token_hash" is not null;');
  }

  override down(): void {
    this.addSql('drop table if exists "appointment" cascade;');
    this.addSql('drop table if exists "availability_rule" cascade;');
  }
}
