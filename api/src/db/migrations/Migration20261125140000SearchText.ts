import { Migration } from '@mikro-orm/migrations';

/**
 * What the work queues' search needs and MikroORM cannot describe (docs/decisions/0032-work-queues-and-audit.md):
 * the contrib extensions pg_trgm (trigram GIN indexes that serve `like '%…%'`) and unaccent, and `search_text`, the
 * IMMUTABLE normalisation every list's stored `search` column is generated with: lower case, accents removed.
 * unaccent() itself is only STABLE (its dictionary is looked up by name at run time); the function names the
 * dictionary and has a SQL-standard body, so both are resolved here, once, whatever the caller's search_path.
 * Both extensions are trusted: a database owner who is not a superuser may create them.
 */
export class Migration20261125140000SearchText extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create function search_text(value text) returns text language sql immutable parallel safe strict
      return lower(unaccent('unaccent'::regdictionary, value));`);
  }

  override down(): void {
    this.addSql(`drop function search_text(text);`);
    this.addSql(`drop extension if exists unaccent;`);
    this.addSql(`drop extension if exists pg_trgm;`);
  }
}
