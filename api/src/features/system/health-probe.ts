import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { callerAddress, HEALTH_PATH, requestIdFor } from '../../http/request-context.ts';
import { answerHeaders } from '../../http/security-headers.ts';
import { checkHealth } from './health.service.ts';

export interface HealthProbeDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY'>;
  db: Pick<EntityManager, 'getConnection'>;
  logger: Logger;
}

/**
 * Node's request listener with the load balancer's probe (`GET /api/health`) answered before the web app sees it
 * (docs/performance.md#the-health-check-at-the-door): the same answer as the app's route (system.http.ts) with the
 * headers every call answer carries and its X-Request-Id, a line in the log only when it is not healthy, and none of
 * the app's router, request context or checks, which a probe (no body, no cookie, any Host) does not need. Any other
 * request, `HEAD /api/health` or `/api/health?…` included, goes to `listener` (the app) as before.
 */
export function healthProbeFirst(listener: RequestListener, { config, db, logger }: HealthProbeDeps): RequestListener {
  // Flat [name, value, …]: writeHead takes it as is, without walking an object's keys.
  const fixedHeaders = [...answerHeaders({ https: config.PUBLIC_URL?.startsWith('https:') ?? false, call: true }).flat(), 'Content-Type', 'application/json'];
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdFor(header(req, 'x-request-id'));
    const health = await checkHealth(db);
    const status = health.status === 'ok' ? 200 : 503;
    const body = JSON.stringify(health);
    res.writeHead(status, [...fixedHeaders, 'X-Request-Id', requestId, 'Content-Length', String(Buffer.byteLength(body))]);
    res.end(body);
    if (status === 200) return;
    const ip = callerAddress(
      (name) => header(req, name),
      () => req.socket.remoteAddress,
      config.TRUST_PROXY,
    );
    logger.info({ reqId: requestId, ip, method: req.method, path: HEALTH_PATH, status, ms: Math.round(performance.now() - started) }, 'request');
  };
  const failed = (res: ServerResponse) => (err: unknown) => {
    logger.error({ err }, 'the health probe failed');
    if (!res.headersSent) res.writeHead(500, fixedHeaders).end();
  };
  // Exactly as a probe asks: no query string, GET only.
  return (req, res) => {
    if (req.url === HEALTH_PATH && req.method === 'GET') answer(req, res).catch(failed(res));
    else listener(req, res);
  };
}

/** A request header as one string (Node gives an array for a repeated one; as Hono, they are joined). */
const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
