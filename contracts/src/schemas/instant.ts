import { z } from 'zod';

/**
 * An instant the server writes (`createdAt`, `paidAt` ...): an ISO 8601 date and time in UTC, as `Date#toISOString`
 * writes it. Answers are not parsed at run time (docs/performance.md), so this is a plain string to zod; the OpenAPI
 * document says `format: date-time` and the contract test holds real answers to it (docs/rest-api.md#answers).
 */
export const instant = () => z.string().meta({ format: 'date-time' });
