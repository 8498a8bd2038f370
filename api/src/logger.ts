import { pino, type Logger, type DestinationStream } from 'pino';

/** Keys whose values must never reach a log line (passwords, session ids, SSNs, secrets). */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'confirmPassword',
  '*.confirmPassword',
  'ssn',
  '*.ssn',
  'sessionId',
  '*.sessionId',
  'token',
  '*.token',
  'databaseUrl',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

export type { Logger };
