import { Button, Container, Loader } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconCircleCheck, IconClock, IconEdit, IconFileDescription, IconLock } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { priceTextToCents, formatCents } from '@elite/contracts/rules/money';
import { shortReference } from '@elite/contracts/rules/short-reference';
import { loadWithDataLayer } from '../../lib/data-island.tsx';
import { CartTotals, useCart } from '../cart/index.ts';
import type { Received } from './ProposalForm.tsx';
import classes from './ProposalPage.module.css';

/**
 * The form, @mantine/form, its schema and the data layer it sends through come with the cart: the prerendered page
 * shows the loader (the cart lives in this browser), so none of them is in the page's first download
 * (docs/decisions/0038-data-islands.md).
 */
const ProposalForm = lazy(() => loadWithDataLayer(() => import('./ProposalForm.tsx').then((m) => m.ProposalForm)).then((form) => ({ default: form })));

/** A same-site link that navigates inside the app on a plain click. */
function useGo() {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
  };
}

function PageHeader() {
  return (
    <section className={classes.header} aria-labelledby="proposal-title">
      <Container size="lg" className={classes.headerInner}>
        <span className={classes.eyebrow}>
          <IconFileDescription size={15} stroke={1.8} aria-hidden />
          Executive proposal
        </span>
        <h1 id="proposal-title" className={classes.title}>
          Request Your Executive Proposal
        </h1>
        <p className={classes.lead}>
          A senior advisor prepares a tailored proposal for the services in your portfolio: scope, timeline and investment, within 24 hours and with no payment
          today.
        </p>
      </Container>
    </section>
  );
}

function Summary() {
  const { items, totals, openCart } = useCart();
  return (
    <aside className={classes.summary} aria-labelledby="summary-title">
      <div className={classes.summaryHead}>
        <h2 id="summary-title" className={classes.summaryTitle}>
          Your portfolio
        </h2>
        <Button variant="subtle" size="compact-sm" color="gold.3" leftSection={<IconEdit size={15} stroke={1.8} aria-hidden />} onClick={openCart}>
          Edit
        </Button>
      </div>
      <ul className={classes.summaryList} aria-label="Selected services">
        {items.map((item) => {
          const unit = priceTextToCents(item.price) ?? 0;
          return (
            <li key={item.id} className={classes.summaryItem}>
              <div>
                <div className={classes.summaryItemTitle}>{item.title}</div>
                <div className={classes.summaryItemMeta}>
                  {item.category} · {item.quantity} × {item.price}
                </div>
              </div>
              <div className={classes.summaryItemPrice}>{formatCents(unit * item.quantity)}</div>
            </li>
          );
        })}
      </ul>
      <CartTotals totals={totals} tone="dark" />
      <ul className={classes.assurances}>
        <li>
          <IconClock size={16} stroke={1.8} aria-hidden /> A senior advisor replies within 24 hours
        </li>
        <li>
          <IconLock size={16} stroke={1.8} aria-hidden /> No payment or commitment today
        </li>
      </ul>
    </aside>
  );
}

function Confirmation({ received }: { received: Received }) {
  const go = useGo();
  const ref = useRef<HTMLDivElement>(null);
  // The form is replaced: bring the confirmation into view and move the focus to it, so it is seen and announced.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={classes.confirmation} role="status" aria-labelledby="received-title">
      <span className={classes.confirmIcon} aria-hidden>
        <IconCircleCheck size={40} stroke={1.6} />
      </span>
      <h2 id="received-title" className={classes.confirmTitle}>
        Proposal Request Received
      </h2>
      <p className={classes.confirmTotal}>
        Total investment: <strong>{formatCents(received.totalCents)}</strong>
      </p>
      <p className={classes.confirmText}>A senior advisor will contact you within 24 hours. We have sent a confirmation to your e-mail with your selection.</p>
      <p className={classes.reference}>Reference {shortReference(received.id)}</p>
      <div className={classes.confirmActions}>
        <Button component="a" href="/" onClick={go} size="md" radius="md" variant="outline" color="navy">
          Return to Home
        </Button>
        <Button
          component="a"
          href="/services"
          onClick={go}
          size="md"
          radius="md"
          className={classes.primary}
          rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
        >
          Explore More Services
        </Button>
      </div>
    </div>
  );
}

function EmptyCart() {
  const go = useGo();
  return (
    <div className={classes.empty}>
      <span className={classes.emptyIcon} aria-hidden>
        <IconBriefcase size={34} stroke={1.5} />
      </span>
      <h2 className={classes.emptyTitle}>Your portfolio is empty</h2>
      <p className={classes.emptyText}>Add the services you are considering to your portfolio, and we will prepare an executive proposal for them.</p>
      <Button
        component="a"
        href="/services"
        onClick={go}
        size="md"
        radius="md"
        className={classes.primary}
        rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
      >
        Explore Services
      </Button>
    </div>
  );
}

/** /get-proposal (docs/catalogue-and-cart.md#executive-proposal-request): a cart above $25,000 becomes a proposal request recorded as a lead. */
export function ProposalPage() {
  const { items, ready } = useCart();
  const [received, setReceived] = useState<Received | null>(null);

  const loading = (
    <div className={classes.loading}>
      <Loader color="navy" aria-label="Loading your portfolio" />
    </div>
  );
  let body;
  if (received) body = <Confirmation received={received} />;
  else if (!ready) body = loading;
  else if (items.length === 0) body = <EmptyCart />;
  else
    body = (
      <div className={classes.layout}>
        <Summary />
        <Suspense fallback={loading}>
          <ProposalForm onReceived={setReceived} />
        </Suspense>
      </div>
    );

  return (
    <>
      <PageHeader />
      <Container size="lg" className={classes.main}>
        {body}
      </Container>
    </>
  );
}
