import { CLIENT_TIMELINE_MAX, type ClientTimeline } from '@elite/contracts/schemas/clients';
import type { MikroORM } from '@mikro-orm/postgresql';
import MailComposer from 'nodemailer/lib/mail-composer';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { realPdf } from '../../../test/fixtures/documents.ts';
import { PEOPLE, seedQueues, type Seeded } from '../../../test/fixtures/work-queue-records.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { clientTimeline } from './clients.service.ts';

/**
 * One client's page on the real server and PostgreSQL (docs/admin.md#one-client): every record of their e-mail,
 * whatever its case, with the mails both ways and the documents, on one timeline newest first; their portal account
 * and the contact changes they made; admins only.
 */

const DOMAIN = 'inbound.test';
const SECRET = 'test-inbound-secret-clients-0123';
const ZOE = PEOPLE.A;

let baseUrl: string;
let databaseUrl: string;
let orm: MikroORM;
let admin: TestBrowser;
let seeded: Seeded;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const timeline = (browser: TestBrowser, email: string): Promise<ClientTimeline> => browser.trpc().admin.clients.timeline.query({ email });
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200).catch((e: { data?: { httpStatus?: number } }) => e.data?.httpStatus);

/** A complete RFC 822 message from `from` to `to`, as a mail program sends it, through the providers' HTTP door. */
async function mailIn(from: string, to: string, subject: string, text: string) {
  const raw = await new MailComposer({ date: new Date(), from, to, subject, text }).compile().build();
  const res = await fetch(`${baseUrl}/api/mail/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': SECRET },
    body: raw,
  });
  expect(res.status).toBe(200);
}

/** A browser signed in as a staff member of `role`. */
async function staffBrowser(username: string, role: 'agent'): Promise<TestBrowser> {
  await upsertStaffAccount(orm.em.fork(), { username, password: `${username}-password-1`, role, name: `${username} Agent` });
  const browser = new TestBrowser(baseUrl);
  expect((await browser.post('/api/admin/login', { username, password: `${username}-password-1` })).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  const db = await createTestDatabase();
  orm = db.orm;
  let config;
  ({ baseUrl, databaseUrl, config } = await startTestServer(
    { RATE_LIMIT_SCALE: '100', INBOUND_DOMAIN: DOMAIN, INBOUND_WEBHOOK_SECRET: SECRET },
    { databaseUrl: db.url },
  ));
  admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);
  seeded = await seedQueues(databaseUrl, config);
}, 60_000);

describe('one timeline of a client (docs/admin.md#one-client)', () => {
  it('a client with a lead, a chat, a staff mail and its inbound reply, an order, a formation, an appointment and a document sees all of them, newest first', async () => {
    const ids = (kind: string) => seeded.ids[kind]!.A;
    // Zoë's records, each on a day of its own (the fixture made them all at once).
    const days: [string, string, string][] = [
      ['lead', 'lead', '2026-02-01'],
      ['chat', 'chat_conversation', '2026-02-02'],
      ['order', 'customer_order', '2026-02-03'],
      ['business-formation', 'business_formation', '2026-02-04'],
      ['appointment', 'appointment', '2026-02-05'],
      ['quiz-result', 'quiz_result', '2026-01-10'],
      ['entity-formation', 'entity_formation', '2026-01-11'],
      ['business-intake', 'business_intake', '2026-01-12'],
      ['subscription', 'subscription', '2026-01-13'],
    ];
    for (const [kind, table, day] of days) await sql(`update ${table} set created_at = $1 where id = $2`, [`${day}T15:00:00Z`, ids(kind)]);

    await admin.trpc().conversations.send.mutate({ kind: 'lead', id: ids('lead'), subject: 'Your LLC', text: 'Which state suits you?' });
    const replyTo = (await admin.trpc().conversations.thread.query({ kind: 'lead', id: ids('lead') })).replyAddress!;
    await mailIn(ZOE.email, replyTo, 'Re: Your LLC', 'Delaware, please.');
    const form = new FormData();
    form.set('file', new File([await realPdf()], 'Articles.pdf', { type: 'application/pdf' }));
    expect((await admin.fetch(`/api/admin/records/order/${ids('order')}/documents`, { method: 'POST', body: form })).status).toBe(201);

    const page = await timeline(admin, ZOE.email);
    expect(page.entries.map((e) => e.kind)).toEqual([
      'document',
      'mail',
      'mail',
      'appointment',
      'business-formation',
      'order',
      'chat',
      'lead',
      'subscription',
      'business-intake',
      'entity-formation',
      'quiz-result',
    ]);
    const ats = page.entries.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(page.entries[0]).toMatchObject({ title: 'Document: Articles.pdf', status: null, record: { kind: 'order', id: ids('order') } });
    expect(page.entries[1]).toMatchObject({ title: 'E-mail from the client: Re: Your LLC', status: 'received', record: { kind: 'lead', id: ids('lead') } });
    expect(page.entries[2]).toMatchObject({ title: 'E-mail to the client: Your LLC', status: 'sent', record: { kind: 'lead', id: ids('lead') } });
    // Each record opens itself; its title and status are the ones its list and related records show.
    for (const entry of page.entries.slice(3)) expect(entry.record).toEqual({ kind: entry.kind, id: ids(entry.kind) });
    expect(page.entries.find((e) => e.kind === 'lead')).toMatchObject({ title: `Contact message (${ZOE.business})`, status: 'new' });
    expect(page.more).toBe(false);
    // The person as the records name them, and no portal account yet.
    expect(page.names).toEqual([ZOE.name]);
    expect(page.phones).toEqual(['(212) 555-0142']);
    expect(page.account).toBeNull();
  });

  it("another client's records never appear: case and spaces find the same client, another address finds nobody", async () => {
    const mine = await timeline(admin, ZOE.email);
    const others = new Set(Object.values(seeded.ids).flatMap((byPerson) => [byPerson.B, byPerson.C]));
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.filter((e) => others.has(e.record.id))).toEqual([]);

    const shouted = await timeline(admin, `  ${ZOE.email.toUpperCase()} `);
    expect(shouted).toEqual(mine);
    expect(shouted.email).toBe(ZOE.email);

    for (const stranger of ['zoe.angstrom@example.org', 'zoe.angstrom+news@example.com', 'angstrom@example.com']) {
      const nobody = await timeline(admin, stranger);
      expect(nobody).toMatchObject({ email: stranger, names: [], phones: [], account: null, contactChanges: [], entries: [], more: false });
    }
  });

  it('the newest 200 entries are shown and "more" says there are older ones', async () => {
    const email = 'busy.client@example.com';
    const insertLeads = (n: number, offset: number) =>
      sql(
        `insert into lead (id, kind, first_name, last_name, email, phone, company, message, status, created_at)
         select gen_random_uuid(), 'contact', 'Busy', 'Client', $1, '', '', 'Hello', 'new', now() - make_interval(days => i + $3)
           from generate_series(1, $2) i`,
        [email, n, offset],
      );
    await insertLeads(CLIENT_TIMELINE_MAX, 0);
    const exactly = await timeline(admin, email);
    expect(exactly.entries).toHaveLength(CLIENT_TIMELINE_MAX);
    expect(exactly.more).toBe(false);

    await insertLeads(5, CLIENT_TIMELINE_MAX);
    const capped = await timeline(admin, email);
    expect(capped.entries).toHaveLength(CLIENT_TIMELINE_MAX);
    expect(capped.more).toBe(true);
    // The ones left out are the oldest.
    expect(capped.entries.map((e) => e.id)).toEqual(exactly.entries.map((e) => e.id));
  });

  it('the page is read in the same number of statements however many records the client has', async () => {
    const execute = vi.spyOn(orm.em.getConnection(), 'execute');
    const statementsFor = async (email: string) => {
      execute.mockClear();
      await clientTimeline({ em: orm.em.fork() }, email);
      return execute.mock.calls.length;
    };
    await sql(
      `insert into lead (id, kind, first_name, last_name, email, message) values (gen_random_uuid(), 'contact', 'One', 'Lead', 'one.lead@example.com', 'Hi')`,
    );
    try {
      const one = await statementsFor('one.lead@example.com');
      // Nine kinds and the account, then the mails and documents of what was found (the contact changes: an account's).
      expect(one).toBe(12);
      expect(await statementsFor('busy.client@example.com')).toBe(one);
      expect(await statementsFor(ZOE.email)).toBe(one);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('the portal account and its contact changes (docs/admin.md#one-client)', () => {
  it('shows the account confirmed, when, and each contact change the client made in the portal, newest first', async () => {
    const email = 'portal.person@example.com';
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email, password: 'client-password-1', fullName: 'Pat Portal', companyName: 'Portal Co' });
    await client.trpc().portal.updateContact.mutate({ name: 'Pat Portal', companyName: 'Portal Co', phone: '' });
    expect((await timeline(admin, email)).contactChanges).toEqual([]);

    await client.trpc().portal.updateContact.mutate({ name: 'Patricia Portal', companyName: 'Portal Co', phone: '2125550100' });
    await client.trpc().portal.updateContact.mutate({ name: 'Patricia Portal', companyName: 'Portal & Sons', phone: '2125550100' });

    const page = await timeline(admin, email);
    const [row] = await sql<{ id: string; created_at: Date; email_verified_at: Date }>(
      `select id, created_at, email_verified_at from app_user where email = $1`,
      [email],
    );
    expect(page.account).toEqual({
      id: row!.id,
      name: 'Patricia Portal',
      createdAt: row!.created_at.toISOString(),
      confirmedAt: row!.email_verified_at.toISOString(),
      disabledAt: null,
    });
    expect(page.contactChanges.map((c) => [c.from, c.to])).toEqual([
      [
        { name: 'Patricia Portal', companyName: 'Portal Co', phone: '(212) 555-0100' },
        { name: 'Patricia Portal', companyName: 'Portal & Sons', phone: '(212) 555-0100' },
      ],
      [
        { name: 'Pat Portal', companyName: 'Portal Co', phone: null },
        { name: 'Patricia Portal', companyName: 'Portal Co', phone: '(212) 555-0100' },
      ],
    ]);
    expect(page.names).toEqual(['Patricia Portal']);
    expect(page.phones).toEqual(['(212) 555-0100']);
  });

  it('an account not confirmed yet, or disabled, says so', async () => {
    const email = 'unconfirmed.person@example.com';
    expect(
      (await new TestBrowser(baseUrl).post('/api/portal/register', { email, password: 'client-password-1', fullName: 'Una Confirmed', companyName: 'Una Co' }))
        .status,
    ).toBe(201);
    expect((await timeline(admin, email)).account).toMatchObject({ name: 'Una Confirmed', confirmedAt: null, disabledAt: null });
    await sql(`update app_user set disabled_at = now() where email = $1`, [email]);
    expect((await timeline(admin, email)).account?.disabledAt).toEqual(expect.any(String));
  });
});

describe('who may read a client (docs/admin.md#one-client)', () => {
  it('not an e-mail is 400 and names the field', async () => {
    for (const bad of ['', '   ', 'not-an-email', 'zoe@', 'a'.repeat(250) + '@example.com']) {
      type Refusal = { data?: { httpStatus?: number; zodError?: { fieldErrors: Record<string, string[]> } } };
      const error = await timeline(admin, bad).then(
        () => undefined,
        (e: Refusal) => e.data,
      );
      expect(error?.httpStatus).toBe(400);
      expect(Object.keys(error?.zodError?.fieldErrors ?? {})).toEqual(['email']);
    }
  });

  it('no session is 401; a portal client and a support agent are 403', async () => {
    expect(await statusOf(timeline(new TestBrowser(baseUrl), ZOE.email))).toBe(401);
    const client = new TestBrowser(baseUrl);
    await signUpClient(client, databaseUrl, { email: ZOE.email, password: 'client-password-1', fullName: ZOE.name, companyName: ZOE.business });
    expect(await statusOf(timeline(client, ZOE.email))).toBe(403);
    expect(await statusOf(timeline(await staffBrowser('desk', 'agent'), ZOE.email))).toBe(403);
  });
});
