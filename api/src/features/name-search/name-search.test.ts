import { NAME_REQUIRED, STATE_REQUIRED, TYPE_REQUIRED, type NameSearchResult } from '@elite/contracts/schemas/name-search';
import type { CheckoutStarted } from '@elite/contracts/schemas/payments';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { rawQuery } from '../../../test/database.ts';
import { signInAsAdmin } from '../../../testing.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { formationData } from '../../../test/fixtures/checkout.ts';

let baseUrl: string;
let databaseUrl: string;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

async function rowCounts(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = ['lead', 'entity_formation', 'business_formation', 'customer_order', 'outbox_mail'];
    return JSON.stringify((await client.query(`select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`)).rows[0]);
  } finally {
    await client.end();
  }
}

const search = (body: unknown, browser = new TestBrowser(baseUrl)) => browser.post('/api/tools/name-search', body);

/** A paid entity formation (/entity-checkout), as a visitor pays for one; it starts as received. */
async function paidEntityFormation(browser: TestBrowser, businessName: string, state: string) {
  const started = await readJson<CheckoutStarted>(
    await browser.post('/api/create-entity-payment', {
      entityType: 'llc',
      state,
      amount: 4999,
      businessName,
      contactName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '2125550199',
    }),
  );
  await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret });
}

/** Staff move a formation along its workflow (docs/admin.md#status-workflows), as the admin's buttons do. */
async function moveFormation(admin: TestBrowser, kind: 'entity-formation' | 'business-formation', businessName: string, moves: string[]) {
  const [row] = await rawQuery<{ id: string }>(databaseUrl, `select id from ${kind.replace('-', '_')} where business_name = $1`, [businessName]);
  for (const to of moves) {
    const res = await admin.post(`/api/admin/records/${kind}/${row!.id}/status`, {
      to,
      ...(to === 'cancelled' || to === 'completed' ? { reason: 'The client withdrew.', refund: false } : {}),
    });
    expect(res.status, `${businessName} to ${to}`).toBe(200);
  }
}

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
  const admin = new TestBrowser(baseUrl);
  await signInAsAdmin(admin);

  // Names this firm has recorded, through the real flows: paid entity formations in Texas and New York and a paid
  // plan formation (the /checkout form) in Delaware, which staff filed (or completed); paid formations not filed yet
  // and one cancelled; and a proposal request.
  const browser = new TestBrowser(baseUrl);
  await paidEntityFormation(browser, 'Lone Star Robotics, L.L.C.', 'TX');
  await moveFormation(admin, 'entity-formation', 'Lone Star Robotics, L.L.C.', ['in_progress', 'filed']);

  const plan = await readJson<CheckoutStarted>(
    await browser.post('/api/create-subscription-payment', {
      planId: 'essential',
      amount: 1000,
      businessData: { ...formationData, businessName: 'Lovelace Analytics', stateOfFormation: 'DE' },
    }),
  );
  await browser.post('/api/payments/simulated/confirm', { ...card, clientSecret: plan.clientSecret });
  await moveFormation(admin, 'business-formation', 'Lovelace Analytics', ['in_progress', 'filed', 'completed']);

  await paidEntityFormation(browser, 'Quill Partners LLC', 'NY');
  await moveFormation(admin, 'entity-formation', 'Quill Partners LLC', ['in_progress', 'filed']);

  await paidEntityFormation(browser, 'Harbor Lights Studio LLC', 'NY');
  await paidEntityFormation(browser, 'Copper Kettle Group LLC', 'TX');
  await moveFormation(admin, 'entity-formation', 'Copper Kettle Group LLC', ['in_progress']);
  await paidEntityFormation(browser, 'Old Mill Works LLC', 'TX');
  await moveFormation(admin, 'entity-formation', 'Old Mill Works LLC', ['in_progress', 'filed', 'cancelled']);

  const proposal = await browser.post('/api/proposals', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 212 555 0100',
    company: 'Hopper & Daughters Holdings',
    message: '',
    items: [{ serviceId: 'holding-company-formation', quantity: 1 }],
  });
  expect(proposal.status).toBe(201);
});

describe('POST /api/tools/name-search', () => {
  it('a free name that passes the rules is available, with the filing name and five suggestions; nothing is stored', async () => {
    const before = await rowCounts();
    const res = await search({ businessName: 'Bright Harbor Consulting', state: 'NY', businessType: 'llc' });
    expect(res.status).toBe(200);
    const body = await readJson<NameSearchResult>(res);
    expect(body).toEqual({
      available: true,
      message:
        '"Bright Harbor Consulting" passes the naming rules and is not taken in our records for New York. It would be filed as "Bright Harbor Consulting LLC". The New York Secretary of State confirms availability when it accepts the filing.',
      filingName: 'Bright Harbor Consulting LLC',
      suggestions: [
        'Bright Harbor Consulting Group LLC',
        'Bright Harbor Consulting Solutions LLC',
        'Bright Harbor Consulting Partners LLC',
        'Bright Harbor Consulting Enterprises LLC',
        'Bright Harbor Consulting Holdings LLC',
      ],
    });
    expect(await rowCounts()).toBe(before);
  });

  it('the tRPC procedure gives the same answer', async () => {
    const body = await new TestBrowser(baseUrl).trpc().nameSearch.search.mutate({ businessName: 'Bright Harbor Inc.', state: 'CA', businessType: 'c-corp' });
    expect(body).toMatchObject({ available: true, filingName: 'Bright Harbor Inc.' });
    expect(body.message).not.toContain('It would be filed as');
  });

  it.each([
    ['the same name', 'Lone Star Robotics, L.L.C.'],
    ['another case, no punctuation, another ending (and entity type)', 'lone star robotics inc'],
    ['with "The" in front', 'The Lone Star Robotics'],
  ])('a name we filed in the state is taken: %s', async (_how, businessName) => {
    const body = await readJson<NameSearchResult>(await search({ businessName, state: 'TX', businessType: businessName.endsWith('inc') ? 'c-corp' : 'llc' }));
    expect(body.available).toBe(false);
    expect(body.message).toContain('is too close to a business already registered in Texas');
  });

  it('the same name in another state is available (names are registered per state)', async () => {
    expect((await readJson<NameSearchResult>(await search({ businessName: 'Lone Star Robotics', state: 'OK', businessType: 'llc' }))).available).toBe(true);
  });

  it('a completed plan formation (/checkout) counts in its state of formation', async () => {
    expect((await readJson<NameSearchResult>(await search({ businessName: 'Lovelace Analytics LLC', state: 'DE', businessType: 'llc' }))).available).toBe(
      false,
    );
    expect((await readJson<NameSearchResult>(await search({ businessName: 'Lovelace Analytics LLC', state: 'MD', businessType: 'llc' }))).available).toBe(true);
  });

  it("never reads visitors' requests: a company named only in a proposal request searches like any free name, and its text appears nowhere", async () => {
    for (const state of ['NY', 'WA']) {
      const res = await search({ businessName: 'Hopper and Daughters Holdings LLC', state, businessType: 'llc' });
      const body = await readJson<NameSearchResult>(res);
      expect(body.available).toBe(true);
      expect(body.message).not.toMatch(/business we work with/);
    }
    const body = await readJson<NameSearchResult>(await search({ businessName: 'Hopper & Daughters', state: 'NY', businessType: 'llc' }));
    // The proposal's company is not left out of the suggestions either: nothing tells its name apart.
    expect(body.suggestions).toEqual([
      'Hopper & Daughters Group LLC',
      'Hopper & Daughters Solutions LLC',
      'Hopper & Daughters Partners LLC',
      'Hopper & Daughters Enterprises LLC',
      'Hopper & Daughters Holdings LLC',
    ]);
  });

  it('security finding 13: a paid formation we have not filed (received, in progress) or that was cancelled is not "already registered": its name searches like any free one', async () => {
    for (const [businessName, state, stateName] of [
      ['Harbor Lights Studio LLC', 'NY', 'New York'],
      ['copper kettle group', 'TX', 'Texas'],
      ['Old Mill Works', 'TX', 'Texas'],
    ] as const) {
      const body = await readJson<NameSearchResult>(await search({ businessName, state, businessType: 'llc' }));
      expect(body.available, businessName).toBe(true);
      expect(body.message).toContain(`passes the naming rules and is not taken in our records for ${stateName}.`);
      expect(body.message).not.toContain('registered');
    }
    // Nor is a suggestion left out for one: nothing tells a client's unfiled name apart.
    const copper = await readJson<NameSearchResult>(await search({ businessName: 'Copper Kettle', state: 'TX', businessType: 'llc' }));
    expect(copper.suggestions).toContain('Copper Kettle Group LLC');
  });

  it('suggestions leave out names filed in the state', async () => {
    const body = await readJson<NameSearchResult>(await search({ businessName: 'Quill', state: 'NY', businessType: 'llc' }));
    expect(body.suggestions).toEqual(['Quill Group LLC', 'Quill Solutions LLC', 'Quill Enterprises LLC', 'Quill Holdings LLC', 'Quill Ventures LLC']);
  });

  it.each([
    ['a restricted word', 'First Harbor Bank', 'llc', '"Bank" is a restricted word: it needs the approval of the state banking regulator.'],
    [
      'an ending of another entity type',
      'Bright Harbor Inc.',
      'llc',
      'The ending "Inc." marks a corporation; the name of a limited liability company must end in LLC, L.L.C. or Limited Liability Company.',
    ],
    ['only a designator', 'LLC', 'llc', 'The name needs at least one word besides the entity designator.'],
    [
      'characters a filing office refuses',
      'Harbor <Studios>',
      'llc',
      "A business name can use letters, numbers, spaces and these marks only: & , . ' - ! ? ( ) / : + # @",
    ],
  ])('%s is not available, and the message says why', async (_rule, businessName, businessType, message) => {
    const body = await readJson<NameSearchResult>(await search({ businessName, state: 'FL', businessType }));
    expect(body).toMatchObject({ available: false, message });
  });

  it('suggestions for a refused name pass the rules', async () => {
    const body = await readJson<NameSearchResult>(await search({ businessName: 'First Harbor Bank', state: 'FL', businessType: 'llc' }));
    expect(body.suggestions[0]).toBe('First Harbor Group LLC');
    expect(body.suggestions).toHaveLength(5);
  });

  it.each([
    ['an empty name', { businessName: '  ', state: 'TX', businessType: 'llc' }, 'businessName', NAME_REQUIRED],
    ['no name', { state: 'TX', businessType: 'llc' }, 'businessName', NAME_REQUIRED],
    ['no state', { businessName: 'Acme', businessType: 'llc' }, 'state', STATE_REQUIRED],
    ['an empty state', { businessName: 'Acme', state: '', businessType: 'llc' }, 'state', STATE_REQUIRED],
    ['an unknown state', { businessName: 'Acme', state: 'ZZ', businessType: 'llc' }, 'state', STATE_REQUIRED],
    ['an unknown business type', { businessName: 'Acme', state: 'TX', businessType: 'gmbh' }, 'businessType', TYPE_REQUIRED],
    ['a name too long', { businessName: 'A'.repeat(201), state: 'TX', businessType: 'llc' }, 'businessName', 'Business name must be at most 200 characters'],
  ])('refuses %s with 400 naming the field', async (_what, body, field, message) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect((await readJson<ApiErrorBody>(res)).fieldErrors).toEqual({ [field]: [message] });
  });

  it('refuses a body that is not JSON, and a cross-site request', async () => {
    const notJson = await new TestBrowser(baseUrl).fetch('/api/tools/name-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const crossSite = await new TestBrowser(baseUrl).fetch('/api/tools/name-search', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { businessName: 'Acme', state: 'TX', businessType: 'llc' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('name search rate limit', () => {
  it('answers 429 with the wait and the phone after 60 searches in 10 minutes from one address', async () => {
    const { baseUrl: limited } = await startTestServer();
    const browser = new TestBrowser(limited);
    const body = { businessName: 'Bright Harbor', state: 'TX', businessType: 'llc' };
    for (let i = 0; i < 60; i += 1) expect((await search(body, browser)).status).toBe(200);
    const refused = await search(body, browser);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson<ApiErrorBody>(refused)).error).toMatch(
      /^You have run many name searches in a short time\. Please wait (\d+ minutes|1 minute|\d+ seconds), or call us at \(212\) 555-0147\.$/,
    );
  });
});
