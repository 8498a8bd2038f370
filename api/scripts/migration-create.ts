/**
 * `npm run migration:create -- <name>`: writes the migration that takes the database from the latest committed
 * migration to what the entities describe (docs/decisions/0026-entities-describe-the-schema.md).
 *
 * A scratch database (an embedded PostgreSQL in a temporary folder, or a temporary database on DATABASE_URL's
 * server; never one holding data) is migrated with every committed migration; MikroORM's migrator compares it with
 * the entities and writes the difference to api/src/db/migrations/Migration<timestamp><Name>.ts, which is added to
 * migrations/index.ts. The new migration is then run on the scratch database and the comparison of
 * `npm run db:check` must pass, so what is written is known to bring the database to the entities. Review it
 * (renames come out as drop + add; data needs its own statements), then commit it.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Migration } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { parseConfig } from '../src/config.ts';
import { addToMigrationsList, migrationsDir, migrationsIndex, migrationSuffix, ProjectMigrationGenerator } from '../src/db/migration-files.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { ormOptions } from '../src/db/orm.ts';
import { withScratchDatabase } from '../src/db/scratch-database.ts';
import { compareSchema, formatReport, schemaAgrees } from '../src/db/schema-check.ts';
import { createLogger } from '../src/logger.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' } } });
const name = values.name ?? positionals.join(' ');
if (!migrationSuffix(name)) {
  console.error('usage: npm run migration:create -- <what it changes, e.g. LeadSource>');
  process.exit(2);
}

const logger = createLogger('warn');
const options = (url: string, list = migrationsList) => {
  const base = ormOptions(url, logger);
  return { ...base, migrations: { ...base.migrations, migrationsList: list, generator: ProjectMigrationGenerator } };
};

process.exitCode = await withScratchDatabase(parseConfig().DATABASE_URL, logger, async (url) => {
  const orm = await MikroORM.init(options(url));
  let created: { className: string; up: string[] };
  try {
    await orm.getMigrator().up();
    const result = await orm.getMigrator().createMigration(undefined, false, false, name);
    if (!result.fileName) {
      // MikroORM sees no difference; what it does not compare (an index written as SQL, by name only) may still differ.
      const report = await compareSchema(orm);
      if (schemaAgrees(report)) {
        console.log('entities and database agree: no migration needed');
        return 0;
      }
      console.error(formatReport(report));
      console.error('\nMikroORM writes no migration for these: rename a changed index (then it is dropped and created), or write the migration by hand.');
      return 1;
    }
    created = { className: result.fileName.replace(/\.ts$/, ''), up: result.diff.up.filter(Boolean) };
  } finally {
    await orm.close(true);
  }
  addToMigrationsList(created.className);
  console.log(`wrote ${migrationsDir}${created.className}.ts and added it to ${migrationsIndex}:`);
  console.log(created.up.map((sql) => `  ${sql}`).join('\n'));

  // Run what was written, as a start would, and hold the result to the entities.
  const module = (await import(pathToFileURL(`${migrationsDir}${created.className}.ts`).href)) as Record<string, new (...args: never[]) => Migration>;
  const withNew = [...migrationsList, { name: created.className, class: module[created.className]! }];
  const check = await MikroORM.init(options(url, withNew as typeof migrationsList));
  try {
    await check.getMigrator().up();
    const report = await compareSchema(check);
    if (!schemaAgrees(report)) {
      console.error(`\nAfter ${created.className} ran on the scratch database, the entities and the database still differ:`);
      console.error(formatReport(report));
      return 1;
    }
  } finally {
    await check.close(true);
  }
  console.log(`\n${created.className} ran on a scratch database and left it as the entities describe. Review it, then commit it.`);
  return 0;
});
