import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first message of each field of a failed zod parse, for the inputs' `error` props. */
export function fieldErrorsOf<T>(error: z.ZodError): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in out)) out[field] = issue.message;
  }
  return out as FieldErrors<T>;
}
