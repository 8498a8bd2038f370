/**
 * `@elite/api/testing`: calling the API from tests (README, "Calling the API"). For vitest; everything here
 * cleans up after the test file that used it.
 *
 * - `startTestServer()`: the real server on 127.0.0.1 and a free port, on a fresh, migrated PostgreSQL database of
 *   its own, signed in as nobody; its admin is TEST_ADMIN (configured with ADMIN_USERNAME/ADMIN_PASSWORD). In the api project the database is cloned from the template
 *   its global setup migrated; in any other vitest project the first call of a file starts a PostgreSQL server
 *   for that file: the one at DATABASE_URL when set, otherwise an embedded one in a temp folder.
 * - `TestBrowser`: keeps the cookies the server sets and sends the site's Origin, as a page of the site would;
 *   `browser.trpc()` is a tRPC client typed from AppRouter that goes through it, `browser.post()` calls REST aliases.
 * - `signInAsAdmin(browser)`, `signUpClient(browser, databaseUrl, account)`: a browser signed in as the test admin,
 *   or as a portal client who registered and confirmed their e-mail from the mailed link.
 * - `createTestCaller(server.orm, { cookieHeader })`: the same procedures called in-process, without HTTP.
 *
 * Errors: over HTTP a refused call rejects with a TRPCClientError whose `data.code` is the tRPC code and, for bad
 * input, `data.zodError.fieldErrors` each bad field's messages; the in-process caller throws the TRPCError itself.
 */
import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './src/trpc/router.ts';
import { TEST_ADMIN, type TestBrowser } from './test/app.ts';

export { createTestCaller, startTestServer, TEST_ADMIN, TestBrowser, testConfig, testContext } from './test/app.ts';
export { createTestDatabase, rawQuery, type TestDatabase } from './test/database.ts';
export { mailedLinkToken, signUpClient, type ClientAccount } from './test/portal-client.ts';
export type { AppRouter };
/** What each procedure takes, e.g. `RouterInputs['leads']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each procedure answers. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The username and password of the admin every test server is configured with. */
export const TEST_ADMIN_LOGIN = { username: TEST_ADMIN.username, password: TEST_ADMIN.password } as const;

/** Signs `browser` in as the test admin through POST /api/admin/login; its later calls carry the session. */
export async function signInAsAdmin(browser: TestBrowser): Promise<SessionUser> {
  const res = await browser.post('/api/admin/login', TEST_ADMIN_LOGIN);
  if (!res.ok) throw new Error(`test admin sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { user: SessionUser }).user;
}
