/**
 * An expected failure a service reports to its caller (wrong password, taken
 * e-mail, too many attempts). The REST door answers its status with
 * `{ error: message }`; the tRPC door throws the matching TRPCError code.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
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
  429: 'TOO_MANY_REQUESTS',
} as const;
