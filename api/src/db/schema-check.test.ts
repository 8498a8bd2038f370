import { defineEntity, type EntitySchema } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rawQuery, type TestDatabase } from '../../test/database.ts';
import { AppSetting } from '../features/system/app-setting.entity.ts';
import { entities } from './entities.ts';
import { ormOptions } from './orm.ts';
import { compareSchema, formatReport, schemaAgrees } from './schema-check.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});

/** The same migrated database seen through other entities: one entity replaced. */
async function ormWith(replace: EntitySchema, by: EntitySchema): Promise<MikroORM> {
  const orm = await MikroORM.init({ ...ormOptions(db.url), entities: entities.map((e): EntitySchema => (e === replace ? by : e)) });
  afterAll(() => orm.close(true));
  return orm;
}

describe('npm run db:check', () => {
  it('finds the entities and the database migrated by every committed migration in agreement', async () => {
    const report = await compareSchema(db.orm);
    expect(report).toEqual({ statements: [], problems: [] });
    expect(formatReport(report)).toBe('entities and database agree');
  });

  it('fails when an entity column differs from the database, printing the statement a migration would run', async () => {
    // app_setting.value is `text` in the database; this entity says varchar(500).
    const Changed = defineEntity({
      name: 'AppSetting',
      tableName: 'app_setting',
      properties: (p) => ({
        key: p.string().length(100).primary(),
        value: p.string().length(500),
        createdAt: p.datetime().defaultRaw('now()'),
      }),
    });
    const report = await compareSchema(await ormWith(AppSetting, Changed));
    expect(schemaAgrees(report)).toBe(false);
    expect(report).toEqual({
      statements: ['alter table "app_setting" alter column "value" type varchar(500) using ("value"::varchar(500));'],
      problems: [],
    });
    expect(formatReport(report)).toContain('  alter table "app_setting" alter column "value" type varchar(500)');
  });

  it('fails when an index written as SQL is something else in the database under the same name', async () => {
    // MikroORM compares such indexes by name only; the check rebuilds each from the entity's SQL and compares.
    await rawQuery(db.url, 'drop index "lead_created_at_index"; create index "lead_created_at_index" on "lead" ("created_at")');
    try {
      const report = await compareSchema(db.orm);
      expect(report.statements).toEqual([]);
      expect(report.problems).toEqual([
        'Lead: index "lead_created_at_index" differs.\n' +
          '      database: CREATE INDEX lead_created_at_index ON public.lead USING btree (created_at)\n' +
          '      entity:   CREATE INDEX lead_created_at_index ON public.lead USING btree (created_at DESC, id DESC)',
      ]);
    } finally {
      await rawQuery(db.url, 'drop index "lead_created_at_index"; create index "lead_created_at_index" on "lead" ("created_at" desc, "id" desc)');
    }
  });

  it('fails on a table, a function or a trigger that neither an entity nor the documented list describes', async () => {
    await rawQuery(db.url, 'create table "scratch_note" ("id" int primary key)');
    await rawQuery(db.url, `create function "touch_note"() returns trigger language plpgsql as $$ begin return new; end $$`);
    await rawQuery(db.url, 'create trigger "note_touched" before insert on "scratch_note" for each row execute function "touch_note"()');
    try {
      const report = await compareSchema(db.orm);
      expect(report.statements).toEqual(['drop table if exists "scratch_note" cascade;']);
      expect(report.problems).toEqual([
        'functions: "touch_note" is in the database but neither in an entity nor in migrationOnly (api/src/db/schema-check.ts)',
        'triggers: "scratch_note.note_touched" is in the database but neither in an entity nor in migrationOnly (api/src/db/schema-check.ts)',
      ]);
    } finally {
      await rawQuery(db.url, 'drop table "scratch_note"; drop function "touch_note"()');
    }
    expect(schemaAgrees(await compareSchema(db.orm))).toBe(true);
  });

  it('fails when something only a migration describes is lost: the outbox claim function, an unlogged table', async () => {
    await rawQuery(db.url, 'alter function claim_outbox_mail(integer, integer) rename to claim_outbox_mail_old');
    await rawQuery(db.url, 'alter table "rate_limit" set logged');
    try {
      expect((await compareSchema(db.orm)).problems).toEqual([
        'functions: "claim_outbox_mail_old" is in the database but neither in an entity nor in migrationOnly (api/src/db/schema-check.ts)',
        'functions: "claim_outbox_mail" is listed in migrationOnly but not in the database',
        'unloggedTables: "rate_limit" is listed in migrationOnly but not in the database',
      ]);
    } finally {
      await rawQuery(db.url, 'alter function claim_outbox_mail_old(integer, integer) rename to claim_outbox_mail');
      await rawQuery(db.url, 'alter table "rate_limit" set unlogged');
    }
  });
});
