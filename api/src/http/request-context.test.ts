import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createLogger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import { requestContext } from './request-context.ts';
import { RequestsInFlight } from './requests-in-flight.ts';

describe('request context', () => {
  it('counts a request while it is answered and forgets it afterwards, also when the handler throws', async () => {
    const { orm } = await createTestDatabase();
    const inFlight = new RequestsInFlight();
    const seen: number[] = [];
    const app = new Hono<AppEnv>()
      .use('*', requestContext({ config: testConfig(), orm, logger: createLogger('silent'), notifyOutbox: () => undefined, inFlight }))
      .get('/ok', (c) => {
        seen.push(inFlight.count);
        return c.text('ok');
      })
      .get('/fails', () => {
        seen.push(inFlight.count);
        throw new Error('handler failed');
      })
      .onError((_error, c) => c.text('failed', 500));
    const [a, b] = await Promise.all([app.request('/ok'), app.request('/ok')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await app.request('/fails')).status).toBe(500);
    expect(seen).toEqual([1, 2, 1]);
    expect(inFlight.count).toBe(0);
  });
});
