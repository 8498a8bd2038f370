// What `import … from 'zod'` resolves to in the web build (see the alias in vite.config.ts): zod itself, with its
// compiler switched off first. zod compiles object parsers with `new Function` after probing whether eval is
// allowed; our Content-Security-Policy forbids eval, and the probe alone shows up as a violation. Parse without
// compiling (same results, a little slower). As an alias rather than an import at start, zod loads with the first
// module that uses it, not with every page.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
