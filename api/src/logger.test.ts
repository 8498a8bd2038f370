import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test/app.ts';
import { redactSecrets } from './logger.ts';

describe('logger', () => {
  it('never writes passwords, session ids, SSNs or tokens', () => {
    const { logger, text } = captureLogger();
    logger.info({ password: 'pw-1', body: { password: 'pw-2', ssn: '123-45-6789' }, sessionId: 'sid-3', token: 'tok-4' }, 'login');
    const written = text();
    for (const secret of ['pw-1', 'pw-2', '123-45-6789', 'sid-3', 'tok-4']) expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
  });

  it('never writes cookies or authorization headers, on their own or inside a request or answer', () => {
    const { logger, text } = captureLogger();
    logger.info({ headers: { Cookie: 'session=c-1', authorization: 'Bearer a-1', accept: 'text/html' } }, 'headers');
    logger.info({ req: { headers: { cookie: 'session=c-2' } }, res: { headers: { 'set-cookie': 'session=c-3' } } }, 'exchange');
    logger.child({ reqId: 'r-1' }).info({ token: 'tok-5' }, 'child');
    const written = text();
    for (const secret of ['c-1', 'a-1', 'c-2', 'c-3', 'tok-5']) expect(written).not.toContain(secret);
    expect(written).toContain('text/html');
  });

  it('censors a secret on an error and still logs it as an error with its message', () => {
    const { logger, lines } = captureLogger();
    const error = Object.assign(new TypeError('database refused'), { databaseUrl: 'postgres://user:pw-6@db/x' });
    logger.error({ err: error }, 'failed');
    const line = lines()[0]!;
    expect(JSON.stringify(line)).not.toContain('pw-6');
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'database refused', databaseUrl: '[redacted]' });
    expect(error.databaseUrl).toBe('postgres://user:pw-6@db/x');
  });

  it("leaves the caller's objects as they were and passes a line without secrets through unchanged", () => {
    const input = { user: { name: 'Ada', password: 'pw-7' } };
    const redacted = redactSecrets(input);
    expect(redacted).toEqual({ user: { name: 'Ada', password: '[redacted]' } });
    expect(input.user.password).toBe('pw-7');
    const plain = { reqId: 'r-1', method: 'POST', path: '/api/contacts', status: 201, ms: 3 };
    expect(redactSecrets(plain)).toBe(plain);
  });
});
