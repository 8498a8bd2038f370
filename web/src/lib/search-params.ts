/**
 * Readers for the query strings of routes. The route tree is part of every page's first download, so these are
 * plain functions rather than zod schemas (zod alone is 25 KB gzip). Like a schema with `.catch(undefined)`, they
 * turn anything unusable into "absent": a page never fails because of its query string.
 * The router has already parsed each value (`?price=797` is the number 797, `?plan=x` the string "x").
 */

/** A string of at most `maxLength` characters (after trimming, with `trim`; an empty one counts as absent then). */
export function searchString(value: unknown, { maxLength = Infinity, trim = false }: { maxLength?: number; trim?: boolean } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  if (trim && text.length === 0) return undefined;
  return text.length <= maxLength ? text : undefined;
}

/** A whole number from 1 to `max`, given as a number or as digits. */
export function searchPositiveInteger(value: unknown, max: number): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

/** A string or a number, as given. */
export function searchStringOrNumber(value: unknown): string | number | undefined {
  return typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value)) ? value : undefined;
}
