import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';

const pressedFilter = () =>
  within(screen.getByRole('group', { name: 'Filter services by category' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('/services', () => {
  beforeEach(() => {
    window.localStorage.clear();
    notifications.clean();
  });

  it('has the intro with its buttons, then the retainer plans, then the catalogue', async () => {
    await renderApp('/services');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/World-class advisory/);
    expect(screen.getByRole('link', { name: 'View Retainer Plans' }).getAttribute('href')).toBe('#plans');
    expect(screen.getAllByRole('link', { name: 'Schedule Consultation' })[0]!.getAttribute('href')).toBe('/schedule');
    const plans = document.getElementById('plans')!;
    const catalogue = document.getElementById('catalogue')!;
    expect(within(plans).getAllByRole('link', { name: 'Subscribe Now' })).toHaveLength(3);
    expect(within(catalogue).getByRole('button', { name: 'All Services (11)' })).toBeVisible();
    expect(plans.compareDocumentPosition(catalogue) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers the three monthly plans in #monthly-plans, between the retainers and the catalogue, linked from the intro (docs/catalogue-and-cart.md#monthly-plans)', async () => {
    await renderApp('/services');
    expect(screen.getByRole('link', { name: 'Monthly plans from $1,000' }).getAttribute('href')).toBe('#monthly-plans');
    const section = document.getElementById('monthly-plans')!;
    const links = await within(section).findAllByRole('link', { name: 'Get Started' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/checkout?plan=essential', '/checkout?plan=professional', '/checkout?plan=enterprise']);
    expect(within(section).getByText('$5,000')).toBeVisible();
    const plans = document.getElementById('plans')!;
    const catalogue = document.getElementById('catalogue')!;
    expect(plans.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(section.compareDocumentPosition(catalogue) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('the mega-menu targets #digital, #operations and #compliance exist on the page', async () => {
    await renderApp('/services');
    for (const id of ['plans', 'digital', 'operations', 'compliance']) expect(document.getElementById(id)).toBeInstanceOf(HTMLElement);
  });

  it('/services#digital starts the catalogue on Digital Excellence', async () => {
    await renderApp('/services#digital');
    await waitFor(() => expect(pressedFilter()).toEqual(['Digital Excellence (2)']));
  });

  it('/services#operations shows the empty Operations Excellence category', async () => {
    await renderApp('/services#operations');
    await waitFor(() => expect(pressedFilter()).toEqual(['Operations Excellence (0)']));
    expect(screen.getByText('No packaged services in Operations Excellence yet')).toBeVisible();
  });

  it('a menu link to another category while on the page changes the filter', async () => {
    const { router } = await renderApp('/services');
    expect(pressedFilter()).toEqual(['All Services (11)']);
    await act(() => router.navigate({ href: '/services#compliance' }));
    await waitFor(() => expect(pressedFilter()).toEqual(['Compliance & Governance (2)']));
  });

  it('has its own title and description', async () => {
    await renderApp('/services');
    await waitFor(() => expect(document.title).toBe('Services | Elite Business Advisory'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/retainers from \$25K to \$250K/);
  });

  it('adding a service from the page updates the top bar badge and the cart panel', async () => {
    const user = userEvent.setup();
    await renderApp('/services');
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Capital Readiness Program' }));
    const bar = within(screen.getByRole('banner'));
    await waitFor(() => expect(bar.getByTestId('cart-count').textContent).toMatch(/^1/));
    await user.click(bar.getByRole('button', { name: 'Open cart' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Your Investment Portfolio' }));
    expect(panel.getByRole('listitem', { name: 'Capital Readiness Program' })).toBeVisible();
    expect(panel.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  });
});

describe('/get-proposal', () => {
  it('is a page of the site, not the 404 screen', async () => {
    window.localStorage.clear();
    await renderApp('/get-proposal');
    expect(screen.getByRole('heading', { level: 1, name: 'Request Your Executive Proposal' })).toBeVisible();
    expect(await screen.findByText('Your portfolio is empty')).toBeVisible();
  });
});
