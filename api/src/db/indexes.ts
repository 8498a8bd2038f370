/**
 * Index shapes MikroORM 6 cannot express with `properties` (descending order, an expression, a `where`), written
 * as the SQL that creates them. MikroORM compares such an index with the database by name only, so
 * `npm run db:check` also rebuilds each one from this SQL and compares PostgreSQL's own definition
 * (api/src/db/schema-check.ts). To change one, give it a new name: the generated migration then drops the old
 * index and creates the new one (docs/decisions/0026-entities-describe-the-schema.md).
 */
export interface ExpressionIndex {
  name: string;
  expression: string;
}

/** Any index or constraint written out: `create index "<name>" on ...`. */
export const expressionIndex = (name: string, expression: string): ExpressionIndex => ({ name, expression });

/** Newest first, the order of every admin list and its keyset pages: `("created_at" desc, "id" desc)`. */
export const newestFirst = (table: string, column = 'created_at'): ExpressionIndex =>
  expressionIndex(`${table}_${column}_index`, `create index "${table}_${column}_index" on "${table}" ("${column}" desc, "id" desc)`);

/** Records matched by e-mail whatever its case: `(lower("<column>"))`. */
export const lowerEmail = (table: string, column = 'email', name = `${table}_email_index`): ExpressionIndex =>
  expressionIndex(name, `create index "${name}" on "${table}" (lower("${column}"))`);

/** Only the rows where a nullable column is set: `("<column>") where "<column>" is not null`. */
export const whereSet = (table: string, column: string, options: { unique?: boolean; name?: string } = {}): ExpressionIndex => {
  const name = options.name ?? `${table}_${column}_index`;
  return expressionIndex(name, `create ${options.unique ? 'unique ' : ''}index "${name}" on "${table}" ("${column}") where "${column}" is not null`);
};
