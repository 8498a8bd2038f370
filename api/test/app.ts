import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { Writable } from 'node:stream';
import { createApp, type AppDeps } from '../src/app.ts';
import { parseConfig, type Config } from '../src/config.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import { startServer } from '../src/server.ts';
import type { RequestContext } from '../src/trpc/context.ts';
import { appRouter, type AppRouter } from '../src/trpc/router.ts';
import { createCallerFactory } from '../src/trpc/trpc.ts';
import { afterFile } from './cleanup.ts';
import { createTestDatabase } from './database.ts';
import { testTempDir } from './temp-dirs.ts';

/**
 * The admin every test server is configured with (ADMIN_USERNAME/ADMIN_PASSWORD), as a real installation would be:
 * there is no demo admin (docs/accounts.md#the-first-admin).
 */
export const TEST_ADMIN = { username: 'test-admin', password: 'Harbor-Quill-Saffron-4719', name: 'Test Administrator' } as const;

/** A config for tests: defaults plus overrides, web app from a folder that may not exist. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(testTempDir(), `data-${randomUUID()}`),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'elite-no-web-build'),
    ...overrides,
  });
}

/**
 * A REST answer's JSON body as the type the route answers: a contracts type (Page<ContactRow>, SessionUser, ...)
 * or ApiErrorBody for a refusal. Like any cast it checks nothing; the assertions on the body do.
 */
export const readJson = <T = unknown>(res: Response): Promise<T> => res.json() as Promise<T>;

/** A logger whose lines are kept in memory, to assert what reaches (and never reaches) the logs. */
export function captureLogger(level = 'info'): { logger: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(level, stream);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/** The Hono app on a fresh test database, for `app.request()` tests. */
export async function createTestApp(options: { config?: Config; logger?: Logger; visitPageRenderer?: AppDeps['visitPageRenderer'] } = {}) {
  const { orm } = await createTestDatabase();
  const config = options.config ?? testConfig();
  const logger = options.logger ?? createLogger('silent');
  return { app: createApp({ config, orm, logger, visitPageRenderer: options.visitPageRenderer }), orm, config };
}

/** A request context as the app builds one, for calling services and procedures directly. */
export function testContext(orm: MikroORM, overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    requestId: randomUUID(),
    em: orm.em.fork(),
    db: orm.em,
    clientIp: '127.0.0.1',
    origin: 'http://localhost',
    log: createLogger('silent'),
    config: testConfig(),
    cookieHeader: undefined,
    setCookie: () => undefined,
    notifyOutbox: () => undefined,
    ...overrides,
  };
}

/** A server-side tRPC caller, typed from AppRouter, with a test request context. */
export function createTestCaller(orm: MikroORM, overrides: Partial<RequestContext> = {}) {
  return createCallerFactory(appRouter)(testContext(orm, overrides));
}

/**
 * A real server on 127.0.0.1 and a free port, on a fresh test database, with a
 * typed tRPC client over HTTP. Stopped after the file's tests. Its admin is TEST_ADMIN, unless `withoutAdmin`:
 * then the site waits for its first admin (the setup link), as the embedded database does on a first start.
 */
export async function startTestServer(overrides: Record<string, string> = {}, options: { databaseUrl?: string; logger?: Logger; withoutAdmin?: boolean } = {}) {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase()).url;
  const admin: Record<string, string> = options.withoutAdmin
    ? {}
    : { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, ADMIN_NAME: TEST_ADMIN.name };
  const config = testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: databaseUrl, ...admin, ...overrides });
  // The test database stands in for the embedded one: with no admin, the site may wait for the setup link.
  const server = await startServer(config, options.logger ?? createLogger('silent'), { setupAllowed: true });
  afterFile(() => server.stop());
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const trpc = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${baseUrl}/trpc` })] });
  return { server, baseUrl, trpc, config, databaseUrl };
}

/**
 * A browser in miniature: keeps the cookies the server sets, sends them back,
 * and sends the site's own Origin on every call, as a same-site page would.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin') && init.method && init.method !== 'GET') headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json?: unknown) {
    return this.fetch(path, { method: 'POST', ...(json === undefined ? {} : { json }) });
  }

  /** A typed tRPC client that goes through this browser's cookies and Origin. */
  trpc() {
    return createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${this.baseUrl}/trpc`,
          fetch: (url, options) => this.fetch(String(url).replace(this.baseUrl, ''), options as RequestInit),
        }),
      ],
    });
  }
}
