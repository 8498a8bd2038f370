// Used only by the MikroORM CLI (`npm run migration:create -w api`); the server builds its options in orm.ts.
import { parseConfig } from '../config.ts';
import { ormOptions } from './orm.ts';

const url = parseConfig().DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database with the current schema to generate a migration.');
export default { ...ormOptions(url), migrations: { ...ormOptions(url).migrations, path: 'src/db/migrations', pathTs: 'src/db/migrations' } };
