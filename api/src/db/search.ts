import { expressionIndex, type ExpressionIndex } from './indexes.ts';

/**
 * The work queues' search (docs/decisions/0032-work-queues-and-audit.md): each searchable table has a stored
 * generated column `search`, the record's names, e-mails, business names and references run through
 * `search_text()` (lower case, no accents; Migration20261125140000SearchText), and phones as digits only; a
 * trigram GIN index on it serves `search like '%word%'` for any word of three characters or more. PostgreSQL keeps
 * the column up to date on every insert and update, whoever writes the row (the prepared statements of decision 18
 * included).
 */

/** A nullable column's text, or '' (one null part would make the whole document null). */
export const optional = (column: string) => `coalesce(${column}::text, '')`;

/** A phone's digits only: "(212) 555-0100" is searched as 2125550100. */
export const digits = (column: string) => `regexp_replace(${optional(column)}, '[^0-9]+', '', 'g')`;

/**
 * The `generated` clause of a `search` column: `parts` are SQL expressions of the row's columns. Written as
 * PostgreSQL prints it back, less casts and parentheses, so MikroORM's comparison sees no change.
 */
export const searchDocument = (...parts: string[]) => `(search_text(${parts.join(` || ' ' || `)})) stored`;

/** The trigram index of a table's `search` column. */
export const searchIndex = (table: string): ExpressionIndex =>
  expressionIndex(`${table}_search_index`, `create index "${table}_search_index" on "${table}" using gin ("search" gin_trgm_ops)`);
