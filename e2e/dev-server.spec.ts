import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './server-process.ts';

/**
 * A developer's first day (docs/architecture.md#developing): `npm run dev` as they start it, the site used through
 * Vite's dev server, where no page is prerendered and every write goes through the proxy.
 */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// React's development build warns (its "conditional use of use" check) when a component called use() to suspend on
// its first render and not when it finished. The component is TanStack Router's lazyRouteComponent, which wraps each
// code-split route (web/vite.config.ts, autoCodeSplitting) and calls use() only while its chunk is still loading: a
// library's pattern, harmless (production builds never check it), seen on the admin pages, whose chunks are not
// preloaded. docs/architecture.md#developing says so. This journey is about writes through the proxy and hydration.
test.use({ allowedErrors: /This library called use\(\) to suspend in a previous render/ });

let dev: ChildProcess;
let devUrl: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-e2e-dev-'));
  const [webPort, apiPort] = [await freePort(), await freePort()];
  devUrl = `http://localhost:${webPort}`;
  dev = spawn('npm', ['run', 'dev'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(webPort),
      DEV_API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${devUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  // Ctrl-C, as the developer stops it (api/test/dev-server.test.ts checks that nothing is left behind).
  const exited = new Promise((resolve) => dev.on('exit', resolve));
  process.kill(-dev.pid!, 'SIGINT');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('on npm run dev, a developer sends the contact form and signs in to the admin, with no hydration error on the way', async ({ page, pageErrors }) => {
  test.setTimeout(180_000);
  // The dev server compiles each module on first request: the first page takes its time.
  await page.goto(`${devUrl}/contact`, { timeout: 150_000 });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: /^First Name/ }).fill('First');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Day');
  await form.getByRole('textbox', { name: /^Email/ }).fill('first.day@example.com');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('(212) 555-0100');
  await form.getByRole('combobox', { name: /^Business Type/ }).selectOption('llc');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Sent from the dev server on my first day.');
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/contacts') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent successfully!' })).toBeVisible();

  await page.goto(`${devUrl}/admin-login`, { timeout: 60_000 });
  await page.getByLabel(/^Username/).fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 });
  expect(pageErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});
