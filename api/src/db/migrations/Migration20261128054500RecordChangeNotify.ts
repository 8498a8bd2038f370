import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to a work-queue record announces itself (docs/admin.md#live-lists, decision 48): a new row, a changed
 * row, and each history line (a status change, an assignment, a note), as a NOTIFY on `record_changes` carrying only
 * `{ kind, id, change }`. Triggers, so that no path that writes a record (a form, the payment webhook, the chat, a
 * staff member, a script) can forget it; delivered at commit, so a listener always finds the change. Written by hand:
 * MikroORM does not describe functions or triggers (api/src/db/schema-check.ts lists them).
 */
export const RECORD_TABLES: [table: string, kind: string][] = [
  ['lead', 'lead'],
  ['quiz_result', 'quiz-result'],
  ['business_formation', 'business-formation'],
  ['entity_formation', 'entity-formation'],
  ['business_intake', 'business-intake'],
  ['customer_order', 'order'],
  ['subscription', 'subscription'],
  ['appointment', 'appointment'],
  ['chat_conversation', 'chat'],
];

export class Migration20261128054500RecordChangeNotify extends Migration {
  override up(): void {
    this.addSql(`create or replace function notify_record_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'audit_entry' then
    perform pg_notify('record_changes', json_build_object('kind', new.kind, 'id', new.record_id, 'change', new.action)::text);
  else
    perform pg_notify('record_changes', json_build_object('kind', tg_argv[0], 'id', new.id, 'change', case tg_op when 'INSERT' then 'created' else 'updated' end)::text);
  end if;
  return null;
end $$;`);
    for (const [table, kind] of RECORD_TABLES) {
      this.addSql(`create trigger "${table}_created_notify" after insert on "${table}" for each row execute function notify_record_change('${kind}');`);
      this.addSql(
        `create trigger "${table}_updated_notify" after update on "${table}" for each row when (old.* is distinct from new.*) execute function notify_record_change('${kind}');`,
      );
    }
    this.addSql(`create trigger "audit_entry_notify" after insert on "audit_entry" for each row execute function notify_record_change();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "audit_entry_notify" on "audit_entry";`);
    for (const [table] of RECORD_TABLES) {
      this.addSql(`drop trigger if exists "${table}_created_notify" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_updated_notify" on "${table}";`);
    }
    this.addSql(`drop function if exists notify_record_change();`);
  }
}
