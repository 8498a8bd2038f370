import { useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../../lib/trpc.ts';

/**
 * Live back office (docs/admin.md#live-lists): one EventSource on GET /api/admin/events per staff page. Each `change`
 * (kind, id, what changed; never contents) marks the record as changed while the page is open and, at most every
 * REFRESH_MS, has the admin's open lists, counts, dashboard and badge read again (their tRPC queries are invalidated:
 * the ones on screen refetch, the others are read when next shown). `resync` (the server may have missed changes)
 * reads everything again too. The browser's EventSource reconnects by itself.
 */
const REFRESH_MS = 250;

/** Ids of records changed since this page was opened, with what changed last. */
const changedWhileOpen = new Map<string, string>();
let version = 0;
const watchers = new Set<() => void>();
const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

export function useLiveRecords(enabled: boolean): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/events');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void utils.admin.invalidate();
      }, REFRESH_MS);
    };
    source.addEventListener('change', (event: MessageEvent<string>) => {
      const change = JSON.parse(event.data) as { id: string; change: string };
      changedWhileOpen.set(change.id, change.change);
      version += 1;
      for (const watcher of watchers) watcher();
      refresh();
    });
    source.addEventListener('resync', refresh);
    // A stream opened again (the browser reconnects by itself) may have missed changes: read everything again.
    let opened = false;
    source.addEventListener('ready', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => {
      source.close();
      clearTimeout(timer);
    };
  }, [enabled, utils]);
}

/** The records changed since the page opened (re-rendering when one more is). */
export function useChangedWhileOpen(): ReadonlyMap<string, string> {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return changedWhileOpen;
}

const seenKey = (userId: string, list: string) => `eba.admin.seen.${userId}.${list}`;

/**
 * When this staff member last opened `list` in this browser (docs/admin.md#new-since-you-looked), read once as the list
 * opens, and now written as the new "last looked": rows created after the returned time are new to them.
 */
export function useLastLooked(userId: string | undefined, list: string): string | null {
  const key = userId ? seenKey(userId, list) : null;
  const previous = useSyncExternalStore(
    subscribe,
    () => (key ? readSeen(key) : null),
    () => null,
  );
  useEffect(() => {
    if (!key) return;
    const opened = new Date().toISOString();
    return () => writeSeen(key, opened);
  }, [key]);
  return previous;
}

// The time a list was last left, read at first use in this page and kept for the page's life (so the marks stay put).
const seenAtOpen = new Map<string, string | null>();
function readSeen(key: string): string | null {
  if (!seenAtOpen.has(key)) {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(key);
    } catch {
      stored = null;
    }
    seenAtOpen.set(key, stored);
  }
  return seenAtOpen.get(key)!;
}
function writeSeen(key: string, at: string): void {
  try {
    window.localStorage.setItem(key, at);
  } catch {
    // Private mode or full storage: the marks are a help, not the record.
  }
}
