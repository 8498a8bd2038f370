import pg from 'pg';
import { vi } from 'vitest';

/**
 * Every statement the pool's connections send while `run` runs, in order, its quoted values (which em.execute
 * inlines) shown as '…': what a call does to the database, to compare two calls or to see that one does nothing.
 * Nothing else may use the database meanwhile (an app from createTestApp has no worker of its own).
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text).replace(/'(?:[^']|'')*'/g, "'…'"));
  } finally {
    query.mockRestore();
  }
}
