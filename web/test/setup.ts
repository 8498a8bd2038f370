import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// findBy* and waitFor wait up to 5 s, not 1: on CI's two cores, busy with the other test projects, a session answer
// and a lazy chunk took longer than 1 s (AccountMenu.test.tsx failed a full run that way). A test still fails when
// the thing never comes; it only waits longer before saying so.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver and lays nothing out; the dashboard's charts (recharts) measure their box with one, so
// here every box observed measures 400 by 180.
globalThis.ResizeObserver ??= class {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 400, height: 180 } } as unknown as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());
