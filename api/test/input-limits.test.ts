import { ILL_FORMED_TEXT_MESSAGE } from '@elite/contracts/rules/plain-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { professional } from './fixtures/intake.ts';
import { formationData } from './fixtures/checkout.ts';
import { VALUE_REFUSED_MESSAGE } from '../src/http/service-error.ts';
import { BODY_NOT_UTF8_MESSAGE, ADDRESS_NOT_UTF8_MESSAGE } from '../src/http/utf8-requests.ts';
import { captureLogger, readJson, startTestServer, TestBrowser } from './app.ts';
import { rawQuery } from './database.ts';

// docs/input-limits.md: 400 for what cannot be stored, never 500.
let baseUrl: string;
let databaseUrl: string;
const log = captureLogger('warn');
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'limits@example.com',
  phone: '(212) 555-0199',
  businessType: 'llc' as const,
  message: 'We need an LLC.',
};

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' }, { logger: log.logger });
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
    await expect(new TestBrowser(baseUrl).trpc().leads.create.mutate({ ...contact, message: 'hi\u0000there' })).rejects.toMatchObject({
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

  describe('security finding 4: ill-formed text and values the database refuses', () => {
    const stored = () =>
      sql(
        `select (select count(*)::int from lead) as leads, (select count(*)::int from customer_order) as orders,
                (select count(*)::int from business_formation) as formations, (select count(*)::int from business_intake) as intakes`,
      );
    it('security finding 4: an unpaired surrogate or a non-character in a value or a key, nested or not, answers 400 naming the field, over REST and tRPC, and nothing is stored', async () => {
      const before = await stored();
      const refused = async (path: string, body: unknown, fieldErrors: Record<string, string[]>) => {
        const res = await new TestBrowser(baseUrl).post(path, body);
        expect(res.status, path).toBe(400);
        expect((await readJson<{ fieldErrors: unknown }>(res)).fieldErrors).toEqual(fieldErrors);
      };
      // The review's two: a jsonb field of the plan checkout (with an SSN beside it) and of the intake.
      const planCheckout = {
        planId: 'professional' as const,
        amount: 5000,
        businessData: { ...formationData, businessPurpose: 'Analytical engines \ud800 and consulting.' },
      };
      await refused('/api/create-subscription-payment', planCheckout, {
        businessData: [ILL_FORMED_TEXT_MESSAGE],
        'businessData.businessPurpose': [ILL_FORMED_TEXT_MESSAGE],
      });
      await refused(
        '/api/business-intake',
        { ...professional, businessPurpose: '\udfffData analysis and engine design.' },
        { businessPurpose: [ILL_FORMED_TEXT_MESSAGE] },
      );
      await refused('/api/contacts', { ...contact, lastName: 'Lovelace\ufffe' }, { lastName: [ILL_FORMED_TEXT_MESSAGE] });
      await refused('/api/contacts', { ...contact, ['website\udbff']: '' }, { 'website\udbff': [ILL_FORMED_TEXT_MESSAGE] });
      await expect(
        new TestBrowser(baseUrl).trpc().payments.startPlanCheckout.mutate({
          ...planCheckout,
          businessData: { ...formationData, owners: [{ ...formationData.owners[0]!, name: 'Ada \u{10ffff}' }] },
        }),
      ).rejects.toMatchObject({
        data: {
          code: 'BAD_REQUEST',
          zodError: { fieldErrors: { businessData: [ILL_FORMED_TEXT_MESSAGE], 'businessData.owners.0.name': [ILL_FORMED_TEXT_MESSAGE] } },
        },
      });
      await expect(new TestBrowser(baseUrl).trpc().leads.create.mutate({ ...contact, message: 'Hello \udc00' })).rejects.toMatchObject({
        message: `message: ${ILL_FORMED_TEXT_MESSAGE}`,
        data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { message: [ILL_FORMED_TEXT_MESSAGE] } } },
      });
      expect(await stored()).toEqual(before);
      // Whole surrogate pairs (emoji, rare scripts) are text like any other.
      expect((await new TestBrowser(baseUrl).post('/api/contacts', { ...contact, email: 'pairs@example.com', message: 'Launch 🚀 𝔄𝔡𝔞' })).status).toBe(201);
    });

    it('security finding 4: a body, a query or a path that is not UTF-8 (overlong forms, lone continuation bytes, encoded surrogates, cut sequences) answers 400 over REST and tRPC, and nothing is stored', async () => {
      const before = await stored();
      const origin = { origin: baseUrl, 'content-type': 'application/json' };
      for (const bad of ['c0af', 'e080af', 'f08080af', '80', 'bf', 'eda080', 'e282', 'ff']) {
        const [head, tail] = JSON.stringify({ ...contact, firstName: 'Ada#' }).split('#') as [string, string];
        const body = Buffer.concat([Buffer.from(head), Buffer.from(bad, 'hex'), Buffer.from(tail)]);
        for (const path of ['/api/contacts', '/trpc/leads.create']) {
          const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: origin, body });
          expect(res.status, `${bad} to ${path}`).toBe(400);
          expect(await readJson(res)).toEqual({ error: BODY_NOT_UTF8_MESSAGE });
        }
      }
      const input = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 25, q: 'Ada#' })).replace('%23', '%C0%AF');
      for (const path of [`/trpc/admin.contacts?input=${input}`, '/api/contacts?q=Ada%ED%A0%80', '/api/tools/name-search?x=%E2%82', '/api/documents/%C0%AF']) {
        const res = await fetch(`${baseUrl}${path}`);
        expect(res.status, path).toBe(400);
        expect(await readJson(res)).toEqual({ error: ADDRESS_NOT_UTF8_MESSAGE });
      }
      expect(await stored()).toEqual(before);
      // Escaped UTF-8 and a literal per cent sign stay fine.
      expect((await fetch(`${baseUrl}/api/contacts?q=Jos%C3%A9%20100%`)).status).toBe(401);
    });

    it('security finding 4: a value the database refuses (a check constraint, a data exception) answers 400 with a generic sentence on both doors, and its log line names the code, never the values', async () => {
      // Behind the app's back, the database is made to refuse one planted last name: by a check constraint (whose
      // detail quotes the whole row) and by a trigger raising a data exception whose message quotes a value.
      await sql(`alter table lead add constraint lead_planted_refusal check (last_name <> 'Planted-4c7e1')`);
      await sql(`create function refuse_planted() returns trigger language plpgsql as $$ begin
        if new.last_name = 'Planted-4c7e2' then raise exception 'refused %', new.email using errcode = '22023', detail = new.phone; end if;
        return new; end $$`);
      await sql(`create trigger lead_refuse_planted before insert on lead for each row execute function refuse_planted()`);
      try {
        const before = await stored();
        for (const [lastName, code] of [
          ['Planted-4c7e1', '23514'],
          ['Planted-4c7e2', '22023'],
        ] as const) {
          const planted = { ...contact, lastName, email: `${lastName.toLowerCase()}@example.com`, phone: '(212) 555-0147', message: `Secret ${lastName}` };
          const rest = await new TestBrowser(baseUrl).post('/api/contacts', planted);
          expect(rest.status, code).toBe(400);
          expect(await readJson(rest)).toEqual({ error: VALUE_REFUSED_MESSAGE });
          await expect(new TestBrowser(baseUrl).trpc().leads.create.mutate(planted)).rejects.toMatchObject({
            message: VALUE_REFUSED_MESSAGE,
            data: { code: 'BAD_REQUEST' },
          });
          const refusals = log.lines().filter((line) => (line.err as { code?: string } | undefined)?.code === code);
          expect(refusals, code).toHaveLength(2);
          expect(refusals[0]).toMatchObject({ level: 40, err: { code } });
        }
        expect(await stored()).toEqual(before);
        expect(log.lines().find((line) => (line.err as { code?: string } | undefined)?.code === '23514')).toMatchObject({
          err: { constraint: 'lead_planted_refusal', table: 'lead' },
        });
        const written = log.text();
        for (const value of ['planted-4c7e', 'Planted-4c7e', '555-0147', 'Secret', 'insert into']) expect(written).not.toContain(value);
      } finally {
        await sql('alter table lead drop constraint lead_planted_refusal');
        await sql('drop trigger lead_refuse_planted on lead');
        await sql('drop function refuse_planted()');
      }
    });
  });
});
