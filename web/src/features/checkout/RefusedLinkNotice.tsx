import { Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import classes from './RefusedLinkNotice.module.css';
import type { RefusedLinkReason } from './refused-link.ts';

/** The line a page shows for each reason a checkout link was refused (docs/entity-checkout.md#query-parameters). */
const refusedLinkLines: Record<RefusedLinkReason, string> = {
  missing: 'That checkout link was incomplete: it did not say which entity, state and price. Choose your entity type and state below.',
  type: 'That checkout link named an entity type we do not form. Choose one of ours below.',
  state: 'That checkout link named a state we do not know. Choose your entity type and state below.',
  price: 'That checkout link carried a price that is not ours. Each entity type below shows its price; choose one to continue.',
  plan: 'That checkout link named a plan we do not offer. Choose a retainer or a program below.',
};

/**
 * Runs while the prerendered page is read, before the notice below it is painted: it marks the page with the address's
 * reason, so the stylesheet shows that reason's line from the first paint (the page was prerendered without the query
 * string). Inline scripts are allowed by their hash, which the server takes from the page (static-site.ts).
 */
const MARK_REASON = `{const r=new URLSearchParams(location.search).get("unavailable");if(r)document.documentElement.dataset.unavailable=r}`;

/**
 * Why the visitor is here instead of a checkout, at the top of /entity-types or /services (`reasons`: the ones that
 * bring a visitor to this page). The prerendered page carries every line of the page, hidden; the one the address
 * names shows before any script of the app runs, so nothing moves when the app goes live and takes the notice over
 * (docs/performance.md#front-end-budgets: a notice added after hydration moved the page by 0.16).
 */
export function RefusedLinkNotice({ reasons }: { reasons: readonly RefusedLinkReason[] }) {
  const { unavailable } = useSearch({ strict: false });
  const hydrated = useHydrated();
  if (hydrated && !(unavailable && reasons.includes(unavailable))) return null;
  const shown = hydrated ? [unavailable!] : reasons;
  return (
    <>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: MARK_REASON }} />}
      <Container size="lg" py="md" className={classes.frame} data-shown={hydrated ? '' : undefined}>
        <div className={classes.notice} role="status">
          <IconInfoCircle size={20} aria-hidden className={classes.icon} />
          <div>
            <p className={classes.title}>This checkout link could not be used</p>
            {shown.map((reason) => (
              <p key={reason} className={classes.line} data-reason={reason} data-shown={hydrated ? '' : undefined}>
                {refusedLinkLines[reason]}
              </p>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
