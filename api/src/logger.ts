import { pino, type Logger, type DestinationStream } from 'pino';

/** Keys whose values must never reach a log line (passwords, session ids, SSNs, secrets), at any depth we look. */
const SECRET_KEYS = new Set(['password', 'newPassword', 'confirmPassword', 'ssn', 'sessionId', 'token', 'databaseUrl']);
/** Under a `headers` object, also these. */
const SECRET_HEADERS = new Set(['cookie', 'authorization', 'set-cookie']);
/** How deep secrets are looked for: a line's fields, their fields (`body.password`, `headers.cookie`) and one more (`req.headers.cookie`). */
const MAX_DEPTH = 3;
const CENSOR = '[redacted]';

function isSecret(key: string, underHeaders: boolean): boolean {
  return SECRET_KEYS.has(key) || (underHeaders && SECRET_HEADERS.has(key.toLowerCase()));
}

/**
 * `fields` with every secret replaced by '[redacted]' and every database error by its safe summary
 * (databaseErrorSummary): the same object when it holds neither (the usual line costs a walk over its keys, no
 * copy), otherwise a copy, so the caller's objects are never changed. Errors are copied with their prototype,
 * message and stack, so they are still logged as errors.
 */
export function redactSecrets<T>(fields: T, depth = 0, underHeaders = false): T {
  if (fields === null || typeof fields !== 'object' || depth >= MAX_DEPTH || Array.isArray(fields)) return fields;
  if (fields instanceof Error) {
    const summary = databaseErrorSummary(fields);
    if (summary) return summary as T;
  }
  const source = fields as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const value = source[key];
    const replaced = isSecret(key, underHeaders) ? CENSOR : redactSecrets(value, depth + 1, key === 'headers');
    if (replaced === value) continue;
    copy ??= copyOf(source);
    copy[key] = replaced;
  }
  return (copy ?? fields) as T;
}

/** A PostgreSQL error code (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** What a database error may say in a log: which rule refused, never what was refused. */
const SAFE_DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'] as const;

/** An error PostgreSQL reported (pg's DatabaseError, or MikroORM's DriverException, which copies its fields). */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && SQLSTATE.test(code);
}

/**
 * For an error that is, or was caused by, a database error: a copy that names the database's code, constraint,
 * table and column, with the stack's frames but no message of the chain (docs/input-limits.md#database-refusals).
 * A database error's message quotes values (MikroORM puts the whole statement in it with its parameters written
 * in, PostgreSQL's own text may quote the refused value) and its `detail`, `where` and `internalQuery` quote rows
 * and statements; a wrapping error's message often repeats its cause's (tRPC's does). Null for any other error.
 */
function databaseErrorSummary(error: Error): Error | null {
  let found: (Error & Record<string, unknown>) | undefined;
  let current: unknown = error;
  for (let i = 0; i < 4 && current instanceof Error; i += 1) {
    if (isDatabaseError(current)) {
      found = current as Error & Record<string, unknown>;
      break;
    }
    current = current.cause;
  }
  if (!found) return null;
  const summary = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  const name = error.name;
  const where = [found.constraint, found.table].filter((part) => typeof part === 'string' && part !== '').join(' on ');
  summary.name = name;
  summary.message = `database error ${String(found.code)}${where ? ` (${where})` : ''}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  summary.stack = [`${name}: ${summary.message}`, ...frames].join('\n');
  for (const key of SAFE_DATABASE_FIELDS) if (typeof found[key] === 'string') summary[key] = found[key];
  return summary;
}

function copyOf(source: Record<string, unknown>): Record<string, unknown> {
  if (!(source instanceof Error)) return { ...source };
  const error = Object.create(Object.getPrototypeOf(source) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(source)) error[key] = source[key];
  return error;
}

/**
 * The app's logger: JSON lines, secrets and database errors in a line's fields (or the error a line logs alone)
 * replaced by redactSecrets before pino reads them, so an error's message that pino makes the line's own message is
 * the safe one too (a child logger's bindings are not redacted: give them ids, not secrets). pino's own `redact`
 * option does the same job with a per-line clone that cost more than the rest of the line (4 us of 6 for the
 * request line, decision 18).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      hooks: {
        logMethod(args, method) {
          if (typeof args[0] === 'object' && args[0] !== null) args[0] = redactSecrets(args[0]);
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}

export type { Logger };
