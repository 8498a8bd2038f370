import { Migration } from '@mikro-orm/migrations';

/**
 * The plan-based intake form of /business-intake (docs/subscriptions-and-intake.md#business-intake): the common answers as columns (the admin's
 * list shows them), the plan-specific ones as jsonb (which fields exist depends on the plan).
 */
export class Migration20261123020000BusinessIntake extends Migration {
  override up(): void {
    this.addSql(`create table "business_intake" (
      "id" uuid not null,
      "plan_type" text not null,
      "subscription_id" int null,
      "business_name" varchar(200) not null,
      "business_type" text not null,
      "state_of_formation" varchar(2) not null,
      "responsible_party_name" varchar(200) not null,
      "responsible_party_email" varchar(254) not null,
      "responsible_party_phone" varchar(10) not null,
      "priority_processing" boolean not null default false,
      "details" jsonb not null default '{}',
      "status" text not null default 'new',
      "created_at" timestamptz not null default now(),
      constraint "business_intake_pkey" primary key ("id")
    );`);
    this.addSql('create index "business_intake_created_at_index" on "business_intake" ("created_at" desc, "id" desc);');
    this.addSql('create index "business_intake_email_index" on "business_intake" (lower("responsible_party_email"));');
  }

  override down(): void {
    this.addSql('drop table if exists "business_intake" cascade;');
  }
}
