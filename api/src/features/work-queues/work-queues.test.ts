import type { Page } from '@elite/contracts/schemas/pagination';
import {
  workKinds,
  workLists,
  workStatuses,
  type AdminDashboard,
  type HistoryEntry,
  type ListLink,
  type RecordDetail,
  type StatusChanged,
  type WorkKind,
} from '@elite/contracts/schemas/work-queues';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import type { Config } from '../../config.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { CREATED, PEOPLE, seedQueues, type Person, type Seeded } from '../../../test/fixtures/work-queue-records.ts';

/**
 * The work queues on the real server (docs/admin.md#work-queues): every record kind's list, detail, workflow,
 * notes, assignment, SSN reveal, CSV export and dashboard, through the REST doors and tRPC.
 */

type Row = { id: string; status?: string; assignedTo?: { id: string; name: string } | null };
type ErrorBody = { error: string; fieldErrors?: Record<string, string[]> };

let baseUrl: string;
let databaseUrl: string;
let config: Config;
let admin: TestBrowser;
let adminId: string;
let agent: TestBrowser;
let client: TestBrowser;
let seeded: Seeded;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
/** Rows a test expects at least one of. */
const rows = async <T>(text: string, params: unknown[] = []): Promise<[T, ...T[]]> => {
  const found = await sql<T>(text, params);
  expect(found.length, text).toBeGreaterThan(0);
  return found as [T, ...T[]];
};
const count = async (from: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${from}`, params))[0]!.n);
const idOf = (kind: WorkKind, person: Person) => seeded.ids[kind]![person];
const listPath = (kind: WorkKind) => `/api/${kind === 'chat' ? 'admin/' : ''}${workLists[kind].slug}`;

async function list(kind: WorkKind, query = '', browser = admin): Promise<Page<Row>> {
  const res = await browser.fetch(`${listPath(kind)}${query ? `?${query}` : ''}`);
  expect(res.status, `${kind} ${query}: ${res.status}`).toBe(200);
  return readJson<Page<Row>>(res);
}
const idsOf = (page: Page<Row>) => page.items.map((r) => r.id);
const people = (kind: WorkKind, ...persons: Person[]) => persons.map((p) => idOf(kind, p));
/**
 * `persons` (given newest first) in the list's default order: newest first, except appointments, which start with
 * the next one (the seeded ones are all ahead: A soonest, C latest; docs/admin.md#appointments).
 */
const inDefaultOrder = (kind: WorkKind, ...persons: Person[]) => people(kind, ...(kind === 'appointment' ? [...persons].reverse() : persons));

const detail = async (kind: WorkKind, id: string) => readJson<RecordDetail>(await admin.fetch(`/api/admin/records/${kind}/${id}`));
const move = (kind: WorkKind, id: string, to: string, browser = admin, reason?: string) =>
  browser.post(`/api/admin/records/${kind}/${id}/status`, { to, ...(reason ? { reason } : {}) });

beforeAll(async () => {
  const db = await createTestDatabase();
  ({ baseUrl, databaseUrl, config } = await startTestServer({ RATE_LIMIT_SCALE: '100', SSN_ENCRYPTION_KEY: 'ab'.repeat(32) }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  adminId = (await signInAsAdmin(admin)).id;
  await upsertStaffAccount(db.orm.em.fork(), { username: 'helper', password: 'helper-password-1', role: 'agent', name: 'Helper Agent' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'helper', password: 'helper-password-1' })).status).toBe(200);
  client = new TestBrowser(baseUrl);
  await signUpClient(client, databaseUrl, { email: PEOPLE.A.email, password: 'client-password-1', fullName: PEOPLE.A.name, companyName: PEOPLE.A.business });
  seeded = await seedQueues(databaseUrl, config);
});

/** Per kind: the sort column of the person's name, and whether phones and business names are searched. */
const kinds: { kind: WorkKind; nameSort: string; phone: boolean; business: boolean; reference: boolean }[] = [
  { kind: 'lead', nameSort: 'name', phone: true, business: true, reference: false },
  { kind: 'quiz-result', nameSort: 'name', phone: true, business: false, reference: false },
  { kind: 'business-formation', nameSort: 'responsiblePartyName', phone: false, business: true, reference: true },
  { kind: 'entity-formation', nameSort: 'contactName', phone: true, business: true, reference: true },
  { kind: 'business-intake', nameSort: 'responsiblePartyName', phone: true, business: true, reference: true },
  { kind: 'order', nameSort: 'name', phone: true, business: true, reference: true },
  { kind: 'subscription', nameSort: 'name', phone: false, business: false, reference: true },
  { kind: 'appointment', nameSort: 'name', phone: true, business: false, reference: false },
  { kind: 'chat', nameSort: 'name', phone: false, business: false, reference: false },
];

describe('docs/admin.md#work-queues: every list searches, filters, sorts and pages on the server', () => {
  describe.each(kinds)('$kind', ({ kind, nameSort, phone, business, reference }) => {
    it('answers in the default order (newest first; appointments the next first) with the total, a page at a time', async () => {
      expect(idsOf(await list(kind))).toEqual(inDefaultOrder(kind, 'C', 'B', 'A'));
      const second = await list(kind, 'pageSize=2&page=2');
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(idsOf(second)).toEqual(inDefaultOrder(kind, 'C', 'B', 'A').slice(2));
    });

    it('searches names whatever the case and the accents', async () => {
      for (const q of ['zoe angstrom', 'ZOË', 'Ångström', 'zoe.angstrom@EXAMPLE']) {
        expect(idsOf(await list(kind, `q=${encodeURIComponent(q)}`)), q).toEqual(people(kind, 'A'));
      }
      expect((await list(kind, 'q=nobody-by-that-name')).total).toBe(0);
      // LIKE's wildcards match themselves.
      expect((await list(kind, 'q=%25')).total).toBe(0);
    });

    if (phone)
      it('searches phones whatever their punctuation', async () => {
        for (const q of ['(212) 555-0142', '212.555.0142', '5550142']) {
          expect(idsOf(await list(kind, `q=${encodeURIComponent(q)}`)), q).toEqual(people(kind, 'A'));
        }
      });

    if (business)
      it('searches business names', async () => {
        expect(idsOf(await list(kind, `q=${encodeURIComponent('cafe olmuhle')}`))).toEqual(people(kind, 'A'));
      });

    if (reference)
      it('finds the records of an order by its reference (EBA-…)', async () => {
        expect(idsOf(await list(kind, `q=EBA-${seeded.orderNumbers.A}`))).toEqual(people(kind, 'A'));
        expect(idsOf(await list(kind, `q=eba-${seeded.orderNumbers.A}`))).toEqual(people(kind, 'A'));
      });

    it('finds a record by its id', async () => {
      expect(idsOf(await list(kind, `q=${idOf(kind, 'B')}`))).toEqual(people(kind, 'B'));
    });

    it('finds a record by its short reference, the first 8 characters of its id (docs/admin.md#the-lists-query)', async () => {
      const reference = idOf(kind, 'B').slice(0, 8);
      expect(idsOf(await list(kind, `q=${reference.toUpperCase()}`))).toEqual(people(kind, 'B'));
    });

    it('filters by status, one or several', async () => {
      const [a, b, c] = await Promise.all((['A', 'B', 'C'] as const).map(async (p) => (await detail(kind, idOf(kind, p))).status as string));
      const status: Record<Person, string> = { A: a!, B: b!, C: c! };
      expect(status.A).not.toBe(status.B);
      const having = (s: string) => inDefaultOrder(kind, ...(['C', 'B', 'A'] as const).filter((p) => status[p] === s));
      expect(idsOf(await list(kind, `status=${status.A}`))).toEqual(having(status.A));
      expect(idsOf(await list(kind, `status=${status.B}`))).toEqual(having(status.B));
      const all = [...new Set(Object.values(status))];
      expect((await list(kind, `status=${all.join(',')}`)).total).toBe(3);
      expect((await list(kind, all.map((s) => `status=${s}`).join('&'))).total).toBe(3);
      const other = (workStatuses[kind] as readonly string[]).find((s) => !all.includes(s));
      if (other) expect((await list(kind, `status=${other}`)).total).toBe(0);
    });

    it('filters by a range of days (inclusive) of the chosen date', async () => {
      expect(idsOf(await list(kind, `dateField=createdAt&from=${CREATED.A}&to=${CREATED.B}`))).toEqual(inDefaultOrder(kind, 'B', 'A'));
      expect(idsOf(await list(kind, `dateField=createdAt&from=${CREATED.C}`))).toEqual(people(kind, 'C'));
      expect(idsOf(await list(kind, `dateField=createdAt&to=2026-03-01`))).toEqual([]);
    });

    it('sorts by a column, both ways', async () => {
      // Ben Adams, Carla Diaz, Zoë Ångström.
      expect(idsOf(await list(kind, `sort=${nameSort}`))).toEqual(people(kind, 'B', 'C', 'A'));
      expect(idsOf(await list(kind, `sort=${nameSort}&dir=desc`))).toEqual(people(kind, 'A', 'C', 'B'));
    });

    it('refuses a bad query with 400 naming the field', async () => {
      for (const [query, field] of [
        ['status=bogus', 'status'],
        ['sort=bogus', 'sort'],
        ['from=2026-02-30', 'from'],
        ['from=2026-03-10&to=2026-03-01', 'to'],
        ['pageSize=500', 'pageSize'],
        ['assignedTo=someone', 'assignedTo'],
      ]) {
        const res = await admin.fetch(`${listPath(kind)}?${query}`);
        expect(res.status, query).toBe(400);
        expect(Object.keys((await readJson<ErrorBody>(res)).fieldErrors ?? {}), query).toContain(field);
      }
    });
  });

  it('serves the same lists over tRPC (admin.<list>), the query as an object', async () => {
    const trpc = admin.trpc();
    const page = await trpc.admin.orders.query({ q: 'zoë', status: ['paid'], sort: 'total', dir: 'asc', page: 1, pageSize: 10 });
    expect(page.items.map((r) => r.id)).toEqual([idOf('order', 'A')]);
    expect(page.items[0]!.reference).toBe(`EBA-${seeded.orderNumbers.A}`);
    expect((await trpc.admin.chatConversations.query({ status: ['waiting'] })).total).toBe(2);
    expect((await trpc.admin.contacts.query({ type: 'proposal' })).total).toBe(0);
  });

  it('lists an appointment by its start by default (dateField=startsAt)', async () => {
    const [{ day }] = await rows<{ day: string }>(
      `select to_char(starts_at at time zone 'America/New_York', 'YYYY-MM-DD') as day from appointment where id = $1`,
      [idOf('appointment', 'B')],
    );
    expect(idsOf(await list('appointment', `from=${day}&to=${day}`))).toEqual(people('appointment', 'B'));
  });
});

describe('docs/admin.md#roles: only admins use the work queues (support agents read the chat list: docs/admin.md#assigned-work)', () => {
  const doors = () => [
    ['GET', listPath('lead')],
    ['GET', `/api/admin/records/lead/${idOf('lead', 'A')}`],
    ['POST', `/api/admin/records/lead/${idOf('lead', 'A')}/status`],
    ['POST', `/api/admin/records/lead/${idOf('lead', 'A')}/notes`],
    ['PUT', `/api/admin/records/lead/${idOf('lead', 'A')}/assignee`],
    ['POST', `/api/admin/business-formations/${idOf('business-formation', 'A')}/ssn`],
    ['GET', '/api/admin/export/contacts.csv'],
    ['GET', '/api/admin/summary'],
  ];
  const bodies: Record<string, unknown> = { POST: { to: 'contacted', text: 'x' }, PUT: { userId: null } };

  it.each([
    ['anonymous', 401, () => new TestBrowser(baseUrl)],
    ['a portal client', 403, () => client],
    ['a support agent', 403, () => agent],
  ] as const)('refuses %s with %i, changing nothing', async (who, status, browser) => {
    const audit = await count('audit_entry');
    const chatList = who === 'a support agent' ? [] : [['GET', listPath('chat')]];
    for (const [method, path] of [...doors(), ...chatList]) {
      const res = await browser().fetch(path!, { method, ...(method === 'GET' ? {} : { json: bodies[method!] }) });
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect(await count('audit_entry')).toBe(audit);
    expect((await detail('lead', idOf('lead', 'A'))).status).toBe('new');
  });

  it('refuses the tRPC procedures to a support agent (FORBIDDEN)', async () => {
    await expect(agent.trpc().admin.contacts.query({})).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(agent.trpc().admin.revealSsn.mutate({ id: idOf('business-formation', 'A') })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
  });
});

describe('docs/admin.md#the-record: one record with every field, its history and related records', () => {
  it.each(workKinds)('opens a %s', async (kind) => {
    const d = await detail(kind, idOf(kind, 'A'));
    expect(d).toMatchObject({ kind, id: idOf(kind, 'A'), assignedTo: null });
    expect(Array.isArray(d.history)).toBe(true);
    // The client's other records, of every kind, by e-mail; never the record itself.
    expect(d.related.some((r) => r.kind === kind && r.id === idOf(kind, 'A'))).toBe(false);
    expect(d.related.map((r) => r.kind)).toEqual(expect.arrayContaining(workKinds.filter((k) => k !== kind)));
  });

  it('masks the SSN of a business formation and an order', async () => {
    const res = await admin.fetch(`/api/admin/records/business-formation/${idOf('business-formation', 'A')}`);
    const text = await res.text();
    expect(text).not.toContain('123-45-6789');
    expect((JSON.parse(text) as RecordDetail & { kind: 'business-formation' }).record.ssn).toBe('***-**-6789');
  });

  it('answers 404 for an unknown record and 400 for a bad kind or id', async () => {
    expect((await admin.fetch(`/api/admin/records/lead/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.fetch(`/api/admin/records/invoice/${crypto.randomUUID()}`)).status).toBe(400);
    expect((await admin.fetch(`/api/admin/records/lead/not-an-id`)).status).toBe(400);
  });
});

describe('docs/admin.md#status-workflows: moves enforced on the server, audited, the client told', () => {
  const mailsTo = (email: string) =>
    sql<{ subject: string; text: string; reply_to: string | null; attachments: { filename: string; contentType: string; content: string }[] }>(
      `select subject, text, reply_to, attachments from outbox_mail where "to" = $1 order by created_at desc, id`,
      [email],
    );

  /** A legal move: 200, the audit entry in the history, and the mails it queued (none when it does not matter). */
  async function legal(kind: WorkKind, person: Person, from: string, to: string, reason?: string) {
    const mails = await count('outbox_mail');
    const res = await move(kind, idOf(kind, person), to, admin, reason);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await readJson<StatusChanged>(res)).toMatchObject({ kind, id: idOf(kind, person), from, to });
    const d = await detail(kind, idOf(kind, person));
    expect(d.status).toBe(to);
    expect(d.history[0]).toMatchObject({ action: 'status_changed', actor: { id: adminId, name: TEST_ADMIN.name }, from, to, reason: reason ?? null });
    return (await count('outbox_mail')) - mails;
  }

  /** An illegal move: refused with the allowed moves named, nothing changed, no audit entry, no mail. */
  async function illegal(kind: WorkKind, person: Person, to: string, message: RegExp | string) {
    const before = await detail(kind, idOf(kind, person));
    const [audit, mails] = [await count('audit_entry'), await count('outbox_mail')];
    const res = await move(kind, idOf(kind, person), to);
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).error).toMatch(message);
    expect((await detail(kind, idOf(kind, person))).status).toBe(before.status);
    expect([await count('audit_entry'), await count('outbox_mail')]).toEqual([audit, mails]);
  }

  it('lead: new → contacted → qualified → won; no skipping, no way back', async () => {
    await illegal('lead', 'A', 'won', 'A lead that is new cannot become won (allowed: contacted, lost).');
    expect(await legal('lead', 'A', 'new', 'contacted')).toBe(0);
    expect(await legal('lead', 'A', 'contacted', 'qualified')).toBe(0);
    expect(await legal('lead', 'A', 'qualified', 'won', 'Signed the engagement letter')).toBe(0);
    await illegal('lead', 'A', 'new', 'A lead that is won cannot become new.');
  });

  it('quiz result: followed up like a lead, lost with a reason kept in the history', async () => {
    expect(await legal('quiz-result', 'C', 'new', 'lost', 'Not reachable')).toBe(0);
    await illegal('quiz-result', 'C', 'contacted', /cannot become contacted/);
  });

  it('business formation: filed and completed mail the client, Reply-To the team', async () => {
    expect(await legal('business-formation', 'A', 'received', 'in_progress')).toBe(0);
    expect(await legal('business-formation', 'A', 'in_progress', 'filed')).toBe(1);
    expect(await legal('business-formation', 'A', 'filed', 'completed', 'Approved by the state')).toBe(1);
    const [completed, filed] = await mailsTo(PEOPLE.A.email);
    expect(filed).toMatchObject({ subject: 'Your LLC formation was filed', reply_to: config.TEAM_EMAIL });
    expect(completed).toMatchObject({ subject: 'Your LLC formation was completed', reply_to: config.TEAM_EMAIL });
    // The address was typed at checkout: the mail names the formation by its kind and state, never by the typed business name.
    expect(filed!.text).toContain('We filed your LLC formation');
    expect(filed!.text).not.toContain(PEOPLE.A.business);
    await illegal('business-formation', 'A', 'cancelled', 'A business formation that is completed cannot become cancelled.');
  });

  it('entity formation: received → cancelled mails the client (docs/admin.md#what-the-client-hears); cancelled is final', async () => {
    expect(await legal('entity-formation', 'C', 'received', 'cancelled', 'Duplicate order')).toBe(1);
    const [cancelled] = await mailsTo(PEOPLE.C.email);
    expect(cancelled).toMatchObject({ subject: 'Your LLC formation was cancelled', reply_to: config.TEAM_EMAIL });
    // In our words: the reason staff gave and the typed business name stay out of it.
    expect(cancelled!.text).not.toContain('Duplicate order');
    expect(cancelled!.text).not.toContain(PEOPLE.C.business);
    await illegal('entity-formation', 'C', 'in_progress', 'An entity formation that is cancelled cannot become in progress.');
    await illegal('entity-formation', 'A', 'filed', 'An entity formation that is received cannot become filed (allowed: in progress, cancelled).');
    expect(await legal('entity-formation', 'A', 'received', 'in_progress')).toBe(0);
    expect(await legal('entity-formation', 'A', 'in_progress', 'filed')).toBe(1);
    expect((await mailsTo(PEOPLE.A.email))[0]).toMatchObject({ subject: 'Your LLC formation was filed', reply_to: config.TEAM_EMAIL });
  });

  it('business intake: new → reviewed, once', async () => {
    expect(await legal('business-intake', 'A', 'new', 'reviewed', 'Complete')).toBe(0);
    await illegal('business-intake', 'A', 'new', 'A business intake that is reviewed cannot become new.');
  });

  it('order: paid → fulfilled → refunded (simulated payments), the refund mailed with the formation it cancels; payments own pending, paid and failed', async () => {
    await illegal(
      'order',
      'C',
      'paid',
      /^An order that is pending cannot become paid\. Only payments make an order pending, payment failed, paid, failed or replaced\.$/,
    );
    expect(await legal('order', 'A', 'paid', 'fulfilled')).toBe(0);
    expect(await legal('order', 'A', 'fulfilled', 'refunded', 'Client changed their mind')).toBe(1);
    // The entity formation A's order paid for was still open (filed): it is cancelled with the refund, in one mail.
    expect((await mailsTo(PEOPLE.A.email))[0]).toMatchObject({
      subject: `Your order EBA-${seeded.orderNumbers.A} was refunded and your LLC formation cancelled`,
      reply_to: config.TEAM_EMAIL,
    });
    expect((await detail('entity-formation', idOf('entity-formation', 'A'))).status).toBe('cancelled');
    const [{ refunded_at }] = await rows<{ refunded_at: Date | null }>(`select refunded_at from customer_order where id = $1`, [idOf('order', 'A')]);
    expect(refunded_at).not.toBeNull();
  });

  it('order: a Stripe payment is refunded in Stripe, not here', async () => {
    await sql(`update customer_order set provider = 'stripe' where id = $1`, [idOf('order', 'B')]);
    await illegal('order', 'B', 'refunded', /cannot become refunded\. Refund the payment in Stripe/);
  });

  it('subscription: a simulated one is cancelled here; a Stripe one in Stripe', async () => {
    expect(await legal('subscription', 'C', 'active', 'cancelled', 'Client asked')).toBe(1);
    expect((await mailsTo(PEOPLE.C.email))[0]).toMatchObject({
      subject: expect.stringMatching(/^Your Professional [Pp]lan subscription was cancelled$/) as string,
      reply_to: config.TEAM_EMAIL,
    });
    await illegal('subscription', 'B', 'cancelled', /Cancel the subscription in Stripe/);
  });

  it('appointment: confirmed and cancelled mail the client an updated invitation (same UID, higher SEQUENCE, METHOD:CANCEL)', async () => {
    const id = idOf('appointment', 'A');
    expect(await legal('appointment', 'A', 'scheduled', 'confirmed')).toBe(1);
    const [confirmed] = await mailsTo(PEOPLE.A.email);
    expect(confirmed!.subject).toMatch(/^Confirmed: Executive Consultation on \w+day, /);
    expect(confirmed!.reply_to).toBe(config.TEAM_EMAIL);
    expect(confirmed!.attachments[0]).toMatchObject({ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(confirmed!.attachments[0]!.content).toContain(`UID:${id}@`);
    expect(confirmed!.attachments[0]!.content).toContain('SEQUENCE:1');

    expect(await legal('appointment', 'A', 'confirmed', 'cancelled', 'Advisor unavailable')).toBe(1);
    const [cancelled] = await mailsTo(PEOPLE.A.email);
    expect(cancelled!.subject).toMatch(/^Cancelled: Executive Consultation on /);
    expect(cancelled!.reply_to).toBe(config.TEAM_EMAIL);
    expect(cancelled!.attachments[0]).toMatchObject({ filename: 'cancellation.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' });
    for (const line of ['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', `UID:${id}@`]) expect(cancelled!.attachments[0]!.content).toContain(line);

    await illegal('appointment', 'A', 'confirmed', 'An appointment that is cancelled cannot become confirmed.');
    await illegal('appointment', 'C', 'completed', 'An appointment that is scheduled cannot become completed (allowed: confirmed, cancelled).');
  });

  it('the appointments tab’s PATCH /api/appointments/:id/status is the same workflow (audited, mailed)', async () => {
    const res = await admin.fetch(`/api/appointments/${idOf('appointment', 'C')}/status`, { method: 'PATCH', json: { status: 'confirmed' } });
    expect(res.status).toBe(200);
    expect((await detail('appointment', idOf('appointment', 'C'))).history[0]).toMatchObject({ action: 'status_changed', from: 'scheduled', to: 'confirmed' });
    expect((await mailsTo(PEOPLE.C.email))[0]!.subject).toMatch(/^Confirmed: /);
  });

  it('chat conversations have no workflow; a status outside the kind is bad input', async () => {
    expect((await move('chat', idOf('chat', 'A'), 'answered')).status).toBe(400);
    const res = await move('lead', idOf('lead', 'B'), 'filed');
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).fieldErrors?.to?.[0]).toBe('to must be one of new, contacted, qualified, won, lost');
  });

  it('over tRPC, admin.changeStatus refuses an illegal move with BAD_REQUEST and the same sentence', async () => {
    await expect(admin.trpc().admin.changeStatus.mutate({ kind: 'business-intake', id: idOf('business-intake', 'B'), to: 'new' })).rejects.toMatchObject({
      message: 'A business intake that is reviewed cannot become new.',
      data: { code: 'BAD_REQUEST' },
    });
  });
});

describe('docs/admin.md#notes-and-assignment', () => {
  it('adds an internal note to any record, shown in its history', async () => {
    for (const kind of workKinds) {
      const res = await admin.post(`/api/admin/records/${kind}/${idOf(kind, 'B')}/notes`, { text: `  Called ${kind}, will call back.  ` });
      expect(res.status, kind).toBe(201);
      expect(await readJson<HistoryEntry>(res)).toMatchObject({ action: 'note_added', note: `Called ${kind}, will call back.`, actor: { id: adminId } });
      expect((await detail(kind, idOf(kind, 'B'))).history[0]).toMatchObject({ action: 'note_added', note: `Called ${kind}, will call back.` });
    }
  });

  it('refuses an empty note with 400, storing nothing', async () => {
    const audit = await count('audit_entry');
    const res = await admin.post(`/api/admin/records/lead/${idOf('lead', 'B')}/notes`, { text: '   ' });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).fieldErrors?.text).toEqual(['Please write a note.']);
    await expect(admin.trpc().admin.addNote.mutate({ kind: 'lead', id: idOf('lead', 'B'), text: '' })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    expect(await count('audit_entry')).toBe(audit);
    expect((await admin.post(`/api/admin/records/lead/${crypto.randomUUID()}/notes`, { text: 'Lost note' })).status).toBe(404);
  });

  it('assigns to a staff member, audited, and lists "assigned to me"', async () => {
    const res = await admin.fetch(`/api/admin/records/order/${idOf('order', 'C')}/assignee`, { method: 'PUT', json: { userId: adminId } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ assignedTo: { id: adminId, name: TEST_ADMIN.name } });
    const d = await detail('order', idOf('order', 'C'));
    expect(d.assignedTo).toEqual({ id: adminId, name: TEST_ADMIN.name });
    expect(d.history[0]).toMatchObject({ action: 'assigned', from: null, to: adminId, toName: TEST_ADMIN.name });
    const mine = await list('order', 'assignedTo=me');
    expect(idsOf(mine)).toEqual(people('order', 'C'));
    expect(mine.items[0]!.assignedTo).toEqual({ id: adminId, name: TEST_ADMIN.name });
    expect(idsOf(await list('order', 'assignedTo=none'))).toEqual(people('order', 'B', 'A'));
  });

  it('assigns to a support agent, and to nobody; never to a client', async () => {
    const [{ id: agentId }] = await rows<{ id: string }>(`select id from app_user where username = 'helper'`);
    const trpc = admin.trpc();
    expect(await trpc.admin.assign.mutate({ kind: 'appointment', id: idOf('appointment', 'B'), userId: agentId })).toEqual({
      assignedTo: { id: agentId, name: 'Helper Agent' },
    });
    expect(idsOf(await list('appointment', `assignedTo=${agentId}`))).toEqual(people('appointment', 'B'));
    expect(await trpc.admin.assign.mutate({ kind: 'appointment', id: idOf('appointment', 'B'), userId: null })).toEqual({ assignedTo: null });
    expect((await detail('appointment', idOf('appointment', 'B'))).history[0]).toMatchObject({ action: 'unassigned', from: agentId, fromName: 'Helper Agent' });

    const [{ id: clientId }] = await rows<{ id: string }>(`select id from app_user where role = 'client' limit 1`);
    const audit = await count('audit_entry');
    const res = await admin.fetch(`/api/admin/records/lead/${idOf('lead', 'C')}/assignee`, { method: 'PUT', json: { userId: clientId } });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).error).toBe('Records can only be assigned to an enabled staff account (an admin or a support agent).');
    expect(await count('audit_entry')).toBe(audit);
  });
});

describe('docs/admin.md#the-ssn: revealing it is an admin action, logged', () => {
  it('shows the full SSN to an admin and writes it to the formation’s history', async () => {
    const id = idOf('business-formation', 'B');
    const res = await admin.post(`/api/admin/business-formations/${id}/ssn`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ssn: '123-45-6789' });
    const d = await detail('business-formation', id);
    expect(d.history[0]).toMatchObject({ action: 'ssn_revealed', actor: { id: adminId } });
    expect(JSON.stringify(d)).not.toContain('123-45-6789');
    expect(await admin.trpc().admin.revealSsn.mutate({ id })).toEqual({ ssn: '123-45-6789' });
    expect(await count(`audit_entry where record_id = $1 and action = 'ssn_revealed'`, [id])).toBe(2);
  });

  it('answers 404 for an unknown formation, logging nothing', async () => {
    const audit = await count('audit_entry');
    expect((await admin.post(`/api/admin/business-formations/${crypto.randomUUID()}/ssn`)).status).toBe(404);
    expect(await count('audit_entry')).toBe(audit);
  });
});

describe('docs/admin.md#csv-export: the whole filtered list, streamed', () => {
  const parse = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('exports every row of the filter (beyond any page), header first', async () => {
    await sql(
      `insert into lead (id, kind, first_name, last_name, email, phone, message, status, created_at)
       select gen_random_uuid(), 'contact', 'Bulk', 'Person ' || n, 'bulk' || n || '@export.example', '', 'Bulk message', 'lost', timestamptz '2025-06-01' + n * interval '1 minute'
         from generate_series(1, 1205) as n`,
    );
    const res = await admin.fetch('/api/admin/export/contacts.csv?q=bulk&status=lost&sort=createdAt&dir=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = parse(await res.text());
    expect(lines[0]).toBe(
      'id,kind,createdAt,firstName,lastName,email,phone,businessType,message,service,company,items,totalCents,status,assignedTo'.split(',').join(','),
    );
    expect(lines).toHaveLength(1 + 1205);
    expect(lines[1]).toContain(',Bulk,Person 1,bulk1@export.example,');
    expect(lines.at(-1)).toContain(',Bulk,Person 1205,bulk1205@export.example,');
  });

  it('escapes cells a spreadsheet would run as a formula, and quotes commas and quotes', async () => {
    await sql(
      `insert into lead (id, kind, first_name, last_name, email, phone, company, message, status)
       values (gen_random_uuid(), 'contact', '=HYPERLINK("http://evil")', '+1+2', 'formula@export.example', '-5', '@SUM(A1)', e'\\tTabbed, "quoted"', 'new')`,
    );
    const lines = parse(await (await admin.fetch('/api/admin/export/contacts.csv?q=formula')).text());
    expect(lines).toHaveLength(2);
    const row = lines[1]!;
    expect(row).toContain(`,"'=HYPERLINK(""http://evil"")",'+1+2,formula@export.example,'-5,`);
    expect(row).toContain(`,"'\tTabbed, ""quoted""",`);
    expect(row).toContain(`,'@SUM(A1),`);
  });

  it('exports each list by its path, with the list’s own query checks', async () => {
    for (const kind of workKinds) {
      const res = await admin.fetch(`/api/admin/export/${workLists[kind].slug}.csv?q=${encodeURIComponent('zoë')}`);
      expect(res.status, kind).toBe(200);
      expect(parse(await res.text()), kind).toHaveLength(2);
    }
    expect((await admin.fetch('/api/admin/export/invoices.csv')).status).toBe(404);
    expect((await admin.fetch('/api/admin/export/orders.csv?status=bogus')).status).toBe(400);
  });

  it('exports the appointments in the list’s default order, the next one first', async () => {
    const lines = parse(await (await admin.fetch('/api/admin/export/appointments.csv?q=example.com')).text());
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids).toEqual(idsOf(await list('appointment', 'q=example.com&pageSize=100')));
    expect(ids.slice(0, 3)).toEqual(people('appointment', 'A', 'B', 'C'));
  });
});

describe('docs/admin.md#the-lists-query: a search counts its matches only so far', () => {
  it('counts at most 1,000 matches of a search (totalCapped), or up to the page asked for; a list without a search counts all', async () => {
    const leads = await count('lead');
    await sql(
      `insert into lead (id, kind, first_name, last_name, email, phone, message, status, created_at)
       select gen_random_uuid(), 'contact', 'Cappedword', 'Person ' || n, 'capped' || n || '@count.example', '', 'Counted so far', 'lost', timestamptz '2025-01-01' + n * interval '1 minute'
         from generate_series(1, 1030) as n`,
    );
    const first = await list('lead', 'q=cappedword');
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    // Page 41 of 25 is past the cap: counted up to that page, still more.
    expect(await list('lead', 'q=cappedword&page=41')).toMatchObject({ total: 1025, totalCapped: true });
    const last = await list('lead', 'q=cappedword&page=42');
    expect(last).toMatchObject({ total: 1030, totalCapped: false });
    expect(last.items).toHaveLength(5);
    // Narrower searches and lists without a search are counted exactly.
    // capped10, capped100-109, capped1000-1030.
    expect(await list('lead', 'q=capped10')).toMatchObject({ total: 42, totalCapped: false });
    expect(await list('lead')).toMatchObject({ total: leads + 1030, totalCapped: false });
    expect(await admin.trpc().admin.contacts.query({ q: 'cappedword' })).toMatchObject({ total: 1000, totalCapped: true });
  });
});

describe('docs/admin.md#dashboard-numbers: admin.summary’s numbers, each with the list that shows it', () => {
  const summary = async () => readJson<AdminDashboard>(await admin.fetch('/api/admin/summary'));
  const queryOf = (link: ListLink) =>
    Object.entries(link.query)
      .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? v.join(',') : String(v))}`)
      .join('&');

  it('counts each queue by status; each count’s link opens a list of that many', async () => {
    const s = await summary();
    expect(s.queues!.map((q) => q.kind)).toEqual([...workKinds]);
    for (const queue of s.queues!) {
      expect(queue.byStatus.map((b) => b.status)).toEqual([...workStatuses[queue.kind]]);
      expect(queue.total).toBe((await list(queue.kind)).total);
      for (const { status, count: n, link } of queue.byStatus) {
        expect(link).toEqual({ kind: queue.kind, query: { status: [status] } });
        expect((await list(queue.kind, queryOf(link))).total, `${queue.kind} ${status}`).toBe(n);
      }
      expect((await list(queue.kind, queryOf(queue.newThisWeekLink))).total, `${queue.kind} new this week`).toBe(queue.newThisWeek);
    }
  });

  it('counts new this week from Monday in New York', async () => {
    const before = (await summary()).queues!.find((q) => q.kind === 'lead')!.newThisWeek;
    await sql(
      `insert into lead (kind, id, first_name, last_name, email, message, created_at) values
         ('contact', gen_random_uuid(), 'Fresh', 'Lead', 'fresh@example.com', 'Hi', now()),
         ('contact', gen_random_uuid(), 'Old', 'Lead', 'old@example.com', 'Hi', now() - interval '8 days')`,
    );
    expect((await summary()).queues!.find((q) => q.kind === 'lead')!.newThisWeek).toBe(before + 1);
  });

  it('sums the revenue of orders paid this month, not refunded ones nor last month’s', async () => {
    const before = (await summary()).revenueThisMonthCents!;
    const order = (status: string, paidAt: string) =>
      sql(
        `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, total_cents, lines, email, name, paid_at)
         values (gen_random_uuid(), 'cart', 'cart-services', 'Services', $1, 'simulated', 12345, 12345, '[]', 'revenue@example.com', 'Rev Enue', ${paidAt})`,
        [status],
      );
    await order('paid', 'now()');
    await order('fulfilled', 'now()');
    await order('refunded', 'now()');
    await order('paid', `now() - interval '40 days'`);
    const s = await summary();
    expect(s.revenueThisMonthCents).toBe(before + 2 * 12345);
    expect(s.revenueLink).toEqual({ kind: 'order', query: { status: ['paid', 'fulfilled'], dateField: 'paidAt', from: s.monthStarts } });
  });

  it('lists the next appointments soonest first and counts unanswered chats, with their links', async () => {
    const s = await summary();
    const starts = s.nextAppointments!.map((a) => a.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(s.nextAppointments!.every((a) => a.status === 'scheduled' || a.status === 'confirmed')).toBe(true);
    expect(idsOf(await list('appointment', queryOf(s.nextAppointmentsLink!))).slice(0, starts.length)).toEqual(s.nextAppointments!.map((a) => a.id));
    expect(s.unansweredChats).toBe((await list('chat', 'status=waiting')).total);
    expect(s.unansweredChatsLink).toEqual({ kind: 'chat', query: { status: ['waiting'] } });
    // The four counts of before are still there.
    for (const count of [s.totalContacts, s.todaysContacts, s.quizResults, s.upcomingAppointments]) expect(count).toBeGreaterThanOrEqual(0);
  });
});
