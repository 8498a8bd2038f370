import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './database.ts';
import { BATCH_SIZE } from '../src/features/outbox/outbox.worker.ts';
import { CONFIGURED_ADMIN, startServerProcess } from './processes.ts';
import { smtpPeer } from './smtp-peer.ts';

const smtp = smtpPeer();

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  ...CONFIGURED_ADMIN,
  SMTP_URL: smtp.url,
  RATE_LIMIT_SCALE: '100000',
  // Mails the killed process had claimed wait for its lease to pass before another sends them.
  OUTBOX_LEASE_SECONDS: '5',
});

describe('crash safety', () => {
  it('after SIGKILL under load, every acknowledged lead is stored and every mail is sent, none twice but the batch in flight', async () => {
    const { url: databaseUrl, orm } = await createTestDatabase();
    const first = await startServerProcess(serverEnv(databaseUrl));
    const base = first.url;

    // Eight clients send contact messages until the server dies under them.
    const acknowledged: string[] = [];
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const res = await fetch(`${base}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Crash',
              lastName: `Client${n}`,
              email: `c${n}-${i}@example.com`,
              phone: '(212) 555-0100',
              businessType: 'llc',
              message: 'A message written while the server is about to be killed.',
            }),
          });
          if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
          acknowledged.push(((await res.json()) as { id: string }).id);
        } catch (error) {
          if (!killed && !(error instanceof TypeError)) throw error;
          // The connection died with the server: this one was never acknowledged.
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    // A client that fails for another reason than the kill fails the test at once.
    const failed = clients.then(() => undefined);
    while (acknowledged.length < 60) await Promise.race([failed, new Promise((r) => setTimeout(r, 20))]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    killed = true;
    await clients;

    // Every lead the server acknowledged is there.
    const conn = orm.em.getConnection();
    const stored = new Set((await conn.execute<{ id: string }[]>(`select id from lead`)).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Each stored lead has its two mails queued (same statement): none lost with the process.
    const [counts] = await conn.execute<{ leads: number; mails: number }[]>(
      `select (select count(*)::int from lead) as leads, (select count(*)::int from outbox_mail) as mails`,
    );
    expect(counts!.mails).toBe(counts!.leads * 2);

    // A new process picks up what the dead one had not sent.
    const second = await startServerProcess(serverEnv(databaseUrl));
    for (let waited = 0; waited < 60_000; waited += 200) {
      const [left] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from outbox_mail where status <> 'sent'`);
      if (left!.n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await second.stop()).toBe(0);

    const mails = await conn.execute<{ id: string; status: string }[]>(`select id, status from outbox_mail`);
    expect(mails.filter((m) => m.status !== 'sent')).toEqual([]);
    expect(mails.filter((m) => !smtp.deliveries.has(m.id))).toEqual([]);
    // The only possible repeats are mails of the batch the dead process was sending: a batch is marked sent
    // together once it went out (docs/decisions/0007-email-outbox.md), and runs never overlap in one process.
    // A repeat carries the same Message-ID, so the receiver can drop it; none is sent three times.
    const repeated = [...smtp.deliveries.values()].filter((n) => n > 1);
    expect(repeated.length).toBeLessThanOrEqual(BATCH_SIZE);
    expect(repeated.every((n) => n === 2)).toBe(true);
    // The only dropped SMTP connections are the dead process's.
    const codes = smtp.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code);
    expect(codes.filter((code) => code !== 'ECONNRESET' && code !== 'EPIPE')).toEqual([]);
  }, 120_000);
});
