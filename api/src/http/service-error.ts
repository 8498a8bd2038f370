/**
 * An expected failure a service reports to its caller (wrong password, taken
 * e-mail, too many attempts). The REST door answers its status with
 * `{ error: message }`; the tRPC door throws the matching TRPCError code. A
 * refusal of one field found by the service (a password too easy to guess)
 * carries `fieldErrors`, answered as a schema's refusal is: the REST body's
 * `fieldErrors`, tRPC's `zodError.fieldErrors`.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const TRPC_CODE_BY_STATUS = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
} as const;

/**
 * PostgreSQL refusing a value it was given (docs/input-limits.md#database-refusals): every data exception (SQLSTATE
 * class 22: a text too long for its column, a character it cannot store, a number or date out of range, a value of
 * the wrong form) and a check constraint (23514). Schemas check lengths, ranges and characters first; a value that
 * gets past them still answers 400 with this generic sentence, never 500, and is logged as a warning (a schema
 * that lets through what the database refuses is a gap to close). Unique and foreign-key violations are not here:
 * the services that can meet them answer their own 409 or 404.
 */
export const VALUE_REFUSED_MESSAGE = 'Some values cannot be stored: a text is too long, a number or date is out of range, or a value is not valid.';
export const VALUE_REFUSED_LOG = 'value refused by the database: a schema lets through what a column or constraint refuses';
const REFUSED_VALUE_CODE = /^(22[0-9A-Z]{3}|23514)$/;
export function isValueRefusedByDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE_CODE.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
