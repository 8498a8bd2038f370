import type { AdminSummary, ContactRow } from '@elite/contracts/schemas/admin';
import type { Page } from '@elite/contracts/schemas/pagination';
import { contactInput } from '@elite/contracts/schemas/leads';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../../../test/database.ts';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { contactMessage, proposalRequest } from '../../../test/fixtures/leads.ts';

let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});

describe('POST /api/contacts', () => {
  it('every field the contact form takes reaches the lead row, under the column its entity names (docs/architecture.md#adding-a-field-to-a-form)', async () => {
    const sent = { ...contactMessage, service: 'Fundability Package' };
    const { id } = await readJson<{ id: string }>(await new TestBrowser(baseUrl).post('/api/contacts', sent));
    const [row] = await sql<Record<string, unknown>>('select * from lead where id = $1', [id]);
    // The honeypot (`website`) is the one field never stored.
    const stored = Object.keys(contactInput.shape).filter((field) => field !== 'website');
    for (const field of stored) expect(row![field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)], field).toBe(sent[field as keyof typeof sent]);
  });

  it('records the message and queues the two mails it promises', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/contacts', contactMessage);
    expect(res.status).toBe(201);
    const { id } = await readJson<{ id: string }>(res);
    const [lead] = await sql('select kind, first_name, email, phone, business_type, message from lead where id = $1', [id]);
    expect(lead).toEqual({
      kind: 'contact',
      first_name: 'Ada',
      email: 'ada@example.com',
      phone: '(212) 555-0199',
      business_type: 'llc',
      message: contactMessage.message,
    });
    const mails = await sql<{ to: string; subject: string }>(`select "to", subject from outbox_mail order by subject`);
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: 'ada@example.com', subject: 'We received your message' },
        { to: 'advisors@elitebusinessadvisory.com', subject: 'New contact: Ada Lovelace' },
      ]),
    );
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName', 'Please fill in all required fields.'],
    ['a missing message', { message: '   ' }, 'message', 'Please fill in all required fields.'],
    ['a bad e-mail', { email: 'ada@example' }, 'email', 'Please enter a valid email address.'],
    ['letters in the phone', { phone: '212-555-CALL' }, 'phone', 'Please enter a valid phone number.'],
    ['a short phone', { phone: '555-0199' }, 'phone', 'Please enter a valid phone number.'],
    ['an unknown business type', { businessType: 'casino' }, 'businessType', 'Please fill in all required fields.'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, message) => {
    const before = [await count('lead'), await count('outbox_mail')];
    const res = await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, ...change });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors?.[field]).toContain(message);
    expect([await count('lead'), await count('outbox_mail')]).toEqual(before);
  });

  it('lists each field error once: an empty field only as missing, a bad phone once (docs/rest-api.md#field-errors-once)', async () => {
    const before = await count('lead');
    const empty = await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, email: '', phone: '' });
    expect(empty.status).toBe(400);
    expect((await readJson<ApiErrorBody>(empty)).fieldErrors).toEqual({
      email: ['Please fill in all required fields.'],
      phone: ['Please fill in all required fields.'],
    });
    const bad = await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, email: 'ada', phone: '12' });
    expect((await readJson<ApiErrorBody>(bad)).fieldErrors).toEqual({
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number.'],
    });
    expect(await count('lead')).toBe(before);
  });

  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    const before = await count('lead');
    const res = await new TestBrowser(baseUrl).post('/api/contacts', { ...contactMessage, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toMatch(/leave the "website" field empty/);
    expect(await count('lead')).toBe(before);
  });

  it('the tRPC twin leads.create runs the same rules', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    await expect(trpc.leads.create.mutate({ ...contactMessage, businessType: 'healthcare' })).resolves.toHaveProperty('id', expect.any(String));
    await expect(trpc.leads.create.mutate({ ...contactMessage, email: 'nope' } as never)).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});

describe('security finding 7: acknowledgements of contacts and proposals (docs/input-limits.md#acknowledgements)', () => {
  const hostile = { firstName: PHISHING, lastName: 'Bank Security', email: 'victim.lead@example.com', phone: '(212) 555-0100' };

  it('the contact acknowledgement (and so a name reservation) quotes nothing the visitor typed; the team notice quotes it all', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/contacts', {
      ...contactMessage,
      ...hostile,
      message: 'Your account is locked: log in at evil.example',
      service: 'Wire $5,000 today',
    });
    expect(res.status).toBe(201);
    const [ack, ...more] = await mailsTo(databaseUrl, hostile.email);
    expect(more).toEqual([]);
    expect(ack!.subject).toBe('We received your message');
    expectNothingTyped([ack!], [PHISHING, 'Bank Security', 'evil.example', 'Wire', hostile.email, hostile.phone]);
    const [notice] = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where text like '%evil.example%'`);
    expect(notice!.subject).toContain(PHISHING);
    expect(notice!.text).toContain('Wire $5,000 today');
  });

  it('the proposal acknowledgement lists the catalogue services and prices only', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/proposals', {
      ...hostile,
      email: 'victim.proposal@example.com',
      company: 'Call us now at 555-0100',
      message: 'Your SSN needs re-verification',
      items: [{ serviceId: 'holding-company-formation', quantity: 1 }],
    });
    expect(res.status).toBe(201);
    const mails = await mailsTo(databaseUrl, 'victim.proposal@example.com');
    expectNothingTyped(mails, [PHISHING, 'Bank Security', 'Call us now', 'SSN', 'victim.proposal']);
    expect(mails[0]!.text).toContain('Holding Company Formation');
  });

  it('one sender spread over many spellings of one mailbox gets it three acknowledgements a day; the rest are stored and the team is told', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const browser = new TestBrowser(limited);
    const spellings = ['flood@example.com', 'Flood+1@example.com', 'FLOOD+2@Example.com', 'flood+3@example.com'];
    for (const email of spellings) expect((await browser.post('/api/contacts', { ...contactMessage, email })).status).toBe(201);
    const acknowledgements = await rawQuery<{ to: string }>(db, `select "to" from outbox_mail where subject = 'We received your message' order by created_at`);
    expect(acknowledgements.map((m) => m.to)).toEqual(spellings.slice(0, 3));
    expect(Number((await rawQuery<{ n: string }>(db, 'select count(*) as n from lead'))[0]!.n)).toBe(4);
    const notices = await rawQuery<{ text: string }>(db, `select text from outbox_mail where subject like 'New contact:%' order by created_at`);
    expect(notices).toHaveLength(4);
    expect(notices.map((n) => n.text.includes('No acknowledgement was sent to flood+3@example.com'))).toEqual([false, false, false, true]);
  });
});

describe('contact rate limit', () => {
  it('answers 429 with a clear message after five messages an hour from one address, storing nothing more', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 5; i += 1) expect((await browser.post('/api/contacts', contactMessage)).status).toBe(201);
    const sixth = await browser.post('/api/contacts', contactMessage);
    expect(sixth.status).toBe(429);
    expect((await readJson<ApiErrorBody>(sixth)).error).toMatch(/Please wait \d+ minutes, or call us at \(212\) 555-0147/);
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    expect(Number((await client.query<{ n: string }>('select count(*) as n from lead')).rows[0]!.n)).toBe(5);
    await client.end();
  });
});

describe("the admin's Contact Submissions", () => {
  it('lists leads newest first, a page at a time, with the counts of the summary cards', async () => {
    const browser = new TestBrowser(baseUrl);
    for (const firstName of ['First', 'Second', 'Third']) await browser.post('/api/contacts', { ...contactMessage, firstName });
    await sql(`update lead set created_at = now() - interval '3 days' where first_name = 'First'`);
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const total = await count('lead');
    const page1 = await readJson<Page<ContactRow>>(await browser.fetch('/api/contacts?page=1&pageSize=2'));
    expect(page1.total).toBe(total);
    expect(page1.items.map((i) => i.firstName)).toEqual(['Third', 'Second']);
    expect(page1.items[0]).toMatchObject({ kind: 'contact', lastName: 'Lovelace', businessType: 'llc' });
    expect(page1.items[0]?.createdAt).toMatch(/Z$/);
    const last = await readJson<Page<ContactRow>>(await browser.fetch(`/api/contacts?page=${Math.ceil(total / 2)}&pageSize=2`));
    expect(last.items.at(-1)?.firstName).toBe('First');
    const summary = await readJson<AdminSummary>(await browser.fetch('/api/admin/summary'));
    expect(summary).toMatchObject({ totalContacts: total, todaysContacts: total - 1 });
  });
});

describe('POST /api/proposals', () => {
  it('records the request with the cart priced from the catalogue, discount included, and queues both mails', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/proposals', proposalRequest);
    expect(res.status).toBe(201);
    const { id, totalCents } = await readJson<{ id: string; totalCents: number }>(res);
    // $75,000 + $45,000 = $120,000, above $50,000: 10% off.
    expect(totalCents).toBe(10_800_000);
    const [lead] = await sql<{ kind: string; company: string; total_cents: string; items: unknown }>(
      'select kind, company, total_cents, items from lead where id = $1',
      [id],
    );
    expect(lead).toMatchObject({ kind: 'proposal', company: 'Hopper Holdings', total_cents: '10800000' });
    expect(lead!.items).toEqual([
      { id: 'holding-company-formation', title: 'Holding Company Formation', quantity: 1, priceCents: 7_500_000 },
      { id: 'digital-experience-platform', title: 'Digital Experience Platform', quantity: 1, priceCents: 4_500_000 },
    ]);
    const mails = await sql<{ subject: string; text: string }>(`select subject, text from outbox_mail where "to" = 'grace@example.com'`);
    expect(mails[0]!.text).toContain('Enterprise Discount (10%): -$12,000');
    expect(mails[0]!.text).toContain('Total investment: $108,000');
  });

  it('refuses an unknown service id with 400 and stores nothing', async () => {
    const before = await count('lead');
    const res = await new TestBrowser(baseUrl).post('/api/proposals', { ...proposalRequest, items: [{ serviceId: 'free-money', quantity: 1 }] });
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).error).toContain('free-money');
    expect(await count('lead')).toBe(before);
  });

  it.each([
    ['an empty cart', { items: [] }, 'items'],
    ['a fractional quantity', { items: [{ serviceId: 'llc-formation-excellence', quantity: 1.5 }] }, 'items'],
    ['a missing company', { company: '' }, 'company'],
    ['a bad e-mail', { email: 'grace' }, 'email'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const before = await count('lead');
    const res = await new TestBrowser(baseUrl).post('/api/proposals', { ...proposalRequest, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson<ApiErrorBody>(res)).fieldErrors ?? {})).toContain(field);
    expect(await count('lead')).toBe(before);
  });

  it('the confirmation mail carries the reference the page shows, and that reference finds the request in the admin search (docs/catalogue-and-cart.md#executive-proposal-request)', async () => {
    const browser = new TestBrowser(baseUrl);
    const { id } = await readJson<{ id: string }>(await browser.post('/api/proposals', { ...proposalRequest, email: 'reference.proposal@example.com' }));
    const reference = id.slice(0, 8).toUpperCase();
    const [ack] = await sql<{ text: string }>(`select text from outbox_mail where "to" = 'reference.proposal@example.com'`);
    expect(ack!.text).toContain(`Reference: ${reference}`);
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    for (const q of [reference, reference.toLowerCase()]) {
      const found = await readJson<Page<ContactRow>>(await browser.fetch(`/api/contacts?q=${q}`));
      expect(
        found.items.map((r) => r.id),
        q,
      ).toEqual([id]);
    }
  });

  it('shows in the admin list marked as a proposal with its items', async () => {
    const browser = new TestBrowser(baseUrl);
    await browser.post('/api/proposals', { ...proposalRequest, firstName: 'Newest' });
    await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const page = await readJson<Page<ContactRow>>(await browser.fetch('/api/contacts?pageSize=1'));
    expect(page.items[0]).toMatchObject({
      kind: 'proposal',
      firstName: 'Newest',
      company: 'Hopper Holdings',
      totalCents: 10_800_000,
      items: [
        { id: 'holding-company-formation', title: 'Holding Company Formation', quantity: 1, priceCents: 7_500_000 },
        { id: 'digital-experience-platform', title: 'Digital Experience Platform', quantity: 1, priceCents: 4_500_000 },
      ],
    });
  });
});

describe('leads.certificationReport (docs/tools.md#the-report-asks-who-you-are)', () => {
  const report = {
    name: 'Vera Veteran Jones',
    email: 'vera@example.com',
    answers: { ownership: '100', veteran: 'service-disabled', businessSize: 'under-1m' },
  };

  it('records a certification lead with the result the server computes, tells the team, mails nothing to the typed address, and staff find it by type', async () => {
    const visitor = new TestBrowser(baseUrl);
    const { id } = await visitor.trpc().leads.certificationReport.mutate(report);
    const [lead] = await sql<{ kind: string; first_name: string; last_name: string; email: string; message: string }>(
      'select kind, first_name, last_name, email, message from lead where id = $1',
      [id],
    );
    expect(lead).toMatchObject({ kind: 'certification', first_name: 'Vera', last_name: 'Veteran Jones', email: 'vera@example.com' });
    expect(lead!.message).toMatch(/^May qualify for: .*Service-Disabled Veteran/);
    expect(lead!.message).toContain('Not eligible yet for');
    expect(await mailsTo(databaseUrl, 'vera@example.com')).toEqual([]);
    const [notice] = await sql<{ subject: string; reply_to: string }>(`select subject, reply_to from outbox_mail where subject like 'Certification report:%'`);
    expect(notice).toMatchObject({
      subject: expect.stringMatching(/^Certification report: Vera Veteran Jones \(may qualify for \d+\)$/) as string,
      reply_to: 'vera@example.com',
    });

    const admin = new TestBrowser(baseUrl);
    await admin.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const listed = await readJson<Page<ContactRow>>(await admin.fetch('/api/contacts?type=certification'));
    expect(listed.items.map((r) => [r.id, r.kind])).toEqual([[id, 'certification']]);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Please enter your full name.'],
    ['a bad e-mail', { email: 'vera@' }, 'email', 'Please enter a valid email address.'],
    ['an unknown question', { answers: { favouriteColour: 'blue' } }, 'answers', 'favouriteColour is not a question of the quiz'],
    ['an option the question does not have', { answers: { ownership: '12' } }, 'answers', 'ownership has no option 12'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, message) => {
    const before = [await count('lead'), await count('outbox_mail')];
    await expect(new TestBrowser(baseUrl).trpc().leads.certificationReport.mutate({ ...report, ...change })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { [field]: [message] } } },
    });
    expect([await count('lead'), await count('outbox_mail')]).toEqual(before);
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const before = await count('lead');
    await expect(new TestBrowser(baseUrl).trpc().leads.certificationReport.mutate({ ...report, website: 'spam.example' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await count('lead')).toBe(before);
  });
});
