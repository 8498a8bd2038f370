import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is
// allowed; our Content-Security-Policy forbids eval, and the probe alone shows
// up as a violation. Parse without compiling (same results, a little slower).
z.config({ jitless: true });
