import { describe, expect, it } from 'vitest';
import { createTestCaller, signInAsAdmin, signUpClient, startTestServer, TEST_ADMIN, TestBrowser, type RouterInputs } from '@elite/api/testing';

/**
 * The README's "Calling the API", as a reader would write it: only `@elite/api/testing`, a real server on its own
 * database, the typed tRPC client over HTTP and the in-process caller.
 */
const api = await startTestServer();

const message: RouterInputs['leads']['create'] = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '(212) 555-0142',
  businessType: 'llc',
  message: 'Forming an LLC this spring.',
};

describe('the typed tRPC client over HTTP', () => {
  it('sends a contact message through leads.create and gets its id', async () => {
    const visitor = new TestBrowser(api.baseUrl);
    const { id } = await visitor.trpc().leads.create.mutate(message);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad input with BAD_REQUEST and the messages of each bad field, and records nothing', async () => {
    const visitor = new TestBrowser(api.baseUrl);
    await expect(visitor.trpc().leads.create.mutate({ ...message, email: 'grace-at-example', phone: '12' })).rejects.toMatchObject({
      data: {
        code: 'BAD_REQUEST',
        zodError: { fieldErrors: { email: ['Please enter a valid email address.'], phone: ['Please enter a valid phone number.'] } },
      },
    });
    const admin = new TestBrowser(api.baseUrl);
    await signInAsAdmin(admin);
    const contacts = await admin.trpc().admin.contacts.query({ page: 1, pageSize: 25 });
    expect(contacts.items.map((c) => c.email)).not.toContain('grace-at-example');
  });

  it('answers an admin query without a session with UNAUTHORIZED', async () => {
    await expect(new TestBrowser(api.baseUrl).trpc().admin.contacts.query({ page: 1, pageSize: 25 })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('answers the same query with data once the browser is signed in as the demo admin', async () => {
    const admin = new TestBrowser(api.baseUrl);
    expect(await signInAsAdmin(admin)).toMatchObject({ role: 'admin', username: TEST_ADMIN.username });
    const contacts = await admin.trpc().admin.contacts.query({ page: 1, pageSize: 25 });
    expect(contacts).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(contacts.items[0]).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', kind: 'contact' });
  });

  it('signs a portal client in once they confirmed the link mailed to them', async () => {
    const client = new TestBrowser(api.baseUrl);
    await signUpClient(client, api.databaseUrl, {
      email: 'ada@example.com',
      password: 'analytical-engine',
      fullName: 'Ada Lovelace',
      companyName: 'Engines LLC',
    });
    expect(await client.trpc().auth.session.query()).toMatchObject({ role: 'client', email: 'ada@example.com', companyName: 'Engines LLC' });
  });
});

describe('the in-process caller', () => {
  it('calls the same procedures with the same session rules, without HTTP', async () => {
    await expect(createTestCaller(api.server.orm).admin.summary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = new TestBrowser(api.baseUrl);
    await signInAsAdmin(admin);
    const caller = createTestCaller(api.server.orm, { cookieHeader: admin.cookieHeader() });
    expect(await caller.admin.summary()).toMatchObject({ totalContacts: 1 });
  });
});
