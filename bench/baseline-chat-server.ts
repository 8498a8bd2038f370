/**
 * The chat baseline: one bare `ws` server doing the least a stored chat
 * needs: parse the frame, insert one row, send it to the agents and the
 * acknowledgement back. No validation, no limits, no second instance.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query('create table if not exists bench_chat (id bigserial primary key, text text not null)');

const server = http.createServer();
const wss = new WebSocketServer({ server });
const agents = new Set<WebSocket>();
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    // ws hands a text frame over as one Buffer (binaryType nodebuffer).
    const frame = JSON.parse((data as Buffer).toString()) as { type: string; text: string };
    if (frame.type === 'support_join') {
      agents.add(ws);
      return;
    }
    void pool.query<{ id: string }>('insert into bench_chat (text) values ($1) returning id', [frame.text]).then(({ rows }) => {
      const out = JSON.stringify({ type: 'message', id: Number(rows[0]!.id), text: frame.text, sender: 'user' });
      ws.send(out);
      for (const agent of agents) agent.send(out);
    });
  });
  ws.on('close', () => agents.delete(ws));
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.on('SIGINT', () => {
  for (const ws of wss.clients) ws.terminate();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
