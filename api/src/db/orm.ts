import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.ts';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';

export function ormOptions(clientUrl: string, logger?: Logger): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    pool: { min: 0, max: 20 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    logger: (message) => logger?.debug({ orm: true }, message),
  };
}

/** Connects, runs every pending migration and returns the ORM. */
export async function openDatabase(clientUrl: string, logger: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, logger));
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  return orm;
}
