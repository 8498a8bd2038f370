import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { purgeExpired } from './purge.service.ts';

describe('the daily purge (docs/decisions/0024-data-retention.md)', () => {
  it('removes ended sessions, expired links, finished counters, the SSNs of checkouts unpaid after the configured days and mails held aside undecided for 30 days; keeps the rest; a second run changes nothing', async () => {
    const { url, orm } = await createTestDatabase();
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(url, text, params);
    const [user] = await sql<{ id: string }>(
      `insert into app_user (id, role, email, name, password_hash, email_verified_at) values (gen_random_uuid(), 'client', 'kept@example.com', 'Kept', 'x', now()) returning id`,
    );
    const session = (hash: string, lastSeen: string, expires: string) =>
      sql(`insert into app_session (id_hash, user_id, last_seen_at, expires_at) values ($1, $2, now() - $3::interval, now() + $4::interval)`, [
        hash.padEnd(64, '0'),
        user!.id,
        lastSeen,
        expires,
      ]);
    await session('live', '1 minute', '1 hour');
    await session('idle', '3 hours', '1 hour');
    await session('over', '1 minute', '-1 second');
    const link = (hash: string, expires: string) =>
      sql(`insert into account_token (id_hash, user_id, purpose, expires_at) values ($1, $2, 'reset-password', now() + $3::interval)`, [
        hash.padEnd(64, '0'),
        user!.id,
        expires,
      ]);
    await link('fresh', '1 hour');
    await link('stale', '-1 minute');
    await sql(`insert into rate_limit (key, window_start, count) values ('old', now() - interval '2 days', 3), ('current', now(), 1)`);
    await sql(`insert into sign_in_throttle (key, window_start, count) values ('old', now() - interval '2 days', 5), ('current', now(), 2)`);
    const order = (status: string, age: string) =>
      sql(
        `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, discount_cents, total_cents, lines, email, name, ssn_encrypted, ssn_last4, created_at)
           values (gen_random_uuid(), 'plan', 'essential-plan', $1, $2, 'simulated', 100000, 0, 100000, '[]', 'o@example.com', 'O', 'cipher', '6789', now() - $3::interval)`,
        [`${status} ${age}`, status, age],
      );
    await order('pending', '31 days');
    await order('failed', '40 days');
    await order('canceled', '31 days');
    await order('pending', '29 days');
    await order('paid', '90 days');
    // Mails held aside (docs/conversations.md#held-messages): one left undecided past the days, one recent, one accepted long ago.
    const [conversation] = await sql<{ id: string }>(
      `insert into mail_conversation (id, record_kind, record_id, token, client_email, expires_at) values (gen_random_uuid(), 'lead', gen_random_uuid(), $1, 'c@example.com', now() + interval '1 year') returning id`,
      ['t'.repeat(32)],
    );
    const mail = (subject: string, state: string, age: string) =>
      sql(
        `insert into conversation_message (id, conversation_id, direction, state, from_address, to_address, subject, text, author_name, held_reason, raw_message, created_at)
           values (gen_random_uuid(), $1, 'in', $2, 'x@example.com', 'reply@example.com', $3, 'Hello', 'X', 'Sent by x@example.com', 'raw bytes', now() - $4::interval)`,
        [conversation!.id, state, subject, age],
      );
    await mail('held long ago', 'held', '31 days');
    await mail('held recently', 'held', '29 days');
    await mail('received long ago', 'received', '90 days');

    const config = testConfig({ RETENTION_UNPAID_SSN_DAYS: '30' });
    expect(await purgeExpired(orm.em, config)).toEqual({ sessions: 2, accountLinks: 1, counters: 2, unpaidSsns: 3, heldMails: 1 });
    expect((await sql<{ id_hash: string }>('select id_hash from app_session')).map((r) => r.id_hash.replace(/0+$/, ''))).toEqual(['live']);
    expect((await sql<{ id_hash: string }>('select id_hash from account_token')).map((r) => r.id_hash.replace(/0+$/, ''))).toEqual(['fresh']);
    expect(await sql(`select key from rate_limit union all select key from sign_in_throttle`)).toEqual([{ key: 'current' }, { key: 'current' }]);
    expect(await sql(`select description, ssn_encrypted is not null as has_ssn, ssn_last4 from customer_order order by description`)).toEqual([
      { description: 'canceled 31 days', has_ssn: false, ssn_last4: '6789' },
      { description: 'failed 40 days', has_ssn: false, ssn_last4: '6789' },
      { description: 'paid 90 days', has_ssn: true, ssn_last4: '6789' },
      { description: 'pending 29 days', has_ssn: true, ssn_last4: '6789' },
      { description: 'pending 31 days', has_ssn: false, ssn_last4: '6789' },
    ]);
    expect(await sql(`select subject, state, raw_message is not null as has_raw, text from conversation_message order by subject`)).toEqual([
      { subject: 'held long ago', state: 'discarded', has_raw: false, text: 'Hello' },
      { subject: 'held recently', state: 'held', has_raw: true, text: 'Hello' },
      { subject: 'received long ago', state: 'received', has_raw: true, text: 'Hello' },
    ]);
    expect(await purgeExpired(orm.em, config)).toEqual({ sessions: 0, accountLinks: 0, counters: 0, unpaidSsns: 0, heldMails: 0 });
  });

  it('RETENTION_UNPAID_SSN_DAYS must be a whole number of days from 1', () => {
    expect(() => testConfig({ RETENTION_UNPAID_SSN_DAYS: '0' })).toThrow('RETENTION_UNPAID_SSN_DAYS must be at least 1');
    expect(testConfig().RETENTION_UNPAID_SSN_DAYS).toBe(30);
  });
});
