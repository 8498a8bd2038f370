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
  const { rows } = await pool.query(
    `insert into lead (id, kind, first_name, last_name, email, phone, business_type, message) values (gen_random_uuid(), 'contact', $1, $2, $3, $4, $5, $6) returning id`,
    [body.firstName, body.lastName, body.email, body.phone, body.businessType, body.message],
  );
  return c.json({ id: rows[0].id }, 201);
});

// The least an admin list page needs: the newest rows by the index, and the total.
app.get('/api/contacts', async (c) => {
  const [rows, total] = await Promise.all([
    pool.query('select * from lead order by created_at desc, id desc limit 20'),
    pool.query('select count(*)::int as n from lead'),
  ]);
  return c.json({ items: rows.rows, total: total.rows[0].n, page: 1, pageSize: 20 });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
process.on('SIGINT', () => server.close(() => pool.end().then(() => process.exit(0))));
