import fs from 'node:fs';
import path from 'node:path';
import { testTempDir } from './temp-dirs.ts';

/** A built web app in miniature, shaped like web/scripts/prerender.ts writes it. */
export function miniWebDist(): string {
  const dir = fs.mkdtempSync(path.join(testTempDir(), 'web-dist-'));
  const write = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  };
  write('index.html', '<title>Home</title><link rel="canonical" href="__PUBLIC_ORIGIN__/" /><h1>Welcome</h1>');
  write('privacy-policy/index.html', '<h1>Privacy Policy</h1>');
  write('_app.html', '<div id="root"></div>');
  write('_frames/checkout.html', '<div id="root" data-frame><header>Elite Business Advisory</header><div aria-label="Loading checkout"></div></div>');
  write('404.html', '<h1>Page Not Found</h1>');
  write('assets/index-abc123.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
  write(
    '_routes.json',
    JSON.stringify({
      pages: { '/': 'index.html', '/privacy-policy': 'privacy-policy/index.html' },
      appRoutes: ['/admin', '/entity-checkout', '/checkout'],
      frames: { '/checkout': '_frames/checkout.html' },
      appShell: '_app.html',
      notFound: '404.html',
    }),
  );
  return dir;
}
