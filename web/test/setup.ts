import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// findBy* and waitFor wait up to 5 s, not 1: on CI's two cores, busy with the other test projects, a session answer
// and a lazy chunk took longer than 1 s (AccountMenu.test.tsx failed a full run that way). A test still fails when
// the thing never comes; it only waits longer before saying so.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
