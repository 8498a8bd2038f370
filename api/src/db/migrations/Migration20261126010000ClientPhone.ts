import { Migration } from '@mikro-orm/migrations';

/** A portal client's phone, which they may set with their contact details (docs/portal.md#contact-details). */
export class Migration20261126010000ClientPhone extends Migration {
  override up(): void {
    this.addSql(`alter table "app_user" add column "phone" varchar(30) null;`);
  }

  override down(): void {
    this.addSql(`alter table "app_user" drop column "phone";`);
  }
}
