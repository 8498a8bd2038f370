import { isUtf8 } from 'node:buffer';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Calls take UTF-8 and nothing else (docs/input-limits.md#text): a JSON body, or the percent-escapes of an address
 * (its path or its query), holding bytes that are not UTF-8 (an overlong form such as C0 AF, a lone continuation byte, an encoded surrogate
 * ED A0 80, a cut sequence) answers 400. Decoders would otherwise turn each bad byte into U+FFFD, storing something
 * the sender did not send. Bodies are decoded here once, strictly, and handed on as the text the routes and tRPC
 * read, so a body costs one decoding as before.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const PERCENT_ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

export const BODY_NOT_UTF8_MESSAGE = 'The request body must be UTF-8 text.';
export const ADDRESS_NOT_UTF8_MESSAGE = 'The address must encode its text as UTF-8.';

/** Whether each run of percent-escapes in `url` is UTF-8 (an address without escapes costs one search). */
function escapesAreUtf8(url: string): boolean {
  if (!url.includes('%')) return true;
  for (const [escapes] of url.matchAll(PERCENT_ESCAPES)) {
    if (!isUtf8(Buffer.from(escapes.replaceAll('%', ''), 'hex'))) return false;
  }
  return true;
}

/** `exempt` names the calls whose body is not text (a document's multipart upload). */
export function utf8Requests(options: { exempt: (c: Context) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (!escapesAreUtf8(c.req.url)) return c.json({ error: ADDRESS_NOT_UTF8_MESSAGE }, 400);
    if (SAFE_METHODS.has(c.req.method) || options.exempt(c)) return next();
    const length = c.req.header('content-length');
    if (length === '0' || (length === undefined && c.req.header('transfer-encoding') === undefined)) return next();
    // A failed read (the body limit's 413, a dropped connection) is not ours to answer: it goes on as it was.
    const bytes = await c.req.raw.arrayBuffer();
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      return c.json({ error: BODY_NOT_UTF8_MESSAGE }, 400);
    }
    // Hono keeps a read body as promises by kind (its types say values); c.req.json() and c.req.text(), which the
    // routes and the tRPC adapter call, then parse this text instead of reading the spent body again.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    return next();
  };
}
