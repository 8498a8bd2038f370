import { Migration } from '@mikro-orm/migrations';
import { RECORD_TABLES } from './Migration20261128054500RecordChangeNotify.ts';

/**
 * Removing work-queue records announces itself too, once per statement (a DELETE or a TRUNCATE, which the site itself
 * never runs: an operator's hand or a test's), as `{ kind, change: 'removed' }` on `record_changes`. A list's total kept
 * by an instance (docs/decisions/0068-list-totals-kept-until-their-kind-changes.md) is forgotten with it. It carries
 * no id, so staff browsers, which hear only changes of one record, do not get it. Written by hand: MikroORM does not
 * describe functions or triggers (api/src/db/schema-check.ts lists them).
 */
export class Migration20261129140000RecordRemovalNotify extends Migration {
  override up(): void {
    this.addSql(`create or replace function notify_records_removed() returns trigger language plpgsql as $$
begin
  perform pg_notify('record_changes', json_build_object('kind', tg_argv[0], 'change', 'removed')::text);
  return null;
end $$;`);
    for (const [table, kind] of RECORD_TABLES) {
      this.addSql(
        `create trigger "${table}_removed_notify" after delete or truncate on "${table}" for each statement execute function notify_records_removed('${kind}');`,
      );
    }
  }

  override down(): void {
    for (const [table] of RECORD_TABLES) this.addSql(`drop trigger if exists "${table}_removed_notify" on "${table}";`);
    this.addSql(`drop function if exists notify_records_removed();`);
  }
}
