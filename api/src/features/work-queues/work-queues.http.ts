import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { utcToZoned } from '@elite/contracts/rules/slots';
import { kindOfSlug, workLists, workQueries, type WorkKind, type WorkQuery } from '@elite/contracts/schemas/work-queues';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, parseOr400 } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as workQueues from './work-queues.service.ts';
import { aliasesOf } from '../../http/openapi.ts';
import { z } from 'zod';

/**
 * A list's query string as its schema reads it: a key given twice (`status=new&status=contacted`) is the same as
 * its values joined with commas.
 */
function listQueryOf<K extends WorkKind>(c: Context<AppEnv>, kind: K): WorkQuery<K> {
  const raw = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length > 1 ? values.join(',') : values[0]]));
  return parseOr400(workQueries[kind], raw) as WorkQuery<K>;
}

/**
 * The CSV export of any work queue (docs/rest-api.md#work-queues), hand-written as it streams a file. The lists
 * and one record's detail, status, notes and assignee are the admin procedures' REST aliases (admin.procedures.ts).
 */
export const workQueueRoutes = new Hono<AppEnv>()
  // The whole filtered list as CSV (docs/admin.md#csv-export), streamed: `contacts.csv`, `orders.csv` ...
  .get('/admin/export/:file', async (c) => {
    const user = await requireRole(c, ['admin']);
    const file = c.req.param('file');
    const kind = file.endsWith('.csv') ? kindOfSlug(file.slice(0, -'.csv'.length)) : undefined;
    if (!kind)
      throw apiError(404, {
        error: `No list to export as ${file}. Lists: ${Object.values(workLists)
          .map((l) => `${l.slug}.csv`)
          .join(', ')}.`,
      });
    const query = listQueryOf(c, kind);
    const rows = workQueues.exportCsv(c.get('ctx'), user, kind, query);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await rows.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          c.get('ctx').log.error({ err: error, kind }, 'csv export failed');
          controller.error(error);
        }
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    const today = utcToZoned(Date.now(), BUSINESS_TIME_ZONE).date;
    c.get('ctx').log.info({ kind, userId: user.id }, 'csv export');
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${workLists[kind].slug}-${today}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

/** The CSV export, described for the OpenAPI document. */
export const workQueueRoutesDoc = aliasesOf<typeof workQueueRoutes>()('Admin', {
  'GET /admin/export/:file': {
    summary: 'A whole list as CSV',
    description:
      '`:file` is the list’s path and `.csv` (`contacts.csv`, `orders.csv` …); the query is the list’s. Every row of the filter, streamed, header row first; cells that a spreadsheet would run as a formula start with a quote.',
    who: 'admin',
    params: z.object({ file: z.string() }),
    ok: 'csv',
    refusals: { 404: 'No list of that name.' },
  },
});
