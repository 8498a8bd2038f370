import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const compose = fs.readFileSync(path.resolve(import.meta.dirname, '../../compose.yaml'), 'utf8');

describe('the production recipe (compose.yaml)', () => {
  it('requires the admin credentials, so it never starts on the demo admin (docs/decisions/0025-accounts-and-sessions.md)', () => {
    // `${VAR:?message}` makes `docker compose up` stop with the message when VAR is unset or empty.
    expect(compose).toMatch(/^\s+ADMIN_USERNAME: \$\{ADMIN_USERNAME:\?[^}]+\}$/m);
    expect(compose).toMatch(/^\s+ADMIN_PASSWORD: \$\{ADMIN_PASSWORD:\?[^}]+\}$/m);
    expect(compose).toMatch(/^\s+DATABASE_URL: /m);
  });
});
