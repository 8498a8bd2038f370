import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test/app.ts';

describe('logger', () => {
  it('never writes passwords, session ids, SSNs or tokens', () => {
    const { logger, text } = captureLogger();
    logger.info({ password: 'pw-1', body: { password: 'pw-2', ssn: '123-45-6789' }, sessionId: 'sid-3', token: 'tok-4' }, 'login');
    const written = text();
    for (const secret of ['pw-1', 'pw-2', '123-45-6789', 'sid-3', 'tok-4']) expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
  });
});
