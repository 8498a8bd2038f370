import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Answers smaller than this go as they are: gzip saves little on them and costs a stream per answer. */
export const COMPRESS_FROM_BYTES = 1024;

/** What a call answers in one piece: JSON, the API reference page, a CSV export. Never server-sent events (a stream). */
const COMPRESSIBLE = /^(application\/json|text\/html|text\/csv)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const ACCEPTS_GZIP = /\bgzip\b/i;

/**
 * Gzips a call's answer (under /api and /trpc) when the client accepts it and the answer is at least 1 KB
 * (docs/performance.md#compression). Hono's `compress()` did this job before, but our answers carry no
 * Content-Length, so it compressed every answer, four-byte ones included, through a CompressionStream: about
 * 0.9 ms of CPU per call from a browser, most of it for answers under 1 KB. Here the answer, already whole in memory,
 * is measured and compressed in one synchronous call.
 */
export const compressCalls: MiddlewareHandler = async (c, next) => {
  const accepted = c.req.header('Accept-Encoding');
  if (!accepted || !ACCEPTS_GZIP.test(accepted)) return next();
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type');
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    !type ||
    !COMPRESSIBLE.test(type) ||
    res.headers.has('Content-Encoding') ||
    NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  ) {
    return;
  }
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (body.byteLength < COMPRESS_FROM_BYTES) {
    answer(c, new Response(body, { status: res.status, headers }));
    return;
  }
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  const etag = headers.get('ETag');
  // The compressed bytes differ from the ones the strong tag named.
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  answer(c, new Response(gzipSync(body), { status: res.status, headers }));
};

/**
 * Replaces the answer as it is. Hono's `c.res` setter would copy the old answer's headers over the new one (its strong
 * ETag over the weak one, its Vary over ours) and wrap the body in a stream; clearing it first skips both.
 */
function answer(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}
