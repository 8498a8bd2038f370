import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000AppSetting extends Migration {
  override up(): void {
    this.addSql(`create table "app_setting" (
      "key" varchar(100) not null,
      "value" text not null,
      "created_at" timestamptz not null default now(),
      constraint "app_setting_pkey" primary key ("key")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "app_setting" cascade;');
  }
}
