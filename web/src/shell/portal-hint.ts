import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * How the public top bar knows a portal client is signed in (docs/decisions/0033-portal-truth.md). The server sets a
 * readable `elite_portal=1` cookie beside the session's HttpOnly one when a client signs in, and clears it when they
 * sign out. Without it the page asks nothing; with it, it asks `GET /api/auth/session` once (a plain fetch: no data
 * layer on the marketing pages) and believes only the answer. A hint the server no longer backs is forgotten.
 */
const HINT = 'elite_portal';

/** Whether this browser says a portal client is signed in (the hint only: the server's answer decides). */
export const hasPortalHint = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${HINT}=`) && c.length > HINT.length + 1);
const noHint = () => false;

/** Forgets the hint on this browser (the session behind it ended). */
function forgetPortalHint(): void {
  document.cookie = `${HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export interface PortalClient {
  name: string;
}

/**
 * The signed-in portal client of this browser, or null: null while nothing says there is one, on the server
 * (prerendered pages) and until the server has answered. Checked again after each navigation while unknown.
 */
export function usePortalClient(): { client: PortalClient | null; signedOut: () => void } {
  const router = useRouter();
  const subscribe = useCallback((onChange: () => void) => router.subscribe('onResolved', onChange), [router]);
  const hint = useSyncExternalStore(subscribe, hasPortalHint, noHint);
  const [client, setClient] = useState<PortalClient | null>(null);
  const [, setForgotten] = useState(0);

  useEffect(() => {
    if (!hint || client) return;
    const controller = new AbortController();
    fetch('/api/auth/session', { credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => {
        const body = res.ok ? ((await res.json()) as { user?: { role?: string; name?: string } }) : null;
        if (body?.user?.role === 'client' && body.user.name) setClient({ name: body.user.name });
        else if (res.status === 401 || res.ok) {
          forgetPortalHint();
          setForgotten((n) => n + 1);
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hint, client]);

  const signedOut = useCallback(() => {
    forgetPortalHint();
    setClient(null);
  }, []);
  return { client: hint ? client : null, signedOut };
}
