import { createHash } from 'node:crypto';

/** What the pages may load beyond our own origin. */
export interface CspOptions {
  /** Stripe.js and its frames, only when Stripe is configured. */
  stripe: boolean;
}

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source for each inline script of a prerendered page ('sha256-…'), so no 'unsafe-inline' is needed for scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy of an HTML page: scripts from this origin plus the
 * page's own inline scripts by hash; styles allow inline (Mantine writes style
 * attributes); nothing may frame the site, no plugins, no <base>.
 */
export function pagePolicy(scriptHashes: string[], options: CspOptions): string {
  const stripe = options.stripe;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(stripe ? STRIPE.script : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(stripe ? STRIPE.img : [])]],
    ['font-src', ["'self'", 'data:']],
    // 'self' covers ws:/wss: to our own host (the chat) in current browsers.
    ['connect-src', ["'self'", ...(stripe ? STRIPE.connect : [])]],
    ['frame-src', stripe ? STRIPE.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Answers that are not pages (JSON, files) may not run or embed anything. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The headers every answer carries: nosniff, a referrer policy, no framing, HSTS
 * for a year when the site is served over https, a locked-down CSP (pages replace
 * it with their own) and, on call answers (`/api/`, `/trpc/`), `no-store`: they
 * carry personal data or a session and none is worth caching. Written by the
 * request-context middleware (request-context.ts).
 */
export function answerHeaders(options: { https: boolean; call: boolean }): readonly (readonly [string, string])[] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['Content-Security-Policy', NON_PAGE_POLICY],
    ...(options.call ? [['Cache-Control', 'no-store'] as const] : []),
  ];
}
