import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppSetting } from './app-setting.entity.ts';

/**
 * Gives this installation a stable id on its first start (kept in the
 * database, so a restart or a second instance sees the same one).
 */
export async function ensureInstallationId(em: EntityManager): Promise<string> {
  // Instances starting together: the first insert wins, the others change nothing.
  await em.createQueryBuilder(AppSetting).insert({ key: 'installation_id', value: randomUUID() }).onConflict('key').ignore().execute('run');
  const row = await em.findOneOrFail(AppSetting, { key: 'installation_id' });
  return row.value;
}
