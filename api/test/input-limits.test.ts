import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser } from './app.ts';
import { rawQuery } from './database.ts';

// docs/input-limits.md: 400 for what cannot be stored, never 500.
let baseUrl: string;
let databaseUrl: string;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'limits@example.com',
  phone: '(212) 555-0199',
  businessType: 'llc',
  message: 'We need an LLC.',
};

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' });
  ({ baseUrl, databaseUrl } = started);
});

describe('input limits (docs/input-limits.md)', () => {
  it('names and a service as long as their schemas allow are taken: the mail subject built from them is cut to its column, not refused', async () => {
    const long = { ...contact, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100), service: 'S'.repeat(200), email: 'long.names@example.com' };
    const res = await new TestBrowser(baseUrl).post('/api/contacts', long);
    expect(res.status).toBe(201);
    const subjects = await sql<{ subject: string }>(
      `select subject from outbox_mail where text like '%long.names@example.com%' and subject like 'New contact:%'`,
    );
    expect(subjects).toHaveLength(1);
    expect(subjects[0]!.subject).toHaveLength(300);
    expect(subjects[0]!.subject.endsWith('…')).toBe(true);
  });

  it('a NUL or another control character answers 400 naming the field, over REST and tRPC, and nothing is stored', async () => {
    const before = await sql('select count(*)::int as n from lead');
    for (const bad of ['Ada\u0000', 'Ada\u001b[2J', 'Ada\u007f']) {
      const res = await new TestBrowser(baseUrl).post('/api/contacts', { ...contact, firstName: bad });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ firstName: ['Must not contain control characters.'] });
    }
    await expect(new TestBrowser(baseUrl).trpc().leads.create.mutate({ ...contact, message: 'hi\u0000there' } as never)).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { message: ['Must not contain control characters.'] } } },
    });
    expect(await sql('select count(*)::int as n from lead')).toEqual(before);
    // Line breaks and tabs are text, not control: a message keeps them.
    expect((await new TestBrowser(baseUrl).post('/api/contacts', { ...contact, email: 'lines@example.com', message: 'Line one\r\n\tLine two' })).status).toBe(
      201,
    );
  });

  it('the longest e-mail from an IPv6 address signs in (or is refused) like any other: its counter key fits', async () => {
    const email = `${'x'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const res = await new TestBrowser(baseUrl).fetch('/api/portal/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '2001:0db8:85a3:0000:0000:8a2e:0370:7334' },
      json: { email, password: 'whatever-1' },
    });
    expect(res.status).toBe(401);
  });
});
