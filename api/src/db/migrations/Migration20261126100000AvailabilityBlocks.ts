import { Migration } from '@mikro-orm/migrations';

/**
 * Times staff close (docs/scheduling.md#holidays-and-blocked-times), and the history line of a staff reschedule
 * (docs/admin.md#rescheduling). Decision: docs/decisions/0034-closed-days-and-staff-reschedule.md.
 */
export class Migration20261126100000AvailabilityBlocks extends Migration {
  override up(): void {
    this.addSql(
      `create table "availability_block" ("id" uuid not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "all_day" boolean not null, "time_zone" text not null, "reason" varchar(200) not null, "created_by_id" uuid null, "created_by_name" varchar(200) not null, "created_at" timestamptz not null default now(), constraint "availability_block_pkey" primary key ("id"), constraint "availability_block_span" check ("starts_at" < "ends_at"));`,
    );
    this.addSql(`create index "availability_block_ends_at_index" on "availability_block" ("ends_at", "starts_at");`);
    this.addSql(
      `alter table "availability_block" add constraint "availability_block_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check ("action" in ('status_changed', 'note_added', 'assigned', 'unassigned', 'ssn_revealed', 'rescheduled'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "audit_entry" where "action" = 'rescheduled';`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_action_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_action_check" check ("action" in ('status_changed', 'note_added', 'assigned', 'unassigned', 'ssn_revealed'));`,
    );
    this.addSql(`drop table if exists "availability_block" cascade;`);
  }
}
