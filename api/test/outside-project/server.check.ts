import { beforeAll, expect, it } from 'vitest';
import { signInAsAdmin, startTestServer, TestBrowser } from '@elite/api/testing';

let api: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  api = await startTestServer();
});

it('runs a real server on a database of its own, with the demo admin', async () => {
  const admin = new TestBrowser(api.baseUrl);
  await signInAsAdmin(admin);
  expect(await admin.trpc().admin.summary.query()).toMatchObject({
    totalContacts: 0,
    todaysContacts: 0,
    quizResults: 0,
    upcomingAppointments: 0,
    unansweredChats: 0,
  });
});
