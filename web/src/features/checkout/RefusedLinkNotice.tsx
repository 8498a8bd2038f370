import { useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The notice's code (Mantine's Alert and its close button) comes only when a refused link brought the visitor: the
 * pages that show it (/entity-types, /services) were at the edge of their budget (docs/performance.md#front-end-budgets).
 */
const { Component: RefusedLinkAlert } = onDemand(() => import('./RefusedLinkAlert.tsx').then((m) => m.RefusedLinkAlert));

/**
 * Why the visitor is here instead of a checkout, at the top of /entity-types or /services. Read once the page is live:
 * the prerendered page was rendered without the query string.
 */
export function RefusedLinkNotice() {
  const { unavailable } = useSearch({ strict: false });
  if (!useHydrated() || !unavailable) return null;
  return (
    <Suspense fallback={null}>
      <RefusedLinkAlert reason={unavailable} />
    </Suspense>
  );
}
