import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, startTestServer, TestBrowser, testContext } from '../../testing.ts';
import { createLogger } from '../logger.ts';
import type { RequestContext } from './context.ts';
import { adminProcedure, createCallerFactory, router } from './trpc.ts';

/** A procedure that reads only who is calling: it needs neither an entity manager nor a logger. */
const whoAmI = router({ name: adminProcedure.query(({ ctx }) => ctx.user.name) });

describe('signed-in procedures (docs/performance.md#per-request-cost)', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  let cookieHeader: string;
  beforeAll(async () => {
    started = await startTestServer();
    const admin = new TestBrowser(started.baseUrl);
    await signInAsAdmin(admin);
    cookieHeader = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });

  /** A request context whose lazy members count how often they are made, as the HTTP doors' contexts make them. */
  function countingContext(cookie: string | undefined) {
    const made = { em: 0, log: 0 };
    const ctx: RequestContext = testContext(started.server.orm, { cookieHeader: cookie });
    Object.defineProperties(ctx, {
      em: { enumerable: true, get: () => ((made.em += 1), started.server.orm.em.fork()) },
      log: { enumerable: true, get: () => ((made.log += 1), createLogger('silent')) },
    });
    return { ctx, made };
  }

  it('know their caller without making the lazy members of the request context the procedure does not use', async () => {
    const { ctx, made } = countingContext(cookieHeader);
    expect(await createCallerFactory(whoAmI)(ctx).name()).toBe(started.config.ADMIN_NAME);
    expect(made).toEqual({ em: 0, log: 0 });
  });

  it('refuse a caller without a session with 401, making nothing', async () => {
    const { ctx, made } = countingContext(undefined);
    await expect(createCallerFactory(whoAmI)(ctx).name()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(made).toEqual({ em: 0, log: 0 });
  });
});
