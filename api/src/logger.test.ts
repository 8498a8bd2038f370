import { PostgreSqlExceptionConverter } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../test/app.ts';
import { redactSecrets } from './logger.ts';

/**
 * A check violation as the app meets it: PostgreSQL's error (its detail quotes the whole row) converted by MikroORM,
 * whose message carries the statement with its parameters written in.
 */
function refusedInsert(planted: string) {
  const statement = `insert into "lead" ("first_name", "email") values ('Ada', '${planted}@example.com')`;
  const pgError = Object.assign(new pg.DatabaseError(`${statement} - new row for relation "lead" violates check constraint "lead_check"`, 0, 'error'), {
    severity: 'ERROR',
    code: '23514',
    detail: `Failing row contains (Ada, ${planted}@example.com, 555-${planted}).`,
    where: `SQL statement "${statement}"`,
    table: 'lead',
    constraint: 'lead_check',
    routine: 'ExecConstraints',
  });
  return new PostgreSqlExceptionConverter().convertException(pgError);
}

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

  it('security finding 4: a database error is logged by its code, constraint and table, never with the values of its statement, message or detail', () => {
    const { logger, lines, text } = captureLogger();
    const refused = refusedInsert('planted-4a1');
    logger.warn({ err: refused }, 'value refused');
    // Logged alone, pino would make the error's message the line's.
    logger.error(refusedInsert('planted-4a2'));
    // Wrapped: tRPC's error repeats its cause's message; an error kept under another key is written as JSON.
    logger.error({ err: new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refusedInsert('planted-4a3') }) }, 'unexpected error');
    logger.error({ failure: { error: refusedInsert('planted-4a4') } }, 'nested');
    const written = text();
    for (const planted of ['planted-4a1', 'planted-4a2', 'planted-4a3', 'planted-4a4', 'Failing row', 'insert into']) expect(written).not.toContain(planted);
    const [warned, alone, wrapped, nested] = lines();
    expect(warned!.err).toMatchObject({ type: 'CheckConstraintViolationException', code: '23514', constraint: 'lead_check', table: 'lead' });
    expect(warned!.err).toMatchObject({ message: 'database error 23514 (lead_check on lead)', stack: expect.stringContaining('logger.test.ts') });
    expect(alone).toMatchObject({ msg: 'database error 23514 (lead_check on lead)', err: { code: '23514' } });
    expect(wrapped!.err).toMatchObject({ type: 'TRPCError', code: '23514', constraint: 'lead_check' });
    expect(nested).toMatchObject({ failure: { error: { code: '23514', constraint: 'lead_check', table: 'lead' } } });
    // The caller's error is left as it was.
    expect(refused.message).toContain('planted-4a1');
  });

  it('logs an error that is not from the database as it was: its message and its own fields', () => {
    const { logger, lines } = captureLogger();
    logger.error({ err: Object.assign(new Error('the outbox could not reach the SMTP server'), { code: 'ECONNREFUSED' }) }, 'outbox run failed');
    expect(lines()[0]!.err).toMatchObject({ message: 'the outbox could not reach the SMTP server', code: 'ECONNREFUSED' });
  });
});
