import { expect, it } from 'vitest';
import { createTestCaller, signInAsAdmin, startTestServer, TestBrowser, type RouterInputs } from '@elite/api/testing';

const api = await startTestServer(); // { baseUrl, databaseUrl, server, config }: its own database, gone after the file
const message: RouterInputs['leads']['create'] = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '(212) 555-0142',
  businessType: 'llc',
  message: 'Forming an LLC this spring.',
};

it('takes a contact message and shows it to the admin only', async () => {
  const visitor = new TestBrowser(api.baseUrl); // keeps cookies, sends the site's Origin; .trpc() is typed from AppRouter
  await visitor.trpc().leads.create.mutate(message);
  await expect(visitor.trpc().leads.create.mutate({ ...message, email: 'grace-at-example' })).rejects.toMatchObject({
    data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { email: ['Please enter a valid email address.'] } } },
  });
  await expect(visitor.trpc().admin.contacts.query({ page: 1, pageSize: 25 })).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });

  const admin = new TestBrowser(api.baseUrl);
  await signInAsAdmin(admin); // the admin every test server is configured with (TEST_ADMIN)
  expect(await admin.trpc().admin.contacts.query({ page: 1, pageSize: 25 })).toMatchObject({ total: 1 });
  const caller = createTestCaller(api.server.orm, { cookieHeader: admin.cookieHeader() }); // in-process, same rules
  expect(await caller.admin.summary()).toMatchObject({ totalContacts: 1 });
});
