/**
 * `npm run db:check`: migrates a scratch database (an embedded PostgreSQL in a temporary folder, or a temporary
 * database on DATABASE_URL's server) with every committed migration and compares it with the entities. Prints
 * "entities and database agree" and exits 0, or prints the differences and exits 1
 * (docs/decisions/0026-entities-describe-the-schema.md). The same comparison runs in `npm test`
 * (api/src/db/schema-check.test.ts).
 */
import { parseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/orm.ts';
import { withScratchDatabase } from '../src/db/scratch-database.ts';
import { compareSchema, formatReport, schemaAgrees } from '../src/db/schema-check.ts';
import { createLogger } from '../src/logger.ts';

const logger = createLogger('warn');
const report = await withScratchDatabase(parseConfig().DATABASE_URL, logger, async (url) => {
  const orm = await openDatabase(url, logger);
  try {
    return await compareSchema(orm);
  } finally {
    await orm.close(true);
  }
});
console.log(formatReport(report));
process.exitCode = schemaAgrees(report) ? 0 : 1;
