import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters are hot rows (every request from one address updates the
 * same one) and cheap to lose: unlogged, a commit that only touches them does
 * not wait for a WAL flush, so the row lock is held for microseconds, not for an
 * fsync. After a PostgreSQL crash the counters (and account lockouts) start over.
 */
export class Migration20261122025000RateLimitUnlogged extends Migration {
  override up(): void {
    this.addSql('alter table "rate_limit" set unlogged;');
  }

  override down(): void {
    this.addSql('alter table "rate_limit" set logged;');
  }
}
