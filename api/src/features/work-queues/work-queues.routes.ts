import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { utcToZoned } from '@elite/contracts/rules/slots';
import {
  assignInput,
  assigneeBody,
  attachClientBody,
  attachClientInput,
  changeStatusInput,
  kindOfSlug,
  noteBody,
  noteInput,
  recordRef,
  statusChangeBody,
  workLists,
  workQueries,
  type WorkKind,
  type WorkQuery,
} from '@elite/contracts/schemas/work-queues';
import type { Role } from '@elite/contracts/schemas/auth';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { apiError, parseOr400, readJsonBody } from '../../http/errors.ts';
import { requireRole } from '../../http/guards.ts';
import * as workQueues from './work-queues.service.ts';

/**
 * A list's query string as its schema reads it: a key given twice (`status=new&status=contacted`) is the same as
 * its values joined with commas.
 */
function listQueryOf<K extends WorkKind>(c: Context<AppEnv>, kind: K): WorkQuery<K> {
  const raw = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length > 1 ? values.join(',') : values[0]]));
  return parseOr400(workQueries[kind], raw) as WorkQuery<K>;
}

/** GET /api/<list>: a work queue's page (docs/admin.md#work-queues), admins only unless `roles` says more. */
export const listRoute =
  <K extends WorkKind>(kind: K, roles: readonly Role[] = ['admin']) =>
  async (c: Context<AppEnv>) => {
    const user = await requireRole(c, roles);
    return c.json(await workQueues.listQueue(c.get('ctx'), user, kind, listQueryOf(c, kind)));
  };

/** `:kind/:id` of the record paths. */
function recordOf(c: Context<AppEnv>) {
  return parseOr400(recordRef, { kind: c.req.param('kind'), id: c.req.param('id') });
}

/**
 * The work queues' own REST doors (docs/rest-api.md#work-queues), twins of the admin router's procedures: the chat
 * conversations' list, the CSV export of any list, and one record's detail, status, notes, assignee and SSN.
 */
export const workQueueRoutes = new Hono<AppEnv>()
  // Support agents work chats too (docs/admin.md#assigned-work).
  .get('/admin/chat-conversations', listRoute('chat', ['admin', 'agent']))
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
  })
  .get('/admin/records/:kind/:id', async (c) => {
    await requireRole(c, ['admin']);
    const { kind, id } = recordOf(c);
    return c.json(await workQueues.recordDetail(c.get('ctx'), kind, id));
  })
  .post('/admin/records/:kind/:id/status', async (c) => {
    const user = await requireRole(c, ['admin']);
    const body = await readJsonBody(c, statusChangeBody);
    return c.json(await workQueues.changeStatus(c.get('ctx'), user, parseOr400(changeStatusInput, { ...body, ...recordOf(c) })));
  })
  .post('/admin/records/:kind/:id/notes', async (c) => {
    const user = await requireRole(c, ['admin']);
    const body = await readJsonBody(c, noteBody);
    return c.json(await workQueues.addNote(c.get('ctx'), user, parseOr400(noteInput, { ...recordOf(c), ...body })), 201);
  })
  .put('/admin/records/:kind/:id/assignee', async (c) => {
    const user = await requireRole(c, ['admin']);
    const body = await readJsonBody(c, assigneeBody);
    return c.json(await workQueues.assign(c.get('ctx'), user, parseOr400(assignInput, { ...recordOf(c), ...body })));
  })
  .put('/admin/records/:kind/:id/client', async (c) => {
    const user = await requireRole(c, ['admin']);
    const body = await readJsonBody(c, attachClientBody);
    const input = parseOr400(attachClientInput, { kind: c.req.param('kind'), id: c.req.param('id'), ...body });
    return c.json(await workQueues.attachToClient(c.get('ctx'), user, input));
  });
