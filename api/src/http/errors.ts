import { refusedText, type TextRefusal } from '@elite/contracts/rules/plain-text';
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
  return parseOr400(schema, await readJson(c));
}

/** A request's JSON body as sent, not validated yet: a body that is not JSON answers 400. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    throw apiError(400, { error: 'The request body must be valid JSON.' });
  }
}

/**
 * A refused input's messages by field (docs/rest-api.md#errors), for the REST body and tRPC's `zodError` alike: zod's
 * flattened top-level fields, and for an issue inside one (a nested form, a list) also its dotted path
 * (`businessData.businessName`, `items.0.quantity`), so a form can put the message on the input it belongs to. Each
 * message once per field: two checks refusing a value with the same words (a phone's characters and its length) are
 * one error to the reader.
 */
export function inputFieldErrors(error: z.ZodError): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const flat = z.flattenError(error);
  const fieldErrors = { ...flat.fieldErrors } as Record<string, string[]>;
  for (const issue of error.issues) {
    if (issue.path.length > 1) (fieldErrors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  for (const [field, messages] of Object.entries(fieldErrors)) fieldErrors[field] = [...new Set(messages)];
  return { formErrors: [...new Set(flat.formErrors)], fieldErrors };
}

/**
 * The field errors of a string refused as text (a control character, ill-formed text: docs/input-limits.md#text): its
 * top-level field, and its dotted path when nested, as zod's own refusals are reported.
 */
export function textRefusalFieldErrors({ path, message }: TextRefusal, whole: string): Record<string, string[]> {
  const errors: Record<string, string[]> = { [String(path[0] ?? whole)]: [message] };
  if (path.length > 1) errors[path.map(String).join('.')] = [message];
  return errors;
}

export function parseOr400<S extends ZodType>(schema: S, raw: unknown): z.output<S> {
  const refused = refusedText(raw);
  if (refused) throw apiError(400, { error: 'Some fields are invalid.', fieldErrors: textRefusalFieldErrors(refused, 'body'), formErrors: [] });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = inputFieldErrors(parsed.error);
    throw apiError(400, { error: 'Some fields are invalid.', fieldErrors, formErrors });
  }
  return parsed.data;
}
