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
 * PostgreSQL refusing a value as stored text: too long for its column (22001),
 * NUL or a bad escape (22P05, 22021). Schemas check lengths and characters first
 * (docs/input-limits.md); a value that gets past them still answers 400, never 500.
 */
export const TEXT_REFUSED_MESSAGE = 'Some text is too long or contains characters that cannot be stored.';
export function isTextRefusedByDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '22001' || code === '22P05' || code === '22021') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
