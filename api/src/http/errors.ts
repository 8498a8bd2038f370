import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@elite/contracts/rules/plain-text';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z, type ZodType } from 'zod';
import type { AppEnv } from './app-env.ts';

/** The JSON body of every REST error: a message, and for bad input each bad field. */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
  requestId?: string;
}

export function apiError(status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503, body: ApiErrorBody): HTTPException {
  return new HTTPException(status, { res: Response.json(body, { status }) });
}

/**
 * Reads and validates a JSON body with the same zod schema the tRPC input uses.
 * Bad JSON or bad fields answer 400 with each field's messages.
 */
export async function readJsonBody<S extends ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw apiError(400, { error: 'The request body must be valid JSON.' });
  }
  return parseOr400(schema, raw);
}

/** Validates query parameters with the same schema the tRPC input uses. */
export function readQuery<S extends ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  return parseOr400(schema, c.req.query());
}

export function parseOr400<S extends ZodType>(schema: S, raw: unknown): z.output<S> {
  const controlAt = controlCharacterPath(raw);
  if (controlAt) {
    throw apiError(400, { error: 'Some fields are invalid.', fieldErrors: { [String(controlAt[0] ?? 'body')]: [CONTROL_CHARACTER_MESSAGE] }, formErrors: [] });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const flat = z.flattenError(parsed.error);
    throw apiError(400, {
      error: 'Some fields are invalid.',
      fieldErrors: flat.fieldErrors as Record<string, string[]>,
      formErrors: flat.formErrors,
    });
  }
  return parsed.data;
}
