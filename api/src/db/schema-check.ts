import type { EntityMetadata } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RECORD_TABLES } from './migrations/Migration20261128054500RecordChangeNotify.ts';

/** Triggers (`table.trigger`) that share one reason. */
const triggersOf = (names: string[], why: string) => Object.fromEntries(names.map((name) => [name, why]));

/**
 * What a migrated database has that the entities cannot say, each with its reason. MikroORM's schema diff does not
 * read these kinds of objects at all (functions, triggers, a table's persistence, a sequence's options, views,
 * extensions), so it neither creates nor drops them: they stay in the migrations that made them, and
 * `compareSchema` holds the database to exactly this list, so one added by hand, or lost, is reported like any
 * other difference. Everything else (tables, columns, keys, indexes, checks, the exclusion constraint) is in
 * the entities (docs/decisions/0026-entities-describe-the-schema.md).
 */
const migrationOnly = {
  functions: {
    search_text:
      "the IMMUTABLE lower-case, accent-free normalisation the work queues' generated `search` columns are made with; unaccent() " +
      'is only STABLE, and MikroORM does not read functions (Migration20261125140000SearchText, decision 32)',
    claim_outbox_mail:
      "the outbox worker's claim (FOR UPDATE SKIP LOCKED) as a SQL function whose planner settings force the due index, " +
      'whatever the statistics say (Migration20261124010000OutboxClaimFunction, decision 18)',
    notify_record_change:
      "the NOTIFY on `record_changes` that every work-queue record's insert and update and every history line send, so that staff " +
      'lists update live whoever wrote the row (Migration20261128054500RecordChangeNotify, decision 48)',
    notify_records_removed:
      'the NOTIFY on `record_changes` that a DELETE or TRUNCATE of work-queue records sends once per statement, so that the list ' +
      'totals an instance keeps are forgotten (Migration20261129140000RecordRemovalNotify, decision 68)',
  } as Record<string, string>,
  unloggedTables: {
    rate_limit: 'hot counters that are cheap to lose: a hit does not wait for a WAL flush (Migration20261122025000RateLimitUnlogged)',
    chat_agent_presence: "agents' sockets: lost with a crashed instance anyway, and they expire unless refreshed (Migration20261123060000Chat)",
  } as Record<string, string>,
  /** Sequences start at 1 unless listed; each belongs to a serial or identity column of an entity. */
  sequenceStarts: {
    customer_order_number_seq: { start: 10001, why: 'order references begin at EBA-10001 (Migration20261125010000Orders)' },
  } as Record<string, { start: number; why: string }>,
  triggers: {
    ...triggersOf(
      [...RECORD_TABLES.flatMap(([table]) => [`${table}.${table}_created_notify`, `${table}.${table}_updated_notify`]), 'audit_entry.audit_entry_notify'],
      'announces the change to live staff lists: notify_record_change() (Migration20261128054500RecordChangeNotify, decision 48)',
    ),
    ...triggersOf(
      RECORD_TABLES.map(([table]) => `${table}.${table}_removed_notify`),
      'announces a DELETE or TRUNCATE of records, so kept list totals are forgotten: notify_records_removed() (Migration20261129140000RecordRemovalNotify, decision 68)',
    ),
  } as Record<string, string>,
  views: {} as Record<string, string>,
  extensions: {
    pg_trgm: "trigram GIN indexes on the work queues' `search` columns serve `like '%…%'` (Migration20261125140000SearchText, decision 32)",
    unaccent: 'accent-insensitive search: search_text() removes accents with its dictionary (Migration20261125140000SearchText, decision 32)',
  } as Record<string, string>,
};

export interface SchemaReport {
  /** What MikroORM would run to make the database match the entities: the `up` of a migration. */
  statements: string[];
  /** Differences MikroORM's diff does not see: expression indexes' definitions, objects outside `migrationOnly`. */
  problems: string[];
}

export const schemaAgrees = (report: SchemaReport) => report.statements.length === 0 && report.problems.length === 0;

/** The report as the command prints it. */
export function formatReport(report: SchemaReport): string {
  if (schemaAgrees(report)) return 'entities and database agree';
  const lines = ['entities and database differ.'];
  if (report.statements.length > 0) {
    lines.push('', 'To make the database match the entities, MikroORM would run (`npm run migration:create` writes them as a migration):');
    lines.push(...report.statements.map((s) => `  ${s}`));
  }
  if (report.problems.length > 0) {
    lines.push('', "Not in MikroORM's diff (fix the entity or api/src/db/schema-check.ts, or write a migration by hand):");
    lines.push(...report.problems.map((p) => `  - ${p}`));
  }
  return lines.join('\n');
}

/** Splits MikroORM's SQL text into statements (`;` at a line's end, not inside a string literal). */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let buffer = '';
  for (const chunk of sql.split(/;\n/)) {
    buffer += (buffer ? ';\n' : '') + chunk;
    if (buffer.split("'").length % 2 === 0) continue;
    const statement = buffer.trim();
    if (statement) statements.push(statement.endsWith(';') ? statement : `${statement};`);
    buffer = '';
  }
  return statements;
}

/**
 * Compares the entities `orm` was built with against the database it is connected to (migrated to the latest
 * migration): MikroORM's own diff, then what that diff only compares by name or does not read.
 */
export async function compareSchema(orm: MikroORM): Promise<SchemaReport> {
  const sql = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false, safe: false, dropTables: true });
  const statements = splitStatements(sql.up);
  const problems = [...(await expressionIndexProblems(orm)), ...(await migrationOnlyProblems(orm))];
  return { statements, problems };
}

type Knex = ReturnType<ReturnType<MikroORM['em']['getConnection']>['getKnex']>;

interface IndexDefinition {
  table_name: string;
  index_def: string;
  contype: string | null;
  constraint_def: string | null;
}

async function indexDefinition(db: Knex, name: string): Promise<IndexDefinition | undefined> {
  // Catalog reads: what PostgreSQL itself says the index (and the constraint it may back) is.
  const result = await db.raw<{ rows: IndexDefinition[] }>(
    `select t.relname as table_name, pg_get_indexdef(i.oid) as index_def, c.contype, pg_get_constraintdef(c.oid) as constraint_def
       from pg_class i
       join pg_index x on x.indexrelid = i.oid
       join pg_class t on t.oid = x.indrelid
       left join pg_constraint c on c.conindid = i.oid and c.conrelid = t.oid
      where i.relname = ? and i.relnamespace = current_schema()::regnamespace`,
    [name],
  );
  return result.rows[0];
}

/**
 * MikroORM compares an index written as SQL (an expression, a sort order, a `where`, the exclusion constraint) with
 * the database by its name only. Here each one is dropped and made again from the entity's SQL, inside a
 * transaction that is rolled back, and PostgreSQL's definitions before and after must be the same.
 */
async function expressionIndexProblems(orm: MikroORM): Promise<string[]> {
  const problems: string[] = [];
  const declared = Object.values(orm.getMetadata().getAll())
    .filter((meta: EntityMetadata) => !meta.embeddable && !meta.virtual)
    .flatMap((meta) => [...meta.indexes, ...meta.uniques].map((index) => ({ entity: meta.className, ...index })))
    .filter((index): index is typeof index & { name: string; expression: string } => typeof index.expression === 'string' && !!index.name);
  const knex = orm.em.getConnection().getKnex();
  for (const index of declared) {
    const trx = await knex.transaction();
    try {
      const before = await indexDefinition(trx, index.name);
      if (!before) {
        problems.push(`${index.entity}: index "${index.name}" is not in the database`);
        continue;
      }
      await trx.raw(before.contype ? `alter table "${before.table_name}" drop constraint "${index.name}"` : `drop index "${index.name}"`);
      try {
        await trx.raw(index.expression);
      } catch (error) {
        problems.push(`${index.entity}: the SQL of index "${index.name}" fails: ${(error as Error).message}`);
        continue;
      }
      const after = await indexDefinition(trx, index.name);
      if (!after) {
        problems.push(`${index.entity}: the SQL of index "${index.name}" does not create an index of that name`);
      } else if (after.index_def !== before.index_def || after.constraint_def !== before.constraint_def) {
        problems.push(
          `${index.entity}: index "${index.name}" differs.\n      database: ${before.constraint_def ?? before.index_def}\n      entity:   ${after.constraint_def ?? after.index_def}`,
        );
      }
    } finally {
      await trx.rollback();
    }
  }
  return problems;
}

/** The objects MikroORM does not read, against `migrationOnly`: both ways, so none is added or lost unnoticed. */
async function migrationOnlyProblems(orm: MikroORM): Promise<string[]> {
  const knex = orm.em.getConnection().getKnex();
  const rows = async <T>(sql: string) => (await knex.raw<{ rows: T[] }>(sql)).rows;
  // Catalog reads; objects that belong to an extension are the extension's.
  const notFromExtension = `not exists (select 1 from pg_depend d where d.objid = o.oid and d.deptype = 'e')`;
  const found = {
    functions: await rows<{ name: string }>(
      `select o.proname as name from pg_proc o where o.pronamespace = current_schema()::regnamespace and ${notFromExtension}`,
    ),
    unloggedTables: await rows<{ name: string }>(
      `select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind = 'r' and o.relpersistence = 'u'`,
    ),
    triggers: await rows<{ name: string }>(
      `select t.relname || '.' || o.tgname as name from pg_trigger o join pg_class t on t.oid = o.tgrelid
        where t.relnamespace = current_schema()::regnamespace and not o.tgisinternal`,
    ),
    views: await rows<{ name: string }>(
      `select o.relname as name from pg_class o where o.relnamespace = current_schema()::regnamespace and o.relkind in ('v', 'm') and ${notFromExtension}`,
    ),
    extensions: await rows<{ name: string }>(`select o.extname as name from pg_extension o where o.extname <> 'plpgsql'`),
  };
  const problems: string[] = [];
  for (const [kind, names] of Object.entries(found) as [keyof typeof found, { name: string }[]][]) {
    const expected = Object.keys(migrationOnly[kind]);
    const actual = names.map((r) => r.name);
    for (const name of actual.filter((n) => !expected.includes(n))) {
      problems.push(`${kind}: "${name}" is in the database but neither in an entity nor in migrationOnly (api/src/db/schema-check.ts)`);
    }
    for (const name of expected.filter((n) => !actual.includes(n))) {
      problems.push(`${kind}: "${name}" is listed in migrationOnly but not in the database`);
    }
  }
  const sequences = await rows<{ name: string; start: string; owned: boolean }>(
    `select o.relname as name, s.seqstart as start,
            exists (select 1 from pg_depend d where d.objid = o.oid and d.deptype in ('a', 'i') and d.refobjsubid > 0) as owned
       from pg_sequence s join pg_class o on o.oid = s.seqrelid
      where o.relnamespace = current_schema()::regnamespace`,
  );
  for (const sequence of sequences) {
    if (!sequence.owned) problems.push(`sequences: "${sequence.name}" belongs to no column`);
    const start = migrationOnly.sequenceStarts[sequence.name]?.start ?? 1;
    if (Number(sequence.start) !== start) {
      problems.push(`sequences: "${sequence.name}" starts at ${sequence.start}, ${start} expected (migrationOnly.sequenceStarts)`);
    }
  }
  for (const name of Object.keys(migrationOnly.sequenceStarts).filter((n) => !sequences.some((s) => s.name === n))) {
    problems.push(`sequences: "${name}" is listed in migrationOnly but not in the database`);
  }
  return problems;
}
