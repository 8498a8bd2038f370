/**
 * The baseline: a bare Hono + pg server doing the least each route needs
 * (one query, or one HTML string from memory). The bench compares the real
 * server against it in the same run, on the same machine and database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const html = readFileSync(path.resolve(import.meta.dirname, '../web/dist/client/index.html'), 'utf8');

const app = new Hono();
app.get('/api/health', async (c) => {
  await pool.query('select 1');
  return c.json({ status: 'ok', database: 'up' });
});
app.get('/', (c) => c.html(html));
// The least a contact needs: parse the JSON and insert one row.
app.post('/api/contacts', async (c) => {
  const body = await c.req.json<Record<string, string>>();
  const { rows } = await pool.query<{ id: string }>(
    `insert into lead (id, kind, first_name, last_name, email, phone, business_type, message) values (gen_random_uuid(), 'contact', $1, $2, $3, $4, $5, $6) returning id`,
    [body.firstName, body.lastName, body.email, body.phone, body.businessType, body.message],
  );
  return c.json({ id: rows[0]!.id }, 201);
});

// The least an admin list page needs: the newest rows by the index, and the total.
app.get('/api/contacts', async (c) => {
  const [rows, total] = await Promise.all([
    pool.query('select * from lead order by created_at desc, id desc limit 20'),
    pool.query<{ n: number }>('select count(*)::int as n from lead'),
  ]);
  return c.json({ items: rows.rows, total: total.rows[0]!.n, page: 1, pageSize: 20 });
});

// The least a day's free times need: one query laying the 9-18 New York grid and leaving out what overlaps a
// live appointment (no rules table, no notice, no validation).
app.get('/api/appointments/available-slots', async (c) => {
  const minutes = c.req.query('type') === 'formation' ? 60 : 30;
  const { rows } = await pool.query<{ t: string }>(
    `select to_char(s at time zone 'America/New_York', 'HH24:MI') as t
       from generate_series(($1::date + time '09:00') at time zone 'America/New_York',
                            ($1::date + time '18:00') at time zone 'America/New_York' - make_interval(mins => $2),
                            interval '30 minutes') as s
      where not exists (select 1 from appointment a where a.status <> 'cancelled'
                          and tstzrange(a.starts_at, a.ends_at) && tstzrange(s, s + make_interval(mins => $2)))`,
    [c.req.query('date'), minutes],
  );
  return c.json({ slots: rows.map((r) => r.t) });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
process.on('SIGINT', () => server.close(() => void pool.end().then(() => process.exit(0))));
