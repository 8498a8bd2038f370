import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestCaller, TEST_ADMIN, testConfig } from '../../test/app.ts';
import { card, cartPayer, entityBody } from '../../test/fixtures/checkout.ts';
import { miniWebDist } from '../../test/web-dist.ts';
import { ensureFirstAdmin } from '../features/accounts/first-admin.service.ts';
import { createLogger } from '../logger.ts';
import { inlineScriptHashes } from './security-headers.ts';
import type { VisitPageRenderer } from './static-site.ts';

const webServerEntry = new URL('../../../web/src/entry-server.tsx', import.meta.url).href;

/**
 * docs/decisions/0058-visit-pages-rendered-per-request.md: the pages that depend on the visit answer HTML with their
 * own content, rendered by the web app's server entry (its source here; the build's on a real server) with the data
 * read through the procedures in process, on a real PostgreSQL.
 */
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let caller: ReturnType<typeof createTestCaller>;

beforeAll(async () => {
  const made = await createTestApp({
    config: testConfig({ WEB_DIST_DIR: miniWebDist() }),
    // The web app's source, compiled by the test runner (the api's own type check does not compile the web's JSX).
    visitPageRenderer: () => import(/* @vite-ignore */ webServerEntry) as Promise<VisitPageRenderer>,
  });
  app = made.app;
  caller = createTestCaller(made.orm);
});

const open = (path: string) => app.request(`http://localhost:3000${path}`);
/** A page's HTML as a reader's text runs: without the empty comments React puts between adjacent texts. */
const htmlOf = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '');

/** The query cache a page carries for the browser to hydrate from (TanStack Query's dehydrated state). */
interface PageData {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}
function pageData(html: string): PageData {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  return JSON.parse(json!) as PageData;
}

/** A paid entity formation order, made as the checkout makes it (simulated provider). */
async function paidEntityOrder(businessName: string): Promise<string> {
  const started = await caller.payments.startEntityCheckout({ ...entityBody(), businessName } as Parameters<typeof caller.payments.startEntityCheckout>[0]);
  const confirmed = await caller.payments.confirmSimulated({ ...card, clientSecret: started.clientSecret });
  expect(confirmed.status).toBe('succeeded');
  return started.orderId;
}

describe('visit pages rendered per request (docs/decisions/0058-visit-pages-rendered-per-request.md)', () => {
  it("answers /checkout?plan=essential with the plan's name, its price and the form's labels in the HTML, never cached", async () => {
    const res = await open('/checkout?plan=essential');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await htmlOf(res);
    expect(html).toContain('Essential Plan Checkout');
    expect(html).toContain('$1,000/mo');
    for (const label of ['Business Name', 'Business Type', 'State of Formation', 'Business Address']) expect(html).toContain(`>${label}<`);
    expect(html).toContain('<title>Checkout | Elite Business Advisory</title>');
    // The browser hydrates from the payment settings the server read.
    expect(pageData(html).queries.map((q) => q.queryKey[0])).toEqual([['payments', 'config']]);
  });

  it("allows the page's own inline scripts by hash, and nothing else inline (docs/decisions/0058-visit-pages-rendered-per-request.md)", async () => {
    const res = await open('/checkout?plan=essential');
    const policy = res.headers
      .get('content-security-policy')!
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    const html = await res.text();
    const scripts = html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    const hashes = inlineScriptHashes(scripts);
    expect(hashes.length).toBeGreaterThan(1);
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy.match(/'sha256-/g)).toHaveLength(new Set(hashes).size);
  });

  it('redirects an unknown plan to /services with the reason, from the server (docs/subscriptions-and-intake.md)', async () => {
    const res = await open('/checkout?plan=platinum');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/services?unavailable=plan');
    const simple = await open('/checkout-simple?plan=platinum');
    expect(simple.status).toBe(307);
    expect(simple.headers.get('location')).toBe('/services');
  });

  it('answers the entity checkout with its entity, state and price, and a link it refuses with the redirect and its reason (docs/entity-checkout.md#query-parameters)', async () => {
    const res = await open('/entity-checkout?type=llc&state=DE&price=4999');
    expect(res.status).toBe(200);
    const html = await htmlOf(res);
    expect(html).toContain('LLC');
    expect(html).toContain('Delaware');
    expect(html).toContain('$4,999');
    expect(html).toContain('>Business Name<');
    const refused = await open('/entity-checkout?type=llc&state=DE&price=1');
    expect(refused.status).toBe(307);
    expect(refused.headers.get('location')).toBe('/entity-types?unavailable=price');
  });

  it('answers the business intake with its form and the labels of its first step (docs/subscriptions-and-intake.md#business-intake)', async () => {
    const html = await htmlOf(await open('/business-intake?plan=essential'));
    expect(html).toContain('>Business Intake<');
    expect(html).toContain('>Business Name<');
    expect(html).toContain('aria-label="Business intake"');
  });

  it('answers the retainer checkout with the retainer, its price and the payer form', async () => {
    const html = await htmlOf(await open('/checkout-simple?plan=foundation'));
    expect(html).toContain('Foundation');
    expect(html).toContain('$25,000 per month');
    expect(html).toContain('>Full Name<');
  });

  it("shows a paid order's business name on its success page, read in process, and keeps it out of every other page", async () => {
    const orderId = await paidEntityOrder('Harbor Light Robotics LLC');
    const res = await open(`/entity-success?order=${orderId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await htmlOf(res);
    expect(html).toContain('Harbor Light Robotics LLC');
    expect(pageData(html).queries[0]?.state.data).toMatchObject({ id: orderId, status: 'paid' });
    // The next visitor's pages are built from their own request only.
    for (const other of ['/entity-success', '/checkout?plan=essential', `/entity-success?order=${randomUUID()}`]) {
      expect(await htmlOf(await open(other))).not.toContain('Harbor Light Robotics');
    }
  });

  it('answers a paid cart order\'s confirmation on /checkout?order= whole in the HTML, and /checkout with no plan its loader, never a redirect: the cart is in the browser (docs/payments.md, "Success pages")', async () => {
    const started = await caller.payments.startCartCheckout({
      ...cartPayer,
      company: 'Quay Street Ledgers',
      checkoutKey: randomUUID(),
      items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }],
      amountCents: 499_900,
    });
    expect((await caller.payments.confirmSimulated({ ...card, clientSecret: started.clientSecret })).status).toBe('succeeded');
    const confirmation = await open(`/checkout?order=${started.orderId}`);
    expect(confirmation.status).toBe(200);
    const html = await htmlOf(confirmation);
    for (const text of ['Order Confirmed', 'Quay Street Ledgers', 'Total paid', 'What Happens Next']) expect(html).toContain(text);
    expect(pageData(html).queries.map((q) => q.queryKey[0])).toEqual([['payments', 'order']]);

    // Only this browser knows its cart: the server answers the page, which reads it once live (an empty one goes to /services then).
    const cart = await open('/checkout');
    expect(cart.status).toBe(200);
    expect(await htmlOf(cart)).not.toContain('Quay Street Ledgers');
  });

  it('answers an unknown order with the page\'s own message, in the HTML (docs/payments.md, "Success pages")', async () => {
    const unknown = await htmlOf(await open(`/subscription-success?plan=essential&order=${randomUUID()}`));
    expect(unknown).toContain('We could not find this order');
    expect(unknown).toContain('Please check the link in your receipt e-mail.');
    const none = await htmlOf(await open('/entity-success'));
    expect(none).toContain('No order to show');
  });

  it('answers the same HTML again while the reads it was rendered from answer alike, asked with the new request, and renders again once one answers otherwise (docs/decisions/0065-a-rendered-page-kept-while-its-reads-answer-alike.md)', async () => {
    let renders = 0;
    let checks = 0;
    const made = await createTestApp({
      config: testConfig({ WEB_DIST_DIR: miniWebDist() }),
      visitPageRenderer: async () => {
        const entry = (await import(/* @vite-ignore */ webServerEntry)) as VisitPageRenderer;
        return {
          renderVisitPage: (...args) => ((renders += 1), entry.renderVisitPage(...args)),
          readsAnswerAlike: (...args) => ((checks += 1), entry.readsAnswerAlike(...args)),
        };
      },
    });
    const request = async (path: string) => (await made.app.request(`http://localhost:3000${path}`)).text();

    // Built only from reads alike for every visitor (the plan, the payment settings): nothing to ask again.
    const first = await request('/checkout?plan=essential');
    expect(await request('/checkout?plan=essential')).toBe(first);
    expect([renders, checks]).toEqual([1, 0]);
    await request('/checkout?plan=professional');
    expect([renders, checks]).toEqual([2, 0]);

    // An order's page: the order is read again for each request, and while it answers alike the HTML is the same.
    const madeCaller = createTestCaller(made.orm);
    const started = await madeCaller.payments.startEntityCheckout({ ...entityBody(), businessName: 'Kestrel Yard Foundry LLC' } as Parameters<
      typeof madeCaller.payments.startEntityCheckout
    >[0]);
    const page = `/entity-success?order=${started.orderId}`;
    const pending = await request(page);
    expect(pageData(pending).queries[0]?.state.data).toMatchObject({ id: started.orderId, status: 'pending' });
    expect(await request(page)).toBe(pending);
    expect([renders, checks]).toEqual([3, 1]);

    // Paid meanwhile: the read answers otherwise, so the page is rendered again from the new answer.
    expect((await madeCaller.payments.confirmSimulated({ ...card, clientSecret: started.clientSecret })).status).toBe('succeeded');
    const paid = await request(page);
    expect([renders, checks]).toEqual([4, 2]);
    expect(pageData(paid).queries[0]?.state.data).toMatchObject({ id: started.orderId, status: 'paid' });
    expect(paid.replaceAll('<!-- -->', '')).toContain('Kestrel Yard Foundry LLC');

    // An unknown order: a page made from a refused read is rendered each time.
    const unknown = `/entity-success?order=${randomUUID()}`;
    await request(unknown);
    expect(await request(unknown)).toContain('We could not find this order');
    expect([renders, checks]).toEqual([6, 2]);
  });

  it('answers the app shell, for the browser to render, when the renderer fails', async () => {
    const made = await createTestApp({
      config: testConfig({ WEB_DIST_DIR: miniWebDist() }),
      visitPageRenderer: () => Promise.reject(new Error('no server entry')),
    });
    const res = await made.app.request('http://localhost:3000/checkout?plan=essential');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<div id="root"></div>');
  });
});

describe('/support-chat rendered per request with the visit’s session (docs/decisions/0058-visit-pages-rendered-per-request.md)', () => {
  it('answers the staff sign-in form, with the "no admin yet" note of a new site, in the HTML; once signed in, the desk in the back office instead', async () => {
    const made = await createTestApp({
      config: testConfig({ WEB_DIST_DIR: miniWebDist() }),
      visitPageRenderer: () => import(/* @vite-ignore */ webServerEntry) as Promise<VisitPageRenderer>,
    });
    const signedOut = await made.app.request('http://localhost:3000/support-chat');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    const form = await htmlOf(signedOut);
    expect(form).toContain('<title>Support Chat | Elite Business Advisory</title>');
    expect(form).toContain('Sign in to answer visitors&#x27; chats');
    for (const label of ['Username', 'Password']) expect(form).toMatch(new RegExp(`<label[^>]*>${label}<`));
    // The note and the form arrive together: nothing under the form moves when the page comes alive.
    expect(form).toContain('This site has no admin yet');

    const config = testConfig({ ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, ADMIN_NAME: TEST_ADMIN.name });
    await ensureFirstAdmin(made.orm.em.fork(), config, createLogger('silent'), { setupAllowed: false });
    const login = await made.app.request('http://localhost:3000/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const desk = await htmlOf(await made.app.request('http://localhost:3000/support-chat', { headers: { cookie } }));
    // The back office with who is signed in, and the desk as it starts (its socket opens in the browser).
    expect(desk).toContain('Join Chat');
    expect(desk).toContain('Signed in as');
    expect(desk).toContain(TEST_ADMIN.name);
    expect(desk).toContain('aria-label="Back office"');
    expect(desk).not.toContain('Sign in to answer');
    expect(desk).not.toContain('This site has no admin yet');
    expect(pageData(desk).queries.find((q) => JSON.stringify(q.queryKey).includes('session'))?.state.data).toMatchObject({ username: TEST_ADMIN.username });
  });
});
