import fs from 'node:fs';
import path from 'node:path';
import { testTempDir } from './temp-dirs.ts';

/**
 * A built web app in miniature, shaped like web/scripts/prerender.ts writes it. `frames`: browser-only routes that
 * arrive with a prerendered frame (docs/decisions/0036-frames-of-browser-only-pages.md; no route of the app has one
 * today), each with its HTML.
 */
export function miniWebDist({ frames = {} }: { frames?: Record<string, string> } = {}): string {
  const dir = fs.mkdtempSync(path.join(testTempDir(), 'web-dist-'));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('index.html', '<title>Home</title><link rel="canonical" href="__PUBLIC_ORIGIN__/" /><h1>Welcome</h1>');
  write('privacy-policy/index.html', '<h1>Privacy Policy</h1>');
  write('_app.html', '<div id="root"></div>');
  // A page rendered per request goes into its template at these marks (docs/decisions/0058-visit-pages-rendered-per-request.md).
  const perRequestPage =
    '<html><head><!--page-head--></head><body><div id="root"><!--page-html--></div><script type="module">startAfterPaint()</script><!--page-data--></body></html>';
  for (const page of ['business-intake', 'checkout', 'checkout-simple', 'entity-checkout', 'entity-success', 'subscription-success', 'support-chat'])
    write(`_per-request/${page}.html`, perRequestPage);
  const frameFiles = Object.fromEntries(Object.keys(frames).map((route) => [route, `_frames${route}.html`]));
  for (const [route, html] of Object.entries(frames)) write(frameFiles[route]!, html);
  write('404.html', '<h1>Page Not Found</h1>');
  write('assets/index-abc123.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
  write(
    '_routes.json',
    JSON.stringify({
      pages: { '/': 'index.html', '/privacy-policy': 'privacy-policy/index.html' },
      appRoutes: [
        '/admin',
        '/support-chat',
        '/business-intake',
        '/checkout-simple',
        '/entity-checkout',
        '/checkout',
        '/entity-success',
        '/subscription-success',
        ...Object.keys(frames),
      ],
      frames: frameFiles,
      perRequest: {
        '/business-intake': '_per-request/business-intake.html',
        '/checkout': '_per-request/checkout.html',
        '/checkout-simple': '_per-request/checkout-simple.html',
        '/entity-checkout': '_per-request/entity-checkout.html',
        '/entity-success': '_per-request/entity-success.html',
        '/subscription-success': '_per-request/subscription-success.html',
        '/support-chat': '_per-request/support-chat.html',
      },
      perRequestMarks: { head: '<!--page-head-->', html: '<!--page-html-->', data: '<!--page-data-->' },
      appShell: '_app.html',
      notFound: '404.html',
    }),
  );
  return dir;
}
